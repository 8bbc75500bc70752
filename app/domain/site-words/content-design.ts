/** What a content page's design says the owner may write, part by part (docs/decisions/0158). */

/** The repeated items of a part (cards, steps, rows): how many, and what each holds. */
export interface ItemsDesign {
  /** What one item is called in the editor ("Card", "Step"). */
  label: string;
  /** Equal when each item has its own place in the design (an icon, a drawing): the owner then names them. */
  min: number;
  max: number;
  /** False where the design names each item itself (a product's card shows the product's name). */
  title: boolean;
  text: "none" | "optional" | "required";
  link: boolean;
  /** Rows of a spec table: each may hold a figure with its unit, is standard or optional, and may carry a note. */
  spec?: boolean;
}

/** Rows a part shows from the site's own figures (a spec table's measured rows), by part id: the editor lists them, never asks for them. */
export type CodeRows = Readonly<Record<string, readonly { label: string; detail: string }[]>>;

/** One part of a page, in its place. */
export interface PartDesign {
  /** Where the page shows it; stored with the words, never shown. */
  id: string;
  /** What the editor calls it, so the owner knows which part of the page it is. */
  label: string;
  heading: boolean;
  intro: "none" | "optional" | "required";
  items: ItemsDesign | null;
}

export interface ContentDesign {
  /** How the console names the page, where it is seen, and a line about it. */
  title: string;
  path: string;
  lead: string;
  /** The hint beside the opening words, saying what the page shows around them. */
  heroLead: string;
  /**
   * Names in braces the page fills in itself as it is drawn, from the site's
   * settings (the legal name a deployment is set up with), each with what it
   * shows: the editor lists them beside the facts, and saving accepts them.
   */
  siteFacts?: Readonly<Record<string, string>>;
  parts: readonly PartDesign[];
}
