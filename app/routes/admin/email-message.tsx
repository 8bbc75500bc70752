import { data, Link } from "react-router";

import { EmailMessageDetails } from "#app/components/email/console/email-message-details";
import { EmailRetryForm } from "#app/components/email/console/email-retry-form";
import { ConsoleErrorBoundary } from "#app/components/layout/console/console-error";
import { ConsoleHeading } from "#app/components/layout/console/console-frame";
import { consoleMeta } from "#app/components/layout/console/console-meta";
import { Alert } from "#app/components/ui/alert";
import { HeadedSection } from "#app/components/ui/headed-section";
import { shownMessage } from "#app/domain/console/shown-message";
import { requireConsoleChange, requireConsoleUser } from "#app/server/auth/admin-guard.server";
import { getOutboxMessage } from "#app/server/email/console-queries.server";

import type { Route } from "./+types/email-message";
import { handleEmailMessageForm } from "./email-message.server";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  consoleMeta(loaderData ? `Email: ${loaderData.message.subject}` : "Email message")();

/** Outbox ids are positive bigints; anything else is a page that doesn't exist. */
function messageId(param: string | undefined): number {
  if (!param || !/^[1-9]\d{0,14}$/.test(param)) throw data(null, { status: 404 });
  return Number(param);
}

export async function loader({ request, params, url }: Route.LoaderArgs) {
  await requireConsoleUser({ request, url });
  const id = messageId(params.id);
  const message = await getOutboxMessage(id);
  if (!message) throw data(null, { status: 404 });
  return { message: shownMessage(message), text: message.text };
}

export async function action({ request, params, url }: Route.ActionArgs) {
  const admin = await requireConsoleChange({ request, url });
  return handleEmailMessageForm(request, admin, messageId(params.id));
}

export default function EmailMessage({ loaderData, actionData }: Route.ComponentProps) {
  // After a retry the loader runs again (with or without JavaScript), so this is the message as the retry left it.
  const { message } = loaderData;
  return (
    <>
      <p className="mb-2">
        <Link to="/admin/email" className="inline-flex min-h-11 items-center font-semibold">
          <span aria-hidden="true">←&nbsp;</span>All email
        </Link>
      </p>
      <ConsoleHeading title={message.subject} lead={`To ${message.recipient}`} />
      <Alert focusOnLoad tone={actionData?.tone ?? "error"} className="mb-6 max-w-3xl">
        {actionData?.text}
      </Alert>
      <div className="grid max-w-3xl gap-6">
        <EmailMessageDetails message={message} />
        {message.view === "failed" ? (
          <HeadedSection headingId="retry-heading" look="panel" title="Send it again">
            <EmailRetryForm uncertain={message.uncertain} error={actionData?.field} key={message.view} />
          </HeadedSection>
        ) : null}
        <HeadedSection headingId="text-heading" look="panel" title="The message">
          <pre className="mt-3 font-sans break-words whitespace-pre-wrap">{loaderData.text}</pre>
        </HeadedSection>
      </div>
    </>
  );
}

export const ErrorBoundary = ConsoleErrorBoundary;
