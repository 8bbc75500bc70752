import { HeadedSection } from "#app/components/ui/headed-section";
/** Everything the buyer sent, labelled as the form asked it, and their message. */
export function QuoteRequestSummary({
  lines,
  message,
}: {
  lines: readonly (readonly [string, string])[];
  message: string;
}) {
  return (
    <HeadedSection headingId="sent-heading" look="panel" title="What they sent">
      <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {lines.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-evergreen-900">{label}</dt>
            <dd className="mb-2 break-words sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-6 font-sans text-lg font-semibold">Message</h3>
      {message ? (
        <blockquote className="mt-2 border-l-4 border-stone-200 pl-4 break-words whitespace-pre-wrap">
          {message}
        </blockquote>
      ) : (
        <p className="mt-2 text-stone-600">No message.</p>
      )}
    </HeadedSection>
  );
}
