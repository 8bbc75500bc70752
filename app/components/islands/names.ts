/**
 * The names of the parts of a content page that React mounts in the browser
 * (the registry in app/islands/registry.ts says what each loads and when).
 * Stated here, below every feature, so a feature can render an <Island> without
 * depending on the registry that depends on it.
 */
export const ISLAND_NAMES = [
  "cart-menu",
  "mobile-menu",
  "walkthrough",
  "birdsong",
  "fee-estimator",
  "quote-form",
  "social-feed",
  "add-to-cart",
  "checkout",
  "sign-in-form",
  "sign-up-form",
  "forgot-password-form",
  "reset-password-form",
  "display-name-form",
  "send-button",
] as const;

export type IslandName = (typeof ISLAND_NAMES)[number];

export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && (ISLAND_NAMES as readonly string[]).includes(name);
}
