/** What a content page's document needs from the build (ContentPageAssets in scripts/vite/content-page-assets.ts); server only. */
declare module "virtual:content-page-assets" {
  const assets: {
    bootstrap: { url: string; imports: string[] };
    icon: string;
  };
  export default assets;
}
