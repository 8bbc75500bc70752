import { HeadedSection } from "#app/components/ui/headed-section";
import type { HistoryView } from "#app/domain/audit/views";

/** What the team has done with a request, newest first (the console's activity log, for this request). */
export function QuoteRequestHistory({ entries }: { entries: HistoryView[] }) {
  return (
    <HeadedSection headingId="history-heading" look="panel" title="History">
      {entries.length ? (
        <ol className="mt-3 grid gap-2">
          {entries.map((entry) => (
            <li key={entry.id}>
              <span className="font-semibold text-evergreen-900">{entry.what}</span>
              <span className="block text-sm text-stone-700">
                {entry.actorEmail}, <time dateTime={entry.at}>{entry.when}</time>
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-3">Nothing yet: the request is as it arrived.</p>
      )}
    </HeadedSection>
  );
}
