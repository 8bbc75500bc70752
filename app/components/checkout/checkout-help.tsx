import { useSiteData } from "#app/components/layout/use-site-data";
import { mailtoHref, telHref } from "#app/domain/common/phone";

/** Beside the payment form: a real person to ask, and what happens to the cart. */
export function CheckoutHelp() {
  const { config } = useSiteData();
  return (
    <aside
      aria-labelledby="checkout-help-heading"
      className="grid gap-3 rounded-2xl bg-sky-soft/50 p-5 text-stone-800 sm:p-6"
    >
      <h2 id="checkout-help-heading" className="text-2xl">
        Questions before you pay?
      </h2>
      <p>
        Call us at{" "}
        <a href={telHref(config.contactPhone)} className="font-semibold whitespace-nowrap underline underline-offset-4">
          {config.contactPhone}
        </a>{" "}
        or{" "}
        <a
          href={mailtoHref(config.contactEmail, "Question about my order")}
          className="font-semibold underline underline-offset-4"
        >
          email us
        </a>
        . A real person from our family business will answer.
      </p>
      <p>Your cart is saved in this browser, so it will still be here if you step away.</p>
    </aside>
  );
}
