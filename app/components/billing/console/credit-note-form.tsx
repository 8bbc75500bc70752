import { Form } from "react-router";

import { Button } from "#app/components/ui/button";
import { Textarea } from "#app/components/ui/textarea";
import { CREDIT_EXCESS_LABELS, CREDIT_EXCESS_TO, CREDIT_NOTE_REASON_MAX } from "#app/domain/billing/credit-notes";
import type { InvoiceListView } from "#app/domain/billing/views";
import { formatCents } from "#app/domain/common/money";

/**
 * Issuing a credit note on an invoice money was received on (such an invoice
 * is not voided), folded away until wanted. The server checks the amount.
 */
export function CreditNoteForm({ invoice }: { invoice: InvoiceListView }) {
  return (
    <details className="rounded-lg border border-stone-200 p-3 open:bg-stone-50">
      <summary className="min-h-11 cursor-pointer content-center font-semibold">
        Issue a credit note on {invoice.number}…
      </summary>
      <Form method="post" aria-label={`Issue a credit note on ${invoice.number}`} className="mt-2 grid max-w-xl gap-3">
        <input type="hidden" name="intent" value="credit-note" />
        <input type="hidden" name="invoiceId" value={invoice.id} />
        <p className="text-sm">
          Money was received on this invoice, so it is corrected with a credit note rather than voided. The credit note
          has its own number, lowers what the invoice asks for, and is emailed to the buyer. Up to{" "}
          {formatCents(invoice.creditableCents)} can be credited.
        </p>
        <label className="grid text-sm font-semibold">
          Amount to credit ($)
          <input
            name="amount"
            inputMode="decimal"
            required
            pattern={"\\d{1,9}(\\.\\d{1,2})?"}
            className="min-h-11 w-40 rounded-lg border-2 border-stone-300 px-2"
          />
        </label>
        <Textarea label="Reason" name="reason" required maxLength={CREDIT_NOTE_REASON_MAX} rows={2} />
        <fieldset className="grid gap-1 text-sm">
          <legend className="font-semibold">If more was already paid than the invoice then asks for</legend>
          {CREDIT_EXCESS_TO.map((to, index) => (
            <label key={to} className="flex min-h-11 items-center gap-2">
              <input type="radio" name="excessTo" value={to} defaultChecked={index === 0} className="size-5" />
              {CREDIT_EXCESS_LABELS[to]}
            </label>
          ))}
        </fieldset>
        <div>
          <Button type="submit" variant="secondary">
            Issue credit note
          </Button>
        </div>
      </Form>
    </details>
  );
}

/** The credit notes an invoice has had, each linked to the page its buyer sees. */
export function CreditNoteLines({ notes }: { notes: InvoiceListView["creditNotes"] }) {
  if (notes.length === 0) return null;
  return (
    <ul className="grid gap-1 text-sm" aria-label="Credit notes">
      {notes.map((note) => (
        <li key={note.number} className="wrap-anywhere">
          <a href={note.path} className="font-semibold underline underline-offset-4">
            Credit note {note.number}
          </a>{" "}
          · {formatCents(note.amountCents)} · {note.reason}
        </li>
      ))}
    </ul>
  );
}
