import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  server: {
    // Builds, data and reports change while the dev server runs; none of them is source.
    watch: { ignored: ["**/build/**", "**/build-*/**", "**/data/**", "**/bench-results/**", "**/test-results/**"] },
  },
  build: {
    // Inline nothing into JS: small SVGs stay separate, cacheable files.
    assetsInlineLimit: 0,
  },
});
