/**
 * The build sheet's forms: a home's note for the workshop, and a mistaken
 * photo removed. Each is checked here and answered with a notice (a 4xx with
 * the reason and nothing changed when refused).
 */
import { data } from "react-router";

import { parseFields } from "#app/domain/console/form-result";
import { buildNoteForm, FORM_UNREADABLE, removePhotoForm } from "#app/domain/production/forms";
import type { AdminUser } from "#app/server/auth/admin-guard.server";
import { readForm, textFields } from "#app/server/http/form-data.server";
import { removeUnitPhoto, setUnitBuildNote } from "#app/server/production/build-sheet.server";

export interface BuildSheetAnswer {
  notice: { tone: "success" | "error"; text: string };
  /** The home whose note was refused, and what was typed, so the form shows it again. */
  unitId?: number;
  note?: string;
}

const answer = (status: number, body: BuildSheetAnswer) => data(body, { status });
const GONE = "That home or photo is not part of this order. The sheet below is up to date.";

export async function handleBuildSheetForm(request: Request, admin: AdminUser, proposalId: number) {
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "unit-note") {
    const fields = textFields(form, ["unitId", "note"]);
    const parsed = parseFields(buildNoteForm, fields);
    if (!parsed.ok) {
      const unitId = /^\d{1,12}$/.test(fields.unitId ?? "") ? Number(fields.unitId) : undefined;
      const text = parsed.errors.note ?? parsed.errors.unitId ?? FORM_UNREADABLE;
      return answer(400, { notice: { tone: "error", text }, unitId, note: fields.note ?? "" });
    }
    const result = await setUnitBuildNote(admin.actor, { proposalId, ...parsed.data });
    if (!result.ok) return answer(404, { notice: { tone: "error", text: GONE } });
    const text = !result.changed
      ? `${result.label}: the note is already that.`
      : parsed.data.note
        ? `${result.label}: the note is saved.`
        : `${result.label}: the note is cleared.`;
    return answer(200, { notice: { tone: "success", text } });
  }
  if (intent === "remove-photo") {
    const parsed = parseFields(removePhotoForm, textFields(form, ["photoId"]));
    if (!parsed.ok) return answer(400, { notice: { tone: "error", text: FORM_UNREADABLE } });
    const result = await removeUnitPhoto(admin.actor, { proposalId, photoId: parsed.data.photoId });
    if (!result.ok) return answer(404, { notice: { tone: "error", text: GONE } });
    return answer(200, { notice: { tone: "success", text: `Removed the photo of ${lowerFirst(result.label)}.` } });
  }
  return answer(400, { notice: { tone: "error", text: FORM_UNREADABLE } });
}

const lowerFirst = (text: string) => (text.startsWith("The ") ? `the ${text.slice(4)}` : text);
