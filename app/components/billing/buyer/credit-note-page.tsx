import { DocumentMasthead } from "#app/components/layout/page/document-masthead";
import { PdfLink } from "#app/components/proposals/buyer/pdf-link";
import { Alert } from "#app/components/ui/alert";
import { creditNoteTotals, excessNotice } from "#app/domain/billing/credit-notes";
import type { CreditNoteView } from "#app/domain/billing/views";

/** One credit note as its buyer reads and prints it, beside the invoice it corrects. */
export function CreditNotePage({ note, pdfPath }: { note: CreditNoteView; pdfPath: string }) {
  const rows = creditNoteTotals(note);
  return (
    <div className="mx-auto grid max-w-4xl gap-8 px-4 py-10 sm:px-6">
      <div className="print:hidden">
        <p className="font-semibold text-evergreen-800">Your private credit note</p>
        <h1 className="text-4xl">Credit note {note.number}</h1>
        <PdfLink href={pdfPath} label={`Download credit note ${note.number} as a PDF`} />
      </div>
      <article
        data-print-document
        aria-labelledby="credit-note-title"
        className="grid gap-6 rounded-xl border border-stone-200 bg-white p-5 sm:p-8 print:border-0 print:p-0"
      >
        <DocumentMasthead
          business={note.business}
          facts={[
            ["Credit note", note.number],
            ["Issued", note.issuedLabel],
            ["Invoice", note.invoice.number],
            ["Proposal", note.proposalReference],
          ]}
        />
        <div>
          <h2 id="credit-note-title" className="text-2xl">
            Credit to {note.buyer.organization ?? note.buyer.name}
          </h2>
          <p className="text-stone-700">
            {note.buyer.name}
            {note.buyer.organization ? `, ${note.buyer.organization}` : ""} ({note.buyer.email})
          </p>
        </div>
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
      </article>
    </div>
  );
}
