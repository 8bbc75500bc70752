/**
 * The returns page's forms: a unit's return inspection, the deposit refunded
 * to the card or marked sent by hand, and a rental turned into a purchase.
 * Each is checked here and answered with a notice (a 4xx with the reason and
 * nothing changed when refused).
 */
import { data } from "react-router";

import type { InspectionFormState } from "#app/components/rentals/console/return-inspection-form";
import { formatCents } from "#app/domain/common/money";
import {
  CHARGE_ROWS,
  INSPECTION_ITEMS,
  parseInspection,
  percentToBasisPoints,
  shareLabel,
} from "#app/domain/rentals/returns";
import type { AdminUser } from "#app/server/auth/admin-guard.server";
import { readForm, textFields, UNREADABLE_FORM_MESSAGE } from "#app/server/http/form-data.server";
import { turnRentalIntoPurchase } from "#app/server/proposals/rent-then-buy.server";
import {
  markDepositRefundSent,
  prepareInspectionPhotos,
  recordInspection,
  refundDepositToCard,
  type Settlement,
} from "#app/server/rentals/returns.server";

export interface ReturnsAnswer {
  notice: { tone: "success" | "error"; text: string };
  inspection?: InspectionFormState;
}

const answer = (status: number, body: ReturnsAnswer) => data(body, { status });
const refused = (status: number, text: string, inspection?: InspectionFormState) =>
  answer(status, { notice: { tone: "error", text }, inspection });
const done = (text: string) => answer(200, { notice: { tone: "success", text } });

const INSPECTION_FIELDS = [
  "bookingId",
  "notes",
  ...INSPECTION_ITEMS.map((item) => `item-${item}`),
  ...Array.from({ length: CHARGE_ROWS }, (_, row) =>
    ["kind", "description", "amount"].map((part) => `charge-${row}-${part}`),
  ).flat(),
];

const SENT_NOTE_MAX = 300;

export async function handleReturnsForm(request: Request, admin: AdminUser) {
  const form = await readForm(request);
  switch (form.get("intent")) {
    case "record-return":
      return recordReturn(form, admin);
    case "refund-card":
      return refundCard(form, admin);
    case "refund-sent":
      return refundSent(form, admin);
    case "rent-then-buy":
      return rentThenBuy(form, admin);
    default:
      return refused(400, UNREADABLE_FORM_MESSAGE);
  }
}

/** "The deposit of $1,000.00 less $180.00 of charges leaves $820.00 to refund by hand: it is under Deposit below." */
function settledSentence(settlement: Settlement | null): string {
  if (!settlement) return " The deposit is settled once every unit of the rental is inspected.";
  const less = `The deposit paid, ${formatCents(settlement.depositPaidCents)}, less ${formatCents(settlement.chargesCents)} of charges`;
  const rest = settlement.restInvoice
    ? ` Invoice ${settlement.restInvoice.number} asks the renter for the other ${formatCents(settlement.restInvoice.amountCents)}.`
    : "";
  if (settlement.refundCents === 0)
    return ` ${less} leaves nothing to refund.${rest} The renter is emailed each charge.`;
  const how = settlement.way === "card" ? "to the card" : "by hand";
  return ` ${less} leaves ${formatCents(settlement.refundCents)} to refund ${how}.${rest} The renter is emailed each charge.`;
}

async function recordReturn(form: FormData, admin: AdminUser) {
  const values = textFields(form, INSPECTION_FIELDS);
  const bookingId = Number(values.bookingId) || 0;
  const parsed = parseInspection(values);
  if (!parsed.ok) {
    const first = Object.values(parsed.errors)[0] ?? UNREADABLE_FORM_MESSAGE;
    return refused(400, `The return was not recorded: ${first}`, { bookingId, values, errors: parsed.errors });
  }
  const photos = await prepareInspectionPhotos(form.getAll("photos"));
  if (!photos.ok) {
    return refused(415, `The return was not recorded: ${photos.message}`, {
      bookingId,
      values,
      errors: { photos: photos.message },
    });
  }
  const result = await recordInspection(admin.actor, { ...parsed.data, photos: photos.photos });
  if (!result.ok) {
    const why = {
      "not-found": [404, "That unit's booking is no longer there. The page below is up to date."],
      "not-rental": [409, "That booking is not part of an accepted rental, so it has no return to record."],
      "not-started": [409, "That stay has not begun yet: a return is recorded once the unit is back."],
      already: [409, "This return was already recorded: nothing was changed, and the renter was not emailed again."],
    } as const;
    const [status, text] = why[result.reason];
    return refused(status, text);
  }
  return done(`The return of ${result.unitName} is recorded.${settledSentence(result.settlement)}`);
}

async function refundCard(form: FormData, admin: AdminUser) {
  const refundId = Number(form.get("refundId"));
  if (!Number.isSafeInteger(refundId) || refundId < 1) return refused(400, UNREADABLE_FORM_MESSAGE);
  const result = await refundDepositToCard(admin.actor, refundId);
  if (!result.ok) {
    if (result.reason === "provider") return refused(502, `The card refund did not go through: ${result.message}`);
    if (result.reason === "wrong-way") return refused(409, "This deposit was not paid by card: mark it sent instead.");
    return refused(404, "That refund is no longer there. The page below is up to date.");
  }
  if (!result.changed) return done("That deposit was already refunded: nothing was changed.");
  return done(`${formatCents(result.refund.refundCents)} is refunded to the renter's card.`);
}

async function refundSent(form: FormData, admin: AdminUser) {
  const refundId = Number(form.get("refundId"));
  const note = String(form.get("note") ?? "")
    .replace(/\s+/g, " ")
    .trim();
  if (!Number.isSafeInteger(refundId) || refundId < 1) return refused(400, UNREADABLE_FORM_MESSAGE);
  if (note.length === 0) return refused(400, "Say how the refund was sent (a check number, an ACH reference).");
  if (note.length > SENT_NOTE_MAX) return refused(400, `Keep the note under ${SENT_NOTE_MAX} characters.`);
  const result = await markDepositRefundSent(admin.actor, refundId, note);
  if (!result.ok) return refused(404, "That refund is no longer there. The page below is up to date.");
  if (!result.changed) return done("That refund was already marked sent: nothing was changed.");
  return done(`The ${formatCents(result.refund.refundCents)} refund is marked sent: ${note}`);
}

async function rentThenBuy(form: FormData, admin: AdminUser) {
  const proposalId = Number(form.get("proposalId"));
  if (!Number.isSafeInteger(proposalId) || proposalId < 1) return refused(400, UNREADABLE_FORM_MESSAGE);
  const share = percentToBasisPoints(String(form.get("share") ?? ""));
  if (share === null) return refused(400, "Enter the share of the rent to credit, from 0.01 to 100 percent.");
  const result = await turnRentalIntoPurchase(admin.actor, proposalId, share);
  if (!result.ok) {
    const why = {
      "not-found": [404, "That rental is no longer there. The page below is up to date."],
      "not-rental": [409, "Only an accepted rental can be turned into a purchase."],
      already: [409, "This rental was already turned into a purchase: nothing was changed."],
      "nothing-paid": [409, "No rent has been paid on this rental yet, so there is nothing to credit."],
    } as const;
    const [status, text] = why[result.reason];
    return refused(status, text);
  }
  return done(
    `Purchase request ${result.reference} and its draft proposal are ready, crediting ${shareLabel(share)} of the ${formatCents(result.rentPaidCents)} rent paid: ${formatCents(result.creditCents)}. Price the homes and send it.`,
  );
}
