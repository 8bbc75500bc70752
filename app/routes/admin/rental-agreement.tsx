import { data, Form, Link, redirect } from "react-router";

import { ConsoleErrorBoundary } from "#app/components/layout/console/console-error";
import { ConsoleHeading } from "#app/components/layout/console/console-frame";
import { consoleMeta } from "#app/components/layout/console/console-meta";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { Checkbox } from "#app/components/ui/checkbox";
import { Field } from "#app/components/ui/field";
import { HeadedSection } from "#app/components/ui/headed-section";
import { Select } from "#app/components/ui/select";
import { HeaderRow, Table } from "#app/components/ui/table";
import { Textarea } from "#app/components/ui/textarea";
import { modelNames } from "#app/content/quote-requests/quote";
import { formatCents } from "#app/domain/common/money";
import {
  quoteRequestIdFromReference,
  quoteRequestPath,
  quoteRequestReference,
} from "#app/domain/quote-requests/console-forms";
import { RENTAL_TAX_TREATMENTS, rentalTaxTreatmentLabels } from "#app/domain/rentals/agreement";
import { lastDayOf } from "#app/domain/rentals/rental-proposal";
import { dayLabel } from "#app/domain/time/calendar-day";
import { requireConsoleChange, requireConsoleUser } from "#app/server/auth/admin-guard.server";
import { RENTAL_MAX_DAYS } from "#app/server/rentals/bookings.server";
import { rentalAgreementPage } from "#app/server/rentals/rental-agreement-queries.server";

import type { Route } from "./+types/rental-agreement";
import { handleRentalAgreementForm } from "./rental-agreement.server";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  consoleMeta(loaderData ? `Rental ${loaderData.request.reference}` : "Rental")();

/** The request's id from its address; another spelling is sent to the canonical one. */
function requestIdOf(params: { reference: string }): number {
  const id = quoteRequestIdFromReference(params.reference);
  if (id === null) throw data(null, { status: 404 });
  const canonical = quoteRequestReference(id);
  if (params.reference !== canonical) throw redirect(`/admin/rentals/agreements/${canonical}`, 301);
  return id;
}

export async function loader({ request, params, url }: Route.LoaderArgs) {
  await requireConsoleUser({ request, url });
  const page = await rentalAgreementPage(requestIdOf(params));
  if (!page) throw data(null, { status: 404 });
  return { ...page, rentalMaxDays: RENTAL_MAX_DAYS };
}

export async function action({ request, params, url }: Route.ActionArgs) {
  const admin = await requireConsoleChange({ request, url });
  return handleRentalAgreementForm(request, admin, requestIdOf(params));
}

const INVOICE_KIND_LABELS: Record<string, string> = {
  "rental-deposit": "Security deposit",
  "rental-period": "Rent",
};

export default function RentalAgreementPage({ loaderData, actionData }: Route.ComponentProps) {
  const { request, accepted } = loaderData;
  return (
    <>
      <ConsoleHeading
        title={`Rental ${request.reference}`}
        lead={
          <>
            For {request.name} ({request.email}).{" "}
            <Link to={quoteRequestPath(request.reference)} className="font-semibold underline underline-offset-4">
              Back to the request
            </Link>
          </>
        }
      />
      {accepted ? (
        <AcceptedRental rental={accepted} answer={actionData?.form === "change" ? actionData : undefined} />
      ) : (
        <RentalProposalForm data={loaderData} answer={actionData?.form === "proposal" ? actionData : undefined} />
      )}
    </>
  );
}

type PageData = Route.ComponentProps["loaderData"];
type Answer = NonNullable<Route.ComponentProps["actionData"]>;

function RentalProposalForm({ data: page, answer }: { data: PageData; answer?: Answer }) {
  const values = page.defaults;
  const errors = answer?.errors ?? {};
  const problems = answer?.problems ?? [];
  const hasErrors = problems.length > 0 || Object.keys(errors).length > 0;
  return (
    <HeadedSection headingId="rental-proposal-heading" look="panel" title="Rental proposal">
      <p className="mt-2 max-w-2xl">
        Choose the dates and the units; the price comes from the rate card, month, week and day lines as the renter will
        read them. Saving makes the request's draft proposal, with the rental agreement as its terms. You send it from
        the proposal's page, like a sale.
      </p>
      {page.latest ? (
        <p className="mt-2">
          Latest version:{" "}
          <Link to={`/admin/proposals/${page.latest.id}`} className="font-semibold underline underline-offset-4">
            version {page.latest.version} ({page.latest.status}
            {page.latest.kind === "rental" ? ", rental" : ""})
          </Link>
        </p>
      ) : null}
      <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2" aria-labelledby="rental-proposal-heading">
        <input type="hidden" name="intent" value="save-proposal" />
        <div className="sm:col-span-2">
          <Alert focusOnLoad tone="error">
            {hasErrors ? (
              <>
                Please check the rental proposal.
                {problems.length > 0 ? (
                  <ul className="mt-1 list-disc pl-5">
                    {problems.map((problem) => (
                      <li key={problem}>{problem}</li>
                    ))}
                  </ul>
                ) : null}
              </>
            ) : null}
          </Alert>
        </div>
        <Field label="First day" type="date" name="startsOn" defaultValue={values.startsOn} error={errors.startsOn} />
        <Field
          label="Length (days)"
          inputMode="numeric"
          name="days"
          defaultValue={values.days}
          hint={`Up to ${page.rentalMaxDays - 1} days; the units are picked up the day after.`}
          error={errors.days}
        />
        <Field
          label={`${modelNames.bedroom} units`}
          inputMode="numeric"
          name="count_bedroom"
          defaultValue={values.count_bedroom}
          error={errors.count_bedroom}
        />
        <Field
          label={`${modelNames.office} units`}
          inputMode="numeric"
          name="count_office"
          defaultValue={values.count_office}
          error={errors.count_office}
        />
        {page.units.length > 0 ? (
          <fieldset className="sm:col-span-2">
            <legend className="font-semibold">Units by name (optional)</legend>
            <p className="text-sm text-stone-700">
              Tick units to hold those ones; any count left over is filled with the first free units when the renter
              accepts.
            </p>
            <div className="mt-2 grid gap-1 sm:grid-cols-2">
              {page.units.map((unit) => (
                <Checkbox
                  key={unit.id}
                  name="unitIds"
                  value={String(unit.id)}
                  defaultChecked={values.unitIds.includes(String(unit.id))}
                  label={`${unit.name} (${modelNames[unit.model]})`}
                />
              ))}
            </div>
          </fieldset>
        ) : null}
        <Field
          label="Delivery per unit ($)"
          inputMode="decimal"
          name="deliveryFee"
          defaultValue={values.deliveryFee}
          error={errors.deliveryFee}
        />
        <Field
          label="Pick-up per unit ($)"
          inputMode="decimal"
          name="pickupFee"
          defaultValue={values.pickupFee}
          error={errors.pickupFee}
        />
        <Field
          label="Security deposit, all units ($)"
          inputMode="decimal"
          name="deposit"
          defaultValue={values.deposit}
          error={errors.deposit}
        />
        <Select
          label="Tax"
          name="taxTreatment"
          defaultValue={values.taxTreatment}
          options={RENTAL_TAX_TREATMENTS.map((value) => ({ value, label: rentalTaxTreatmentLabels[value] }))}
          error={errors.taxTreatment}
        />
        <Textarea
          className="sm:col-span-2"
          label="Reason for the exemption"
          name="taxReason"
          defaultValue={values.taxReason}
          hint="Only for the exemption: why this stay is the renter's home. The tax report lists it for the accountant."
          error={errors.taxReason}
          rows={2}
        />
        <div className="sm:col-span-2">
          <Button type="submit" variant="primary">
            Save the rental proposal
          </Button>
        </div>
      </Form>
    </HeadedSection>
  );
}

function AcceptedRental({ rental, answer }: { rental: NonNullable<PageData["accepted"]>; answer?: Answer }) {
  const errors = answer?.errors ?? {};
  return (
    <div className="grid gap-6">
      <HeadedSection headingId="rental-heading" look="panel" title="The rental">
        <p className="mt-2">
          From {dayLabel(rental.startsOn)} to {lastDayOf(rental.endsOn)}; picked up on {dayLabel(rental.endsOn)}. Billed{" "}
          {rental.billing === "monthly" ? "by calendar month" : "in one invoice"}.{" "}
          <Link to={`/admin/proposals/${rental.proposalId}`} className="font-semibold underline underline-offset-4">
            The accepted proposal
          </Link>
        </p>
        <ul className="mt-2 list-disc pl-5">
          {rental.bookings.map((booking) => (
            <li key={booking.unit}>
              {booking.unit}: {dayLabel(booking.startsOn)} to {lastDayOf(booking.endsOn)}
            </li>
          ))}
        </ul>
      </HeadedSection>
      <HeadedSection headingId="rental-invoices-heading" look="panel" title="Invoices">
        <div className="mt-3">
          <Table caption="The rental's invoices, and the periods still to come">
            <thead>
              <HeaderRow columns={["Invoice", "What", "Period", ["Amount", "text-right"], "Status"]} />
            </thead>
            <tbody>
              {rental.invoices.map((invoice) => (
                <tr key={invoice.number}>
                  <td>{invoice.number}</td>
                  <td>{INVOICE_KIND_LABELS[invoice.kind] ?? invoice.kind}</td>
                  <td>
                    {invoice.periodStartsOn && invoice.periodEndsOn
                      ? `${dayLabel(invoice.periodStartsOn)} – ${lastDayOf(invoice.periodEndsOn)}`
                      : ""}
                  </td>
                  <td className="text-right">
                    {formatCents(invoice.amountCents)}
                    {invoice.creditedCents > 0 ? ` (less ${formatCents(invoice.creditedCents)} credited)` : ""}
                  </td>
                  <td>{invoice.status}</td>
                </tr>
              ))}
              {rental.toCome.map((period) => (
                <tr key={period.startsOn}>
                  <td>To come</td>
                  <td>Rent</td>
                  <td>
                    {dayLabel(period.startsOn)} – {lastDayOf(period.endsOn)}
                  </td>
                  <td className="text-right">{formatCents(period.amountCents)}</td>
                  <td>Issued on {dayLabel(period.startsOn)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      </HeadedSection>
      <HeadedSection headingId="rental-change-heading" look="panel" title="Extend or end early">
        <p className="mt-2 max-w-2xl">
          Give the new pick-up day. Invoices already issued never change: the ones to come are recomputed, and days
          invoiced but not had are credited.
        </p>
        <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2" aria-labelledby="rental-change-heading">
          <div className="sm:col-span-2">
            <Alert focusOnLoad tone={answer?.done ? "success" : "error"}>
              {answer?.done ?? answer?.problems?.join(" ") ?? null}
            </Alert>
          </div>
          <Field label="New pick-up day" type="date" name="endsOn" error={errors.endsOn} />
          <Field label="Note" name="note" error={errors.note} />
          <div className="flex flex-wrap gap-3 sm:col-span-2">
            <Button type="submit" name="intent" value="extend" variant="primary">
              Extend
            </Button>
            <Button type="submit" name="intent" value="end-early" variant="secondary">
              End early
            </Button>
          </div>
        </Form>
      </HeadedSection>
    </div>
  );
}

export const ErrorBoundary = ConsoleErrorBoundary;
