/**
 * Builds the content pages' bootstrap (app/components/islands/bootstrap.ts)
 * as an entry chunk of the client build, and tells the server build its
 * hashed URL through `virtual:islands-bootstrap`.
 *
 * React Router builds the client first (with Vite's manifest on), then the
 * server; the server build reads the chunk's file name from that manifest, so
 * the prerendered pages name the right file. The dev server serves the source.
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
      const url = serving ? `${base}${BOOTSTRAP_ENTRY}` : `${base}${builtFile(clientOutDir)}`;
      return `export default ${JSON.stringify(url)};`;
    },
  };
}

function builtFile(clientOutDir: string): string {
  const manifestFile = path.join(clientOutDir, ".vite", "manifest.json");
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, ManifestChunk>;
  } catch (error) {
    throw new Error(`The client build's manifest (${manifestFile}) could not be read: ${(error as Error).message}`);
  }
  const chunk = manifest[BOOTSTRAP_ENTRY];
  if (!chunk?.isEntry) throw new Error(`The client build has no entry chunk for ${BOOTSTRAP_ENTRY}`);
  return chunk.file;
}
