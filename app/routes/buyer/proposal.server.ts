/**
 * The buyer's forms on /proposal/<token> (and the answer /invoice/<token> shares): read, checked,
 * acted on, and answered with the state the page shows again (a 4xx with the
 * reason, never a 5xx), or a redirect once something changed.
 */
import { redirect } from "react-router";

import { choiceRefusalMessage } from "#app/content/proposals/choices";
import { acceptFormMessages, proposalRefusals } from "#app/content/proposals/proposals";
import { PO_NUMBER_MAX } from "#app/domain/billing/invoices";
import { fieldErrorsOf, z } from "#app/domain/common/zod";
import { validateTestCardForm } from "#app/domain/payments/test-card-form";
import { purchaseOrderNumber, signatureName } from "#app/domain/proposals/buyer-answers";
import { picksOf } from "#app/domain/proposals/choices";
import { dayLabel } from "#app/domain/time/calendar-day";
import { startDeposit } from "#app/server/billing/card-payments.server";
import { confirmTestPayment } from "#app/server/billing/settlements.server";
import { clientAddress } from "#app/server/http/client-address.server";
import { readForm, textFields } from "#app/server/http/form-data.server";
import { getPaymentProvider } from "#app/server/payments/payments.server";
import { getPaymentSettings } from "#app/server/payments/settings.server";
import {
  acceptProposal,
  answerWithPurchaseOrder,
  declineProposal,
  type Refusal,
} from "#app/server/proposals/changes.server";
import { findProposalByToken, proposalViewByToken } from "#app/server/proposals/queries.server";

import { handleBookingForm } from "./order-booking.server";
import { answer, notFound } from "./private-link.server";

export const DECLINE_REASON_MAX = 2_000;

const acceptSchema = z.object({
  name: signatureName({
    missing: acceptFormMessages.nameMissing,
    tooLong: acceptFormMessages.nameTooLong,
    hidden: acceptFormMessages.nameHidden,
    unprintable: acceptFormMessages.nameUnprintable,
  }),
  agree: z.literal("yes", { error: acceptFormMessages.agree }),
  contentHash: z.string().regex(/^[0-9a-f]{64}$/, proposalRefusals.changed),
});

const poSchema = z.object({
  poNumber: purchaseOrderNumber({
    missing: acceptFormMessages.poMissing,
    tooLong: acceptFormMessages.poTooLong,
    hidden: acceptFormMessages.poHidden,
    characters: acceptFormMessages.poCharacters,
  }),
});

async function refusalMessage(token: string, reason: Refusal): Promise<string> {
  if (reason === "expired") {
    const found = await findProposalByToken(token);
    return proposalRefusals.expired(found ? dayLabel(found.proposal.validUntil) : "its last day");
  }
  if (reason === "superseded") {
    const view = await proposalViewByToken(token);
    return proposalRefusals.superseded(view?.replacedBy ?? "in our latest email");
  }
  return proposalRefusals[reason];
}

const cardMessages = {
  "not-accepted": "Please accept the proposal before paying the deposit.",
  "not-card": "This proposal is paid by purchase order, not by card.",
  paid: "Your deposit is already paid. Thank you!",
  "nothing-due": "There is no deposit to pay on this proposal.",
  "not-found": "We couldn't find that proposal.",
} as const;

/** The proposal page's action: accept, decline, pay the deposit by card, or answer with a purchase order. */
export async function handleProposalForm(request: Request, token: string) {
  const here = `/proposal/${token}`;
  const form = await readForm(request);
  const intent = form.get("intent");

  if (intent === "accept") {
    const fields = textFields(form, ["name", "agree", "contentHash"]);
    const values = { name: fields.name ?? "" };
    const parsed = acceptSchema.safeParse(fields);
    if (!parsed.success) return answer({ form: "accept", errors: fieldErrorsOf(parsed.error), values }, 400);
    const picks = picksOf(form.entries());
    if (picks === "unreadable")
      return answer({ form: "accept", message: choiceRefusalMessage({ kind: "not-offered" }), values }, 400);
    const result = await acceptProposal(token, {
      name: parsed.data.name,
      contentHash: parsed.data.contentHash,
      client: clientAddress(request),
      userAgent: request.headers.get("user-agent") ?? "",
      choices: picks,
    });
    if (!result.ok && result.reason === "not-found") notFound();
    if (!result.ok && result.reason === "choices")
      return answer({ form: "accept", message: choiceRefusalMessage(result.refusal), values }, 400);
    if (!result.ok) return answer({ form: "accept", message: await refusalMessage(token, result.reason), values }, 409);
    return redirect(`${here}#accepted`, 303);
  }

  if (intent === "decline") {
    const reason = (textFields(form, ["reason"]).reason ?? "").trim();
    if (reason.length > DECLINE_REASON_MAX)
      return answer(
        {
          form: "decline",
          errors: { reason: acceptFormMessages.reasonTooLong },
          values: { reason: reason.slice(0, DECLINE_REASON_MAX) },
        },
        400,
      );
    const result = await declineProposal(token, reason);
    if (!result.ok && result.reason === "not-found") notFound();
    if (!result.ok) return answer({ form: "decline", message: await refusalMessage(token, result.reason) }, 409);
    return redirect(here, 303);
  }

  if (intent === "card") {
    if (getPaymentSettings().provider !== "test")
      return answer(
        {
          form: "card",
          message: "Please pay the deposit through the link to our card provider's secure form.",
        },
        400,
      );
    const fields = textFields(form, ["number", "expiry", "cvc"]);
    const checked = validateTestCardForm(
      { number: fields.number ?? "", expiry: fields.expiry ?? "", cvc: fields.cvc ?? "" },
      new Date(),
    );
    if (!checked.ok) return answer({ form: "card", errors: checked.errors as Record<string, string> }, 400);
    const started = await startDeposit(token, getPaymentProvider());
    if (!started.ok && started.reason === "not-found") notFound();
    if (!started.ok)
      return answer({ form: "card", message: cardMessages[started.reason] }, started.reason === "paid" ? 409 : 400);
    const confirmed = await confirmTestPayment({
      intentId: started.intentId,
      clientSecret: started.clientSecret,
      card: checked.card,
    });
    if (confirmed.outcome === "declined")
      return answer({ form: "card", message: "Your card was declined. Please try another card." }, 402);
    if (confirmed.outcome === "invalid_card")
      return answer({ form: "card", errors: { [confirmed.field]: confirmed.message } }, 400);
    if (confirmed.outcome === "not_found") return answer({ form: "card", message: cardMessages["not-found"] }, 404);
    return redirect(`${here}#payment`, 303);
  }

  if (intent === "book-delivery") {
    const refused = await handleBookingForm(form, token);
    return refused ?? redirect(`${here}#order`, 303);
  }

  if (intent === "purchase-order") {
    const fields = textFields(form, ["poNumber"]);
    const values = { poNumber: (fields.poNumber ?? "").slice(0, PO_NUMBER_MAX) };
    const parsed = poSchema.safeParse(fields);
    if (!parsed.success) return answer({ form: "purchase-order", errors: fieldErrorsOf(parsed.error), values }, 400);
    const result = await answerWithPurchaseOrder(token, parsed.data.poNumber);
    if (!result.ok && result.reason === "not-found") notFound();
    if (!result.ok) {
      const message = {
        "not-accepted": "Please accept the proposal before sending a purchase order.",
        "not-po": "This proposal is paid by card, not by purchase order.",
        paid: "Your deposit is already paid by card; we'll invoice the balance.",
        "not-found": cardMessages["not-found"],
      }[result.reason];
      return answer({ form: "purchase-order", message, values }, 409);
    }
    // With no stage due on acceptance, the order is kept and the proposal's page says so.
    return redirect(result.invoiceToken ? `/invoice/${result.invoiceToken}` : `${here}#payment`, 303);
  }

  return answer({ form: "accept", message: "That form could not be read. Please reload the page and try again." }, 400);
}
