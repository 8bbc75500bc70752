/**
 * The shape of the delivery map: plain numbers and SVG path strings.
 * app/server/delivery/map.server.ts projects it (at build time for the
 * prerendered page) and DeliveryMapPanel draws it, so the browser never needs
 * the geo libraries. It lives here because both sides speak it.
 */

export type Anchor = "start" | "middle" | "end";

/** Where a label sits relative to its point; offsets are in em so they follow the font size. */
export interface MapLabel {
  text: string;
  x: number;
  y: number;
  anchor: Anchor;
  dx: string;
  dy: string;
  /** Degrees, about the label's point; for names set along a coast or border. */
  rotate?: number;
}

export interface CityMark {
  name: string;
  /** Left off the smallest screens, where the close-up has no room for every name. */
  minor: boolean;
  /** Straight-line miles from PDX. */
  miles: number;
  x: number;
  y: number;
  label: MapLabel;
}

export interface MapPanel {
  width: number;
  height: number;
  /** Washington and Oregon, where we deliver. */
  states: { code: string; name: string; d: string }[];
  /** Idaho, California and Nevada, for context. */
  neighbours: string;
  /** County lines inside WA and OR (close-up only; empty otherwise). */
  countyLines: string;
  /** The stretch of the WA–OR line that is the Columbia River. */
  river: string;
  workshop: string;
  circle: string;
  pdx: { x: number; y: number };
  cities: CityMark[];
  /** State, water, workshop and circle names. */
  labels: (MapLabel & { kind: "state" | "neighbour" | "water" | "workshop" | "circle" })[];
}

export interface DeliveryMap {
  radiusMiles: number;
  overview: MapPanel;
  closeUp: MapPanel;
  /** Towns on the close-up inside the flat-fee circle, nearest first, and those just outside it. */
  townsInside: string[];
  townsOutside: string[];
}

/**
 * A place marked on one panel of the delivery map, in that panel's SVG
 * coordinates (0…width, 0…height), with the name of the panel's picture
 * (/images/<map>.svg). Computed on the server.
 */
export interface MapPin {
  map: "delivery-map-pdx" | "delivery-map-states";
  x: number;
  y: number;
  width: number;
  height: number;
}
