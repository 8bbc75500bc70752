import {
  bathroom,
  electrical,
  finishes,
  footing,
  insulation,
  kitchen,
  models,
  unit,
  windows,
} from "#app/content/facts";
import type { PageLink } from "#app/content/paths";
import { capitalise, formatRValue, joinList } from "#app/domain/common/text";
import { formatFeetInches } from "#app/domain/common/units";
import type { ContentItem, ContentWords, SpecParticulars } from "#app/domain/site-words/blocks";
import type { CodeRows } from "#app/domain/site-words/content-design";
import { partOf } from "#app/domain/site-words/content-pages";
import { SPEC_GROUP_IDS, type SpecGroupId } from "#app/domain/site-words/designs/specs";

import { pageInfo } from "./pages";

export type Availability = "standard" | "optional";

export interface SpecItem {
  feature: string;
  detail: string;
  availability: Availability;
  /** Which model, or what it takes, when that matters. */
  note?: string;
  /** The models it applies to, when not every one (a model's spec sheet leaves the rest out). */
  models?: readonly (keyof typeof models)[];
}

export interface SpecGroup {
  id: SpecGroupId;
  title: string;
  items: SpecItem[];
  link?: PageLink;
}

const ft = (feet: number) => `${feet}\u00a0ft`; // no line break between number and unit
const inches = (value: number) => `${value}"`;
const sized = (feet: number) => `${ft(feet)} (${formatFeetInches(feet)})`;

/** The measured outside of a unit, as the specs and the spec sheets state it. */
export const outsideDimensions = `${sized(unit.lengthFt)} long, ${sized(unit.widthFt)} wide and ${sized(unit.heightFt)} high`;

/** The words for an item's availability, on the page's badges and in the spec sheets. */
export const availabilityLabels = { standard: "Standard", optional: "Optional" } as const satisfies Record<
  Availability,
  string
>;

/**
 * The rows the site states from its own figures (docs/decisions/0165): the measured unit, its
 * structure, services and the sizes other pages and the spec sheets compute with. They come first
 * in each group, and the editor shows them as facts; the owner's rows follow.
 */
const codeRows: Record<SpecGroupId, SpecItem[]> = {
  size: [
    {
      feature: "Outside dimensions",
      detail: outsideDimensions,
      availability: "standard",
      note: `Sold as ${unit.nominal}`,
    },
    {
      feature: "Footing",
      detail: `${unit.contactPointsPerUnit} level contact points: the ${footing.cornerPoints} corners and ${footing.midpoints} midpoints`,
      availability: "standard",
      note: "On earth, concrete, a deck or a porch",
    },
  ],
  structure: [
    { feature: "Frame", detail: `A ${unit.frame}, strong enough to lift, move and stack`, availability: "standard" },
    {
      feature: "Walls",
      detail: `${formatRValue(insulation.walls.rValue)}: ${insulation.walls.detail}`,
      availability: "standard",
    },
    {
      feature: "Ceiling",
      detail: `${formatRValue(insulation.ceiling.rValue)}: ${insulation.ceiling.detail}`,
      availability: "standard",
    },
  ],
  openings: [
    {
      feature: "Living-area windows",
      detail: `${windows.living.count} ${windows.living.kind} windows, each ${ft(windows.living.widthFt)} wide and ${ft(windows.living.heightFt)} tall`,
      availability: "standard",
    },
    {
      feature: "Bathroom window",
      detail: `${windows.bathroom.count} ${windows.bathroom.kind} window, ${ft(windows.bathroom.widthFt)} x ${ft(windows.bathroom.heightFt)}`,
      availability: "standard",
      note: "With a bathroom",
    },
  ],
  finishes: [
    {
      feature: "Floor",
      detail: `${capitalise(finishes.floor)}: warm, easy to clean, scratch resistant`,
      availability: "standard",
    },
  ],
  bathroom: [
    {
      feature: "Bathroom",
      detail: `A ${ft(bathroom.roomFt.width)} x ${ft(bathroom.roomFt.length)} room with a ${bathroom.toilet} and a hand-wash sink`,
      availability: "standard",
      note: "Leave it out for more floor space",
    },
    {
      feature: "Shower",
      detail: `${inches(bathroom.showerIn.width)} x ${inches(bathroom.showerIn.length)}`,
      availability: "standard",
      note: `${models.bedroom.name}; the ${models.office.name} has none`,
      models: ["bedroom"],
    },
    {
      feature: "Sewer or septic",
      detail: `Connects to a sewer line or septic system within ${ft(bathroom.sewerWithinFt)}; the pump lifts waste ${ft(bathroom.pumpLiftFt)} over a run of up to ${ft(bathroom.pumpRunFt)}`,
      availability: "standard",
      note: "You arrange the connection; we advise",
    },
  ],
  power: [
    { feature: "Service", detail: `${electrical.amps} amp, ${electrical.volts} V`, availability: "standard" },
    { feature: "Outlets", detail: `${electrical.outlets}`, availability: "standard" },
    {
      feature: "Lights",
      detail: `${models.bedroom.lights} in the ${models.bedroom.name}, ${models.office.lights} in the ${models.office.name}`,
      availability: "standard",
    },
  ],
  kitchen: [
    {
      feature: "Kitchenette",
      detail: `${inches(kitchen.widthIn)} wide, with a ${joinList(kitchen.features)}`,
      availability: "optional",
    },
  ],
  solar: [],
};

/** Where a group leads on: the option's own page. */
const groupLinks: Partial<Record<SpecGroupId, PageLink>> = {
  finishes: { to: "/Paint", label: "See the paint option" },
  bathroom: { to: "/bathroom", label: "See the bathroom" },
  kitchen: { to: "/Kitchen", label: "See the kitchen" },
};

/** The code's rows as the editor lists them beside the owner's, by group. */
export const specCodeRows: CodeRows = Object.fromEntries(
  SPEC_GROUP_IDS.map((id) => [
    id,
    codeRows[id].map((row) => ({
      label: row.feature,
      detail: `${row.detail} (${availabilityLabels[row.availability]}${row.note ? `: ${row.note}` : ""})`,
    })),
  ]),
);

/** A figure as a row shows it: `7.5 ft`, the unit kept on the number's line. */
const figureText = ({ value, unit: written }: NonNullable<SpecParticulars["figure"]>) =>
  `${value.toLocaleString("en-US", { maximumFractionDigits: 3 })}\u00a0${written}`;

/** One of the owner's rows as the table and the spec sheets show it: its figure, then its detail. */
function ownerRow(item: ContentItem): SpecItem {
  const detail = item.text.flatMap((block) => (block.kind === "paragraph" ? [block.text] : block.items)).join(" ");
  const figure = item.spec?.figure;
  const note = item.spec?.note;
  return {
    feature: item.title,
    detail: figure ? [figureText(figure), detail].filter(Boolean).join(", ") : detail,
    availability: item.spec?.optional ? "optional" : "standard",
    ...(note ? { note } : {}),
  };
}

/**
 * The spec table from the page's words (facts already filled in): each group's heading, the code's
 * rows, then the owner's. The Specs page and every model's spec sheet read it, so they agree.
 */
export function specGroupsOf(words: ContentWords): SpecGroup[] {
  return SPEC_GROUP_IDS.map((id) => {
    const part = partOf(words, id);
    const link = groupLinks[id];
    return {
      id,
      title: part.heading,
      items: [...codeRows[id], ...part.items.map(ownerRow)],
      ...(link ? { link } : {}),
    };
  }).filter((group) => group.items.length > 0);
}

const page = pageInfo("/Specs");

const paragraph = (text: string) => [{ kind: "paragraph" as const, text }];

const row = (title: string, detail: string, optional = false, note = ""): ContentItem => ({
  title,
  text: paragraph(detail),
  link: null,
  spec: { figure: null, optional, note },
});

const group = (id: SpecGroupId, heading: string, items: ContentItem[] = []) => ({ id, heading, intro: [], items });

/**
 * The Specs page's starting words (its design: `designs/specs.ts`). Facts in braces are filled in
 * from `app/content/facts.ts`; the rows the site computes with are the code's (`codeRows`).
 */
export const specsWords: ContentWords = {
  seo: { title: page.title, description: page.description },
  hero: {
    eyebrow: "The details",
    title: page.title,
    lead: "Every Nestz starts from the same shell of quality materials, sold as {unit size}: galvanized steel, rock-wool insulation and double-pane windows. From there it becomes the room you need. Choose the fit-out, the color and the extras, buy it or rent it, and we deliver it where and when you want it.",
  },
  parts: [
    {
      id: "blueprint",
      heading: "The blueprint",
      intro: paragraph(
        "Two layouts share one shell. Both plans and the outside views below are drawn to scale from the measured size of a real unit, so what you see is the room you get.",
      ),
      items: [],
    },
    { id: "sheet", heading: "The spec sheet", intro: [], items: [] },
    group("size", "Size and footing"),
    group("structure", "Structure and insulation", [row("Siding", "Insulated metal with a faux-wood finish")]),
    group("openings", "Windows and door", [
      row("Door", "Insulated steel door with a steel deadbolt"),
      row("Double-walled window", "Extra glazing for a quieter, warmer room", true),
    ]),
    group("finishes", "Finishes", [
      row("Walls, doors and ceiling", "White, ready to paint"),
      row("Custom paint", "Any color from the {paint palette} palette", true),
    ]),
    group("bathroom", "Bathroom and plumbing"),
    group("power", "Electrical, heat and hot water", [
      row("Heat", "{heater}"),
      row("Air conditioner", "For warm summers", true),
      row("Hot water", "{hot water}"),
      row("Electric water heater", "In place of propane", true, "Needs {electric water heater amps} amp service"),
    ]),
    group("kitchen", "Kitchen"),
    group("solar", "Solar", [row("Solar power", "Possible on request: call us to plan a system", true)]),
    {
      id: "paper",
      heading: "",
      intro: paragraph(
        "Need it on paper, for a permit file or a purchasing office? Each model has a spec sheet of its own, with delivery rules and how to get a quote.",
      ),
      items: [],
    },
    {
      id: "next",
      heading: "Questions about a detail?",
      intro: paragraph(
        "Whether it is a measurement for your site plan or an option you do not see here, we are happy to walk you through it. Call or email and a real person will answer.",
      ),
      items: [],
    },
  ],
};
