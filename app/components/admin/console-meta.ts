/** A console page's `meta`: its own title, and never indexed. */
export function consoleMeta(title: string) {
  return () => [{ title: `${title} | Nestz console` }, { name: "robots", content: "noindex, nofollow" }];
}
