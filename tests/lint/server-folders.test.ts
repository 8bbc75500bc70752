import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import ts from "typescript";
import { describe, expect, it } from "vitest";

/*
 * The folders of app/server/ depend on each other one way (decision 0038):
 * proposals → billing → email, documents → email, never back. Read from the
 * imports of every module (tests left out: a test may reach across), one
 * edge per pair of folders.
 *
 * - Infrastructure (config, db, http, pdf) may be imported by anyone and
 *   imports no domain, so no cycle can pass through it.
 * - front-door is what server.ts runs before the router: like a route, it
 *   calls the domains, and nothing in app/server/ imports it.
 * - Every other folder is a domain; among domains there is no cycle.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const INFRASTRUCTURE = new Set(["config", "db", "http", "pdf"]);
const DOOR = "front-door";

/** Folder → the folders its modules import (itself left out). */
function serverFolderGraph(projectRoot: string): Map<string, Set<string>> {
  const server = path.join(projectRoot, "app/server");
  const graph = new Map<string, Set<string>>();
  const folderOf = (file: string): string | null => {
    const relative = path.relative(server, file);
    if (relative.startsWith("..") || !relative.includes(path.sep)) return null;
    return relative.split(path.sep)[0] ?? null;
  };
  for (const entry of readdirSync(server, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const from = folderOf(file);
    if (!from) continue;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const { fileName: specifier } of ts.preProcessFile(readFileSync(file, "utf8"), true, true).importedFiles) {
      const target = specifier.startsWith("#app/")
        ? path.join(projectRoot, "app", specifier.slice("#app/".length))
        : specifier.startsWith(".")
          ? path.resolve(path.dirname(file), specifier)
          : null;
      const to = target ? folderOf(target) : null;
      if (to && to !== from) edges.add(to);
    }
  }
  return graph;
}

/** Each cycle among the given folders once, as a path that ends where it starts. */
function cyclesOf(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const cycles: string[][] = [];
  const seen = new Set<string>();
  const done = new Set<string>();
  const walk = (folder: string, trail: string[]) => {
    if (done.has(folder)) return;
    const at = trail.indexOf(folder);
    if (at >= 0) {
      const cycle = [...trail.slice(at), folder];
      const key = [...cycle.slice(0, -1)].sort().join(" ");
      if (!seen.has(key)) {
        seen.add(key);
        cycles.push(cycle);
      }
      return;
    }
    for (const next of [...(graph.get(folder) ?? [])].sort()) walk(next, [...trail, folder]);
  };
  for (const folder of [...graph.keys()].sort()) {
    walk(folder, []);
    done.add(folder);
  }
  return cycles;
}

const domainsOnly = (graph: Map<string, Set<string>>) =>
  new Map(
    [...graph]
      .filter(([folder]) => !INFRASTRUCTURE.has(folder) && folder !== DOOR)
      .map(([folder, edges]) => [folder, new Set([...edges].filter((to) => !INFRASTRUCTURE.has(to)))]),
  );

describe("app/server/ folders depend on each other one way", () => {
  const graph = serverFolderGraph(root);

  it("reads the folders and their imports", () => {
    expect(graph.get("proposals")).toContain("billing");
    expect(graph.get("billing")).toContain("email");
  });

  it("keeps infrastructure free of the domains", () => {
    for (const folder of INFRASTRUCTURE) {
      const domains = [...(graph.get(folder) ?? [])].filter((to) => !INFRASTRUCTURE.has(to));
      expect(domains, `app/server/${folder}/ imports`).toEqual([]);
    }
  });

  it("lets nothing in app/server/ import the front door", () => {
    const importers = [...graph].filter(([, edges]) => edges.has(DOOR)).map(([folder]) => folder);
    expect(importers).toEqual([]);
  });

  it("has no cycle between domain folders", () => {
    expect(cyclesOf(domainsOnly(graph)).map((cycle) => cycle.join(" → "))).toEqual([]);
  });

  it("finds a cycle when there is one", () => {
    const knot = new Map([
      ["email", new Set(["proposals"])],
      ["proposals", new Set(["billing"])],
      ["billing", new Set(["email"])],
      ["documents", new Set(["email"])],
    ]);
    expect(cyclesOf(knot)).toEqual([["billing", "email", "proposals", "billing"]]);
    expect(cyclesOf(new Map([["proposals", new Set(["billing"])]]))).toEqual([]);
  });
});
