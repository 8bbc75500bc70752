import { PaymentScheduleTable } from "#app/components/billing/buyer/payment-schedule-table";
import { DocumentMasthead } from "#app/components/layout/page/document-masthead";
import { choiceWords } from "#app/content/proposals/choices";
import { formatCents } from "#app/domain/common/money";
import { PAYMENT_TERMS_LABELS } from "#app/domain/proposals/status";
import type { ProposalView } from "#app/domain/proposals/views";
import type { LineChoiceView, SignedFromView } from "#app/domain/proposals/views";

import { LinesTable } from "./lines-table";

/**
 * One version of a proposal as its buyer reads it — and prints it: the
 * business, the buyer, each line, the totals, the payment schedule, the terms of payment,
 * the valid-until day and the terms. The same component shows it in the console,
 * which alone passes `signedFrom`: where the acceptance was signed from.
 */
export function ProposalDocument({
  proposal,
  signedFrom = null,
}: {
  proposal: ProposalView;
  signedFrom?: SignedFromView | null;
}) {
  const { business, buyer } = proposal;
  return (
    <article
      data-print-document
      aria-labelledby="proposal-title"
      className="grid gap-6 rounded-xl border border-stone-200 bg-white p-5 sm:p-8 print:border-0 print:p-0"
    >
      <DocumentMasthead
        business={business}
        facts={[
          ["Proposal", proposal.reference],
          ["Request", proposal.quoteReference],
          ["Version", String(proposal.version)],
          ["Sent", proposal.sentOn],
          ["Valid until", `${proposal.validUntilLabel}, 11:59 PM Pacific`],
        ]}
      />
      <div>
        <h2 id="proposal-title" className="text-2xl">
          Proposal for {buyer.organization ?? buyer.name}
        </h2>
        <p className="text-stone-700">
          Prepared for {buyer.name}
          {buyer.organization ? `, ${buyer.organization}` : ""} ({buyer.email})
        </p>
        {proposal.delivery ? <p className="text-stone-700">Delivered to {proposal.delivery}</p> : null}
      </div>
      <LinesTable
        label="The lines of this proposal"
        caption="What this proposal includes"
        lines={proposal.lines.map((line) => {
          const notChosen = line.choice?.chosen === false;
          return {
            description: (
              <>
                {line.description}
                {line.choice ? <LineChoiceNote choice={line.choice} /> : null}
              </>
            ),
            quantity: line.quantity,
            unitPrice: formatCents(line.unitPriceCents),
            amount: notChosen ? "Not chosen" : formatCents(line.totalCents),
            muted: notChosen,
          };
        })}
        totals={[
          { label: "Subtotal", amount: formatCents(proposal.subtotalCents) },
          { label: proposal.tax.label, amount: formatCents(proposal.tax.cents) },
          { label: "Total", amount: formatCents(proposal.totalCents), emphasis: true },
          ...(proposal.depositCents > 0
            ? [{ label: "Deposit due on acceptance", amount: formatCents(proposal.depositCents) }]
            : []),
        ]}
      />
      <div className="min-w-0">
        <h3 className="text-xl">Payment</h3>
        <p>{PAYMENT_TERMS_LABELS[proposal.paymentTerms]}.</p>
        <PaymentScheduleTable schedule={proposal.schedule} />
        {proposal.paidCents > 0 ? (
          <p>
            Paid so far: {formatCents(proposal.paidCents)}. Left to pay: {formatCents(proposal.remainingCents)}.
          </p>
        ) : null}
      </div>
      <div>
        <h3 className="text-xl">Terms</h3>
        <div className="grid gap-2 text-stone-800">
          {proposal.terms.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index} className="whitespace-pre-line">
              {paragraph}
            </p>
          ))}
        </div>
      </div>
      {proposal.acceptance ? <AcceptanceRecord acceptance={proposal.acceptance} signedFrom={signedFrom} /> : null}
      <p className="text-xs break-all text-stone-600">Content fingerprint (SHA-256): {proposal.contentHash}</p>
    </article>
  );
}

/** Under an offered line: how it is offered, and whether it is chosen. */
function LineChoiceNote({ choice }: { choice: LineChoiceView }) {
  const how = choice.kind === "option" ? choiceWords.option : choiceWords.alternative(choice.group ?? "");
  return (
    <span className="block text-xs font-semibold text-stone-700">
      {how} · {choice.chosen ? "chosen" : choiceWords.notChosen}
    </span>
  );
}

function AcceptanceRecord({
  acceptance,
  signedFrom,
}: {
  acceptance: NonNullable<ProposalView["acceptance"]>;
  signedFrom: SignedFromView | null;
}) {
  return (
    <section aria-labelledby="acceptance-heading" className="rounded-lg border-2 border-evergreen-700 p-4">
      <h3 id="acceptance-heading" className="text-xl">
        Accepted
      </h3>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Signed</dt>
        <dd>{acceptance.name}</dd>
        <dt className="font-semibold">Email</dt>
        <dd>{acceptance.email}</dd>
        <dt className="font-semibold">When</dt>
        <dd>
          <time dateTime={acceptance.at}>{acceptance.when}</time>
        </dd>
        <dt className="font-semibold">Version</dt>
        <dd>{acceptance.version}</dd>
        {signedFrom ? (
          <>
            <dt className="font-semibold">From</dt>
            <dd className="break-all">
              {signedFrom.client} · {signedFrom.userAgent}
            </dd>
          </>
        ) : null}
        <dt className="font-semibold">Fingerprint</dt>
        <dd className="break-all">{acceptance.hash}</dd>
      </dl>
    </section>
  );
}
