/**
 * The console's change order forms: save a draft (new or edited), send it,
 * withdraw one. Checked on the server (the guard checked role and origin),
 * each answered with the page's state or a notice, never a 5xx.
 */
import { data } from "react-router";

import {
  CHANGE_ORDER_LINES_MAX,
  type ChangeOrderFormValues,
  parseChangeOrderForm,
} from "#app/domain/proposals/change-orders";
import type { AdminUser } from "#app/server/auth/admin-guard.server";
import { readForm, textFields, UNREADABLE_FORM_MESSAGE } from "#app/server/http/form-data.server";
import { saveChangeOrderDraft, sendChangeOrder, withdrawChangeOrder } from "#app/server/proposals/change-orders.server";

export interface ChangeOrderActionData {
  /** The draft form as typed, with what to mend; `id` is the draft edited (null for a new one). */
  draft?: { id: number | null; values: ChangeOrderFormValues; errors: Record<string, string> };
  notice?: { tone: "success" | "error"; message: string };
}

const notice = (tone: "success" | "error", message: string, status = 200) =>
  data<ChangeOrderActionData>({ notice: { tone, message } }, { status });

const strings = (form: FormData, key: string) =>
  form
    .getAll(key)
    .slice(0, CHANGE_ORDER_LINES_MAX + 1)
    .map((value) => (typeof value === "string" ? value : ""));

/** An id field: a positive whole number, or null. */
function idOf(value: string | undefined): number | null {
  if (!value || !/^\d{1,12}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 ? id : null;
}

const sendRefusals = {
  "not-found": "That change order no longer exists.",
  "not-accepted": "Only an accepted proposal takes change orders.",
  "not-draft": "That change order was sent already; it can't change.",
  past: "Its last day has passed: give it a later day, save, then send.",
} as const;

export async function handleChangeOrderConsoleForm(request: Request, admin: AdminUser, proposalId: number) {
  const actor = { id: admin.id, email: admin.email };
  const form = await readForm(request);
  const fields = textFields(form, ["intent", "changeOrderId", "note", "validUntil"]);
  const changeOrderId = idOf(fields.changeOrderId);

  if (fields.intent === "save") {
    const descriptions = strings(form, "description");
    const quantities = strings(form, "quantity");
    const prices = strings(form, "price");
    const values: ChangeOrderFormValues = {
      lines: descriptions.map((description, i) => ({
        description: description.slice(0, 400),
        quantity: (quantities[i] ?? "").slice(0, 20),
        price: (prices[i] ?? "").slice(0, 30),
      })),
      note: (fields.note ?? "").slice(0, 4_000),
      validUntil: (fields.validUntil ?? "").slice(0, 20),
    };
    const parsed = parseChangeOrderForm(values);
    if (!parsed.ok)
      return data<ChangeOrderActionData>(
        { draft: { id: changeOrderId, values, errors: parsed.errors } },
        { status: 400 },
      );
    const saved = await saveChangeOrderDraft(actor, proposalId, parsed.draft, changeOrderId);
    if (saved.ok) return notice("success", `Saved ${saved.number}. Check its effect below, then send it.`);
    if (saved.reason === "not-found") throw data(null, { status: 404 });
    return notice(
      "error",
      saved.reason === "not-accepted"
        ? "Only an accepted proposal takes change orders."
        : "That change order was sent already; draft a new one instead.",
      409,
    );
  }

  if (fields.intent === "send" && changeOrderId !== null) {
    const sent = await sendChangeOrder(actor, changeOrderId);
    if (sent.ok)
      return notice(
        "success",
        `Sent ${sent.number}. The buyer has its link in their inbox.${sent.superseded.length > 0 ? ` It replaces ${sent.superseded.join(", ")}.` : ""}`,
      );
    return notice("error", sent.reason === "effect" ? sent.message : sendRefusals[sent.reason], 409);
  }

  if (fields.intent === "withdraw" && changeOrderId !== null) {
    const withdrawn = await withdrawChangeOrder(actor, changeOrderId);
    if (withdrawn.ok) return notice("success", `Withdrew ${withdrawn.number}. Its link now says so.`);
    return notice(
      "error",
      withdrawn.reason === "not-found"
        ? "That change order no longer exists."
        : "Only a draft, or a change order the buyer hasn't answered, can be withdrawn.",
      409,
    );
  }

  return notice("error", UNREADABLE_FORM_MESSAGE, 400);
}
