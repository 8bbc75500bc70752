/** A buyer's choices before accepting: recorded with the acceptance, followed by the money and the build (docs/decisions/0132). */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import type { DraftLine } from "#app/domain/proposals/draft";
import { getDb } from "#app/server/db/client.server";
import { orderUnits, proposals } from "#app/server/db/schema.server";
import { buildSheetOf } from "#app/server/production/build-sheet.server";
import { pricedDraft, sendDraft, storeQuoteRequest } from "#tests/support/proposal-fixtures";

import { acceptProposal } from "./changes.server";
import { reviseProposal } from "./console-changes.server";
import { contentHashOf, proposalViewByToken } from "./queries.server";

const owner = { id: null, email: "owner@nestz.example" };
const buyer = { name: "Grace Hopper", client: "198.51.100.7", userAgent: "vitest" };

/** Two bedroom homes, or one office; an interior package and a paint colour to add; the delivery. */
const LINES: DraftLine[] = [
  {
    description: "Bedroom Nestz",
    quantity: 2,
    unitPriceCents: 8_900_000,
    offer: { kind: "alternative", group: "Model" },
  },
  {
    description: "Office Nestz",
    quantity: 1,
    unitPriceCents: 7_400_000,
    offer: { kind: "alternative", group: "Model" },
  },
  { description: "Interior package", quantity: 1, unitPriceCents: 650_000, offer: { kind: "option" } },
  { description: "Paint colour: Cedar red", quantity: 1, unitPriceCents: 45_000, offer: { kind: "option" } },
  { description: "Delivery to Portland, OR, per unit", quantity: 1, unitPriceCents: 20_000 },
];

async function sentWithChoices() {
  const request = await storeQuoteRequest({ units: 2 });
  const sent = await sendDraft(await pricedDraft(request.id, 1, { lines: LINES, paymentTerms: "both" }));
  return { request, ...sent };
}

const rowOf = async (id: number) => {
  const [row] = await getDb().select().from(proposals).where(eq(proposals.id, id));
  if (!row) throw new Error("no proposal");
  return row;
};
const unitsOf = (id: number) => getDb().select().from(orderUnits).where(eq(orderUnits.proposalId, id));

describe("accepting with choices", () => {
  it("records the choices, and the totals, schedule, homes and build sheet follow the chosen lines", async () => {
    const { request, token, proposal } = await sentWithChoices();
    // Sent with the defaults: two bedroom homes, no options.
    expect(proposal.totalCents).toBe(17_820_000);
    expect(proposal.paymentSchedule.units).toBe(2);

    const view = await proposalViewByToken(token, new Date(), [1, 2]);
    if (!view) throw new Error("no page");
    expect(view.choices).toEqual([1, 2]);
    expect(view.totalCents).toBe(8_070_000);
    expect(view.depositCents).toBe(2_017_500);
    expect(view.schedule.map((stage) => [stage.amountCents, stage.units])).toEqual([
      [2_017_500, null],
      [6_052_500, 1],
    ]);
    expect(view.contentHash).toBe(contentHashOf(proposal, request.reference, undefined, [1, 2]));
    expect(view.contentHash).not.toBe(proposal.contentHash);

    expect(await acceptProposal(token, { ...buyer, contentHash: view.contentHash, choices: [2, 1] })).toEqual({
      ok: true,
      changed: true,
    });
    const accepted = await rowOf(proposal.id);
    expect(accepted.acceptedChoices).toEqual([1, 2]);
    expect(accepted.acceptedHash).toBe(view.contentHash);
    expect([accepted.subtotalCents, accepted.totalCents, accepted.depositCents]).toEqual([
      8_070_000, 8_070_000, 2_017_500,
    ]);
    expect(accepted.paymentSchedule).toEqual({ ...proposal.paymentSchedule, units: 1 });
    expect(accepted.lines).toEqual(proposal.lines);
    expect(await unitsOf(proposal.id)).toHaveLength(1);

    // The page now shows what was accepted, whatever the address asks for, with the accepted fingerprint.
    const after = await proposalViewByToken(token, new Date(), [0]);
    expect(after?.choices).toEqual([1, 2]);
    expect(after?.totalCents).toBe(8_070_000);
    expect(after?.contentHash).toBe(accepted.acceptedHash);

    const sheet = await buildSheetOf(proposal.id);
    expect(sheet?.units.map((unit) => [unit.model, unit.options, unit.colours])).toEqual([
      ["Office Nestz", [{ description: "Interior package", coverage: "This home, chosen by the buyer" }], []],
    ]);
  });

  it("refuses choices not offered, two of one group, none of a group, a stale page and a revision, writing nothing", async () => {
    const { token, proposal, contentHash } = await sentWithChoices();
    const tries = [
      [[0, 4], { kind: "not-offered" }],
      [[0, 2, 2], { kind: "not-offered" }],
      [[0, 1], { kind: "two-in-group", group: "Model" }],
      [[2], { kind: "none-in-group", group: "Model" }],
    ] as const;
    for (const [choices, refusal] of tries)
      expect(await acceptProposal(token, { ...buyer, contentHash, choices })).toEqual({
        ok: false,
        reason: "choices",
        refusal,
      });
    // The page was read with the defaults; the choices posted are others.
    expect(await acceptProposal(token, { ...buyer, contentHash, choices: [1] })).toEqual({
      ok: false,
      reason: "changed",
    });
    const revised = await reviseProposal(owner, proposal.id);
    if (!revised.ok) throw new Error("not revised");
    await sendDraft(revised.id);
    expect(await acceptProposal(token, { ...buyer, contentHash, choices: [0] })).toEqual({
      ok: false,
      reason: "superseded",
    });
    const row = await rowOf(proposal.id);
    expect([row.acceptedAt, row.acceptedChoices, row.totalCents]).toEqual([null, null, proposal.totalCents]);
    expect(await unitsOf(proposal.id)).toHaveLength(0);
  });

  it("keeps a sent version's totals and the choices accepted frozen, even by SQL", async () => {
    const { token, proposal, contentHash } = await sentWithChoices();
    for (const change of [sql`total_cents = total_cents + 1`, sql`accepted_choices = '[0]'::jsonb`])
      await expect(getDb().execute(sql`update proposals set ${change} where id = ${proposal.id}`)).rejects.toThrow();
    expect(await acceptProposal(token, { ...buyer, contentHash, choices: [0] })).toEqual({ ok: true, changed: true });
    for (const change of [sql`accepted_choices = '[1]'::jsonb`, sql`total_cents = total_cents + 1`]) {
      await expect(getDb().execute(sql`update proposals set ${change} where id = ${proposal.id}`)).rejects.toThrow();
    }
    expect((await rowOf(proposal.id)).acceptedChoices).toEqual([0]);
  });
});
