/** The Payments page's form: the owner marks held money refunded or applied. */
import { data } from "react-router";

import { HELD_NOTE_MAX, HELD_RESOLUTIONS } from "#app/domain/billing/ledger";
import { z } from "#app/domain/common/zod";
import type { AdminUser } from "#app/server/auth/admin-guard.server";
import { resolveHeldPayment } from "#app/server/billing/held-payments.server";
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
});

const answer = (body: PaymentsActionData, status = 200) => data<PaymentsActionData>(body, { status });

export async function handlePaymentsForm(request: Request, admin: AdminUser) {
  const parsed = resolveForm.safeParse(textFields(await readForm(request), ["heldId", "resolution", "note"]));
  if (!parsed.success)
    return answer({ tone: "error", message: parsed.error.issues.map((issue) => issue.message).join(" ") }, 400);
  const { heldId, resolution, note } = parsed.data;
  const result = await resolveHeldPayment(admin.actor, heldId, { kind: resolution, note });
  if (!result.ok) return answer({ tone: "error", message: "That payment no longer exists." }, 404);
  return answer({
    tone: "success",
    message: result.changed
      ? `Marked ${resolution}. It is in Activity.`
      : "That payment was already settled; nothing changed.",
  });
}
