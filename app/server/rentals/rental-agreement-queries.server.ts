/** What the console's rental agreement page reads: the request, its rental proposal, and once accepted, the rental as it stands. */
import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";

import { centsToDollars } from "#app/domain/common/money";
import type { RentalTerms } from "#app/domain/rentals/agreement";
import { billingFor, stayDays } from "#app/domain/rentals/agreement";
import { periodsToCome } from "#app/domain/rentals/periods";
import { withDb } from "#app/server/db/client.server";
import { invoices, proposals, quoteRequests, rentalBookings, rentalUnits } from "#app/server/db/schema.server";

import { rateCard } from "./rates.server";
import { issuedPeriodsOf, rentalStandingOf } from "./rental-billing.server";

const dollars = (cents: number) => centsToDollars(cents).toFixed(2);

export interface RentalFormValues {
  startsOn: string;
  days: string;
  count_bedroom: string;
  count_office: string;
  unitIds: string[];
  deliveryFee: string;
  pickupFee: string;
  deposit: string;
  taxTreatment: string;
  taxReason: string;
}

/** The form as a rental's terms fill it. */
export function formValuesOfTerms(terms: RentalTerms): RentalFormValues {
  const units = terms.models.reduce((sum, line) => sum + line.count, 0) || 1;
  const count = (model: string) => String(terms.models.find((line) => line.model === model)?.count ?? 0);
  return {
    startsOn: terms.startsOn,
    days: String(stayDays(terms)),
    count_bedroom: count("bedroom"),
    count_office: count("office"),
    unitIds: terms.models.flatMap((line) => line.unitIds.map(String)),
    deliveryFee: dollars(terms.deliveryFeeCents / units),
    pickupFee: dollars(terms.pickupFeeCents / units),
    deposit: dollars(terms.securityDepositCents),
    taxTreatment: terms.taxTreatment,
    taxReason: terms.taxReason ?? "",
  };
}

/** The console page of a rental request, or null when there is no such rental request. */
export async function rentalAgreementPage(quoteRequestId: number) {
  const [request] = await withDb((db) => db.select().from(quoteRequests).where(eq(quoteRequests.id, quoteRequestId)));
  if (!request || request.intent !== "rent") return null;
  const [rates, units, versions] = await Promise.all([
    rateCard(),
    withDb((db) =>
      db
        .select({ id: rentalUnits.id, name: rentalUnits.name, model: rentalUnits.model })
        .from(rentalUnits)
        .where(isNull(rentalUnits.archivedAt))
        .orderBy(asc(rentalUnits.name)),
    ),
    withDb((db) =>
      db.select().from(proposals).where(eq(proposals.quoteRequestId, quoteRequestId)).orderBy(desc(proposals.version)),
    ),
  ]);
  const latest = versions[0] ?? null;
  const rentalVersion = versions.find((row) => row.kind === "rental" && row.rental) ?? null;
  const accepted = versions.find((row) => row.status === "accepted") ?? null;
  const unitsWanted = request.units;
  const defaults: RentalFormValues = rentalVersion?.rental
    ? formValuesOfTerms(rentalVersion.rental)
    : {
        startsOn: request.rentalStart ?? "",
        days: request.rentalDays ? String(request.rentalDays) : "",
        count_bedroom: request.model === "bedroom" ? String(unitsWanted) : "0",
        count_office: request.model === "office" ? String(unitsWanted) : "0",
        unitIds: [],
        deliveryFee: dollars(request.deliveryFeeCents ?? 0),
        pickupFee: dollars(request.deliveryFeeCents ?? 0),
        deposit: dollars(unitsWanted * (rates[request.model]?.depositCents ?? 0)),
        taxTreatment: "retail-rental",
        taxReason: "",
      };
  return {
    request: { id: request.id, reference: request.reference, name: request.name, email: request.email },
    units,
    defaults,
    draft:
      latest && latest.status === "draft"
        ? { id: latest.id, version: latest.version, rental: latest.kind === "rental" }
        : null,
    latest: latest ? { id: latest.id, version: latest.version, status: latest.status, kind: latest.kind } : null,
    accepted: accepted?.kind === "rental" ? await acceptedRental(accepted) : null,
  };
}

async function acceptedRental(proposal: typeof proposals.$inferSelect) {
  return withDb(async (db) => {
    const standing = await rentalStandingOf(db, proposal);
    const issued = await issuedPeriodsOf(db, proposal.id);
    const [booked, rows] = await Promise.all([
      db
        .select({ unit: rentalUnits.name, startsOn: rentalBookings.startsOn, endsOn: rentalBookings.endsOn })
        .from(rentalBookings)
        .innerJoin(rentalUnits, eq(rentalUnits.id, rentalBookings.unitId))
        .where(eq(rentalBookings.proposalId, proposal.id))
        .orderBy(asc(rentalUnits.name)),
      db
        .select()
        .from(invoices)
        .where(and(eq(invoices.proposalId, proposal.id), inArray(invoices.kind, ["rental-deposit", "rental-period"])))
        .orderBy(asc(invoices.sequence)),
    ]);
    return {
      proposalId: proposal.id,
      startsOn: standing.startsOn,
      endsOn: standing.endsOn,
      billing: billingFor(standing.startsOn, standing.endsOn),
      bookings: booked,
      invoices: rows.map((row) => ({
        number: row.number,
        kind: row.kind,
        status: row.status,
        periodStartsOn: row.periodStartsOn,
        periodEndsOn: row.periodEndsOn,
        amountCents: row.amountCents,
        creditedCents: row.creditedCents,
      })),
      toCome: periodsToCome(standing, issued),
    };
  });
}
