import { Form } from "react-router";

import { Button } from "#app/components/ui/button";
import { Textarea } from "#app/components/ui/textarea";
import type { InvoiceListView } from "#app/domain/billing/views";
import { VOID_REASON_MAX, voidedNotice } from "#app/domain/billing/voiding";

/** An open invoice's scheduled reminders: the last one sent, the next one due, and pause or resume. */
export function InvoiceReminders({ invoice }: { invoice: InvoiceListView }) {
  const { paused, last, next } = invoice.reminders;
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <p>
        {paused ? (
          <strong>Reminders paused.</strong>
        ) : next ? (
          <>
            Next reminder: {next.label.toLowerCase()}, {next.on}.
          </>
        ) : (
          <>No more reminders are scheduled.</>
        )}
        {last ? ` Last sent: ${last.label.toLowerCase()}, ${last.on}.` : " None sent yet."}
      </p>
      <Form method="post">
        <input type="hidden" name="intent" value={paused ? "resume-reminders" : "pause-reminders"} />
        <input type="hidden" name="invoiceId" value={invoice.id} />
        <Button
          type="submit"
          variant="secondary"
          aria-label={`${paused ? "Resume" : "Pause"} reminders of ${invoice.number}`}
        >
          {paused ? "Resume reminders" : "Pause reminders"}
        </Button>
      </Form>
    </div>
  );
}

/** Voiding an open invoice, folded away until wanted: the reason is required and kept with the number. */
export function VoidInvoiceForm({ invoice }: { invoice: InvoiceListView }) {
  return (
    <details className="rounded-lg border border-stone-200 p-3 open:bg-stone-50">
      <summary className="min-h-11 cursor-pointer content-center font-semibold">Void {invoice.number}…</summary>
      <Form method="post" aria-label={`Void ${invoice.number}`} className="mt-2 grid max-w-xl gap-3">
        <input type="hidden" name="intent" value="void" />
        <input type="hidden" name="invoiceId" value={invoice.id} />
        <p className="text-sm">
          A void invoice keeps its number, asks for nothing and gets no more reminders. The buyer sees your reason on
          it. It can&apos;t be undone; a stage of the payment schedule can be issued again afterwards.
        </p>
        <Textarea label="Reason" name="reason" required maxLength={VOID_REASON_MAX} rows={2} />
        <div>
          <Button type="submit" variant="secondary">
            Void invoice
          </Button>
        </div>
      </Form>
    </details>
  );
}

/** A void invoice's line on its card, and for a schedule's stage with nothing live in its place, issuing it again. */
export function VoidedLine({
  invoice,
  voided,
}: {
  invoice: InvoiceListView;
  voided: NonNullable<InvoiceListView["voided"]>;
}) {
  return (
    <div className="grid gap-2">
      <p className="text-sm">{voidedNotice(voided)}</p>
      {invoice.reissuable ? (
        <Form method="post" aria-label={`Issue the stage of ${invoice.number} again`}>
          <input type="hidden" name="intent" value="reissue" />
          <input type="hidden" name="invoiceId" value={invoice.id} />
          <p className="mb-2 text-sm">
            Its stage of the payment schedule is not billed now. Issue it again with a new number, for the stage&apos;s
            amount, emailed to the buyer.
          </p>
          <Button type="submit" variant="secondary">
            Issue the stage again
          </Button>
        </Form>
      ) : null}
    </div>
  );
}
