import { Form, Link } from "react-router";

import { Button } from "#app/components/ui/button";
import { StatusBadge } from "#app/components/ui/status-badge";
import {
  HELD_NOTE_MAX,
  HELD_REASON_LABELS,
  HELD_RESOLUTION_LABELS,
  HELD_RESOLUTIONS,
} from "#app/domain/billing/ledger";
import type { HeldPaymentView } from "#app/domain/billing/views";
import { formatCents } from "#app/domain/common/money";

const amountOf = (held: HeldPaymentView) =>
  held.currency === "usd" ? formatCents(held.amountCents) : `${held.amountCents} ${held.currency.toUpperCase()} cents`;

/**
 * One payment that paid nothing: why, what it was for, and, while it waits, the owner's two ways to
 * settle it: refunded with the provider, or applied to an open invoice (a payment in the ledger).
 */
export function HeldPaymentCard({ held }: { held: HeldPaymentView }) {
  const headingId = `held-${held.id}`;
  return (
    <li
      className={`grid gap-3 rounded-xl border-2 bg-white p-4 sm:p-5 ${held.resolution ? "border-stone-200" : "border-cedar-700"}`}
      aria-labelledby={headingId}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-xl">
          {amountOf(held)} received {held.received}
        </h3>
        <StatusBadge tone={held.resolution ? "bg-stone-200 text-stone-800" : "bg-cedar-100 text-cedar-800"}>
          {held.resolution ? HELD_RESOLUTION_LABELS[held.resolution.kind] : "Needs attention"}
        </StatusBadge>
      </div>
      <p className="text-sm">
        {HELD_REASON_LABELS[held.reason]}.{" "}
        {held.madeFor ? (
          <>
            Made for{" "}
            <Link to={held.madeFor.to} className="underline underline-offset-4">
              {held.madeFor.label.charAt(0).toLowerCase() + held.madeFor.label.slice(1)}
            </Link>
            .{" "}
          </>
        ) : null}
        Payment reference <span className="font-mono break-all">{held.intentId}</span> ({held.provider}).
      </p>
      {held.resolution ? (
        <p className="text-sm">
          Marked {HELD_RESOLUTION_LABELS[held.resolution.kind].toLowerCase()} {held.resolution.when}
          {held.resolution.note ? `: ${held.resolution.note}` : "."}
        </p>
      ) : (
        <Form
          method="post"
          aria-label={`Settle the payment of ${amountOf(held)}`}
          className="flex flex-wrap items-end gap-3"
        >
          <input type="hidden" name="heldId" value={held.id} />
          <label className="grid text-sm font-semibold">
            Open invoice it pays
            <input
              name="invoice"
              placeholder="INV-0042"
              pattern="[Ii][Nn][Vv]-[0-9]{4,9}"
              className="min-h-11 w-36 rounded-lg border-2 border-stone-300 px-2 font-normal"
            />
          </label>
          <label className="grid flex-1 text-sm font-semibold sm:min-w-72">
            Note (optional)
            <input
              name="note"
              maxLength={HELD_NOTE_MAX}
              className="min-h-11 rounded-lg border-2 border-stone-300 px-2 font-normal"
            />
          </label>
          {HELD_RESOLUTIONS.map((kind) => (
            <Button
              key={kind}
              type="submit"
              name="resolution"
              value={kind}
              variant={kind === "refunded" ? "secondary" : "primary"}
            >
              {kind === "applied" ? "Apply to the invoice" : `Mark ${HELD_RESOLUTION_LABELS[kind].toLowerCase()}`}
            </Button>
          ))}
        </Form>
      )}
    </li>
  );
}
