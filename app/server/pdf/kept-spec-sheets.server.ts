import type { SpecSheetSlug } from "#app/content/documents";
import type { PublicConfig } from "#app/domain/site/public-config";

import type { PdfFile } from "./render.server";

/** The spec sheets drawn for one catalog version and set of public settings. */
interface Kept {
  version: number;
  configKey: string;
  /** Each sheet's drawing, under way or done; null if it failed. */
  sheets: Map<SpecSheetSlug, Promise<PdfFile | null>>;
}

/**
 * server.ts runs this module from source, where it draws the sheets; the
 * app's server bundle holds its own copy, whose routes send them. Both share
 * what is kept through globalThis (as the live facts do).
 */
const registry = globalThis as typeof globalThis & { __nestzKeptSpecSheets?: Kept };

const configKeyOf = (config: PublicConfig) => JSON.stringify(config);

/**
 * The sheet kept for the newest catalog version this process has seen, once
 * drawn (a request during the drawing waits for it rather than drawing it
 * again); null when none is kept for these settings or its drawing failed,
 * and the route draws it itself.
 */
export async function keptSpecSheet(slug: SpecSheetSlug, config: PublicConfig): Promise<PdfFile | null> {
  const kept = registry.__nestzKeptSpecSheets;
  if (!kept || kept.configKey !== configKeyOf(config)) return null;
  return (await kept.sheets.get(slug)) ?? null;
}

interface Options {
  slugs: readonly SpecSheetSlug[];
  config: PublicConfig;
  /** Draws one sheet for `config`: on a server, in a worker thread, so no request waits behind it. */
  draw: (slug: SpecSheetSlug, config: PublicConfig) => Promise<PdfFile>;
}

/**
 * Draws every spec sheet once per catalog version, before anyone asks
 * (docs/decisions/0071): `follow` is told each version as it is read (at
 * start and after every change) and starts the drawings in the background;
 * requests get the kept bytes. A version already kept is not drawn again.
 */
export function keepSpecSheets({ slugs, config, draw }: Options) {
  const configKey = configKeyOf(config);
  let mine: Kept | null = null;
  return {
    follow(version: number): void {
      const kept = registry.__nestzKeptSpecSheets;
      if (kept && kept.version === version && kept.configKey === configKey) return;
      mine = {
        version,
        configKey,
        sheets: new Map(
          slugs.map((slug) => [
            slug,
            draw(slug, config).catch((error: unknown) => {
              console.error(`pdf: could not draw the ${slug} spec sheet ahead of requests`, error);
              return null;
            }),
          ]),
        ),
      };
      registry.__nestzKeptSpecSheets = mine;
    },
    /** Forgets what this keeper drew (on shutdown, and between tests). */
    stop(): void {
      if (registry.__nestzKeptSpecSheets === mine) delete registry.__nestzKeptSpecSheets;
      mine = null;
    },
  };
}
