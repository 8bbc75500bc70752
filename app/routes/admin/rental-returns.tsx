import { Form } from "react-router";

import { ConsoleErrorBoundary } from "#app/components/layout/console/console-error";
import { ConsoleHeading } from "#app/components/layout/console/console-frame";
import { consoleMeta } from "#app/components/layout/console/console-meta";
import { ReturnInspectionForm } from "#app/components/rentals/console/return-inspection-form";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { Field } from "#app/components/ui/field";
import { HeadedSection } from "#app/components/ui/headed-section";
import { Link } from "#app/components/ui/link";
import { formatCents } from "#app/domain/common/money";
import {
  chargeText,
  INSPECTION_ITEM_LABELS,
  INSPECTION_ITEMS,
  type ReturnRentalView,
  type ReturnUnitView,
  shareLabel,
} from "#app/domain/rentals/returns";
import { shortDayLabel } from "#app/domain/time/calendar-day";
import { requireConsoleChange, requireConsoleUser } from "#app/server/auth/admin-guard.server";
import { returnsBoard } from "#app/server/rentals/returns.server";

import type { Route } from "./+types/rental-returns";
import { handleReturnsForm, type ReturnsAnswer } from "./rental-returns.server";

export const meta = consoleMeta("Rental returns");

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireConsoleUser({ request, url });
  return { rentals: await returnsBoard() };
}

export async function action({ request, url }: Route.ActionArgs) {
  const admin = await requireConsoleChange({ request, url });
  return handleReturnsForm(request, admin);
}

export default function RentalReturns({ loaderData, actionData }: Route.ComponentProps) {
  const answer: ReturnsAnswer | undefined = actionData;
  return (
    <>
      <ConsoleHeading
        title="Rental returns"
        lead={
          <>
            Each accepted rental's units as they come back: inspect every unit, and the security deposit less the
            charges follows, once. Units and bookings are under{" "}
            <Link to="/admin/rentals" className="underline underline-offset-4">
              Rentals
            </Link>
            .
          </>
        }
      />
      <Alert focusOnLoad tone={answer?.notice.tone ?? "error"} className="mb-6">
        {answer?.notice.text}
      </Alert>
      {loaderData.rentals.length === 0 ? <p>No accepted rentals yet: they appear here once a renter accepts.</p> : null}
      <RefundsToDo rentals={loaderData.rentals} />
      <div className="grid gap-8">
        {loaderData.rentals.map((rental) => (
          <RentalPanel key={rental.proposalId} rental={rental} answer={answer} />
        ))}
      </div>
    </>
  );
}

/** Deposits settled but not yet refunded, first on the page so none waits unseen. */
function RefundsToDo({ rentals }: { rentals: ReturnRentalView[] }) {
  const due = rentals.filter((rental) => rental.refund && !rental.refund.refunded);
  if (due.length === 0) return null;
  return (
    <section aria-labelledby="refunds-due" className="mb-8 rounded-lg border-2 border-amber-600 bg-amber-50 p-4">
      <h2 id="refunds-due" className="mb-2 text-xl">
        Deposit refunds to carry out ({due.length})
      </h2>
      <ul className="list-disc pl-6">
        {due.map((rental) => (
          <li key={rental.proposalId}>
            <a href={`#rental-${rental.proposalId}`} className="underline underline-offset-4">
              {rental.reference}: {rental.renter}
            </a>
            , {formatCents(rental.refund?.refundCents ?? 0)} {rental.refund?.way === "card" ? "to the card" : "by hand"}
          </li>
        ))}
      </ul>
    </section>
  );
}

function RentalPanel({ rental, answer }: { rental: ReturnRentalView; answer: ReturnsAnswer | undefined }) {
  const inspected = rental.units.filter((unit) => unit.inspection).length;
  return (
    <HeadedSection
      headingId={`rental-${rental.proposalId}`}
      look="panel"
      title={`${rental.reference}: ${rental.renter}`}
    >
      <div className="grid gap-6">
        {rental.units.map((unit) => (
          <section key={unit.bookingId} aria-labelledby={`unit-${unit.bookingId}`} className="grid gap-3">
            <h3 id={`unit-${unit.bookingId}`} className="text-xl">
              {unit.unitName}{" "}
              <span className="text-base font-normal text-stone-700">
                {shortDayLabel(unit.startsOn)} until {shortDayLabel(unit.endsOn)}
              </span>
            </h3>
            <UnitReturn unit={unit} answer={answer} />
          </section>
        ))}
        <section aria-labelledby={`deposit-${rental.proposalId}`} className="grid gap-2">
          <h3 id={`deposit-${rental.proposalId}`} className="text-xl">
            Security deposit
          </h3>
          <DepositRefund rental={rental} inspected={inspected} />
        </section>
        <section aria-labelledby={`buy-${rental.proposalId}`} className="grid gap-2">
          <h3 id={`buy-${rental.proposalId}`} className="text-xl">
            Rent, then buy
          </h3>
          <RentThenBuy rental={rental} />
        </section>
      </div>
    </HeadedSection>
  );
}

function UnitReturn({ unit, answer }: { unit: ReturnUnitView; answer: ReturnsAnswer | undefined }) {
  const { inspection } = unit;
  if (inspection) {
    const attention = INSPECTION_ITEMS.filter((item) => inspection.checklist[item] === "attention");
    return (
      <div className="grid gap-2">
        <p>
          Inspected on {shortDayLabel(inspection.recordedOn)}.{" "}
          {attention.length === 0
            ? "Every item on the checklist was good."
            : `Needing attention: ${attention.map((item) => INSPECTION_ITEM_LABELS[item]).join("; ")}.`}
        </p>
        {inspection.notes ? <p className="whitespace-pre-line">{inspection.notes}</p> : null}
        {inspection.charges.length === 0 ? (
          <p>No charges.</p>
        ) : (
          <ul className="list-disc pl-6">
            {inspection.charges.map((charge) => (
              <li key={`${charge.kind}-${charge.description}-${charge.cents}`}>{chargeText(charge)}</li>
            ))}
          </ul>
        )}
        {inspection.photos.length > 0 ? (
          <ul className="flex flex-wrap gap-2">
            {inspection.photos.map((photo) => (
              <li key={photo.src}>
                <img src={photo.src} alt={photo.alt} className="h-32 w-auto rounded" loading="lazy" />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    );
  }
  if (!unit.inspectable) return <p>The stay has not begun: its return is recorded here once the unit is back.</p>;
  return <ReturnInspectionForm unit={unit} state={answer?.inspection ?? null} />;
}

function DepositRefund({ rental, inspected }: { rental: ReturnRentalView; inspected: number }) {
  const { refund } = rental;
  if (!refund) {
    return (
      <p>
        The deposit is settled once every unit is inspected ({inspected} of {rental.units.length} so far).
      </p>
    );
  }
  const summary = `Deposit paid ${formatCents(refund.depositPaidCents)}, less ${formatCents(refund.chargesCents)} of charges: ${formatCents(refund.refundCents)} to refund.`;
  return (
    <div className="grid gap-3">
      <p>{summary}</p>
      {refund.restInvoice ? (
        <p>The charges beyond the deposit are on invoice {refund.restInvoice}, sent to the renter.</p>
      ) : null}
      {refund.refunded ? (
        <p>
          {refund.refundCents === 0
            ? "Nothing to refund."
            : refund.way === "card"
              ? "Refunded to the renter's card."
              : `Refund sent by hand: ${refund.sentNote ?? ""}`}
        </p>
      ) : refund.way === "card" ? (
        <Form method="post">
          <input type="hidden" name="intent" value="refund-card" />
          <input type="hidden" name="refundId" value={refund.id} />
          <Button type="submit">Refund {formatCents(refund.refundCents)} to the card</Button>
        </Form>
      ) : (
        <div className="rounded-lg border-2 border-amber-600 bg-amber-50 p-4">
          <p className="mb-3 font-semibold">
            To send by hand: {formatCents(refund.refundCents)}. The deposit was not paid by card, so send it the way it
            came (a check or an ACH transfer), then mark it sent.
          </p>
          <Form method="post" aria-label={`Mark the deposit refund of ${rental.reference} sent`} className="grid gap-3">
            <input type="hidden" name="intent" value="refund-sent" />
            <input type="hidden" name="refundId" value={refund.id} />
            <Field
              label="How it was sent"
              name="note"
              required
              maxLength={300}
              hint="A check number or an ACH reference."
            />
            <div>
              <Button type="submit">Mark the refund sent</Button>
            </div>
          </Form>
        </div>
      )}
    </div>
  );
}

function RentThenBuy({ rental }: { rental: ReturnRentalView }) {
  if (rental.conversion) {
    return (
      <p>
        Turned into a purchase crediting {shareLabel(rental.conversion.shareBasisPoints)} of the rent paid,{" "}
        {formatCents(rental.conversion.creditCents)}:{" "}
        <a href={`/admin/proposals/${rental.conversion.saleProposalId}`} className="underline underline-offset-4">
          open the purchase draft
        </a>
        .
      </p>
    );
  }
  if (rental.rentPaidCents === 0)
    return <p>No rent has been paid yet: a purchase can credit a share of it once it is.</p>;
  return (
    <Form
      method="post"
      aria-label={`Turn ${rental.reference} into a purchase`}
      className="flex flex-wrap items-end gap-4"
    >
      <input type="hidden" name="intent" value="rent-then-buy" />
      <input type="hidden" name="proposalId" value={rental.proposalId} />
      <Field
        label="Share of the rent to credit (%)"
        name="share"
        inputMode="decimal"
        required
        autoComplete="off"
        hint={`Of the ${formatCents(rental.rentPaidCents)} rent paid. Done once per rental.`}
      />
      <Button type="submit">Draft a purchase</Button>
    </Form>
  );
}

export const ErrorBoundary = ConsoleErrorBoundary;
