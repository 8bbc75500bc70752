import { Link } from "react-router";

import { HeaderRow, Table } from "#app/components/ui/table";
import { DOCUMENT_KIND_LABELS } from "#app/domain/documents/documents";
import { quoteRequestPath } from "#app/domain/quote-requests/console-forms";
import { buyerTypeLabels } from "#app/domain/quote-requests/rules";
import type { QuoteRequestListView } from "#app/domain/quote-requests/views";

import { QuoteRequestStatusBadge } from "./quote-request-status-badge";

/** The inbox: one row per request, its reference opening it. */
export function QuoteRequestTable({
  quoteRequests,
  caption,
}: {
  quoteRequests: QuoteRequestListView[];
  caption: string;
}) {
  return (
    <Table caption={caption}>
      <thead>
        <HeaderRow columns={["Request", "Received", "From", "What", "Buying for", "Status"]} />
      </thead>
      <tbody>
        {quoteRequests.map((quoteRequest) => (
          <tr key={quoteRequest.reference}>
            <th scope="row" className="font-semibold">
              <Link to={quoteRequestPath(quoteRequest.reference)} className="inline-flex min-h-11 items-center">
                {quoteRequest.reference}
              </Link>
            </th>
            <td>
              <time dateTime={quoteRequest.createdAt}>{quoteRequest.received}</time>
            </td>
            <td>
              {quoteRequest.name}
              {quoteRequest.organization ? (
                <span className="block text-stone-600">{quoteRequest.organization}</span>
              ) : null}
            </td>
            <td>
              {quoteRequest.headline}
              {quoteRequest.papers.length ? (
                <span className="block text-stone-600">
                  Asks for {quoteRequest.papers.map((paper) => DOCUMENT_KIND_LABELS[paper]).join(" and ")}
                  {quoteRequest.papersSent ? " (sent)" : ""}
                </span>
              ) : null}
            </td>
            <td>{buyerTypeLabels[quoteRequest.buyerType]}</td>
            <td>
              <QuoteRequestStatusBadge status={quoteRequest.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
