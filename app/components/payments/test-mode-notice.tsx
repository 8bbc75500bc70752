import type { ReactNode } from "react";

/**
 * What every payment form of the built-in test provider opens with, so no one
 * mistakes it for a real payment: the provider takes public test cards and
 * records them as paid, while no money moves (docs/decisions/0063).
 */
export function TestModeNotice({ children }: { children?: ReactNode }) {
  return (
    <div role="note" className="rounded-xl border-2 border-dashed border-cedar-600 bg-cedar-100 p-4 text-stone-800">
      <p className="font-semibold text-cedar-800">Test mode: no real money moves</p>
      <p className="mt-1">No card is charged here, and a payment made on this form is a test, not a real payment.</p>
      {children}
    </div>
  );
}
