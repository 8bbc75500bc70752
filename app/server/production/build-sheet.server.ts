/**
 * The workshop's build sheet: what was accepted, home by home (model,
 * options, colours, the owner's note), with the photos taken so far. The
 * owner's changes here (a home's note, a mistaken photo removed) are each
 * one transaction with its audit entry, the order locked first as every
 * other change to it is.
 */
import { asc, eq } from "drizzle-orm";

import { unitSheets } from "#app/domain/production/build-sheet";
import { BUILD_STAGE_LABELS, currentStage, isBuildStage } from "#app/domain/production/stages";
import type { BuildSheetUnitView, BuildSheetView, UnitPhotoView } from "#app/domain/production/views";
import { chosenLines, defaultChoices } from "#app/domain/proposals/choices";
import { proposalReference } from "#app/domain/proposals/reference";
import { formatBusinessDate } from "#app/domain/time/business-time";
import { type Actor, recordChange } from "#app/server/audit/record.server";
import { withDb } from "#app/server/db/client.server";
import { orderUnitPhotos, orderUnits, orderUnitStages, proposals, quoteRequests } from "#app/server/db/schema.server";

import { lockUnit, unitLabelOf } from "./changes.server";
import { MODEL_NAMES } from "./order-units.server";
import { unitPhotosOf } from "./unit-photos.server";

/** Where the console serves an order's photos. */
export const CONSOLE_PHOTO_BASE = "/admin/production/photos";

const stageLabelOf = (stage: string) => (isBuildStage(stage) ? BUILD_STAGE_LABELS[stage] : "Delivery day");

/** The build sheet of an accepted purchase; null when the proposal has no units (not accepted, or a rental). */
export async function buildSheetOf(proposalId: number): Promise<BuildSheetView | null> {
  return withDb(async (db) => {
    const [order] = await db
      .select({ proposal: proposals, quoteReference: quoteRequests.reference, message: quoteRequests.message })
      .from(proposals)
      .innerJoin(quoteRequests, eq(quoteRequests.id, proposals.quoteRequestId))
      .where(eq(proposals.id, proposalId));
    if (!order) return null;
    const units = await db
      .select()
      .from(orderUnits)
      .where(eq(orderUnits.proposalId, proposalId))
      .orderBy(asc(orderUnits.unit));
    const first = units[0];
    if (!first) return null;
    const ids = units.map((unit) => unit.id);
    const [stages, photos] = await Promise.all([
      db
        .select({ id: orderUnitStages.orderUnitId, stage: orderUnitStages.stage })
        .from(orderUnitStages)
        .innerJoin(orderUnits, eq(orderUnits.id, orderUnitStages.orderUnitId))
        .where(eq(orderUnits.proposalId, proposalId)),
      unitPhotosOf(db, ids, CONSOLE_PHOTO_BASE, () => ""),
    ]);
    const { proposal } = order;
    // What the buyer chose, when the proposal offered choices; every line otherwise.
    const accepted = chosenLines(proposal.lines, proposal.acceptedChoices ?? defaultChoices(proposal.lines));
    const sheets = unitSheets(accepted, MODEL_NAMES, units.length);
    const label = (unit: number) => (units.length === 1 ? "The home" : unitLabelOf(unit, units.length));
    return {
      proposalId,
      reference: proposalReference(order.quoteReference, proposal.version),
      buyer: proposal.buyerOrganization ? `${proposal.buyerName}, ${proposal.buyerOrganization}` : proposal.buyerName,
      acceptedLabel: formatBusinessDate(first.acceptedAt),
      deliveryPlace:
        [proposal.deliveryStreet, proposal.deliveryCityName, proposal.deliveryState].filter(Boolean).join(", ") ||
        "Not given",
      requestMessage: order.message.trim(),
      units: units.map((unit, index): BuildSheetUnitView => {
        const sheet = sheets[index];
        const reached = stages
          .filter((row) => row.id === unit.id)
          .map((row) => row.stage)
          .filter(isBuildStage);
        const current = currentStage(reached);
        const byStage = photos.get(unit.id) ?? new Map<string, UnitPhotoView[]>();
        return {
          id: unit.id,
          unit: unit.unit,
          label: label(unit.unit),
          model: sheet?.model ?? "",
          options: sheet?.options ?? [],
          colours: sheet?.colours ?? [],
          note: unit.buildNote,
          stageLabel: unit.deliveredAt ? "Delivered" : current ? BUILD_STAGE_LABELS[current] : "Not started",
          photos: [...byStage.entries()].flatMap(([stage, list]) =>
            list.map((photo) => ({
              ...photo,
              alt: `${label(unit.unit)}, ${stageLabelOf(stage).toLowerCase()}, ${photo.takenOnLabel}`,
              stageLabel: stageLabelOf(stage),
            })),
          ),
        };
      }),
    };
  });
}

export type SheetChangeResult = { ok: true; changed: boolean; label: string } | { ok: false; reason: "not-found" };

/** Sets one home's note for the workshop; the same note again changes nothing. */
export async function setUnitBuildNote(
  actor: Actor,
  input: { proposalId: number; unitId: number; note: string },
): Promise<SheetChangeResult> {
  return withDb((db) =>
    db.transaction(async (tx) => {
      const locked = await lockUnit(tx, input.unitId);
      if (!locked || locked.proposal.id !== input.proposalId) return { ok: false, reason: "not-found" } as const;
      const { unit, units } = locked;
      const label = units.length === 1 ? "The home" : unitLabelOf(unit.unit, units.length);
      if (unit.buildNote === input.note) return { ok: true, changed: false, label } as const;
      await tx.update(orderUnits).set({ buildNote: input.note }).where(eq(orderUnits.id, unit.id));
      await recordChange(tx, actor, {
        action: "production.build-note-set",
        subjectType: "proposal",
        subjectId: input.proposalId,
        before: { unit: unit.unit, note: unit.buildNote },
        after: { unit: unit.unit, note: input.note },
      });
      return { ok: true, changed: true, label } as const;
    }),
  );
}

/** Removes a mistaken photo of one of this order's homes, every size of it. */
export async function removeUnitPhoto(
  actor: Actor,
  input: { proposalId: number; photoId: number },
): Promise<SheetChangeResult> {
  return withDb((db) =>
    db.transaction(async (tx) => {
      const [photo] = await tx.select().from(orderUnitPhotos).where(eq(orderUnitPhotos.id, input.photoId));
      if (!photo) return { ok: false, reason: "not-found" } as const;
      const locked = await lockUnit(tx, photo.orderUnitId);
      if (!locked || locked.proposal.id !== input.proposalId) return { ok: false, reason: "not-found" } as const;
      // Two removals at once: the second finds it gone once the first commits.
      const removed = await tx
        .delete(orderUnitPhotos)
        .where(eq(orderUnitPhotos.id, photo.id))
        .returning({ id: orderUnitPhotos.id });
      if (removed.length === 0) return { ok: false, reason: "not-found" } as const;
      const { unit, units } = locked;
      await recordChange(tx, actor, {
        action: "production.photo-removed",
        subjectType: "proposal",
        subjectId: input.proposalId,
        before: { unit: unit.unit, photoId: photo.id, stage: photo.stage, takenOn: photo.takenOn, hash: photo.hash },
      });
      const label = units.length === 1 ? "The home" : unitLabelOf(unit.unit, units.length);
      return { ok: true, changed: true, label: `${label}, ${stageLabelOf(photo.stage).toLowerCase()}` } as const;
    }),
  );
}
