import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { describe, expect, it } from "vitest";

/*
 * The decision records and their index agree: every record is listed with a link to its file,
 * every link resolves, every record states its status and date the way the template does, and a
 * record superseded by another names one that exists. The folder is read as it is, so a new
 * record is held to the same rules the moment it is added.
 */
const folder = fileURLToPath(new URL("../../docs/decisions/", import.meta.url));

/** `0042-the-insights-page-within-300-ms.md`; the template (0000) is not a record. */
const RECORD_FILE = /^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
/** The line under each title: `Status: accepted · Date: 2026-11-26`, with more after the date if need be. */
const STATUS_LINE = /^Status: (.+?) · Date: (\d{4}-\d{2}-\d{2})(?: · .*)?$/m;
const SUPERSEDED_BY = /superseded by \[(\d{4})\]\(([^)]+)\)/i;
const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g;

interface Folder {
  /** File name → its text, for every record file. */
  records: ReadonlyMap<string, string>;
  /** Every file name in the folder, records or not. */
  files: ReadonlySet<string>;
}

const recordNumber = (file: string) => RECORD_FILE.exec(file)?.[1] ?? null;

/** Links to files of this folder (no scheme, no parent folder), without their #fragment. */
function localLinks(text: string): string[] {
  return [...text.matchAll(MARKDOWN_LINK)]
    .map((match) => (match[1] ?? "").split("#")[0] ?? "")
    .filter((target) => target !== "" && !target.includes(":") && !target.startsWith("../"));
}

/** What is wrong between the index and the folder, one line each; none when they agree. */
function indexProblems(index: string, { records, files }: Folder): string[] {
  const problems: string[] = [];
  for (const file of records.keys()) {
    const number = recordNumber(file);
    if (!index.includes(`[${number}](${file})`))
      problems.push(`${file} is not listed in the index as [${number}](${file})`);
  }
  for (const target of localLinks(index)) {
    if (!files.has(target)) problems.push(`the index links to ${target}, which is not in docs/decisions/`);
  }
  return problems;
}

/** What is wrong with one record, one line each; none when it follows the template. */
function recordProblems(file: string, text: string, { records, files }: Folder): string[] {
  const problems: string[] = [];
  const number = Number(recordNumber(file));
  if (!text.startsWith(`# ${number}. `)) problems.push(`${file}: the title does not start with "# ${number}. "`);
  const status = STATUS_LINE.exec(text);
  if (!status) {
    problems.push(`${file}: no "Status: … · Date: YYYY-MM-DD" line`);
  } else {
    const date = status[2] ?? "";
    const [year = 0, month = 0, day = 0] = date.split("-").map(Number);
    const calendar = new Date(Date.UTC(year, month - 1, day));
    if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) {
      problems.push(`${file}: ${date} is not a date`);
    }
    const superseded = SUPERSEDED_BY.exec(status[1] ?? "");
    if (/superseded/i.test(status[1] ?? "") && !superseded) {
      problems.push(`${file}: "superseded" without a link to the record that supersedes it`);
    }
    if (superseded && recordNumber(superseded[2] ?? "") !== superseded[1]) {
      problems.push(`${file}: superseded by ${superseded[1]}, but the link goes to ${superseded[2]}`);
    }
    if (superseded && !records.has(superseded[2] ?? "")) {
      problems.push(`${file}: superseded by ${superseded[2]}, which is not a record here`);
    }
  }
  if (/^#+ .*amendment/im.test(text)) {
    problems.push(`${file}: has an amendment section; a later change is a new record that amends or supersedes it`);
  }
  for (const target of localLinks(text)) {
    if (!files.has(target)) problems.push(`${file}: links to ${target}, which is not in docs/decisions/`);
  }
  return problems;
}

/** Same number, two files: two branches took the same number. */
function numberClashes(records: Iterable<string>): string[] {
  const byNumber = new Map<string, string[]>();
  for (const file of records) {
    const number = recordNumber(file) ?? "";
    byNumber.set(number, [...(byNumber.get(number) ?? []), file]);
  }
  return [...byNumber.values()].filter((named) => named.length > 1).map((named) => named.join(" and "));
}

function readFolder(): Folder {
  const names = readdirSync(folder);
  const records = new Map(
    names
      .filter((name) => RECORD_FILE.test(name) && recordNumber(name) !== "0000")
      .map((name) => [name, readFileSync(`${folder}${name}`, "utf8")] as const),
  );
  return { records, files: new Set(names) };
}

describe("docs/decisions", () => {
  const actual = readFolder();
  const index = readFileSync(`${folder}README.md`, "utf8");

  it("holds records", () => {
    expect(actual.records.size).toBeGreaterThan(50);
  });

  it("lists every record in its index, and every link of the index resolves", () => {
    expect(indexProblems(index, actual)).toEqual([]);
  });

  it("gives every record a title with its number, a status and a date, and links that resolve", () => {
    expect([...actual.records].flatMap(([file, text]) => recordProblems(file, text, actual))).toEqual([]);
  });

  it("uses each number once", () => {
    expect(numberClashes(actual.records.keys())).toEqual([]);
  });
});

describe("the checks themselves", () => {
  const record = (number: number, status: string, body = "## Context\nWhy.\n") =>
    `# ${number}. A decision\n\nStatus: ${status} · Date: 2026-11-28\n\n${body}`;
  const sample = (records: Record<string, string>): Folder => ({
    records: new Map(Object.entries(records)),
    files: new Set([...Object.keys(records), "README.md", "0000-template.md"]),
  });
  const two = sample({
    "0001-first.md": record(1, "superseded by [0002](0002-second.md)"),
    "0002-second.md": record(2, "accepted"),
  });

  it("find a record the index leaves out, and a link to no file", () => {
    const index = "- [0001](0001-first.md) First\n- [0003](0003-third.md) Third\n";
    expect(indexProblems(index, two)).toEqual([
      "0002-second.md is not listed in the index as [0002](0002-second.md)",
      "the index links to 0003-third.md, which is not in docs/decisions/",
    ]);
    expect(indexProblems("- [0001](0001-first.md)\n- [0002](0002-second.md)\n", two)).toEqual([]);
  });

  it("find a record without its status line or with a date that is none", () => {
    expect(recordProblems("0002-second.md", "# 2. A decision\n\n## Context\n", two)).toEqual([
      '0002-second.md: no "Status: … · Date: YYYY-MM-DD" line',
    ]);
    expect(recordProblems("0002-second.md", "# 2. A decision\n\nStatus: accepted · Date: 2026-02-30\n", two)).toEqual([
      "0002-second.md: 2026-02-30 is not a date",
    ]);
  });

  it("find a record superseded by one that does not exist, or without saying which", () => {
    expect(recordProblems("0002-second.md", record(2, "superseded by [0009](0009-ninth.md)"), two)).toEqual([
      "0002-second.md: superseded by 0009-ninth.md, which is not a record here",
      "0002-second.md: links to 0009-ninth.md, which is not in docs/decisions/",
    ]);
    expect(recordProblems("0002-second.md", record(2, "superseded"), two)).toEqual([
      '0002-second.md: "superseded" without a link to the record that supersedes it',
    ]);
    expect(recordProblems("0001-first.md", two.records.get("0001-first.md") ?? "", two)).toEqual([]);
  });

  it("find an amendment grown inside a record, and a title with another number", () => {
    expect(recordProblems("0002-second.md", record(2, "accepted", "## Amendment (2026-11-28): more\n"), two)).toEqual([
      "0002-second.md: has an amendment section; a later change is a new record that amends or supersedes it",
    ]);
    expect(recordProblems("0002-second.md", record(3, "accepted"), two)).toEqual([
      '0002-second.md: the title does not start with "# 2. "',
    ]);
  });

  it("find two records with one number", () => {
    expect(numberClashes(["0057-a.md", "0057-b.md", "0058-c.md"])).toEqual(["0057-a.md and 0057-b.md"]);
  });
});
