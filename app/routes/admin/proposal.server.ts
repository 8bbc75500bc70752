/**
 * The console's proposal forms: the draft editor (save, line operations,
 * send) and the buttons of a sent version (revise, withdraw, record an
 * out-of-state delivery). A schedule's stages are invoiced from the
 * production board, not here. Each answers with the state the page shows, or a redirect.
 */
import { data, redirect } from "react-router";

import { STAGES_MAX } from "#app/domain/billing/schedule";
import {
  applyStageOperation,
  parseStageOperation,
  STAGE_FIELD_NAMES,
  type StageFormValues,
  stageRowsOf,
} from "#app/domain/billing/schedule-form";
import {
  applyLineOperation,
  DRAFT_SETTING_FIELDS,
  type DraftFormValues,
  draftFormValues,
  lineOutcome,
  parseDraftForm,
  parseLineOperation,
} from "#app/domain/proposals/draft";
import type { DraftFormState } from "#app/domain/proposals/views";
import { businessDay } from "#app/domain/time/business-time";
import type { AdminUser } from "#app/server/auth/admin-guard.server";
import { readForm, textFields } from "#app/server/http/form-data.server";
import {
  reviseProposal,
  saveDraft,
  sendProposal,
  withdrawProposal,
} from "#app/server/proposals/console-changes.server";
import { draftTaxView, storedDraft } from "#app/server/proposals/console-queries.server";
import { settleDraftRate } from "#app/server/proposals/draft-rate.server";

export interface ProposalActionData {
  draft?: DraftFormState;
  notice?: { tone: "success" | "error"; message: string };
}

/** The draft form's single-valued fields; its lines come as repeated description, quantity and price fields. */
const DRAFT_FIELDS = DRAFT_SETTING_FIELDS;

const strings = (form: FormData, key: string) =>
  form.getAll(key).map((value) => (typeof value === "string" ? value : ""));

function valuesOf(form: FormData): DraftFormValues {
  const fields = textFields(form, DRAFT_FIELDS);
  const descriptions = strings(form, "description");
  const quantities = strings(form, "quantity");
  const prices = strings(form, "price");
  const offers = strings(form, "offer");
  const groups = strings(form, "group");
  return {
    lines: descriptions.map((description, i) => ({
      description,
      quantity: quantities[i] ?? "",
      price: prices[i] ?? "",
      offer: offers[i] ?? "included",
      group: groups[i] ?? "",
    })),
    street: fields.street ?? "",
    city: fields.city ?? "",
    state: fields.state ?? "",
    zip: fields.zip ?? "",
    taxBuyerKind: fields.taxBuyerKind ?? "",
    claim: fields.claim ?? "none",
    federalPayment: fields.federalPayment ?? "",
    permit: fields.permit ?? "",
    reason: fields.reason ?? "",
    paper: fields.paper ?? "",
    taxCode: fields.taxCode ?? "",
    stages: stageRowsFrom(form),
    paymentTerms: fields.paymentTerms ?? "",
    validUntil: fields.validUntil ?? "",
    terms: fields.terms ?? "",
  };
}

/** The schedule's rows, from their repeated fields. */
function stageRowsFrom(form: FormData): StageFormValues[] {
  return stageRowsOf({
    name: strings(form, STAGE_FIELD_NAMES.name),
    shareKind: strings(form, STAGE_FIELD_NAMES.shareKind),
    share: strings(form, STAGE_FIELD_NAMES.share),
    trigger: strings(form, STAGE_FIELD_NAMES.trigger),
    detail: strings(form, STAGE_FIELD_NAMES.detail),
  });
}

const notice = (tone: "success" | "error", message: string, status = 200) =>
  data<ProposalActionData>({ notice: { tone, message } }, { status });

export async function handleProposalConsoleForm(request: Request, admin: AdminUser, proposalId: number) {
  const form = await readForm(request);
  const intent = form.get("intent") ?? "save";
  const actor = admin.actor;

  if (intent === "save" || intent === "send") {
    const values = valuesOf(form);
    const now = new Date();
    const stageOp = parseStageOperation(
      typeof form.get("stageOp") === "string" ? (form.get("stageOp") as string) : undefined,
    );
    // A stage button changes the rows on the page only: a new row is blank until the owner fills it in and saves.
    const stored = await storedDraft(proposalId);
    if (stored === undefined) throw data(null, { status: 404 });
    if (stageOp) {
      if (values.stages.length > STAGES_MAX)
        return data<ProposalActionData>(
          { draft: { values, errors: { schedule: `A schedule has at most ${STAGES_MAX} stages.` } } },
          { status: 400 },
        );
      return data<ProposalActionData>({
        draft: { values: { ...values, stages: applyStageOperation(values.stages, stageOp) } },
      });
    }
    const parsed = parseDraftForm(
      {
        descriptions: strings(form, "description"),
        quantities: strings(form, "quantity"),
        prices: strings(form, "price"),
        offers: strings(form, "offer"),
        groups: strings(form, "group"),
        fields: textFields(form, DRAFT_FIELDS),
        stages: values.stages,
        units: stored.units,
      },
      businessDay(now),
    );
    if (!parsed.ok) return data<ProposalActionData>({ draft: { values, errors: parsed.errors } }, { status: 400 });
    // The rate is decided before the save's transaction: DOR's lookup may take a moment.
    const settled = await settleDraftRate(parsed.content, stored.rate, parsed.ownerChoice, now);
    const op = parseLineOperation(typeof form.get("op") === "string" ? (form.get("op") as string) : undefined);
    const lines = op ? applyLineOperation(parsed.content.lines, op) : parsed.content.lines;
    const content = { ...parsed.content, lines, rate: settled.rate };
    const lineChange = op ? lineOutcome(parsed.content.lines, op) : undefined;
    const tax = draftTaxView(content, settled, now);
    const saved = await saveDraft(actor, proposalId, content, now);
    if (!saved.ok && saved.reason === "not-found") throw data(null, { status: 404 });
    if (!saved.ok)
      return data<ProposalActionData>(
        {
          draft: {
            values,
            errors: {
              form: "This version was sent meanwhile, so it can no longer change. Revise it to make the next version.",
            },
          },
        },
        { status: 409 },
      );
    if (intent === "save")
      return data<ProposalActionData>({ draft: { values: draftFormValues(content), saved: true, lineChange, tax } });
    const sent = await sendProposal(actor, proposalId, now);
    if (sent.ok) return redirect(`/admin/proposals/${proposalId}?sent=1`, 303);
    if (sent.reason === "incomplete")
      return data<ProposalActionData>(
        { draft: { values: draftFormValues(content), problems: sent.problems, tax } },
        { status: 400 },
      );
    const why = {
      "not-found": "This proposal no longer exists.",
      "not-draft": "This version was already sent.",
      accepted: "The buyer has accepted an earlier version, so this one can't be sent. Their acceptance stands.",
    }[sent.reason];
    return data<ProposalActionData>(
      { draft: { values: draftFormValues(content), errors: { form: why }, tax } },
      { status: 409 },
    );
  }

  if (intent === "revise") {
    const revised = await reviseProposal(actor, proposalId);
    if (revised.ok) return redirect(`/admin/proposals/${revised.id}`, 303);
    if (revised.reason === "not-found") throw data(null, { status: 404 });
    return notice(
      "error",
      "The buyer accepted a version of this proposal, so it can't be revised. Their acceptance stands.",
      409,
    );
  }

  if (intent === "withdraw") {
    const withdrawn = await withdrawProposal(actor, proposalId);
    if (withdrawn.ok) return notice("success", "Withdrawn. The buyer's link now says so.");
    if (withdrawn.reason === "not-found") throw data(null, { status: 404 });
    return notice("error", "Only a sent proposal the buyer hasn't answered can be withdrawn.", 409);
  }

  return notice("error", "That form could not be read. Please reload the page and try again.", 400);
}
