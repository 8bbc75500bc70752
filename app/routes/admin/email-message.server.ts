/** One outbox message's console form: send it again. */
import { data } from "react-router";

import { retryEmailForm, UNREADABLE } from "#app/domain/console/queries";
import { shownMessage } from "#app/domain/console/shown-message";
import type { AdminUser } from "#app/server/auth/admin-guard.server";
import { retryMessage } from "#app/server/email/console-changes.server";
import { readForm, textFields } from "#app/server/http/form-data.server";

export type ActionResult = { tone: "success" | "info" | "error"; text: string; field?: string };

export async function handleEmailMessageForm(request: Request, admin: AdminUser, id: number) {
  const parsed = retryEmailForm.safeParse(textFields(await readForm(request), ["intent", "acceptDuplicate"]));
  if (!parsed.success) return data<ActionResult>({ tone: "error", text: UNREADABLE }, { status: 400 });
  const result = await retryMessage(admin.actor, { id, acceptDuplicate: parsed.data.acceptDuplicate === "yes" });
  if (!result.ok && result.reason === "not-found") throw data(null, { status: 404 });
  if (result.ok) {
    return data<ActionResult>({
      tone: "success",
      text: "Back in the queue. The sender will try it within a few seconds.",
    });
  }
  if (result.reason === "needs-confirmation") {
    const field = "Please tick “I understand the recipient may get it twice” to send it again.";
    return data<ActionResult>(
      { tone: "error", text: "Nothing was sent: this message may already have arrived.", field },
      { status: 400 },
    );
  }
  const why =
    shownMessage(result.message).view === "sent"
      ? "This message was already sent"
      : "This message is already waiting to be sent";
  return data<ActionResult>({ tone: "info", text: `${why}, so the retry changed nothing.` }, { status: 409 });
}
