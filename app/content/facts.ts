/**
 * The business's facts, stated once. Every page, illustration and schema that
 * mentions one of these numbers reads it from here.
 */

export const company = {
  brand: "Nestz",
  city: "Portland, Oregon",
  cityShort: "Portland, OR",
  region: "Pacific Northwest",
  workshop: "Skamania County, Washington",
  family: "a small family-owned and family-run business",
  founders: "two founders who grew up in the Pacific Northwest",
} as const;

/** Sold as 8' x 20'; the measured outside of the box is a little smaller. */
export const unit = {
  nominal: "8' x 20'",
  nominalWidthFt: 8,
  nominalLengthFt: 20,
  lengthFt: 19.02,
  widthFt: 7.87,
  heightFt: 9.18,
  contactPointsPerUnit: 6,
  frame: "heavy-duty galvanized steel frame",
  removableSides: 6,
} as const;

/** The figure a new database starts with; the owner then edits it in the console (site_settings). */
export const inventory = {
  unitsAvailable: 9,
} as const;

export const models = {
  bedroom: {
    name: "Bedroom Nestz",
    path: "/bedroom",
    windows: 3,
    lights: 6,
    assemblyHours: 8,
    bathroom: 'toilet, hand-wash sink and a 32" x 48" shower',
  },
  office: {
    name: "Office Nestz",
    path: "/Office",
    windows: 3,
    lights: 3,
    bathroom: "macerating toilet and hand-wash sink, no shower",
  },
} as const;

export const electrical = {
  amps: 30,
  volts: 120,
  outlets: 5,
  electricWaterHeaterAmps: 50,
  kitchenVolts: 115,
  kitchenAmps: 12,
} as const;

export const insulation = {
  walls: { rValue: 15, detail: '3" Rockwool and 5/8" closed-cell polyurethane, steel clad, plus an air barrier' },
  ceiling: { rValue: 22, detail: '7" Rockwool plus blanket insulation and an air barrier' },
} as const;

export const windows = {
  living: { count: 2, widthFt: 3, heightFt: 4, kind: "Pella double-pane, low-E" },
  bathroom: { count: 1, widthFt: 1.5, heightFt: 2, kind: "double-pane awning" },
} as const;

export const bathroom = {
  roomFt: { width: 4, length: 8 },
  showerIn: { width: 32, length: 48 },
  toilet: "macerating toilet",
  sewerWithinFt: 120,
  pumpRunFt: 150,
  pumpLiftFt: 15,
} as const;

export const kitchen = {
  widthIn: 40,
  depthIn: 25,
  features: ["two-burner electric ceramic cooktop", "sink", "refrigerator", "freezer"],
} as const;

export const finishes = {
  floor: "faux-walnut vinyl plank",
  walls: "white",
  paintPalette: "Sherwin-Williams",
  heater: "HeatStorm electric heater with a thermostat you can run from your phone",
  waterHeater: "on-demand propane water heater, included with a bathroom",
} as const;

export const setup = {
  placementHours: 3,
  bedroomAssemblyHours: 8,
} as const;

export const compliance = {
  code: "WAC 296-150P",
  stamp: "Washington State",
  rentalMaxDays: 180,
} as const;

/** Delivery pricing. Money is integer cents; distances are miles from PDX, as the crow flies (the map draws the same circle). */
export const delivery = {
  origin: { name: "Portland International Airport (PDX)", lon: -122.5975, lat: 45.5887 },
  flatFeeCents: 200_00,
  flatRadiusMiles: 30,
  perMileCents: 4_00,
  states: ["WA", "OR"] as const,
  stateNames: { WA: "Washington", OR: "Oregon" } as const,
} as const;

export type DeliveryState = (typeof delivery.states)[number];

/** How a delivery happens: the equipment, the site it needs and who arranges what. */
export const deliveryService = {
  trailer: "flatbed trailer",
  forklift: "Cardinal Mule",
  forkliftKind: "truck-mounted forklift",
  feeCovers: "delivery and placement",
  feeExcludes: "set-up help",
  buyerArranges: ["septic or sewer", "power", "gas"] as const,
} as const;

/** Where the units are built, for the delivery map (county FIPS code from the US Census). */
export const workshopCounty = {
  name: "Skamania County",
  state: "WA",
  fips: "53059",
} as const;

/** The outside skin, as the product pages and pictures describe it. */
export const exterior = {
  siding: "wood-look insulated metal siding",
} as const;

/** Kitchen details the product page and kitchenette picture count out. */
export const kitchenDetails = {
  cooktopBurners: 2,
} as const;

/** Where the six contact points of `unit.contactPointsPerUnit` sit under a unit. */
export const footing = {
  cornerPoints: 4,
  midpoints: 2,
} as const;

/** Build details the Construction page counts. */
export const build = {
  bathroomCeilingLights: 2,
} as const;
