/**
 * The buyer's forms on /change-order/<token>: accept with a typed name, or
 * decline. Each is answered with the page again and a 4xx with the reason,
 * never a 5xx, or a redirect once something changed.
 */
import { data, redirect } from "react-router";

import { acceptFormMessages } from "#app/content/proposals/proposals";
import { fieldErrorsOf, z } from "#app/domain/common/zod";
import { signatureName } from "#app/domain/proposals/buyer-answers";
import type { ChangeOrderFormState } from "#app/domain/proposals/change-order-views";
import { clientAddress } from "#app/server/http/client-address.server";
import { readForm, textFields, UNREADABLE_FORM_MESSAGE } from "#app/server/http/form-data.server";
import {
  acceptChangeOrder,
  type ChangeOrderRefusal,
  declineChangeOrder,
} from "#app/server/proposals/change-orders.server";

import { notFound } from "./private-link.server";

const REASON_MAX = 2_000;

export const changeOrderRefusals: Record<ChangeOrderRefusal, string> = {
  accepted: "You've already accepted this change. Thank you!",
  declined: "You declined this change, so it can no longer be accepted. Get in touch if you've changed your mind.",
  withdrawn: "We've withdrawn this change, so it can no longer be accepted. Please get in touch with any questions.",
  superseded: "A newer change order replaces this one. Please use the link in our latest email.",
  draft: "This change order isn't ready yet.",
  expired: "This change has expired, so it can no longer be accepted. Get in touch and we'll gladly send a fresh one.",
  changed: "Your payments on this change moved while you were reading it. Please read it again before accepting.",
  "cannot-apply": "This change can't be applied to your order as it stands. We'll be in touch with a new one.",
};

const acceptSchema = z.object({
  name: signatureName({
    missing: acceptFormMessages.nameMissing,
    tooLong: acceptFormMessages.nameTooLong,
    hidden: acceptFormMessages.nameHidden,
    unprintable: acceptFormMessages.nameUnprintable,
  }),
  agree: z.literal("yes", { error: "Please tick “I agree” to accept the change." }),
  contentHash: z.string().regex(/^[0-9a-f]{64}$/, changeOrderRefusals.changed),
});

const answer = (state: ChangeOrderFormState, status: number) => data<ChangeOrderFormState>(state, { status });

export async function handleChangeOrderForm(request: Request, token: string) {
  const here = `/change-order/${token}`;
  const form = await readForm(request);
  const intent = form.get("intent");

  if (intent === "accept") {
    const fields = textFields(form, ["name", "agree", "contentHash"]);
    const values = { name: (fields.name ?? "").slice(0, 200) };
    const parsed = acceptSchema.safeParse(fields);
    if (!parsed.success) return answer({ form: "accept", errors: fieldErrorsOf(parsed.error), values }, 400);
    const result = await acceptChangeOrder(token, {
      name: parsed.data.name,
      contentHash: parsed.data.contentHash,
      client: clientAddress(request),
      userAgent: request.headers.get("user-agent") ?? "",
    });
    if (!result.ok && result.reason === "not-found") notFound();
    if (!result.ok)
      return answer({ form: "accept", message: result.message ?? changeOrderRefusals[result.reason], values }, 409);
    return redirect(here, 303);
  }

  if (intent === "decline") {
    const reason = (textFields(form, ["reason"]).reason ?? "").trim();
    if (reason.length > REASON_MAX)
      return answer(
        {
          form: "decline",
          errors: { reason: acceptFormMessages.reasonTooLong },
          values: { reason: reason.slice(0, REASON_MAX) },
        },
        400,
      );
    const result = await declineChangeOrder(token, reason);
    if (!result.ok && result.reason === "not-found") notFound();
    if (!result.ok) return answer({ form: "decline", message: changeOrderRefusals[result.reason] }, 409);
    return redirect(here, 303);
  }

  return answer({ form: "accept", message: UNREADABLE_FORM_MESSAGE }, 400);
}
