import path from "node:path";

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

import { BUILD_DIR } from "#app/server/config/build-paths.server.ts";

import { contentPageAssets } from "./scripts/vite/content-page-assets.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), contentPageAssets({ clientOutDir: path.join(BUILD_DIR, "client") })],
  server: {
    // Builds, data and reports change while the dev server runs; none of them is source.
    watch: { ignored: ["**/build/**", "**/build-*/**", "**/data/**", "**/bench-results/**", "**/test-results/**"] },
  },
  build: {
    // Inline nothing into JS: small SVGs stay separate, cacheable files.
    assetsInlineLimit: 0,
    rolldownOptions: {
      // The timing report names the framework's own plugins (prerendering, mostly);
      // there is nothing in it for us to act on, so a build does not print it.
      checks: { bundlerTimings: false },
    },
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Fewer, larger chunks: a page needs about half as many requests. The
            // framework is one cached file; app modules most pages share are one
            // more. Other libraries stay with the few pages that use them.
            codeSplitting: {
              groups: [
                // What the content pages' bootstrap imports, in a chunk of its own: inside the
                // shared chunk it would bring React along (tests/e2e/islands.spec.ts checks).
                {
                  name: "cart-basics",
                  test: /[\\/]app[\\/](components[\\/]cart[\\/]cart-label|state[\\/](cart-storage|page-view-beacon)|domain[\\/]cart)\.ts$/,
                  priority: 3,
                },
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                  priority: 2,
                },
                // Picture descriptions are many pages' words but a few each, and the
                // product pages (their component and words) are five pages' alone: both
                // stay with the pages that show them, not in every page's download.
                {
                  name: "shared",
                  test: /[\\/]app[\\/](?!content[\\/](site[\\/]picture-descriptions|catalog[\\/]products)\.ts|components[\\/]catalog[\\/]buyer[\\/]product[\\/])/,
                  minShareCount: 4,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    },
  },
});
