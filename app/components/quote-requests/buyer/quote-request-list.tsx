import { HeadedSection } from "#app/components/ui/headed-section";
import { StatusCard } from "#app/components/ui/status-badge";
import { quoteRequestStatusTone } from "#app/components/ui/status-tones";
import { intentNames, modelNames, monthName, quoteRequestStatusNames } from "#app/content/quote-requests/quote";
import type { QuoteRequestSummary } from "#app/domain/quote-requests/views";
import { formatBusinessDate } from "#app/domain/time/business-time";

/** The account page's section of a signed-in buyer's quote and rental requests: what, when, and where each stands. */
export function QuoteRequestList({ quoteRequests }: { quoteRequests: QuoteRequestSummary[] }) {
  return (
    <HeadedSection headingId="requests-heading" look="card" title="Your quote requests">
      <Requests quoteRequests={quoteRequests} />
    </HeadedSection>
  );
}

function Requests({ quoteRequests }: { quoteRequests: QuoteRequestSummary[] }) {
  if (quoteRequests.length === 0) {
    return (
      <p className="mt-4">
        No requests yet. When you&rsquo;re ready for prices and a delivery date,{" "}
        <a href="/Contact#quote" className="underline underline-offset-4">
          request a quote
        </a>{" "}
        and it will show up here.
      </p>
    );
  }
  return (
    <ul className="mt-4 grid gap-4">
      {quoteRequests.map((quoteRequest) => (
        <StatusCard
          key={quoteRequest.reference}
          title={`Request ${quoteRequest.reference}`}
          tone={quoteRequestStatusTone[quoteRequest.status]}
          status={quoteRequestStatusNames[quoteRequest.status]}
        >
          <p className="text-sm text-stone-600">
            Sent <time dateTime={quoteRequest.createdAt}>{formatBusinessDate(quoteRequest.createdAt)}</time>
          </p>
          <p className="mt-2 text-sm">
            {intentNames[quoteRequest.intent]}: {quoteRequest.units} × {modelNames[quoteRequest.model]}, delivered to{" "}
            {quoteRequest.zip}, needed by {monthName(quoteRequest.neededBy)}
          </p>
        </StatusCard>
      ))}
    </ul>
  );
}
