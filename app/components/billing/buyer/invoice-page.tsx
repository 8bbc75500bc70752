import { BillingDocument } from "#app/components/billing/buyer/billing-document";
import { CardForm } from "#app/components/proposals/buyer/buyer-forms";
import { Alert } from "#app/components/ui/alert";
import { StatusBadge } from "#app/components/ui/status-badge";
import { invoiceStandingTone } from "#app/components/ui/status-tones";
import { BANK_TRANSFER_NOTE, bankTransferFacts } from "#app/domain/billing/bank-transfers";
import { invoiceFor, invoiceTotals, progressRows } from "#app/domain/billing/invoice-totals";
import { INVOICE_STANDING_LABELS, invoiceTermsLabel, PAYMENT_METHOD_LABELS } from "#app/domain/billing/invoices";
import type { InvoiceView } from "#app/domain/billing/views";
import { voidedNotice } from "#app/domain/billing/voiding";
import { formatCents } from "#app/domain/common/money";
import type { BuyerFormState, BuyerPaymentSettings } from "#app/domain/proposals/views";

/** One invoice as its buyer reads and prints it, with how to pay. */
export function InvoicePage({
  invoice,
  payments,
  state,
  pdfPath,
}: {
  invoice: InvoiceView;
  payments: BuyerPaymentSettings;
  state?: BuyerFormState;
  pdfPath: string;
}) {
  return (
    <BillingDocument
      kind="Invoice"
      number={invoice.number}
      pdfPath={pdfPath}
      business={invoice.business}
      facts={[
        ["Invoice", invoice.number],
        ["Issued", invoice.issuedLabel],
        ["Due", `${invoice.dueLabel} (${invoiceTermsLabel(invoice.kind)})`],
        ["Proposal", invoice.proposalReference],
        ["Purchase order", invoice.poNumber],
      ]}
      addressedAs="Bill to"
      buyer={invoice.buyer}
      after={<CardPayment invoice={invoice} payments={payments} state={state} />}
    >
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">For</dt>
        <dd>{invoiceFor(invoice)}</dd>
        {progressRows(invoice).map(([label, amount]) => (
          <TotalRow key={label} label={label} amount={amount} last={false} />
        ))}
        {invoiceTotals(invoice).map(([label, amount], index, rows) => (
          <TotalRow key={label} label={label} amount={amount} last={index === rows.length - 1} />
        ))}
        <dt className="font-semibold">Status</dt>
        <dd>
          <StatusBadge tone={invoiceStandingTone[invoice.standing]}>
            {INVOICE_STANDING_LABELS[invoice.standing]}
          </StatusBadge>
        </dd>
      </dl>
      {invoice.creditNotes.length ? (
        <section aria-labelledby="credit-notes-heading">
          <h3 id="credit-notes-heading" className="text-xl">
            Credit notes
          </h3>
          <ul className="mt-2 grid gap-1">
            {invoice.creditNotes.map((note) => (
              <li key={note.number} className="wrap-anywhere">
                <a href={note.path} className="font-semibold underline underline-offset-4">
                  {note.number}
                </a>{" "}
                takes {formatCents(note.amountCents)} off this invoice: {note.reason}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {invoice.voided ? (
        <Alert tone="info">{voidedNotice(invoice.voided)}</Alert>
      ) : invoice.paid ? (
        <Alert tone="success">
          {invoice.creditedCents > 0 ? "Settled" : "Paid in full"} on {invoice.paid.on} by{" "}
          {PAYMENT_METHOD_LABELS[invoice.paid.method].toLowerCase()}
          {invoice.paid.reference ? (
            <>
              {" "}
              (<span className="wrap-anywhere">{invoice.paid.reference}</span>)
            </>
          ) : null}
          . Thank you!
        </Alert>
      ) : (
        <section aria-labelledby="remit-heading">
          <h3 id="remit-heading" className="text-xl">
            How to pay
          </h3>
          {invoice.bankAccount ? (
            <div className="mb-4">
              <p>By bank transfer (ACH or wire), quoting {invoice.number}:</p>
              <dl aria-label="Your account for bank transfers" className="mt-2 grid gap-x-4 sm:grid-cols-[auto_1fr]">
                {bankTransferFacts(invoice.bankAccount).map(([label, value]) => (
                  <div key={label} className="contents">
                    <dt className="font-semibold">{label}</dt>
                    <dd className="break-all font-mono">{value}</dd>
                  </div>
                ))}
              </dl>
              <p className="mt-2 text-sm text-stone-700">{BANK_TRANSFER_NOTE}</p>
            </div>
          ) : null}
          <p>Please quote {invoice.number} with your payment. Checks to:</p>
          <address className="mt-2 not-italic">
            {invoice.remitTo.map((line, index) => (
              <span key={index} className="block">
                {line}
              </span>
            ))}
          </address>
        </section>
      )}
    </BillingDocument>
  );
}

/** Card payment, on screen only: the test provider's form here, or Stripe's form a link away. */
function CardPayment({
  invoice,
  payments,
  state,
}: {
  invoice: InvoiceView;
  payments: BuyerPaymentSettings;
  state?: BuyerFormState;
}) {
  return invoice.cardAllowed && payments.provider === "test" ? (
    <section className="rounded-xl border border-stone-200 bg-white p-5 sm:p-8 print:hidden">
      <CardForm
        intent="card"
        formName="invoice-card"
        heading="Or pay by card"
        amountCents={invoice.balanceCents}
        state={state}
      />
    </section>
  ) : invoice.cardAllowed && payments.cardPath ? (
    <p className="print:hidden">
      Or{" "}
      <a href={payments.cardPath} className="font-semibold underline underline-offset-4">
        pay {formatCents(invoice.balanceCents)} by card
      </a>{" "}
      with Stripe&apos;s secure card form.
    </p>
  ) : state?.message ? (
    <Alert>{state.message}</Alert>
  ) : null;
}

function TotalRow({ label, amount, last }: { label: string; amount: string; last: boolean }) {
  const weight = last ? "text-lg font-semibold" : "font-semibold";
  return (
    <>
      <dt className={weight}>{label}</dt>
      <dd className={last ? "text-lg font-semibold" : undefined}>{amount}</dd>
    </>
  );
}
