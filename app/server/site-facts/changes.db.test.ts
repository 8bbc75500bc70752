import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { inventory } from "#app/content/facts";
import { getDb } from "#app/server/db/client.server";
import { prepareDatabase } from "#app/server/db/migrate.server";
import { auditLog, siteSettings } from "#app/server/db/schema.server";

import { getSiteSettings, updateSiteSettings } from "./changes.server";
import { currentFacts, refreshFacts, setCurrentFacts } from "./live-facts.server";

const owner = { id: null, email: "owner@nestz.example" };
const partner = { id: null, email: "partner@nestz.example" };

describe("the owner's facts", () => {
  it("start at the seed's figure, and a save is audited in the same transaction", async () => {
    const start = await getSiteSettings();
    expect(start).toMatchObject({ unitsReady: inventory.unitsAvailable, nextBuildMonth: null });

    const saved = await updateSiteSettings(owner, {
      unitsReady: 4,
      nextBuildMonth: "2027-03",
      expectedVersion: start.version,
    });
    expect(saved.ok).toBe(true);
    const entries = await getDb().select().from(auditLog).where(eq(auditLog.action, "settings.updated"));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorEmail: "owner@nestz.example",
      before: { unitsReady: inventory.unitsAvailable, nextBuildMonth: null },
      after: { unitsReady: 4, nextBuildMonth: "2027-03" },
    });
  });

  it("refuses the second of two saves made from the same version, changing nothing", async () => {
    const opened = await getSiteSettings();
    const first = await updateSiteSettings(owner, {
      unitsReady: 7,
      nextBuildMonth: null,
      expectedVersion: opened.version,
    });
    const second = await updateSiteSettings(partner, {
      unitsReady: 1,
      nextBuildMonth: null,
      expectedVersion: opened.version,
    });
    expect(first.ok).toBe(true);
    expect(second).toMatchObject({ ok: false, reason: "stale", current: { unitsReady: 7 } });
    expect((await getSiteSettings()).unitsReady).toBe(7);
    const byPartner = await getDb().select().from(auditLog).where(eq(auditLog.actorEmail, "partner@nestz.example"));
    expect(byPartner).toEqual([]);
  });

  it("a change that cannot be audited is not made at all", async () => {
    const before = await getSiteSettings();
    // An actor id that is no account breaks the audit row's foreign key, inside the same transaction.
    const broken = updateSiteSettings(
      { id: "no-such-account", email: "x@nestz.example" },
      {
        unitsReady: 99,
        nextBuildMonth: null,
        expectedVersion: before.version,
      },
    );
    await expect(broken).rejects.toThrow();
    expect(await getSiteSettings()).toMatchObject({ unitsReady: before.unitsReady, version: before.version });
  });

  it("survive the seed that runs on every start", async () => {
    const before = await getSiteSettings();
    await prepareDatabase(process.env.DATABASE_URL ?? "");
    expect(await getSiteSettings()).toEqual(before);
    expect(await getDb().select().from(siteSettings)).toHaveLength(1);
  });

  it("reach the pages' in-memory copy on refresh", async () => {
    const settings = await getSiteSettings();
    await refreshFacts();
    expect(currentFacts()).toMatchObject({ unitsReady: settings.unitsReady, nextBuildMonth: settings.nextBuildMonth });
  });

  it("are not put back by a re-read that began before a save and answered after it", async () => {
    const stored = await getSiteSettings();
    const saved = { unitsReady: stored.unitsReady + 5, nextBuildMonth: "2027-06" };
    // The periodic re-read starts, then a save is held before the re-read's answer (the old row) arrives.
    const reading = refreshFacts();
    setCurrentFacts(saved);
    await reading;
    expect(currentFacts()).toMatchObject(saved);
    // A re-read that begins after the save is newer news.
    await refreshFacts();
    expect(currentFacts()).toMatchObject({ unitsReady: stored.unitsReady, nextBuildMonth: stored.nextBuildMonth });
  });
});
