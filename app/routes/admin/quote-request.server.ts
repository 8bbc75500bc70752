/**
 * The forms of one quote request's console page: a note, a new status, a
 * proposal prepared from it, the papers it asked for, a rental booking.
 */
import { data, redirect } from "react-router";

import type { NoteFormState } from "#app/components/quote-requests/console/quote-request-notes";
import type { StatusFormState } from "#app/components/quote-requests/console/quote-request-status-form";
import { parseFields } from "#app/domain/console/form-result";
import { quoteRequestNoteForm, quoteRequestStatusForm } from "#app/domain/quote-requests/console-forms";
import { QUOTE_REQUEST_STATUS_LABELS } from "#app/domain/quote-requests/status";
import { type BookingFormState, EMPTY_BOOKING } from "#app/domain/rentals/forms";
import type { AdminUser } from "#app/server/auth/admin-guard.server";
import { readForm, textFields, UNREADABLE_FORM_MESSAGE } from "#app/server/http/form-data.server";
import { prepareProposal } from "#app/server/proposals/console-changes.server";
import { addQuoteRequestNote, changeQuoteRequestStatus } from "#app/server/quote-requests/console-changes.server";

import { type PapersSendState, sendPapersFromForm } from "./documents.server";
import { bookFromForm } from "./rentals.server";

export type ActionData = {
  note?: NoteFormState;
  status?: StatusFormState;
  booking?: BookingFormState;
  proposal?: string;
  papers?: PapersSendState;
};

export async function handleQuoteRequestForm(request: Request, admin: AdminUser, id: number) {
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "note") {
    const fields = textFields(form, ["body"]);
    const parsed = parseFields(quoteRequestNoteForm, fields);
    const values = { body: fields.body ?? "" };
    if (!parsed.ok) return data<ActionData>({ note: { values, errors: parsed.errors } }, { status: 400 });
    const author = { ...admin.actor, name: admin.displayName || admin.email };
    const result = await addQuoteRequestNote(author, id, parsed.data.body);
    if (!result.ok) throw data(null, { status: 404 });
    return data<ActionData>({ note: { values: { body: "" }, saved: true } });
  }
  if (intent === "status") {
    const parsed = parseFields(quoteRequestStatusForm, textFields(form, ["status", "from"]));
    if (!parsed.ok) return data<ActionData>({ status: { errors: parsed.errors } }, { status: 400 });
    const result = await changeQuoteRequestStatus(admin.actor, {
      quoteRequestId: id,
      from: parsed.data.from,
      to: parsed.data.status,
    });
    if (!result.ok && result.reason === "not-found") throw data(null, { status: 404 });
    if (!result.ok) {
      const stale = `Someone changed this request to ${QUOTE_REQUEST_STATUS_LABELS[result.current]} since you opened it, so nothing was changed. Choose again if you still want to.`;
      return data<ActionData>({ status: { errors: { form: stale } } }, { status: 409 });
    }
    return data<ActionData>({ status: { saved: true } });
  }
  if (intent === "prepare") {
    const prepared = await prepareProposal(admin.actor, id);
    if (prepared.ok) return redirect(`/admin/proposals/${prepared.id}`, 303);
    if (prepared.reason === "not-found") throw data(null, { status: 404 });
    return data<ActionData>(
      {
        proposal:
          "The buyer accepted a proposal for this request, so no new version can be made. Their acceptance stands.",
      },
      { status: 409 },
    );
  }
  if (intent === "papers") {
    const { status, state } = await sendPapersFromForm(admin, id);
    return data<ActionData>({ papers: state }, { status });
  }
  if (intent === "book") {
    const { status, state } = await bookFromForm(form, admin, EMPTY_BOOKING);
    return data<ActionData>({ booking: state }, { status });
  }
  return data<ActionData>(
    { note: { values: { body: "" }, errors: { form: UNREADABLE_FORM_MESSAGE } } },
    { status: 400 },
  );
}
