import { data } from "react-router";

import { EmailFilter } from "#app/components/email/console/email-filter";
import { EmailTable } from "#app/components/email/console/email-table";
import { ConsoleErrorBoundary } from "#app/components/layout/console/console-error";
import { ConsoleHeading } from "#app/components/layout/console/console-frame";
import { consoleMeta } from "#app/components/layout/console/console-meta";
import { Alert } from "#app/components/ui/alert";
import { ListPager, withQuery } from "#app/components/ui/console/list-pager";
import { emailListQuery, parseQuery } from "#app/domain/console/queries";
import { shownMessage } from "#app/domain/console/shown-message";
import type { OutboxView } from "#app/domain/email/outbox-status";
import { requireConsoleUser } from "#app/server/auth/admin-guard.server";
import { countOutboxViews, listOutbox } from "#app/server/email/console-queries.server";

import type { Route } from "./+types/email";

export const meta = consoleMeta("Email");

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireConsoleUser({ request, url });
  const query = parseQuery(emailListQuery, new URL(request.url).searchParams);
  // A bad filter shows every message (and says why), with a 400.
  const filters = query.ok ? query.data : {};
  const [page, counts] = await Promise.all([
    listOutbox({ view: filters.status, before: filters.before }),
    countOutboxViews(),
  ]);
  const body = {
    view: filters.status ?? null,
    before: filters.before ?? null,
    messages: page.messages.map(shownMessage),
    older: page.older,
    counts,
    error: query.ok ? null : query.message,
  };
  return query.ok ? body : data(body, { status: 400 });
}

const EMPTY: Record<OutboxView | "all", string> = {
  all: "No email yet. Messages appear here as the site sends them: order confirmations, password links and more.",
  failed: "No failed messages. Everything that should have gone out did, or is on its way.",
  waiting: "Nothing waiting: the queue is clear.",
  sent: "Nothing sent yet.",
};

export default function EmailOutbox({ loaderData }: Route.ComponentProps) {
  const { view, before, messages, older, counts, error } = loaderData;
  const status = view ?? undefined;
  return (
    <>
      <ConsoleHeading
        title="Email"
        lead="Every message the site sends, newest first. A failed one can be sent again; times are Pacific."
      />
      <EmailFilter current={view} counts={counts} />
      <Alert focusOnLoad className="mb-4">
        {error}
      </Alert>
      {messages.length === 0 ? (
        <p className="rounded-xl border border-stone-200 bg-white p-5 text-stone-700">{EMPTY[view ?? "all"]}</p>
      ) : (
        <EmailTable
          caption={
            view ? `${view.charAt(0).toUpperCase()}${view.slice(1)} messages, newest first` : "Messages, newest first"
          }
          messages={messages}
        />
      )}
      <ListPager
        olderLabel="Older messages"
        older={older ? withQuery("/admin/email", { status, before: older }) : null}
        newest={before ? withQuery("/admin/email", { status }) : null}
      />
    </>
  );
}

export const ErrorBoundary = ConsoleErrorBoundary;
