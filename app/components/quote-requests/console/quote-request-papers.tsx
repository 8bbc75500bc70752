import { Form, Link } from "react-router";

import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { HeadedSection } from "#app/components/ui/headed-section";
import type { RequestedPapersView } from "#app/domain/documents/views";

/** The papers a buyer asked for, what would be attached, and the one button that emails them. */
export function QuoteRequestPapers({
  papers,
  result,
}: {
  papers: RequestedPapersView;
  result?: { tone: "success" | "error"; message: string };
}) {
  return (
    <HeadedSection headingId="papers-heading" look="panel" title="Papers they asked for">
      <ul className="mt-3 grid gap-2">
        {papers.asked.map((paper) => (
          <li key={paper.kind} className="break-words">
            <span className="font-semibold">{paper.label}:</span>{" "}
            {paper.document
              ? `${paper.document.name} (${paper.document.fileName})`
              : paper.expired
                ? "the one in Documents has expired."
                : "none in Documents yet."}
          </li>
        ))}
      </ul>
      <p className="mt-3">{papers.sent ? `Last sent ${papers.sent}.` : "Not sent yet."}</p>
      {papers.ready ? null : (
        <p className="mt-2">
          <Link to="/admin/documents" className="font-semibold underline underline-offset-4">
            Add them in Documents
          </Link>{" "}
          first.
        </p>
      )}
      <Alert focusOnLoad tone={result?.tone ?? "success"} className="mt-3">
        {result?.message}
      </Alert>
      <Form method="post" className="mt-3" aria-label="Send the papers">
        <input type="hidden" name="intent" value="papers" />
        <Button type="submit">{papers.sent ? "Send the papers again" : "Send the papers"}</Button>
      </Form>
    </HeadedSection>
  );
}
