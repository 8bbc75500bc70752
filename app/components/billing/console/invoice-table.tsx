import { Form, Link } from "react-router";

import { Button } from "#app/components/ui/button";
import { StatusBadge } from "#app/components/ui/status-badge";
import { invoiceStandingTone } from "#app/components/ui/status-tones";
import { INVOICE_STANDING_LABELS, PAYMENT_METHOD_LABELS, RECORDED_METHODS } from "#app/domain/billing/invoices";
import type { InvoiceListView } from "#app/domain/billing/views";
import { formatCents } from "#app/domain/common/money";

import { CreditNoteForm, CreditNoteLines } from "./credit-note-form";
import { InvoiceReminders, VoidedLine, VoidInvoiceForm } from "./invoice-holds";

/**
 * One invoice as a card: overdue ones stand out; open ones can be paid, reminded, paused or voided
 * (once money was received on one, it is credited instead).
 */
export function InvoiceCard({
  invoice,
  today,
  simulateTransfer = false,
}: {
  invoice: InvoiceListView;
  today: string;
  /** The built-in test payments are in use: money can be sent to the buyer's account from here. */
  simulateTransfer?: boolean;
}) {
  const open = invoice.standing === "open" || invoice.standing === "overdue";
  return (
    <li
      className={`grid gap-3 rounded-xl border-2 bg-white p-4 sm:p-5 ${invoice.standing === "overdue" ? "border-cedar-700" : "border-stone-200"}`}
      aria-labelledby={`invoice-${invoice.id}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`invoice-${invoice.id}`} className="text-xl">
          {invoice.number} · {formatCents(invoice.amountCents)}
        </h3>
        <StatusBadge tone={invoiceStandingTone[invoice.standing]}>
          {INVOICE_STANDING_LABELS[invoice.standing]}
        </StatusBadge>
      </div>
      <p className="text-sm">
        {invoice.buyer}
        {invoice.organization ? `, ${invoice.organization}` : ""} · proposal{" "}
        <Link to={`/admin/proposals/${invoice.proposalId}`} className="underline underline-offset-4">
          {invoice.proposalReference}
        </Link>
        {invoice.poNumber ? ` · PO ${invoice.poNumber}` : ""} · issued {invoice.issued} · due {invoice.due}
      </p>
      {invoice.voided ? <VoidedLine invoice={invoice} voided={invoice.voided} /> : null}
      <CreditNoteLines notes={invoice.creditNotes} />
      {open ? <InvoiceReminders invoice={invoice} /> : null}
      {open && invoice.paidCents > 0 ? (
        <p className="text-sm">
          Paid to date {formatCents(invoice.paidCents)} · balance {formatCents(invoice.balanceCents)}
        </p>
      ) : null}
      {invoice.paid && invoice.method ? (
        <p className="text-sm wrap-anywhere">
          Paid {invoice.paid} by {PAYMENT_METHOD_LABELS[invoice.method].toLowerCase()}
          {invoice.paymentReference ? ` (${invoice.paymentReference})` : ""}.
        </p>
      ) : null}
      {open ? (
        <div className="flex flex-wrap items-end gap-3">
          <Form
            method="post"
            aria-label={`Record a payment of ${invoice.number}`}
            className="flex flex-wrap items-end gap-3"
          >
            <input type="hidden" name="intent" value="record" />
            <input type="hidden" name="invoiceId" value={invoice.id} />
            <label className="grid text-sm font-semibold">
              Method
              <select name="method" className="min-h-11 rounded-lg border-2 border-stone-300 bg-white px-2">
                {RECORDED_METHODS.map((method) => (
                  <option key={method} value={method}>
                    {PAYMENT_METHOD_LABELS[method]}
                  </option>
                ))}
              </select>
            </label>
            <label className="grid text-sm font-semibold">
              Amount ($)
              <input
                name="amount"
                inputMode="decimal"
                defaultValue={(invoice.balanceCents / 100).toFixed(2)}
                required
                pattern={"\\d{1,9}(\\.\\d{1,2})?"}
                className="min-h-11 w-36 rounded-lg border-2 border-stone-300 px-2"
              />
            </label>
            <label className="grid text-sm font-semibold">
              Reference
              <input name="reference" maxLength={100} className="min-h-11 rounded-lg border-2 border-stone-300 px-2" />
            </label>
            <label className="grid text-sm font-semibold">
              Received on
              <input
                name="paidOn"
                type="date"
                defaultValue={today}
                required
                className="min-h-11 rounded-lg border-2 border-stone-300 px-2"
              />
            </label>
            <Button type="submit">Record payment</Button>
          </Form>
          <Form method="post">
            <input type="hidden" name="intent" value="remind" />
            <input type="hidden" name="invoiceId" value={invoice.id} />
            <Button type="submit" variant="secondary" aria-label={`Send a reminder of ${invoice.number}`}>
              Send a reminder
            </Button>
          </Form>
          {simulateTransfer ? (
            <Form
              method="post"
              aria-label={`Simulate a bank transfer for ${invoice.number}`}
              className="flex flex-wrap items-end gap-3"
            >
              <input type="hidden" name="intent" value="simulate-transfer" />
              <input type="hidden" name="invoiceId" value={invoice.id} />
              <label className="grid text-sm font-semibold">
                Amount in dollars
                <input
                  name="amount"
                  inputMode="decimal"
                  required
                  pattern="\$?[0-9,]+(\.[0-9]{1,2})?"
                  defaultValue={(invoice.balanceCents / 100).toFixed(2)}
                  className="min-h-11 w-36 rounded-lg border-2 border-stone-300 px-2"
                />
              </label>
              <Button type="submit" variant="secondary">
                Simulate a bank transfer
              </Button>
            </Form>
          ) : null}
        </div>
      ) : null}
      {open && invoice.paidCents === 0 ? <VoidInvoiceForm invoice={invoice} /> : null}
      {invoice.creditableCents > 0 ? <CreditNoteForm invoice={invoice} /> : null}
    </li>
  );
}
