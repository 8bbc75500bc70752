/**
 * The buyer's forms on /proposal/<token> and /invoice/<token>: read, checked,
 * acted on, and answered with the state the page shows again (a 4xx with the
 * reason, never a 5xx), or a redirect once something changed.
 */
import { data, redirect } from "react-router";

import { acceptFormMessages, type BuyerFormState, proposalRefusals } from "#app/content/proposals";
import { fieldErrorsOf, z } from "#app/domain/common/zod";
import { PO_NUMBER_MAX } from "#app/domain/invoices/invoices";
import { validateTestCardForm } from "#app/domain/payments/test-card-form";
import { isWellFormedToken } from "#app/domain/proposals/reference";
import { dayLabel } from "#app/domain/time/calendar-day";
import { confirmTestPayment } from "#app/server/billing/settlements.server";
import { clientAddress } from "#app/server/http/client-address.server";
import { readForm, textFields } from "#app/server/http/form-data.server";
import { startInvoiceCardPayment } from "#app/server/invoices/changes.server";
import { getPaymentProvider } from "#app/server/payments/payments.server";
import { getPaymentSettings } from "#app/server/payments/settings.server";

import { acceptProposal, answerWithPurchaseOrder, declineProposal, type Refusal, startDeposit } from "./changes.server";
import { findProposalByToken, proposalViewByToken } from "./queries.server";

export const ACCEPT_NAME_MAX = 120;
export const DECLINE_REASON_MAX = 2_000;

/** An unknown or malformed token: the site's 404, the same for both, so a guess learns nothing. */
export function notFound(): never {
  throw data(null, { status: 404 });
}

export function requireToken(token: string | undefined): string {
  if (!token || !isWellFormedToken(token)) notFound();
  return token;
}

const acceptSchema = z.object({
  name: z
    .string({ error: acceptFormMessages.nameMissing })
    .trim()
    .min(1, acceptFormMessages.nameMissing)
    .max(ACCEPT_NAME_MAX, acceptFormMessages.nameTooLong)
    .refine((value) => !/\p{Cc}/u.test(value), acceptFormMessages.nameMissing),
  agree: z.literal("yes", { error: acceptFormMessages.agree }),
  contentHash: z.string().regex(/^[0-9a-f]{64}$/, proposalRefusals.changed),
});

const poSchema = z.object({
  poNumber: z
    .string({ error: acceptFormMessages.poMissing })
    .trim()
    .min(1, acceptFormMessages.poMissing)
    .max(PO_NUMBER_MAX, acceptFormMessages.poTooLong)
    .refine((value) => !/\p{Cc}/u.test(value), acceptFormMessages.poMissing),
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

const answer = (state: BuyerFormState, status: number) => data<BuyerFormState>(state, { status });

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
    const result = await acceptProposal(token, {
      name: parsed.data.name,
      contentHash: parsed.data.contentHash,
      client: clientAddress(request),
      userAgent: request.headers.get("user-agent") ?? "",
    });
    if (!result.ok && result.reason === "not-found") notFound();
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
    return redirect(`/invoice/${result.invoiceToken}`, 303);
  }

  return answer({ form: "accept", message: "That form could not be read. Please reload the page and try again." }, 400);
}

/** The invoice page's action: pay a balance invoice by card (the test provider's form). */
export async function handleInvoiceForm(request: Request, token: string) {
  const form = await readForm(request);
  if (form.get("intent") !== "card")
    return answer(
      { form: "invoice-card", message: "That form could not be read. Please reload the page and try again." },
      400,
    );
  if (getPaymentSettings().provider !== "test")
    return answer(
      {
        form: "invoice-card",
        message: "Please pay this invoice by ACH, wire or check as shown, or call us to pay by card.",
      },
      400,
    );
  const fields = textFields(form, ["number", "expiry", "cvc"]);
  const checked = validateTestCardForm(
    { number: fields.number ?? "", expiry: fields.expiry ?? "", cvc: fields.cvc ?? "" },
    new Date(),
  );
  if (!checked.ok) return answer({ form: "invoice-card", errors: checked.errors as Record<string, string> }, 400);
  const started = await startInvoiceCardPayment(token, getPaymentProvider());
  if (!started.ok && started.reason === "not-found") notFound();
  if (!started.ok)
    return answer(
      {
        form: "invoice-card",
        message:
          started.reason === "paid"
            ? "This invoice is already paid. Thank you!"
            : "This invoice is paid by purchase order: please use the details below.",
      },
      409,
    );
  const confirmed = await confirmTestPayment({
    intentId: started.intentId,
    clientSecret: started.clientSecret,
    card: checked.card,
  });
  if (confirmed.outcome === "declined")
    return answer({ form: "invoice-card", message: "Your card was declined. Please try another card." }, 402);
  if (confirmed.outcome === "invalid_card")
    return answer({ form: "invoice-card", errors: { [confirmed.field]: confirmed.message } }, 400);
  if (confirmed.outcome === "not_found") notFound();
  return redirect(`/invoice/${token}`, 303);
}
