import { data, Form } from "react-router";

import { ActivityList } from "#app/components/audit/console/activity-list";
import { ConsoleErrorBoundary } from "#app/components/layout/console/console-error";
import { ConsoleHeading } from "#app/components/layout/console/console-frame";
import { consoleMeta } from "#app/components/layout/console/console-meta";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { ListPager, withQuery } from "#app/components/ui/console/list-pager";
import { Select } from "#app/components/ui/select";
import { subjectTypeLabel } from "#app/domain/audit/activity";
import { activityQuery, parseQuery } from "#app/domain/console/queries";
import { activityPage, activitySubjectTypes } from "#app/server/audit/console-queries.server";
import { requireConsoleUser } from "#app/server/auth/admin-guard.server";

import type { Route } from "./+types/activity";

export const meta = consoleMeta("Activity");

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireConsoleUser({ request, url });
  const query = parseQuery(activityQuery, new URL(request.url).searchParams);
  const filters = query.ok ? query.data : {};
  const [page, subjectTypes] = await Promise.all([
    activityPage({ subjectType: filters.subject, before: filters.before }),
    activitySubjectTypes(),
  ]);
  const body = {
    subject: filters.subject ?? null,
    before: filters.before ?? null,
    subjectTypes,
    ...page,
    error: query.ok ? null : query.message,
  };
  return query.ok ? body : data(body, { status: 400 });
}

export default function Activity({ loaderData }: Route.ComponentProps) {
  const { subject, before, subjectTypes, entries, older, error } = loaderData;
  const options = [
    { value: "", label: "Every kind" },
    ...[...new Set([...subjectTypes, ...(subject ? [subject] : [])])].map((type) => ({
      value: type,
      label: subjectTypeLabel(type),
    })),
  ];
  return (
    <>
      <ConsoleHeading
        title="Activity"
        lead="Every change made in the console: who, when, and what it was before and after. Times are Pacific."
      />
      <Form method="get" className="mb-4 flex max-w-xl flex-wrap items-end gap-3">
        <Select
          label="Kind of change"
          name="subject"
          options={options}
          defaultValue={subject ?? ""}
          className="min-w-0 flex-1 basis-52"
          key={subject}
        />
        <Button type="submit" variant="secondary">
          Show
        </Button>
      </Form>
      <Alert focusOnLoad className="mb-4">
        {error}
      </Alert>
      {entries.length === 0 ? (
        <p className="rounded-xl border border-stone-200 bg-white p-5 text-stone-700">
          {before
            ? "No older changes."
            : subject
              ? `No changes to ${subjectTypeLabel(subject).toLowerCase()} yet.`
              : "No changes yet. Every change made in the console will be listed here."}
        </p>
      ) : (
        <ActivityList entries={entries} />
      )}
      <ListPager
        olderLabel="Older changes"
        older={older ? withQuery("/admin/activity", { subject: subject ?? undefined, before: older }) : null}
        newest={before ? withQuery("/admin/activity", { subject: subject ?? undefined }) : null}
      />
    </>
  );
}

export const ErrorBoundary = ConsoleErrorBoundary;
