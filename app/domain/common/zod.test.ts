import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const WRAPPER = "app/domain/common/zod.ts";

function sourceFiles(): string[] {
  const inApp = readdirSync(path.join(ROOT, "app"), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join("app", file));
  const inScripts = readdirSync(path.join(ROOT, "scripts"), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join("scripts", file));
  return [...inApp, ...inScripts, "server.ts"];
}

describe("the one way in to zod", () => {
  it("is this module: a schema built before the browser's copy is told not to compile would break the policy", () => {
    const direct = sourceFiles().filter(
      (file) => file !== WRAPPER && /from\s+["']zod(?:\/[^"']*)?["']/.test(readFileSync(path.join(ROOT, file), "utf8")),
    );
    expect(direct).toEqual([]);
    expect(sourceFiles().length).toBeGreaterThan(100);
  });
});
