import { Link } from "#app/components/ui/link";
import { telHref } from "#app/domain/common/phone";

/** Homes are priced in conversation; this says so, warmly, at the top of the shop. */
export function PricingBanner({ phone }: { phone: string }) {
  return (
    <div className="bg-sky text-evergreen-950">
      <p className="mx-auto max-w-6xl px-4 py-4 text-lg font-semibold sm:px-6">
        Homes and options are priced personally: call{" "}
        <a href={telHref(phone)} className="text-evergreen-950 underline underline-offset-4">
          {phone}
        </a>{" "}
        or{" "}
        <Link to="/Contact" className="text-evergreen-950 underline underline-offset-4">
          send us a note
        </Link>{" "}
        for today's prices.
      </p>
    </div>
  );
}
