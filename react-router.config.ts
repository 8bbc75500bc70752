import { writeFileSync } from "node:fs";
import path from "node:path";

import type { Config } from "@react-router/dev/config";

import { BUILD_DIR, BUILD_STAMP_FILE } from "#app/server/config/build-paths.server";
import { publicConfigStamp } from "#app/server/config/env.server";
import { compressHashedAssets } from "#app/server/front-door/hashed-assets.server";
import { PICTURES_DIR, writePictureFiles } from "#app/server/front-door/picture-files.server";
import { compressPrerenderedPages } from "#app/server/front-door/prerendered-pages.server";

import { artNames, pictureFileBody } from "./app/art.server";
import { prerenderedPaths } from "./app/content/site/pages";

export default {
  ssr: true,
  buildDirectory: BUILD_DIR,
  // Pages whose content never depends on the visitor are rendered to HTML at
  // build time; server.ts serves those files to guests.
  prerender: prerenderedPaths,
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
  async buildEnd() {
    // Compressed once here (brotli and gzip files beside each page, script,
    // stylesheet and picture), not on every start or request.
    const clientDir = path.join(BUILD_DIR, "client");
    const pictures = artNames.map((name) => ({ name, body: pictureFileBody(name) }));
    await Promise.all([
      compressPrerenderedPages(clientDir, prerenderedPaths),
      compressHashedAssets(path.join(clientDir, "assets")),
      writePictureFiles(path.join(clientDir, PICTURES_DIR), pictures),
    ]);
    // The prerendered pages contain these public settings; `npm start`
    // rebuilds when they change (scripts/ensure-build.ts).
    writeFileSync(BUILD_STAMP_FILE, publicConfigStamp());
  },
} satisfies Config;
