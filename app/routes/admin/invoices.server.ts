/**
 * The invoices page's forms: record a payment by check, ACH or wire; send, pause or resume
 * reminders; void; and, with the test provider, simulate a bank transfer arriving.
 */
import { data } from "react-router";

import { simulatedTransferCents } from "#app/domain/billing/bank-transfers";
import { CREDIT_EXCESS_TO, creditNoteReason } from "#app/domain/billing/credit-notes";
import { PAYMENT_REFERENCE_MAX, RECORDED_METHODS } from "#app/domain/billing/invoices";
import { voidReason } from "#app/domain/billing/voiding";
import { dollarsToCents, formatCents } from "#app/domain/common/money";
import { z } from "#app/domain/common/zod";
import { isCalendarDay } from "#app/domain/time/calendar-day";
import type { AdminUser } from "#app/server/auth/admin-guard.server";
import { simulateTestTransfer, type TransferOutcome } from "#app/server/billing/bank-transfers.server";
import { sendInvoiceReminder } from "#app/server/billing/changes.server";
import { issueCreditNote } from "#app/server/billing/credit-notes.server";
import { recordInvoicePayment } from "#app/server/billing/ledger.server";
import { setRemindersPaused } from "#app/server/billing/reminders.server";
import { type ReissueResult, reissueVoidedStage } from "#app/server/billing/stage-triggers.server";
import { voidInvoice } from "#app/server/billing/voiding.server";
import { readForm, textFields } from "#app/server/http/form-data.server";

export interface InvoiceActionData {
  invoiceId?: number;
  tone: "success" | "error";
  message: string;
}

const paymentForm = z.object({
  invoiceId: z
    .string()
    .regex(/^\d{1,12}$/)
    .transform(Number),
  method: z.enum(RECORDED_METHODS, { error: "Choose check, ACH or wire." }),
  reference: z
    .string()
    .trim()
    .max(PAYMENT_REFERENCE_MAX, `Keep the reference under ${PAYMENT_REFERENCE_MAX} characters.`),
  paidOn: z.string().trim().refine(isCalendarDay, "Enter the day the payment arrived."),
  amount: z
    .string()
    .trim()
    // Left empty, it is what is left to pay.
    .regex(/^(\d{1,9}(\.\d{1,2})?)?$/, "Enter the amount received in dollars and cents, like 1250.00.")
    .optional()
    .transform((value) => (value ? dollarsToCents(value) : undefined)),
});

const answer = (body: InvoiceActionData, status = 200) => data<InvoiceActionData>(body, { status });

export async function handleInvoiceConsoleForm(request: Request, admin: AdminUser) {
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "record") {
    const parsed = paymentForm.safeParse(textFields(form, ["invoiceId", "method", "reference", "paidOn", "amount"]));
    if (!parsed.success)
      return answer({ tone: "error", message: parsed.error.issues.map((issue) => issue.message).join(" ") }, 400);
    const { invoiceId, amount, ...payment } = parsed.data;
    const result = await recordInvoicePayment(admin.actor, invoiceId, { ...payment, amountCents: amount });
    if (!result.ok && result.reason === "amount")
      return answer({ invoiceId, tone: "error", message: result.message }, 400);
    if (!result.ok)
      return answer(
        {
          invoiceId,
          tone: "error",
          message: result.reason === "void" ? "That invoice is void." : "That invoice no longer exists.",
        },
        404,
      );
    return answer({
      invoiceId,
      tone: "success",
      message: !result.changed
        ? "That invoice was already paid; nothing changed."
        : result.paidInFull
          ? "Payment recorded: the invoice is paid in full."
          : "Part payment recorded. The invoice stays open for the balance.",
    });
  }
  if (intent === "remind") {
    const id = textFields(form, ["invoiceId"]).invoiceId ?? "";
    if (!/^\d{1,12}$/.test(id)) return answer({ tone: "error", message: "That form could not be read." }, 400);
    const result = await sendInvoiceReminder(admin.actor, Number(id));
    if (!result.ok)
      return answer(
        {
          invoiceId: Number(id),
          tone: "error",
          message:
            result.reason === "not-open" ? "Only an open invoice gets a reminder." : "That invoice no longer exists.",
        },
        result.reason === "not-open" ? 409 : 404,
      );
    return answer({ invoiceId: Number(id), tone: "success", message: "Reminder on its way to the buyer." });
  }
  if (intent === "pause-reminders" || intent === "resume-reminders" || intent === "void") {
    return handleInvoiceHold(intent, form, admin);
  }
  if (intent === "simulate-transfer") return simulateTransfer(form, admin);
  if (intent === "credit-note") return creditNote(form, admin);
  if (intent === "reissue") return reissue(form, admin);
  return answer({ tone: "error", message: "That form could not be read. Please reload the page and try again." }, 400);
}

const invoiceId = z
  .string()
  .regex(/^\d{1,12}$/, "That form could not be read.")
  .transform(Number);
const pauseForm = z.object({ invoiceId });
const voidForm = z.object({ invoiceId, reason: voidReason });

/** Pausing or resuming an invoice's scheduled reminders, and voiding an invoice. */
async function handleInvoiceHold(
  intent: "pause-reminders" | "resume-reminders" | "void",
  form: FormData,
  admin: AdminUser,
) {
  if (intent === "void") {
    const parsed = voidForm.safeParse(textFields(form, ["invoiceId", "reason"]));
    if (!parsed.success)
      return answer({ tone: "error", message: parsed.error.issues.map((issue) => issue.message).join(" ") }, 400);
    const { invoiceId: id, reason } = parsed.data;
    const result = await voidInvoice(admin.actor, id, reason);
    if (!result.ok)
      return result.reason === "paid"
        ? answer(
            {
              invoiceId: id,
              tone: "error",
              message:
                "Money has been received on this invoice, so it cannot be voided: money received is corrected with a credit note.",
            },
            409,
          )
        : answer({ invoiceId: id, tone: "error", message: "That invoice no longer exists." }, 404);
    return answer({
      invoiceId: id,
      tone: "success",
      message: result.changed
        ? `${result.number} is void. Its number stays on record with your reason.`
        : `${result.number} was already void; nothing changed.`,
    });
  }
  const parsed = pauseForm.safeParse(textFields(form, ["invoiceId"]));
  if (!parsed.success) return answer({ tone: "error", message: "That form could not be read." }, 400);
  const paused = intent === "pause-reminders";
  const result = await setRemindersPaused(admin.actor, parsed.data.invoiceId, paused);
  if (!result.ok)
    return result.reason === "not-open"
      ? answer(
          { invoiceId: parsed.data.invoiceId, tone: "error", message: "Only an open invoice has reminders to pause." },
          409,
        )
      : answer({ invoiceId: parsed.data.invoiceId, tone: "error", message: "That invoice no longer exists." }, 404);
  return answer({
    invoiceId: parsed.data.invoiceId,
    tone: "success",
    message: paused
      ? "Reminders paused for this invoice. Resume them whenever you like."
      : "Reminders resumed: the next one goes out on schedule.",
  });
}

const REISSUE_REFUSALS: Record<Exclude<ReissueResult, { ok: true }>["reason"], [number, string]> = {
  "not-found": [404, "That invoice no longer exists."],
  "not-void": [409, "Only a void invoice is issued again."],
  "not-a-stage": [409, "That invoice is not a stage of a payment schedule, so there is nothing to issue again."],
  "already-reissued": [409, "That stage has a live invoice already; nothing changed."],
  "not-accepted": [409, "Its proposal is no longer accepted, so its schedule bills nothing."],
  "no-stage": [409, "Its stage is no longer in the schedule."],
  "billed-outside-schedule": [409, "Its proposal was billed outside a payment schedule."],
};

/** Issuing a voided stage's invoice again. */
async function reissue(form: FormData, admin: AdminUser) {
  const parsed = pauseForm.safeParse(textFields(form, ["invoiceId"]));
  if (!parsed.success) return answer({ tone: "error", message: "That form could not be read." }, 400);
  const result = await reissueVoidedStage(admin.actor, parsed.data.invoiceId);
  if (!result.ok) {
    const [status, message] = REISSUE_REFUSALS[result.reason];
    return answer({ invoiceId: parsed.data.invoiceId, tone: "error", message }, status);
  }
  return answer({
    invoiceId: result.invoice.id,
    tone: "success",
    message: `${result.invoice.number} issued in place of ${result.voided}, for ${formatCents(result.invoice.amountCents)}, and emailed to the buyer.`,
  });
}

const creditNoteForm = z.object({
  invoiceId,
  amount: z
    .string({ error: "Enter the amount to credit in dollars and cents, like 250.00." })
    .trim()
    .regex(/^\d{1,9}(\.\d{1,2})?$/, "Enter the amount to credit in dollars and cents, like 250.00.")
    .transform(dollarsToCents),
  reason: creditNoteReason,
  excessTo: z.enum(CREDIT_EXCESS_TO, { error: "Choose whether money paid beyond is kept as credit or refunded." }),
});

async function creditNote(form: FormData, admin: AdminUser) {
  const parsed = creditNoteForm.safeParse(textFields(form, ["invoiceId", "amount", "reason", "excessTo"]));
  if (!parsed.success)
    return answer({ tone: "error", message: parsed.error.issues.map((issue) => issue.message).join(" ") }, 400);
  const { invoiceId: id, amount, reason, excessTo } = parsed.data;
  const result = await issueCreditNote(admin.actor, id, { amountCents: amount, reason, excessTo });
  if (!result.ok) {
    if (result.reason === "amount") return answer({ invoiceId: id, tone: "error", message: result.message }, 400);
    const refusals = {
      "not-found": [404, "That invoice no longer exists."],
      void: [409, "That invoice is void: there is nothing to credit."],
      unpaid: [409, "Nothing was received on this invoice yet: void it instead, and issue a new one if needed."],
    } as const;
    const [status, message] = refusals[result.reason];
    return answer({ invoiceId: id, tone: "error", message }, status);
  }
  const moved =
    result.excessCents > 0
      ? ` ${formatCents(result.excessCents)} already paid beyond the new amount was ${excessTo === "credit" ? "kept as the buyer's credit" : "flagged for a refund under Payments"}.`
      : "";
  return answer({
    invoiceId: id,
    tone: "success",
    message: `Credit note ${result.number} issued and emailed to the buyer.${result.settled ? " The invoice is settled." : ""}${moved}`,
  });
}

async function simulateTransfer(form: FormData, admin: AdminUser) {
  const fields = textFields(form, ["invoiceId", "amount"]);
  const id = fields.invoiceId ?? "";
  if (!/^\d{1,12}$/.test(id)) return answer({ tone: "error", message: "That form could not be read." }, 400);
  const amount = simulatedTransferCents(fields.amount ?? "");
  if (!amount.ok) return answer({ invoiceId: Number(id), tone: "error", message: amount.message }, 400);
  const result = await simulateTestTransfer(admin.actor, Number(id), amount.cents);
  if (!result.ok) {
    const refusals = {
      "not-test": [404, "Simulated transfers are only for the built-in test payments."],
      "not-found": [404, "That invoice no longer exists."],
      void: [409, "That invoice is void."],
    } as const;
    const [status, message] = refusals[result.reason];
    return answer({ invoiceId: Number(id), tone: "error", message }, status);
  }
  return answer({ invoiceId: Number(id), tone: "success", message: transferMessage(result.outcome) });
}

function transferMessage(outcome: TransferOutcome): string {
  if (outcome.kind !== "matched") return "The transfer was held for you: it matched no buyer.";
  const parts = [
    outcome.paidInvoiceIds.length ? `${outcome.paidInvoiceIds.length} invoice(s) paid in full` : null,
    outcome.partInvoiceIds.length ? `${outcome.partInvoiceIds.length} partly paid` : null,
    outcome.creditCents > 0 ? `${formatCents(outcome.creditCents)} kept as a credit for the next invoice` : null,
  ].filter(Boolean);
  return `Transfer received: ${parts.join("; ") || "nothing was owed"}.`;
}
