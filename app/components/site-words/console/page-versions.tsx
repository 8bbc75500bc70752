import { Form } from "react-router";

import { SendButton } from "#app/components/ui/send-button";
import { formatBusinessDateTime } from "#app/domain/time/business-time";

export interface VersionView {
  number: number;
  publishedAt: string | null;
  revertedFrom: number | null;
  createdByEmail: string;
}

/** Every published version, newest first, each with a way back to it; a scheduled one with a way to call it off. */
export function PageVersions({
  versions,
  publishedNumber,
  scheduled,
  revision,
}: {
  versions: readonly VersionView[];
  publishedNumber: number;
  scheduled: { number: number; at: string } | null;
  revision: number;
}) {
  return (
    <ol className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
      {versions.map((version) => {
        const live = version.number === publishedNumber;
        const waiting = scheduled?.number === version.number;
        return (
          <li key={version.number} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div>
              <p className="font-semibold">
                Version {version.number}
                {live ? " · Live now" : waiting ? " · Scheduled" : ""}
              </p>
              <p className="text-sm text-stone-600">
                {version.publishedAt
                  ? `Published ${formatBusinessDateTime(version.publishedAt)}`
                  : `Publishes ${scheduled ? formatBusinessDateTime(scheduled.at) : "at its time"}`}{" "}
                by {version.createdByEmail}
                {version.revertedFrom ? `, restoring version ${version.revertedFrom}` : ""}
              </p>
            </div>
            {waiting ? (
              <Form method="post">
                <input type="hidden" name="revision" value={revision} />
                <SendButton
                  label="Call it off"
                  busyLabel="Calling off…"
                  hiddenLabel={`the scheduled version ${version.number}`}
                  name="intent"
                  value="cancel-schedule"
                  variant="secondary"
                />
              </Form>
            ) : live || !version.publishedAt ? null : (
              <Form method="post">
                <input type="hidden" name="revision" value={revision} />
                <SendButton
                  label="Revert to this"
                  busyLabel="Reverting…"
                  hiddenLabel={`version ${version.number}`}
                  name="intent"
                  value={`revert-${version.number}`}
                  variant="secondary"
                />
              </Form>
            )}
          </li>
        );
      })}
    </ol>
  );
}
