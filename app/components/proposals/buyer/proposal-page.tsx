import { OrderSection } from "#app/components/production/buyer/order-section";
import { Alert } from "#app/components/ui/alert";
import { INVOICE_STANDING_LABELS } from "#app/domain/billing/invoices";
import { formatCents } from "#app/domain/common/money";
import type { OrderView } from "#app/domain/production/views";
import type { OrderChanges } from "#app/domain/proposals/change-order-views";
import { allowsCard, allowsPurchaseOrder } from "#app/domain/proposals/status";
import type { BuyerFormState, BuyerPaymentSettings, ProposalView } from "#app/domain/proposals/views";

import { AcceptForm, CardForm, DeclineForm, PurchaseOrderForm } from "./buyer-forms";
import { OrderChangesSection } from "./order-changes";
import { PdfLink } from "./pdf-link";
import { ChosenFields, ProposalChoicesForm } from "./proposal-choices";
import { ProposalDocument } from "./proposal-document";

/** Where this version stands, in a sentence, above everything else. */
function StatusNote({ proposal }: { proposal: ProposalView }) {
  switch (proposal.status) {
    case "superseded":
      return (
        <Alert tone="info">
          This proposal was replaced by a newer version{proposal.replacedBy ? `, ${proposal.replacedBy}` : ""}. Please
          use the link in our latest email; this one can no longer be accepted.
        </Alert>
      );
    case "withdrawn":
      return (
        <Alert tone="info">
          We&apos;ve withdrawn this proposal, so it can no longer be accepted. Please get in touch with any questions.
        </Alert>
      );
    case "expired":
      return (
        <Alert tone="info">
          This proposal held until the end of {proposal.validUntilLabel} and has expired. Get in touch and we&apos;ll
          gladly send a fresh one.
        </Alert>
      );
    case "declined":
      return (
        <Alert tone="info">
          You declined this proposal. Thank you for letting us know — we&apos;re here if anything changes.
        </Alert>
      );
    case "accepted":
      return (
        <Alert tone="success">
          You accepted this proposal. Thank you! Your signature and what you agreed to are recorded below.
        </Alert>
      );
    default:
      return null;
  }
}

export function ProposalPage({
  proposal,
  payments,
  state,
  pdfPath,
  order = null,
  changes = null,
}: {
  proposal: ProposalView;
  payments: BuyerPaymentSettings;
  state?: BuyerFormState;
  /** Where this version's PDF is, or null when there is none to give (withdrawn). */
  pdfPath: string | null;
  /** The order an accepted purchase became: its homes, their stages and delivery days. */
  order?: OrderView | null;
  /** The accepted order's change orders and what it comes to with them. */
  changes?: OrderChanges | null;
}) {
  const open = proposal.status === "sent" || proposal.status === "viewed";
  return (
    <div className="mx-auto grid max-w-4xl gap-8 px-4 py-10 sm:px-6">
      <div className="print:hidden">
        <p className="font-semibold text-evergreen-800">Your private proposal</p>
        <h1 className="text-4xl">Proposal {proposal.reference}</h1>
        {pdfPath ? <PdfLink href={pdfPath} label={`Download proposal ${proposal.reference} as a PDF`} /> : null}
      </div>
      <div className="print:hidden">
        <StatusNote proposal={proposal} />
      </div>
      {/* A refusal of a form the page no longer shows (it expired meanwhile) is still said. */}
      {!open && state?.message && (state.form === "accept" || state.form === "decline") ? (
        <Alert>{state.message}</Alert>
      ) : null}
      {open && proposal.choices ? <ProposalChoicesForm proposal={proposal} /> : null}
      <ProposalDocument proposal={proposal} />
      {open ? (
        <section className="grid gap-10 rounded-xl border border-stone-200 bg-white p-5 sm:p-8 print:hidden">
          <AcceptForm contentHash={proposal.contentHash} state={state}>
            {proposal.choices ? <ChosenFields choices={proposal.choices} /> : null}
          </AcceptForm>
          <DeclineForm state={state} />
        </section>
      ) : null}
      {order ? <OrderSection order={order} state={state} /> : null}
      {changes ? <OrderChangesSection changes={changes} /> : null}
      {proposal.status === "accepted" ? <Payment proposal={proposal} payments={payments} state={state} /> : null}
    </div>
  );
}

function Payment({
  proposal,
  payments,
  state,
}: {
  proposal: ProposalView;
  payments: BuyerPaymentSettings;
  state?: BuyerFormState;
}) {
  const purchaseOrder =
    proposal.purchaseOrderNumber !== null || proposal.invoices.some((invoice) => invoice.kind === "purchase-order");
  const card = allowsCard(proposal.paymentTerms) && !purchaseOrder && proposal.depositCents > 0;
  const po = allowsPurchaseOrder(proposal.paymentTerms) && !purchaseOrder && !proposal.deposit.paid;
  return (
    <section
      id="payment"
      aria-labelledby="payment-heading"
      className="grid gap-6 rounded-xl border border-stone-200 bg-white p-5 sm:p-8 print:hidden"
    >
      <h2 id="payment-heading" className="text-2xl">
        Payment
      </h2>
      {proposal.deposit.paid ? (
        <Alert tone="success">
          Your deposit of {formatCents(proposal.depositCents)} is paid
          {proposal.deposit.paidWhen ? ` (${proposal.deposit.paidWhen} Pacific)` : ""}. Thank you!
        </Alert>
      ) : card ? (
        payments.provider === "test" ? (
          <CardForm
            intent="card"
            formName="card"
            heading="Pay the deposit by card"
            amountCents={proposal.depositCents}
            state={state}
          />
        ) : (
          <p>
            <a href={payments.cardPath ?? "#payment"} className="font-semibold underline underline-offset-4">
              Pay the deposit of {formatCents(proposal.depositCents)} by card
            </a>{" "}
            with Stripe&apos;s secure card form.
          </p>
        )
      ) : null}
      {po ? <PurchaseOrderForm amountCents={proposal.depositCents} state={state} /> : null}
      {proposal.purchaseOrderNumber ? (
        <p>
          Your purchase order {proposal.purchaseOrderNumber} is received: each stage of the schedule is invoiced against
          it.
        </p>
      ) : null}
      {proposal.invoices.length > 0 ? (
        <div>
          <h3 className="text-xl">Invoices</h3>
          <ul className="mt-2 grid gap-2">
            {proposal.invoices.map((invoice) => (
              <li key={invoice.number}>
                <a href={`/invoice/${invoice.token}`} className="font-semibold underline underline-offset-4">
                  Invoice {invoice.number}
                </a>{" "}
                — {formatCents(invoice.amountCents)}, {INVOICE_STANDING_LABELS[invoice.standing].toLowerCase()}
                {invoice.poNumber ? ` (purchase order ${invoice.poNumber})` : ""}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p>
        Paid so far: {formatCents(proposal.paidCents)} · Left to pay: {formatCents(proposal.remainingCents)}
      </p>
    </section>
  );
}
