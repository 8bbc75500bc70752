/** Small readers for raw HTML, for checks made without a browser (what crawlers and no-JS visitors get). */

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The visible text of an HTML fragment: no tags, scripts or styles; whitespace collapsed. */
export function textOf(html: string): string {
  const withoutCode = html
    .replace(/<script\b[\s\S]*?<\/script>/gi, " ")
    .replace(/<style\b[\s\S]*?<\/style>/gi, " ")
    .replace(/<template\b[\s\S]*?<\/template>/gi, " ");
  return decodeEntities(withoutCode.replace(/<[^>]+>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
}

/** The inner HTML of every element with this tag name (not nested in one another). */
export function elementsOf(html: string, tag: string): string[] {
  const pattern = new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)<\\/${tag}>`, "gi");
  return [...html.matchAll(pattern)].map((match) => match[1] ?? "");
}

export function titleOf(html: string): string {
  return textOf(elementsOf(html, "title")[0] ?? "");
}

export interface ScriptTag {
  attributes: string;
  body: string;
}

export function scriptsOf(html: string): ScriptTag[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].map((match) => ({
    attributes: match[1] ?? "",
    body: match[2] ?? "",
  }));
}

export function attributeOf(attributes: string, name: string): string | undefined {
  const match = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(attributes);
  return match ? decodeEntities(match[1] ?? match[2] ?? match[3] ?? "") : undefined;
}

/** Same-origin /assets/* files the page loads as scripts, module preloads or styles. */
export function assetUrlsOf(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<(?:script|link)\b([^>]*)>/gi)) {
    const attributes = match[1] ?? "";
    const url = attributeOf(attributes, "src") ?? attributeOf(attributes, "href");
    if (url?.startsWith("/assets/")) urls.add(url);
  }
  for (const match of html.matchAll(/["'](\/assets\/[^"']+\.(?:js|css))["']/g)) {
    if (match[1]) urls.add(match[1]);
  }
  return [...urls];
}
