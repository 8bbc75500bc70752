/** The built URL of ./bootstrap.ts (scripts/vite/islands-bootstrap.ts); server only. */
declare module "virtual:islands-bootstrap" {
  const url: string;
  export default url;
}
