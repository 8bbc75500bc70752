import { afterEach, describe, expect, it, vi } from "vitest";

import type { SpecSheetSlug } from "#app/domain/documents/views";
import { specSheetResponse } from "#app/routes/documents/pdf-responses.server";
import { getPublicConfig } from "#app/server/config/env.server";
import type * as publishedWords from "#app/server/site-words/published-words.server";
import { shownSpecs } from "#app/server/site-words/shown-specs.server";

import { keepSpecSheets, keptSpecSheet } from "./kept-spec-sheets.server";
import type { PdfFile } from "./render.server";

/** The digest of the /Specs page's published words, as the sheets' keeper reads it. */
const specsWordsKey = vi.hoisted(() => ({ value: "specs-1" }));
vi.mock("#app/server/site-words/published-words.server", async (importOriginal) => ({
  ...(await importOriginal<typeof publishedWords>()),
  wordsKeyFor: () => specsWordsKey.value,
}));

const config = getPublicConfig();
const slugs: SpecSheetSlug[] = ["bedroom-nestz", "office-nestz"];
const keepers: { stop(): void }[] = [];

afterEach(() => {
  for (const keeper of keepers.splice(0)) keeper.stop();
  specsWordsKey.value = "specs-1";
});

/** A keeper whose drawer counts its drawings and marks each with the slug and its number. */
function countingKeeper() {
  const drawn: string[] = [];
  const keeper = keepSpecSheets({
    slugs,
    config,
    specs: shownSpecs,
    draw: (slug) => {
      drawn.push(slug);
      const body = Buffer.from(`%PDF-kept ${slug} #${drawn.length}`);
      return Promise.resolve({ body, etag: `"${slug}-${drawn.length}"` });
    },
  });
  keepers.push(keeper);
  return { keeper, drawn };
}

/** A keeper of the bedroom sheet whose drawings finish only when the test says, in any order. */
function heldKeeper() {
  const finishes: ((file: PdfFile) => void)[] = [];
  const keeper = keepSpecSheets({
    slugs: ["bedroom-nestz"],
    config,
    specs: shownSpecs,
    draw: () => new Promise<PdfFile>((resolve) => finishes.push(resolve)),
  });
  keepers.push(keeper);
  return { keeper, finishes };
}

const text = async (file: Promise<PdfFile | null>) => (await file)?.body.toString();

describe("spec sheets kept per catalog version", () => {
  it("draws each sheet once per version, ahead of requests, and serves the kept bytes after", async () => {
    const { keeper, drawn } = countingKeeper();
    expect(await keptSpecSheet("bedroom-nestz", config, shownSpecs().key)).toBeNull();

    keeper.follow(3);
    expect(drawn).toEqual(["bedroom-nestz", "office-nestz"]);
    expect(await text(keptSpecSheet("bedroom-nestz", config, shownSpecs().key))).toBe("%PDF-kept bedroom-nestz #1");
    expect(await text(keptSpecSheet("office-nestz", config, shownSpecs().key))).toBe("%PDF-kept office-nestz #2");
    keeper.follow(3);
    await keptSpecSheet("bedroom-nestz", config, shownSpecs().key);
    expect(drawn).toHaveLength(2);

    keeper.follow(4);
    expect(drawn).toHaveLength(4);
    await vi.waitFor(async () =>
      expect(await text(keptSpecSheet("bedroom-nestz", config, shownSpecs().key))).toBe("%PDF-kept bedroom-nestz #3"),
    );
    expect(drawn).toHaveLength(4);
  });

  it("serves no sheet drawn before the /Specs page's words last changed, whose table it repeats", async () => {
    const { keeper } = countingKeeper();
    keeper.follow(5);
    expect(await text(keptSpecSheet("bedroom-nestz", config, shownSpecs().key))).toBe("%PDF-kept bedroom-nestz #1");
    specsWordsKey.value = "specs-2";
    expect(await keptSpecSheet("bedroom-nestz", config, shownSpecs().key)).toBeNull();
    keeper.follow(6);
    expect(await text(keptSpecSheet("bedroom-nestz", config, shownSpecs().key))).toBe("%PDF-kept bedroom-nestz #3");
  });

  it("draws the sheets again ahead of requests when the /Specs page's words change, and only then", async () => {
    const { keeper, drawn } = countingKeeper();
    keeper.followWords();
    expect(drawn, "no catalog version read yet: nothing to draw for").toEqual([]);
    keeper.follow(7);
    keeper.followWords();
    expect(drawn).toHaveLength(2);

    specsWordsKey.value = "specs-2";
    keeper.followWords();
    expect(drawn).toEqual(["bedroom-nestz", "office-nestz", "bedroom-nestz", "office-nestz"]);
    expect(await text(keptSpecSheet("bedroom-nestz", config, shownSpecs().key))).toBe("%PDF-kept bedroom-nestz #3");
    keeper.followWords();
    keeper.follow(7);
    expect(drawn, "the same version and words are not drawn again").toHaveLength(4);
  });

  it("keeps the newer words' drawing when an older one finishes after it", async () => {
    const { keeper, finishes } = heldKeeper();
    keeper.follow(1);
    specsWordsKey.value = "specs-2";
    keeper.followWords();
    finishes[1]?.({ body: Buffer.from("%PDF-new words"), etag: '"new"' });
    expect(await text(keptSpecSheet("bedroom-nestz", config, shownSpecs().key))).toBe("%PDF-new words");
    finishes[0]?.({ body: Buffer.from("%PDF-old words"), etag: '"old"' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await text(keptSpecSheet("bedroom-nestz", config, shownSpecs().key))).toBe("%PDF-new words");
  });

  it("sends the last drawn bytes at once while a newer version's are drawn, then the new ones", async () => {
    const { keeper, finishes } = heldKeeper();
    keeper.follow(1);
    const first = keptSpecSheet("bedroom-nestz", config, shownSpecs().key);
    finishes[0]?.({ body: Buffer.from("%PDF-version 1"), etag: '"1"' });
    expect(await text(first)).toBe("%PDF-version 1");

    keeper.follow(2);
    expect(finishes).toHaveLength(2);
    expect(await text(keptSpecSheet("bedroom-nestz", config, shownSpecs().key))).toBe("%PDF-version 1");
    finishes[1]?.({ body: Buffer.from("%PDF-version 2"), etag: '"2"' });
    await vi.waitFor(async () =>
      expect(await text(keptSpecSheet("bedroom-nestz", config, shownSpecs().key))).toBe("%PDF-version 2"),
    );
  });

  it("has the route send the kept bytes without drawing, and a 304 to a reader who has them", async () => {
    const { keeper, drawn } = countingKeeper();
    keeper.follow(1);
    const request = new Request("http://localhost/spec-sheets/office-nestz.pdf");
    const answers = [
      await specSheetResponse(request, "office-nestz"),
      await specSheetResponse(request, "office-nestz"),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toBe("application/pdf");
      expect(Buffer.from(await answer.arrayBuffer()).toString()).toBe("%PDF-kept office-nestz #2");
    }
    const again = new Request(request.url, { headers: { "If-None-Match": '"office-nestz-2"' } });
    expect((await specSheetResponse(again, "office-nestz")).status).toBe(304);
    expect(drawn).toHaveLength(2);
  });

  it("makes a request during a drawing wait for it rather than draw again", async () => {
    let finish: (file: PdfFile) => void = () => {};
    let drawings = 0;
    const keeper = keepSpecSheets({
      slugs: ["bedroom-nestz"],
      config,
      specs: shownSpecs,
      draw: () => {
        drawings += 1;
        return new Promise<PdfFile>((resolve) => (finish = resolve));
      },
    });
    keepers.push(keeper);
    keeper.follow(1);
    const waiting = keptSpecSheet("bedroom-nestz", config, shownSpecs().key);
    finish({ body: Buffer.from("%PDF-late"), etag: '"late"' });
    expect(await text(waiting)).toBe("%PDF-late");
    expect(drawings).toBe(1);
  });

  it("keeps nothing for a drawing that failed or for other settings, so the route draws the sheet itself", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const keeper = keepSpecSheets({
      slugs,
      config,
      specs: shownSpecs,
      draw: () => Promise.reject(new Error("thread stopped")),
    });
    keepers.push(keeper);
    keeper.follow(1);
    expect(await keptSpecSheet("bedroom-nestz", config, shownSpecs().key)).toBeNull();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("bedroom-nestz"), expect.any(Error));
    logged.mockRestore();

    const { keeper: working } = countingKeeper();
    working.follow(2);
    expect(await keptSpecSheet("bedroom-nestz", { ...config, contactPhone: "555-0100" }, shownSpecs().key)).toBeNull();
    working.stop();
    expect(await keptSpecSheet("bedroom-nestz", config, shownSpecs().key)).toBeNull();
  });
});
