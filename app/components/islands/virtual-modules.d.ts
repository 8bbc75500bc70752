/** What a content page's document needs from the build (scripts/vite/content-page-assets.ts); server only. */
declare module "virtual:content-page-assets" {
  import type { ContentPageAssets } from "#app/components/islands/page-scripts";

  const assets: ContentPageAssets;
  export default assets;
}
