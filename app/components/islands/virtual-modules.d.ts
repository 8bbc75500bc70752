/** The built URL of ./bootstrap.ts and of the chunks it imports (scripts/vite/islands-bootstrap.ts); server only. */
declare module "virtual:islands-bootstrap" {
  const files: { url: string; imports: string[] };
  export default files;
}
