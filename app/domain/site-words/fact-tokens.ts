/**
 * Business facts named in the owner's words (docs/decisions/0158). A page's
 * text may say `{flat delivery fee}`; the page shows the fact's value from
 * code in its place, so the words follow the facts the site computes with
 * and the owner cannot contradict one by accident.
 */

/** A fact's name in braces: lowercase words, digits, spaces and hyphens. */
const TOKEN = /\{([a-z0-9][a-z0-9 -]{0,48})\}/g;

/** The values of the facts pages may name, by name. */
export type FactWords = Readonly<Record<string, string>>;

/** The names in braces that are not facts, in the order they are written. */
export function unknownFacts(text: string, facts: FactWords): string[] {
  const unknown: string[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const name = match[1] as string;
    if (!Object.hasOwn(facts, name) && !unknown.includes(name)) unknown.push(name);
  }
  return unknown;
}

/** The text with every named fact in place; a name that is not a fact is left as written. */
export function fillFacts(text: string, facts: FactWords): string {
  return text.replace(TOKEN, (written, name: string) =>
    Object.hasOwn(facts, name) ? (facts[name] as string) : written,
  );
}

/** Every string within `value` with its facts filled in (words are plain data: strings, arrays, objects). */
export function fillFactsIn<T>(value: T, facts: FactWords): T {
  if (typeof value === "string") return fillFacts(value, facts) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => fillFactsIn(item, facts)) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillFactsIn(item, facts)])) as T;
  return value;
}
