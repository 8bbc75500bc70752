import type { SpecSheetSlug } from "#app/domain/documents/views";
import type { PublicConfig } from "#app/domain/site/public-config";
import type { ContentWords } from "#app/domain/site-words/blocks";

import type { PdfFile } from "./render.server";
import type { SpecsWords } from "./spec-sheet-content.server";

/** One sheet: its newest drawing, and the last that finished (sent while a newer one is drawn). */
interface KeptSheet {
  /** The drawing for the newest catalog version and words seen, under way or done; null if it failed. */
  drawing: Promise<PdfFile | null>;
  /** `wordsKey`: the /Specs page's published words it was drawn with (the sheets repeat its table). */
  drawn: { round: number; wordsKey: string; file: PdfFile } | null;
}

/** The spec sheets drawn for one set of public settings. */
interface Kept {
  version: number;
  configKey: string;
  /** The /Specs page's published words the newest drawings are drawn with. */
  wordsKey: string;
  /** Counts the rounds of drawings, so an older round's drawing never replaces a newer one's. */
  round: number;
  sheets: Map<SpecSheetSlug, KeptSheet>;
}

/**
 * server.ts runs this module from source, where it draws the sheets; the
 * app's server bundle holds its own copy, whose routes send them. Both share
 * what is kept through globalThis (as the live facts do).
 */
const registry = globalThis as typeof globalThis & { __nestzKeptSpecSheets?: Kept };

const configKeyOf = (config: PublicConfig) => JSON.stringify(config);

/**
 * The sheet last drawn for this process's catalog versions: while the newest
 * version's is drawn, the one before (the sheets state nothing the catalog
 * holds yet; docs/decisions/0071); before any has finished, the drawing under
 * way, waited for rather than drawn again. Null when none is kept for these
 * settings or the drawing failed: the route draws the sheet itself.
 */
export async function keptSpecSheet(
  slug: SpecSheetSlug,
  config: PublicConfig,
  /** The digest of the /Specs page's published words now (`SpecsWords.key`). */
  wordsKey: string,
): Promise<PdfFile | null> {
  const kept = registry.__nestzKeptSpecSheets;
  const sheet = kept?.configKey === configKeyOf(config) ? kept.sheets.get(slug) : undefined;
  if (!kept || !sheet) return null;
  // A sheet drawn with the /Specs page's words before they last changed is never sent: its table is stale.
  const fresh = () => (sheet.drawn?.wordsKey === wordsKey ? sheet.drawn.file : null);
  if (fresh()) return fresh();
  if (kept.wordsKey !== wordsKey) return null;
  return (await sheet.drawing) ?? fresh();
}

interface Options {
  slugs: readonly SpecSheetSlug[];
  config: PublicConfig;
  /** Draws one sheet for `config`: on a server, in a worker thread, so no request waits behind it. */
  draw: (slug: SpecSheetSlug, config: PublicConfig, specs: ContentWords) => Promise<PdfFile>;
  /** The /Specs page's words as guests read them now, whose table the sheets repeat. */
  specs: () => SpecsWords;
}

/**
 * Draws every spec sheet once per catalog version and /Specs words, before
 * anyone asks (docs/decisions/0071, 0165): `follow` is told each version as it
 * is read (at start and after every change), `followWords` each time the
 * published words are read, and either starts the drawings in the background;
 * requests get the kept bytes. What was already drawn is not drawn again.
 */
export function keepSpecSheets({ slugs, config, draw, specs }: Options) {
  const configKey = configKeyOf(config);
  let mine: Kept | null = null;
  const keptHere = () => {
    const known = registry.__nestzKeptSpecSheets;
    return known?.configKey === configKey ? known : undefined;
  };
  return {
    follow(version: number): void {
      const known = keptHere();
      if (known?.version === version && known.wordsKey === specs().key) return;
      drawAll(version, known);
    },
    /** After a publish of /Specs: the sheets repeat its table, so they are drawn again for the version held. */
    followWords(): void {
      const known = keptHere();
      if (known && known.wordsKey !== specs().key) drawAll(known.version, known);
    },
    /** Forgets what this keeper drew (on shutdown, and between tests). */
    stop(): void {
      if (registry.__nestzKeptSpecSheets === mine) delete registry.__nestzKeptSpecSheets;
      mine = null;
    },
  };

  function drawAll(version: number, known: Kept | undefined): void {
    const kept: Kept = known ?? { version, configKey, wordsKey: "", round: 0, sheets: new Map() };
    const { words, key: wordsKey } = specs();
    kept.version = version;
    kept.wordsKey = wordsKey;
    kept.round += 1;
    const round = kept.round;
    for (const slug of slugs) {
      const sheet = kept.sheets.get(slug) ?? { drawing: Promise.resolve(null), drawn: null };
      sheet.drawing = draw(slug, config, words).then(
        (file) => {
          // Drawings finish in the order asked (one thread), but a slower older one must not win.
          if (!sheet.drawn || sheet.drawn.round <= round) sheet.drawn = { round, wordsKey, file };
          return file;
        },
        (error: unknown) => {
          console.error(`pdf: could not draw the ${slug} spec sheet ahead of requests`, error);
          return null;
        },
      );
      kept.sheets.set(slug, sheet);
    }
    registry.__nestzKeptSpecSheets = mine = kept;
  }
}
