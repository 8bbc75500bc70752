/**
 * What every benchmark prints first (the machine) and last (where its figures
 * were saved): runs are only comparable on the same kind of machine.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import process from "node:process";

import { PROJECT_ROOT } from "./server";

export interface Machine {
  cpu: string;
  cores: number;
  memoryGB: number;
  os: string;
  node: string;
  /** 1, 5 and 15 minute load averages when the run started: other work on the machine makes figures noisier. */
  loadAverage: number[];
  gitCommit: string | null;
  gitDirty: boolean | null;
}

export function machineInfo(): Machine {
  const cpus = os.cpus();
  let gitCommit: string | null = null;
  let gitDirty: boolean | null = null;
  try {
    gitCommit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: PROJECT_ROOT, encoding: "utf8" }).trim();
    gitDirty = execFileSync("git", ["status", "--porcelain"], { cwd: PROJECT_ROOT, encoding: "utf8" }).trim() !== "";
  } catch {
    // not a git checkout: the figures still stand, only less traceable
  }
  return {
    cpu: cpus[0]?.model.trim() ?? "unknown",
    cores: os.availableParallelism?.() ?? cpus.length,
    memoryGB: Math.round(os.totalmem() / 1024 ** 3),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    loadAverage: os.loadavg().map((value) => Math.round(value * 100) / 100),
    gitCommit,
    gitDirty,
  };
}

export function printMachine(title: string, machine: Machine): void {
  console.log(title);
  console.log(`Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGB} GB RAM, ${machine.os}`);
  const commit = machine.gitCommit
    ? `${machine.gitCommit}${machine.gitDirty ? " + uncommitted changes" : ""}`
    : "unknown";
  console.log(`Node ${machine.node}; code at ${commit}`);
  console.log(loadLine(machine.loadAverage, "at start"));
}

/** The machine's load average, with a warning when other work competes for the cores. */
export function loadLine(loadAverage: number[] = os.loadavg(), when = "now"): string {
  const cores = os.availableParallelism?.() ?? os.cpus().length;
  const [one = 0, five = 0, fifteen = 0] = loadAverage;
  const busy =
    one > cores * 0.5
      ? ` (above half the ${cores} cores: other work competes with the benchmark; expect noisier figures)`
      : "";
  return `Load average ${when}: ${one.toFixed(2)} / ${five.toFixed(2)} / ${fifteen.toFixed(2)} (1/5/15 min)${busy}`;
}

/** Writes bench-results/<name>-<ISO timestamp>.json and returns its path (relative to the project). */
export function saveResults(name: string, startedAt: Date, data: unknown): string {
  const dir = path.join(PROJECT_ROOT, "bench-results");
  mkdirSync(dir, { recursive: true });
  // Colons are not allowed in file names everywhere; the timestamp stays ISO 8601 (basic time).
  const stamp = startedAt
    .toISOString()
    .replace(/:/g, "")
    .replace(/\.\d+Z$/, "Z");
  const file = path.join(dir, `${name}-${stamp}.json`);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return path.relative(PROJECT_ROOT, file);
}
