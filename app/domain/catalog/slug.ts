/** The longest slug made from a name; long names are cut at a word boundary. */
export const SLUG_MAX_LENGTH = 60;

/**
 * A product's or category's web-safe key, made once from its name:
 * "Nestz Café Mug!" → "nestz-cafe-mug". Empty when the name has no letter
 * or digit to make one from.
 */
export function slugify(name: string): string {
  const words = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "") // accents, split off by NFKD
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (words.length <= SLUG_MAX_LENGTH) return words;
  const cut = words.slice(0, SLUG_MAX_LENGTH + 1);
  const lastDash = cut.lastIndexOf("-");
  return (lastDash > 0 ? cut.slice(0, lastDash) : cut.slice(0, SLUG_MAX_LENGTH)).replace(/-+$/g, "");
}
