/**
 * What a content page's document needs from the build, given to the server
 * build through `virtual:content-page-assets` (its type, ContentPageAssets, is
 * in app/components/islands/page-scripts.tsx, which renders it):
 *
 * - the bootstrap (app/islands/bootstrap.ts), built here as an
 *   entry chunk of the client build: its hashed URL and those of the chunks it
 *   imports, read from the client build's Vite manifest (React Router builds
 *   the client first, with the manifest on, then the server), so the
 *   prerendered pages name the right files;
 * - the site icon as a data URL, so a content page costs no request for it.
 *
 * The dev server serves the sources instead (every page hydrates there).
 */
import { readFileSync } from "node:fs";
import path from "node:path";

import type { Plugin } from "vite";

import type { ContentPageAssets } from "../../app/components/islands/page-scripts";

export const BOOTSTRAP_ENTRY = "app/islands/bootstrap.ts";
/** The icon every page names (public/, written by `npm run brand:images`). */
const ICON_FILE = "public/favicon.svg";
const VIRTUAL_ID = "virtual:content-page-assets";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  /** Manifest keys of the chunks it imports statically. */
  imports?: string[];
}

export function contentPageAssets({ clientOutDir }: { clientOutDir: string }): Plugin {
  let root = process.cwd();
  let base = "/";
  let serving = false;
  return {
    name: "nestz:content-page-assets",
    configResolved(config) {
      root = config.root;
      base = config.base;
      serving = config.command === "serve";
    },
    buildStart() {
      if (serving || this.environment.config.consumer !== "client") return;
      this.emitFile({ type: "chunk", id: path.join(root, BOOTSTRAP_ENTRY), name: "islands" });
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (this.environment.config.consumer !== "server") {
        throw new Error(`${VIRTUAL_ID} is for the server: import it from entry.server.tsx only`);
      }
      const assets: ContentPageAssets = serving
        ? { bootstrap: { url: `${base}${BOOTSTRAP_ENTRY}`, imports: [] }, icon: `${base}favicon.svg` }
        : { bootstrap: builtBootstrap(clientOutDir, base), icon: iconDataUrl(path.join(root, ICON_FILE)) };
      return `export default ${JSON.stringify(assets)};`;
    },
  };
}

function builtBootstrap(clientOutDir: string, base: string): ContentPageAssets["bootstrap"] {
  const manifestFile = path.join(clientOutDir, ".vite", "manifest.json");
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, ManifestChunk>;
  } catch (error) {
    throw new Error(`The client build's manifest (${manifestFile}) could not be read: ${(error as Error).message}`);
  }
  const chunk = manifest[BOOTSTRAP_ENTRY];
  if (!chunk?.isEntry) throw new Error(`The client build has no entry chunk for ${BOOTSTRAP_ENTRY}`);
  const imports = (chunk.imports ?? []).map((key) => {
    const imported = manifest[key];
    if (!imported) throw new Error(`The client build's manifest names ${key} but has no entry for it`);
    return `${base}${imported.file}`;
  });
  return { url: `${base}${chunk.file}`, imports };
}

/** The SVG as a data URL, percent-encoded where it must be (shorter than base64, and it compresses). */
export function iconDataUrl(file: string): string {
  const svg = readFileSync(file, "utf8").trim().replace(/\s+/g, " ");
  return `data:image/svg+xml,${svg.replace(/[%#<>"\r\n]/g, (character) => encodeURIComponent(character))}`;
}
