import { Link } from "react-router";

import type { ActivityView } from "#app/domain/audit/views";

import { ChangeDiff } from "./change-diff";

/** An audit entry as the Activity page shows it (app/server/audit/console-queries.server.ts builds it). */

export function ActivityList({ entries }: { entries: ActivityView[] }) {
  return (
    <ol className="grid gap-3" aria-label="Changes, newest first">
      {entries.map((entry) => (
        <li key={entry.id}>
          <article
            aria-labelledby={`activity-${entry.id}`}
            className="rounded-xl border border-stone-200 bg-white p-4 sm:p-5"
          >
            <h2 id={`activity-${entry.id}`} className="font-sans text-base font-semibold text-evergreen-900">
              {entry.what}
              <span className="font-normal text-stone-800">
                {": "}
                {entry.subject.href ? (
                  <Link to={entry.subject.href} className="break-words">
                    {entry.subject.label}
                  </Link>
                ) : (
                  <span className="break-words">{entry.subject.label}</span>
                )}
              </span>
            </h2>
            <p className="mt-1 text-sm text-stone-700">
              By <span className="break-words">{entry.actorEmail}</span> · <time dateTime={entry.at}>{entry.when}</time>
            </p>
            <ChangeDiff changes={entry.changes} caption={`What changed: ${entry.what}`} />
          </article>
        </li>
      ))}
    </ol>
  );
}
