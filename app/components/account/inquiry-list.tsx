import { StatusBadge } from "#app/components/ui/status-badge";
import { inquiryStatusTone } from "#app/components/ui/status-tones";
import type { InquirySummary } from "#app/content/inquiry-views";
import { inquiryStatusNames, intentNames, modelNames, monthName } from "#app/content/quote";
import { formatBusinessDate } from "#app/domain/business-time";

/** The account page's section of a signed-in buyer's quote and rental requests: what, when, and where each stands. */
export function InquiryList({ inquiries }: { inquiries: InquirySummary[] }) {
  return (
    <section
      aria-labelledby="requests-heading"
      className="mt-8 rounded-2xl border border-stone-200 bg-white p-6 sm:p-8"
    >
      <h2 id="requests-heading" className="text-2xl">
        Your quote requests
      </h2>
      <Requests inquiries={inquiries} />
    </section>
  );
}

function Requests({ inquiries }: { inquiries: InquirySummary[] }) {
  if (inquiries.length === 0) {
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
      {inquiries.map((inquiry) => (
        <li key={inquiry.reference} className="rounded-xl border border-stone-200 p-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="font-sans text-lg font-semibold">Request {inquiry.reference}</h3>
            <StatusBadge tone={inquiryStatusTone[inquiry.status]}>{inquiryStatusNames[inquiry.status]}</StatusBadge>
          </div>
          <p className="text-sm text-stone-600">
            Sent <time dateTime={inquiry.createdAt}>{formatBusinessDate(inquiry.createdAt)}</time>
          </p>
          <p className="mt-2 text-sm">
            {intentNames[inquiry.intent]}: {inquiry.units} × {modelNames[inquiry.model]}, delivered to {inquiry.zip},
            needed by {monthName(inquiry.neededBy)}
          </p>
        </li>
      ))}
    </ul>
  );
}
