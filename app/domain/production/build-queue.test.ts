import { describe, expect, it } from "vitest";

import { buildQueue, type QueuedUnit, weekOfPlace } from "./build-queue";

const at = (iso: string) => new Date(iso);
const order = (proposalId: number, units: number, acceptedAt: string, ready: number[] = []): QueuedUnit[] =>
  Array.from({ length: units }, (_, index) => ({
    proposalId,
    unit: index + 1,
    acceptedAt: at(acceptedAt),
    ready: ready.includes(index + 1),
  }));

describe("weekOfPlace", () => {
  it("fills each week with the rate's number of units", () => {
    expect([1, 2, 3, 4, 5].map((place) => weekOfPlace(place, 2))).toEqual([1, 1, 2, 2, 3]);
  });

  it("gives no week without a rate", () => {
    expect(weekOfPlace(1, 0)).toBeNull();
    expect(weekOfPlace(1, 1.5)).toBeNull();
  });
});

describe("buildQueue", () => {
  it("puts the oldest acceptance first and counts places from 1", () => {
    const queue = buildQueue(
      [...order(2, 1, "2026-11-10T18:00:00Z"), ...order(1, 1, "2026-11-02T18:00:00Z")],
      1,
      "2026-11-29",
    );
    expect(queue.map(({ proposalId, place }) => [proposalId, place])).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });

  it("breaks a tie on the moment of acceptance by proposal, then by unit", () => {
    const same = "2026-11-10T18:00:00Z";
    const queue = buildQueue([...order(9, 2, same), ...order(4, 2, same)], 5, "2026-11-29");
    expect(queue.map(({ proposalId, unit }) => `${proposalId}/${unit}`)).toEqual(["4/1", "4/2", "9/1", "9/2"]);
  });

  it("gives every unit of a multi-unit order its own place and month", () => {
    const queue = buildQueue(order(7, 20, "2026-11-02T18:00:00Z"), 4, "2026-11-29");
    expect(queue).toHaveLength(20);
    // 4 a week: units 1–4 by Dec 5, 5–8 by Dec 12, … 17–20 by Jan 2.
    expect(queue[0]).toEqual({ proposalId: 7, unit: 1, place: 1, expectedMonth: "2026-12" });
    expect(queue[15]?.expectedMonth).toBe("2026-12");
    expect(queue[16]).toEqual({ proposalId: 7, unit: 17, place: 17, expectedMonth: "2027-01" });
  });

  it("leaves ready units out and moves the rest up", () => {
    const queue = buildQueue(order(3, 3, "2026-11-02T18:00:00Z", [1]), 1, "2026-11-29");
    expect(queue.map(({ unit, place }) => [unit, place])).toEqual([
      [2, 1],
      [3, 2],
    ]);
  });

  it("moves expected months when the weekly rate changes", () => {
    const units = order(5, 12, "2026-11-02T18:00:00Z");
    const slow = buildQueue(units, 1, "2026-11-29");
    const fast = buildQueue(units, 6, "2026-11-29");
    expect(slow.at(-1)?.expectedMonth).toBe("2027-02");
    expect(fast.at(-1)?.expectedMonth).toBe("2026-12");
    expect(slow.map((unit) => unit.place)).toEqual(fast.map((unit) => unit.place));
  });

  it("gives places but no months while no rate is set", () => {
    const queue = buildQueue(order(1, 2, "2026-11-02T18:00:00Z"), 0, "2026-11-29");
    expect(queue.map((unit) => [unit.place, unit.expectedMonth])).toEqual([
      [1, null],
      [2, null],
    ]);
  });
});
