import type { ReactNode } from "react";

import { DocumentMasthead } from "#app/components/layout/page/document-masthead";
import { PdfLink } from "#app/components/proposals/buyer/pdf-link";

type Party = { name: string; organization: string | null; email: string };

/**
 * The frame an invoice and a credit note share on the buyer's private link: the heading and
 * PDF link on screen, then the printable document with its masthead and who it is addressed to.
 * `children` is the document's body; `after` is what follows it on screen only (a card form).
 */
export function BillingDocument({
  kind,
  number,
  pdfPath,
  business,
  facts,
  addressedAs,
  buyer,
  children,
  after,
}: {
  /** "Invoice" or "Credit note": the heading, the PDF link and the page's eyebrow say it. */
  kind: string;
  number: string;
  pdfPath: string;
  business: { name: string; email: string; phone: string };
  facts: readonly (readonly [string, string | null])[];
  /** How the addressee line begins: "Bill to", "Credit to". */
  addressedAs: string;
  buyer: Party;
  children: ReactNode;
  after?: ReactNode;
}) {
  const titleId = `${kind.toLowerCase().replaceAll(" ", "-")}-title`;
  return (
    <div className="mx-auto grid max-w-4xl gap-8 px-4 py-10 sm:px-6">
      <div className="print:hidden">
        <p className="font-semibold text-evergreen-800">Your private {kind.toLowerCase()}</p>
        <h1 className="text-4xl">
          {kind} {number}
        </h1>
        <PdfLink href={pdfPath} label={`Download ${kind.toLowerCase()} ${number} as a PDF`} />
      </div>
      <article
        data-print-document
        aria-labelledby={titleId}
        className="grid gap-6 rounded-xl border border-stone-200 bg-white p-5 sm:p-8 print:border-0 print:p-0"
      >
        <DocumentMasthead business={business} facts={facts} />
        <div>
          <h2 id={titleId} className="text-2xl">
            {addressedAs} {buyer.organization ?? buyer.name}
          </h2>
          <p className="text-stone-700">
            {buyer.name}
            {buyer.organization ? `, ${buyer.organization}` : ""} ({buyer.email})
          </p>
        </div>
        {children}
      </article>
      {after}
    </div>
  );
}
