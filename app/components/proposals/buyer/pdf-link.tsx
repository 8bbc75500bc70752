/** A link to a document's PDF, for the buyer's files; hidden on paper, where the page itself is the copy. */
export function PdfLink({ href, label }: { href: string; label: string }) {
  return (
    <p className="mt-2 print:hidden">
      <a href={href} className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4">
        {label}
      </a>
    </p>
  );
}
