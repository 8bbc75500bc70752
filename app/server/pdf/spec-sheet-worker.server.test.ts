import { describe, expect, it } from "vitest";

import { getPublicConfig } from "#app/server/config/env.server";
import { shownSpecs } from "#app/server/site-words/shown-specs.server";

import { startSpecSheetWorker } from "./spec-sheet-worker.server";

describe("the spec sheet thread", () => {
  it("draws a sheet off the server's thread and hands back its bytes; once stopped, it draws nothing", async () => {
    const worker = startSpecSheetWorker();
    try {
      const file = await worker.draw("office-nestz", getPublicConfig(), shownSpecs().words);
      expect(file.body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(file.body.byteLength).toBeGreaterThan(10_000);
      expect(file.etag).toMatch(/^"[\w-]{27}"$/);
    } finally {
      await worker.stop();
    }
    await expect(worker.draw("office-nestz", getPublicConfig(), shownSpecs().words)).rejects.toThrow(/stopped/);
  }, 60_000);
});
