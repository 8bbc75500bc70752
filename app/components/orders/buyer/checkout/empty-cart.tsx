import { LinkButton } from "#app/components/ui/button";

/** What the checkout shows when there is nothing to pay for. */
export function EmptyCart() {
  return (
    <div className="grid justify-items-start gap-4 rounded-2xl border border-stone-200 bg-white p-6 sm:p-8">
      <p className="text-xl font-semibold text-evergreen-900">Your cart is empty, for now.</p>
      <p className="max-w-2xl text-lg text-stone-700">
        Nestz stickers are a dollar each on our shwag shelf. Looking for a home? Browse the Bedroom and Office Nestz in
        the shop and give us a call: every home is priced in person.
      </p>
      <div className="flex flex-wrap gap-3">
        <LinkButton to="/Shwag">Shop the shwag</LinkButton>
        <LinkButton to="/Shop" variant="secondary">
          Browse homes
        </LinkButton>
      </div>
    </div>
  );
}
