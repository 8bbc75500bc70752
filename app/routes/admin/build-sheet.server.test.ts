import { describe, expect, it } from "vitest";

import { STAGE_NOTE_MAX } from "#app/domain/production/forms";
import type { AdminUser } from "#app/server/auth/admin-guard.server";

import { type BuildSheetAnswer, handleBuildSheetForm } from "./build-sheet.server";

/** Bad input on the build sheet is a 400 with its reason, before anything is read or stored. */

const admin = { actor: { id: null, email: "owner@nestz.example" } } as unknown as AdminUser;

async function post(body: Record<string, string>) {
  const answer = await handleBuildSheetForm(
    new Request("http://localhost/admin/production/1/build-sheet", { method: "POST", body: new URLSearchParams(body) }),
    admin,
    1,
  );
  return { status: answer.init?.status, ...(answer.data as BuildSheetAnswer) };
}

describe("the build sheet's forms", () => {
  it("refuse an unknown form and a photo that is not named by its number", async () => {
    expect((await post({ intent: "other" })).status).toBe(400);
    expect((await post({ intent: "remove-photo", photoId: "../1" })).status).toBe(400);
    expect((await post({ intent: "remove-photo", photoId: "0" })).status).toBe(400);
  });

  it("refuse a note too long or with hidden characters, and give back what was typed", async () => {
    const long = "a".repeat(STAGE_NOTE_MAX + 1);
    expect(await post({ intent: "unit-note", unitId: "4", note: long })).toMatchObject({
      status: 400,
      notice: { tone: "error", text: `Keep the note under ${STAGE_NOTE_MAX} characters.` },
      unitId: 4,
      note: long,
    });
    expect(await post({ intent: "unit-note", unitId: "4", note: "Sage\u202Egreen" })).toMatchObject({
      status: 400,
      notice: { text: "Hidden or control characters can't be used." },
    });
    expect((await post({ intent: "unit-note", unitId: "x", note: "Sage green" })).status).toBe(400);
  });
});
