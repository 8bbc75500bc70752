import { BillingDocument } from "#app/components/billing/buyer/billing-document";
import { Alert } from "#app/components/ui/alert";
import { creditNoteTotals, excessNotice } from "#app/domain/billing/credit-notes";
import type { CreditNoteView } from "#app/domain/billing/views";

/** One credit note as its buyer reads and prints it, beside the invoice it corrects. */
export function CreditNotePage({ note, pdfPath }: { note: CreditNoteView; pdfPath: string }) {
  const rows = creditNoteTotals(note);
  return (
    <BillingDocument
      kind="Credit note"
      number={note.number}
      pdfPath={pdfPath}
      business={note.business}
      facts={[
        ["Credit note", note.number],
        ["Issued", note.issuedLabel],
        ["Invoice", note.invoice.number],
        ["Proposal", note.proposalReference],
      ]}
      addressedAs="Credit to"
      buyer={note.buyer}
    >
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Corrects</dt>
        <dd>
          <a href={note.invoice.path} className="font-semibold underline underline-offset-4">
            Invoice {note.invoice.number}
          </a>
          , issued {note.invoice.issuedLabel}
        </dd>
        <dt className="font-semibold">Reason</dt>
        <dd className="wrap-anywhere">{note.reason}</dd>
        {rows.map(([label, amount], index) => (
          <div key={label} className="contents">
            <dt className={index === 2 ? "text-lg font-semibold" : "font-semibold"}>{label}</dt>
            <dd className={index === 2 ? "text-lg font-semibold" : undefined}>{amount}</dd>
          </div>
        ))}
      </dl>
      {note.excess ? <Alert tone="info">{excessNotice(note.excess)}</Alert> : null}
    </BillingDocument>
  );
}
