import { data, redirect } from "react-router";

import { BookingForm } from "#app/components/admin/booking-form";
import { ConsoleErrorBoundary } from "#app/components/admin/console-error";
import { ConsoleHeading } from "#app/components/admin/console-frame";
import { consoleMeta } from "#app/components/admin/console-meta";
import { QuoteRequestBookings } from "#app/components/admin/quote-request-bookings";
import { QuoteRequestHistory } from "#app/components/admin/quote-request-history";
import { type NoteFormState, QuoteRequestNotes } from "#app/components/admin/quote-request-notes";
import { QuoteRequestPapers } from "#app/components/admin/quote-request-papers";
import { QuoteRequestProposals } from "#app/components/admin/quote-request-proposals";
import { QuoteRequestStatusBadge } from "#app/components/admin/quote-request-status-badge";
import { QuoteRequestStatusForm, type StatusFormState } from "#app/components/admin/quote-request-status-form";
import { QuoteRequestSummary } from "#app/components/admin/quote-request-summary";
import { AnchorButton } from "#app/components/ui/button";
import { HeadedSection } from "#app/components/ui/headed-section";
import { parseFields } from "#app/domain/console/form-result";
import { describeRequestSource } from "#app/domain/insights/source";
import {
  quoteRequestIdFromReference,
  quoteRequestNoteForm,
  quoteRequestPath,
  quoteRequestReference,
  quoteRequestStatusForm,
  replyHref,
} from "#app/domain/quote-requests/console-forms";
import { QUOTE_REQUEST_STATUS_LABELS } from "#app/domain/quote-requests/status";
import { type BookingFormState, EMPTY_BOOKING } from "#app/domain/rentals/forms";
import { requireConsoleChange, requireConsoleUser } from "#app/server/auth/admin-guard.server";
import { requestedPapers } from "#app/server/documents/console.server";
import { type PapersSendState, sendPapersFromForm } from "#app/server/documents/console-forms.server";
import { readForm, textFields, UNREADABLE_FORM_MESSAGE } from "#app/server/http/form-data.server";
import { prepareProposal } from "#app/server/proposals/console-changes.server";
import { listProposalsForRequest } from "#app/server/proposals/console-queries.server";
import { headline, summaryLines } from "#app/server/quote-requests/changes.server";
import {
  addQuoteRequestNote,
  changeQuoteRequestStatus,
  getQuoteRequestDetail,
} from "#app/server/quote-requests/console.server";
import { bookingsForQuoteRequest, RENTAL_MAX_DAYS } from "#app/server/rentals/bookings.server";
import { bookFromForm } from "#app/server/rentals/console-booking-form.server";
import { listUnits } from "#app/server/rentals/console-units.server";

import type { Route } from "./+types/quote-request";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  consoleMeta(loaderData ? `Request ${loaderData.quoteRequest.reference}` : "Quote request")();

/** The request's id from its address; another spelling of a reference is sent to the one canonical address. */
function quoteRequestIdOf(params: { reference: string }): number {
  const id = quoteRequestIdFromReference(params.reference);
  if (id === null) throw data(null, { status: 404 });
  const canonical = quoteRequestReference(id);
  if (params.reference !== canonical) throw redirect(quoteRequestPath(canonical), 301);
  return id;
}

export async function loader({ request, params, url }: Route.LoaderArgs) {
  await requireConsoleUser({ request, url });
  const id = quoteRequestIdOf(params);
  const detail = await getQuoteRequestDetail(id);
  if (!detail) throw data(null, { status: 404 });
  const { quoteRequest, notes, history } = detail;
  const rental = quoteRequest.intent === "rent";
  const [proposals, papers] = await Promise.all([
    listProposalsForRequest(id),
    requestedPapers(quoteRequest.papers, quoteRequest.papersSentAt),
  ]);
  const [bookings, units] = rental ? await Promise.all([bookingsForQuoteRequest(id), listUnits()]) : [[], []];
  return {
    quoteRequest: {
      reference: quoteRequest.reference,
      status: quoteRequest.status,
      name: quoteRequest.name,
      email: quoteRequest.email,
      intent: quoteRequest.intent,
    },
    headline: headline(quoteRequest),
    // Where the request came from is for the owner alone: the emails' summary leaves it out.
    lines: [...summaryLines(quoteRequest), ["Came from", describeRequestSource(quoteRequest)] as const],
    message: quoteRequest.message,
    reply: replyHref(quoteRequest),
    notes,
    history,
    proposals,
    papers,
    rental: rental
      ? {
          rentalMaxDays: RENTAL_MAX_DAYS,
          bookings,
          units: units.filter((unit) => !unit.archived).map(({ id: unitId, name }) => ({ id: unitId, name })),
          prefill: {
            ...EMPTY_BOOKING,
            startsOn: quoteRequest.rentalStart ?? "",
            days: quoteRequest.rentalDays ? String(quoteRequest.rentalDays) : "",
          },
        }
      : null,
  };
}

type ActionData = {
  note?: NoteFormState;
  status?: StatusFormState;
  booking?: BookingFormState;
  proposal?: string;
  papers?: PapersSendState;
};

export async function action({ request, params, url }: Route.ActionArgs) {
  const admin = await requireConsoleChange({ request, url });
  const id = quoteRequestIdOf(params);
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

export default function QuoteRequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const { quoteRequest, rental } = loaderData;
  return (
    <>
      <ConsoleHeading
        title={`Request ${quoteRequest.reference}`}
        lead={
          <>
            {loaderData.headline}. <QuoteRequestStatusBadge status={quoteRequest.status} />
          </>
        }
        actions={
          <AnchorButton href={loaderData.reply} variant="primary">
            Reply by email
          </AnchorButton>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="grid content-start gap-6">
          <QuoteRequestSummary lines={loaderData.lines} message={loaderData.message} />
          {loaderData.papers ? <QuoteRequestPapers papers={loaderData.papers} result={actionData?.papers} /> : null}
          <QuoteRequestProposals
            reference={quoteRequest.reference}
            proposals={loaderData.proposals}
            message={actionData?.proposal}
          />
          {rental ? (
            <HeadedSection headingId="book-heading" look="panel" title="Book a unit">
              <div className="mt-3">
                <QuoteRequestBookings bookings={rental.bookings} />
              </div>
              <div className="mt-5">
                <BookingForm
                  units={rental.units}
                  state={
                    actionData?.booking?.errors
                      ? actionData.booking
                      : { values: rental.prefill, saved: actionData?.booking?.saved }
                  }
                  rentalMaxDays={rental.rentalMaxDays}
                  forReference={quoteRequest.reference}
                  labelledBy="book-heading"
                  key={actionData?.booking?.saved ?? "booking"}
                />
              </div>
            </HeadedSection>
          ) : null}
          <QuoteRequestNotes notes={loaderData.notes} state={actionData?.note} />
        </div>
        <div className="grid content-start gap-6">
          <HeadedSection headingId="status-heading" look="panel" title="Where it stands">
            <div className="mt-3">
              <QuoteRequestStatusForm status={quoteRequest.status} state={actionData?.status} />
            </div>
          </HeadedSection>
          <QuoteRequestHistory entries={loaderData.history} />
        </div>
      </div>
    </>
  );
}

export const ErrorBoundary = ConsoleErrorBoundary;
