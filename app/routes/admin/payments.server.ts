/** The Payments page's form: the owner marks held money refunded, or applies it to an open invoice. */
import { data } from "react-router";

import { HELD_NOTE_MAX, HELD_RESOLUTIONS } from "#app/domain/billing/ledger";
import { z } from "#app/domain/common/zod";
import type { AdminUser } from "#app/server/auth/admin-guard.server";
import { applyHeldPayment, resolveHeldPayment } from "#app/server/billing/held-payments.server";
import { readForm, textFields, UNREADABLE_FORM_MESSAGE } from "#app/server/http/form-data.server";

export interface PaymentsActionData {
  tone: "success" | "error";
  message: string;
}

const resolveForm = z.object({
  heldId: z
    .string()
    .regex(/^\d{1,12}$/, UNREADABLE_FORM_MESSAGE)
    .transform(Number),
  resolution: z.enum(HELD_RESOLUTIONS, { error: "Choose refunded or applied." }),
  note: z.string().trim().max(HELD_NOTE_MAX, `Keep the note under ${HELD_NOTE_MAX} characters.`).default(""),
  invoice: z.string().trim().toUpperCase().default(""),
});

const INVOICE_NUMBER = /^INV-\d{4,9}$/;

const answer = (body: PaymentsActionData, status = 200) => data<PaymentsActionData>(body, { status });

export async function handlePaymentsForm(request: Request, admin: AdminUser) {
  const parsed = resolveForm.safeParse(
    textFields(await readForm(request), ["heldId", "resolution", "note", "invoice"]),
  );
  if (!parsed.success)
    return answer({ tone: "error", message: parsed.error.issues.map((issue) => issue.message).join(" ") }, 400);
  const { heldId, resolution, note, invoice } = parsed.data;
  if (resolution === "applied") return apply(admin, heldId, invoice, note);
  const result = await resolveHeldPayment(admin.actor, heldId, { kind: resolution, note });
  if (!result.ok) return answer({ tone: "error", message: "That payment no longer exists." }, 404);
  return answer({
    tone: "success",
    message: result.changed
      ? `Marked ${resolution}. It is in Activity.`
      : "That payment was already settled; nothing changed.",
  });
}

/** Applying held money is a payment of an open invoice in the ledger (docs/decisions/0109), not a mark. */
async function apply(admin: AdminUser, heldId: number, invoice: string, note: string) {
  if (!INVOICE_NUMBER.test(invoice))
    return answer({ tone: "error", message: "Enter the number of the open invoice it pays, like INV-0042." }, 400);
  const result = await applyHeldPayment(admin.actor, heldId, invoice, note);
  if (!result.ok) {
    if (result.reason === "amount") return answer({ tone: "error", message: result.message }, 409);
    const refusals = {
      "not-found": [404, "That payment no longer exists."],
      "no-invoice": [404, `There is no invoice ${invoice}.`],
      "not-open": [409, `${invoice} is not open: only an open invoice can be paid with it.`],
      currency: [409, "Only money in US dollars can pay an invoice; refund this one."],
    } as const;
    const [status, message] = refusals[result.reason];
    return answer({ tone: "error", message }, status);
  }
  return answer({
    tone: "success",
    message: result.changed
      ? `Applied to ${result.number}: it is in the payments ledger${result.paidInFull ? ", and the invoice is paid in full" : ""}. It is in Activity.`
      : "That payment was already settled; nothing changed.",
  });
}
