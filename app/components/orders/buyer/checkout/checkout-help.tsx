import { mailtoHref, telHref } from "#app/domain/common/phone";

export interface CheckoutContact {
  phone: string;
  email: string;
}

/** Beside the payment form: a real person to ask, and what happens to the cart. */
export function CheckoutHelp({ contact }: { contact: CheckoutContact }) {
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
        <a href={telHref(contact.phone)} className="font-semibold whitespace-nowrap underline underline-offset-4">
          {contact.phone}
        </a>{" "}
        or{" "}
        <a
          href={mailtoHref(contact.email, "Question about my order")}
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
