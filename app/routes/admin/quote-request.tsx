import { data, Link, redirect } from "react-router";

import { ConsoleErrorBoundary } from "#app/components/layout/console/console-error";
import { ConsoleHeading } from "#app/components/layout/console/console-frame";
import { consoleMeta } from "#app/components/layout/console/console-meta";
import { QuoteRequestHistory } from "#app/components/quote-requests/console/quote-request-history";
import { QuoteRequestNotes } from "#app/components/quote-requests/console/quote-request-notes";
import { QuoteRequestPapers } from "#app/components/quote-requests/console/quote-request-papers";
import { QuoteRequestProposals } from "#app/components/quote-requests/console/quote-request-proposals";
import { QuoteRequestStatusBadge } from "#app/components/quote-requests/console/quote-request-status-badge";
import { QuoteRequestStatusForm } from "#app/components/quote-requests/console/quote-request-status-form";
import { QuoteRequestSummary } from "#app/components/quote-requests/console/quote-request-summary";
import { BookingForm } from "#app/components/rentals/console/booking-form";
import { QuoteRequestBookings } from "#app/components/rentals/console/quote-request-bookings";
import { AnchorButton } from "#app/components/ui/button";
import { HeadedSection } from "#app/components/ui/headed-section";
import { describeRequestSource } from "#app/domain/insights/source";
import {
  quoteRequestIdFromReference,
  quoteRequestPath,
  quoteRequestReference,
  replyHref,
} from "#app/domain/quote-requests/console-forms";
import { EMPTY_BOOKING } from "#app/domain/rentals/forms";
import { requireConsoleChange, requireConsoleUser } from "#app/server/auth/admin-guard.server";
import { requestedPapers } from "#app/server/documents/console-queries.server";
import { listProposalsForRequest } from "#app/server/proposals/console-queries.server";
import { headline, summaryLines } from "#app/server/quote-requests/changes.server";
import { getQuoteRequestDetail } from "#app/server/quote-requests/console-queries.server";
import { bookingsForQuoteRequest, RENTAL_MAX_DAYS } from "#app/server/rentals/bookings.server";
import { listUnits } from "#app/server/rentals/console-queries.server";

import type { Route } from "./+types/quote-request";
import { handleQuoteRequestForm } from "./quote-request.server";

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

export async function action({ request, params, url }: Route.ActionArgs) {
  const admin = await requireConsoleChange({ request, url });
  return handleQuoteRequestForm(request, admin, quoteRequestIdOf(params));
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
            <p>
              <Link
                to={`/admin/rentals/agreements/${quoteRequest.reference}`}
                className="font-semibold underline underline-offset-4"
              >
                Rental proposal and agreement
              </Link>
            </p>
          ) : null}
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
