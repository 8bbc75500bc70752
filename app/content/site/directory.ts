import type { SitePath } from "#app/content/paths";

export interface DirectoryTile {
  id: number;
  title: string;
  subtitle: string;
  to: SitePath;
  size: "large" | "regular";
}

/** The home page's six-tile directory, as the spec lays it out. */
export const directoryTiles: DirectoryTile[] = [
  { id: 1, title: "Buy a Nestz", subtitle: "Make One Home", to: "/Shop", size: "large" },
  { id: 2, title: "Nestz", subtitle: "The Story", to: "/story", size: "regular" },
  { id: 3, title: "The Details", subtitle: "product specs and options", to: "/Specs", size: "regular" },
  { id: 4, title: "FAQ", subtitle: "Your Questions answered", to: "/FAQ", size: "large" },
  { id: 5, title: "Inquiries", subtitle: "Have questions?", to: "/Contact", size: "regular" },
  { id: 6, title: "Social Nestz", subtitle: "Share your adventure", to: "/Social", size: "large" },
];
