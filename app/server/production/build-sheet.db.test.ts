/** The workshop's build sheet: what was accepted, home by home; the owner's notes and photo removals, each audited. */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { getDb } from "#app/server/db/client.server";
import { auditLog, orderUnitPhotoFiles, orderUnitPhotos, orderUnits, proposals } from "#app/server/db/schema.server";
import { acceptProposal } from "#app/server/proposals/changes.server";
import { saveDraft } from "#app/server/proposals/console-changes.server";
import { draftContentOf } from "#app/server/proposals/queries.server";
import { pricedDraft, sendDraft, storeQuoteRequest } from "#tests/support/proposal-fixtures";
import { makeImage } from "#tests/support/test-images";

import { buildSheetOf, removeUnitPhoto, setUnitBuildNote } from "./build-sheet.server";
import { markStage } from "./changes.server";
import { prepareUnitPhotos } from "./unit-photos.server";

const owner = { id: null, email: "owner@nestz.example" };

/** A purchase of two homes with a kitchen on each and paint on one, accepted. */
async function acceptedOrder() {
  const request = await storeQuoteRequest({ units: 2, options: ["kitchen"], message: "Sage green, please." });
  const draftId = await pricedDraft(request.id, 3_000_000);
  const [draft] = await getDb().select().from(proposals).where(eq(proposals.id, draftId));
  if (!draft) throw new Error("the draft is missing");
  const content = draftContentOf(draft);
  const lines = [...content.lines, { description: "Custom paint", quantity: 1, unitPriceCents: 150_000 }];
  expect(await saveDraft(owner, draftId, { ...content, lines })).toMatchObject({ ok: true });
  const { token, proposal, contentHash } = await sendDraft(draftId);
  await acceptProposal(token, { name: "Grace Hopper", contentHash, client: "203.0.113.9", userAgent: "vitest" });
  const units = await getDb()
    .select()
    .from(orderUnits)
    .where(eq(orderUnits.proposalId, proposal.id))
    .orderBy(orderUnits.unit);
  return { proposal, units };
}

const audited = (action: string, proposalId: number) =>
  getDb()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.subjectId, String(proposalId))));

describe("the build sheet", () => {
  it("gives every home its model, options and colours from the accepted lines, and the buyer's words", async () => {
    const { proposal } = await acceptedOrder();
    const sheet = await buildSheetOf(proposal.id);
    expect(sheet?.requestMessage).toBe("Sage green, please.");
    expect(sheet?.units.map((unit) => [unit.label, unit.model, unit.stageLabel])).toEqual([
      ["Home 1 of 2", "Bedroom Nestz", "Not started"],
      ["Home 2 of 2", "Bedroom Nestz", "Not started"],
    ]);
    expect(sheet?.units[0]?.options).toEqual([{ description: "Kitchen", coverage: "Every home" }]);
    expect(sheet?.units[0]?.colours).toEqual([{ description: "Custom paint", coverage: "1 of 2 homes" }]);
  });

  it("is there only for an accepted purchase", async () => {
    const request = await storeQuoteRequest();
    const { proposal } = await sendDraft(await pricedDraft(request.id, 3_000_000));
    expect(await buildSheetOf(proposal.id)).toBeNull();
  });

  it("keeps the owner's note per home, audited, and refuses another order's home", async () => {
    const { proposal, units } = await acceptedOrder();
    const other = await acceptedOrder();
    const unitId = units[1]?.id ?? 0;
    const note = "This one takes the paint: sage green,\nwhite trim.";
    expect(await setUnitBuildNote(owner, { proposalId: proposal.id, unitId, note })).toEqual({
      ok: true,
      changed: true,
      label: "Home 2 of 2",
    });
    expect(await setUnitBuildNote(owner, { proposalId: proposal.id, unitId, note })).toMatchObject({ changed: false });
    expect(await setUnitBuildNote(owner, { proposalId: other.proposal.id, unitId, note: "" })).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect((await buildSheetOf(proposal.id))?.units[1]?.note).toBe(note);
    expect(await audited("production.build-note-set", proposal.id)).toMatchObject([
      { before: { unit: 2, note: "" }, after: { unit: 2, note } },
    ]);
  });

  it("lets the owner remove a mistaken photo, every size of it, once, audited", async () => {
    const { proposal, units } = await acceptedOrder();
    const prepared = await prepareUnitPhotos([
      new File([new Uint8Array(await makeImage("jpeg", { width: 800, height: 600 }))], "frame.jpg"),
    ]);
    if (!prepared.ok) throw new Error(prepared.message);
    const unitId = units[0]?.id ?? 0;
    await markStage(owner, { unitId, stage: "frame", note: "", photos: prepared.photos });
    const [photo] = (await buildSheetOf(proposal.id))?.units[0]?.photos ?? [];
    if (!photo) throw new Error("the photo is missing");
    expect(photo.stageLabel).toBe("Frame");
    const other = await acceptedOrder();
    expect(await removeUnitPhoto(owner, { proposalId: other.proposal.id, photoId: photo.id })).toEqual({
      ok: false,
      reason: "not-found",
    });
    const twice = await Promise.all([
      removeUnitPhoto(owner, { proposalId: proposal.id, photoId: photo.id }),
      removeUnitPhoto(owner, { proposalId: proposal.id, photoId: photo.id }),
    ]);
    expect(twice.filter((result) => result.ok)).toHaveLength(1);
    expect(await getDb().select().from(orderUnitPhotos).where(eq(orderUnitPhotos.id, photo.id))).toEqual([]);
    expect(await getDb().select().from(orderUnitPhotoFiles).where(eq(orderUnitPhotoFiles.photoId, photo.id))).toEqual(
      [],
    );
    expect(await audited("production.photo-removed", proposal.id)).toMatchObject([
      { before: { unit: 1, photoId: photo.id, stage: "frame" } },
    ]);
  });
});
