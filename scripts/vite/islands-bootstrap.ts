/**
 * Builds the content pages' bootstrap (app/components/islands/bootstrap.ts)
 * as an entry chunk of the client build, and tells the server build its
 * hashed URL, and those of the chunks it imports, through
 * `virtual:islands-bootstrap`.
 *
 * React Router builds the client first (with Vite's manifest on), then the
 * server; the server build reads the file names from that manifest, so the
 * prerendered pages name the right files. The dev server serves the source.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

export const BOOTSTRAP_ENTRY = "app/components/islands/bootstrap.ts";
const VIRTUAL_ID = "virtual:islands-bootstrap";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  /** Manifest keys of the chunks it imports statically. */
  imports?: string[];
}

/** What `virtual:islands-bootstrap` exports (app/components/islands/virtual-modules.d.ts). */
interface BootstrapFiles {
  url: string;
  /** Its static imports, for the page to preload beside it instead of after it. */
  imports: string[];
}

export function islandsBootstrap({ clientOutDir }: { clientOutDir: string }): Plugin {
  let root = process.cwd();
  let base = "/";
  let serving = false;
  return {
    name: "nestz:islands-bootstrap",
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
      const files: BootstrapFiles = serving ? { url: `${base}${BOOTSTRAP_ENTRY}`, imports: [] } : builtFiles(clientOutDir, base);
      return `export default ${JSON.stringify(files)};`;
    },
  };
}

function builtFiles(clientOutDir: string, base: string): BootstrapFiles {
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
