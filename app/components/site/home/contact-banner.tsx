import { mailtoHref, telHref } from "#app/domain/common/phone";

/** The cyan band under the hero: the two ways to reach us, and why to. */
export function ContactBanner({ phone, email }: { phone: string; email: string }) {
  return (
    <section aria-label="Contact" className="bg-sky text-evergreen-950">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-5 sm:px-6 md:flex-row md:items-center md:justify-between">
        <p className="text-lg font-semibold">
          Call for Price: every Nestz is quoted personally, delivery included in the conversation.
        </p>
        <p className="flex flex-wrap gap-x-6 gap-y-1 text-lg font-semibold">
          <a
            href={telHref(phone)}
            className="inline-flex min-h-11 items-center text-evergreen-950 underline underline-offset-4"
          >
            {phone}
          </a>
          <a
            href={mailtoHref(email, "Nestz pricing")}
            className="inline-flex min-h-11 items-center break-all text-evergreen-950 underline underline-offset-4"
          >
            {email}
          </a>
        </p>
      </div>
    </section>
  );
}
