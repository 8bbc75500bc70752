/** Small helpers for writing facts into sentences. */

/** "a", "a and b", "a, b and c": an English list without the Oxford comma, as the site's copy writes it. */
export function joinList(items: readonly string[]): string {
  if (items.length < 2) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** Upper-cases the first letter, for a fact that starts a sentence. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "R‑15": an insulation rating, with a non-breaking hyphen so it never splits across lines. */
export function formatRValue(value: number): string {
  return `R\u2011${value}`;
}

/** Text made safe to place in HTML, inside elements or quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Keeps line breaks and tabs; drops other control characters, which no one types on purpose. */
export function withoutControlCharacters(value: string): string {
  let kept = "";
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code === 9 || code === 10 || (code >= 32 && code !== 127)) kept += char;
  }
  return kept;
}
