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
  id: string;
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

/** Every figure for a Nestz, grouped the way a buyer reads a spec sheet. */
export const specGroups: SpecGroup[] = [
  {
    id: "size",
    title: "Size and footing",
    items: [
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
  },
  {
    id: "structure",
    title: "Structure and insulation",
    items: [
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
      { feature: "Siding", detail: "Insulated metal with a faux-wood finish", availability: "standard" },
    ],
  },
  {
    id: "openings",
    title: "Windows and door",
    items: [
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
      { feature: "Door", detail: "Insulated steel door with a steel deadbolt", availability: "standard" },
      { feature: "Double-walled window", detail: "Extra glazing for a quieter, warmer room", availability: "optional" },
    ],
  },
  {
    id: "finishes",
    title: "Finishes",
    link: { to: "/Paint", label: "See the paint option" },
    items: [
      {
        feature: "Floor",
        detail: `${capitalise(finishes.floor)}: warm, easy to clean, scratch resistant`,
        availability: "standard",
      },
      { feature: "Walls, doors and ceiling", detail: "White, ready to paint", availability: "standard" },
      {
        feature: "Custom paint",
        detail: `Any color from the ${finishes.paintPalette} palette`,
        availability: "optional",
      },
    ],
  },
  {
    id: "bathroom",
    title: "Bathroom and plumbing",
    link: { to: "/bathroom", label: "See the bathroom" },
    items: [
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
  },
  {
    id: "power",
    title: "Electrical, heat and hot water",
    items: [
      { feature: "Service", detail: `${electrical.amps} amp, ${electrical.volts} V`, availability: "standard" },
      { feature: "Outlets", detail: `${electrical.outlets}`, availability: "standard" },
      {
        feature: "Lights",
        detail: `${models.bedroom.lights} in the ${models.bedroom.name}, ${models.office.lights} in the ${models.office.name}`,
        availability: "standard",
      },
      { feature: "Heat", detail: capitalise(finishes.heater), availability: "standard" },
      { feature: "Air conditioner", detail: "For warm summers", availability: "optional" },
      { feature: "Hot water", detail: capitalise(finishes.waterHeater), availability: "standard" },
      {
        feature: "Electric water heater",
        detail: "In place of propane",
        availability: "optional",
        note: `Needs ${electrical.electricWaterHeaterAmps} amp service`,
      },
    ],
  },
  {
    id: "kitchen",
    title: "Kitchen",
    link: { to: "/Kitchen", label: "See the kitchen" },
    items: [
      {
        feature: "Kitchenette",
        detail: `${inches(kitchen.widthIn)} wide, with a ${joinList(kitchen.features)}`,
        availability: "optional",
      },
    ],
  },
  {
    id: "solar",
    title: "Solar",
    items: [
      { feature: "Solar power", detail: "Possible on request: call us to plan a system", availability: "optional" },
    ],
  },
];
