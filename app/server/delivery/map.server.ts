/**
 * The delivery map, projected once on the server (at build time for the
 * prerendered page) and drawn there into the HTML by the <Art> registry: the
 * browser receives finished SVG, never the Census shapes, the geo libraries
 * or the path data as script.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

import { geoCircle, geoConicConformal, geoPath, type GeoPermissibleObjects, type GeoProjection } from "d3-geo";
import type { Feature, FeatureCollection, Geometry, MultiLineString } from "geojson";
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, GeometryObject, Topology } from "topojson-specification";

import { delivery, workshopCounty } from "#app/content/facts";
import { EARTH_RADIUS_MILES, type GeoPoint, greatCircleMiles } from "#app/domain/delivery/fee";
import type { Anchor, DeliveryMap, MapLabel, MapPanel, MapPin } from "#app/domain/delivery/map";

export { EARTH_RADIUS_MILES };

/** A distance on the ground as the angle it spans at the Earth's centre, for `geoCircle().radius()`. */
export function milesToDegrees(miles: number): number {
  if (!Number.isFinite(miles) || miles < 0) throw new RangeError(`${miles} is not a distance`);
  return (miles / EARTH_RADIUS_MILES) * (180 / Math.PI);
}

/** Great-circle miles between two [lon, lat] points: the delivery fee's own measure. */
export function milesBetween(a: readonly [number, number], b: readonly [number, number]): number {
  return greatCircleMiles({ lon: a[0], lat: a[1] }, { lon: b[0], lat: b[1] });
}

type Place = "right" | "left" | "above" | "below" | "above-left" | "below-left" | "above-right" | "below-right";

interface City {
  name: string;
  lon: number;
  lat: number;
  /** Label placement on the overview and on the close-up. */
  overview?: Place;
  closeUp?: Place;
  minor?: boolean;
}

/** City and town centres (decimal degrees), placed by hand so labels clear each other. */
const CITIES: readonly City[] = [
  { name: "Portland", lon: -122.6784, lat: 45.5152, overview: "below-left", closeUp: "below" },
  { name: "Vancouver", lon: -122.6615, lat: 45.6387, overview: "above-left", closeUp: "above-left" },
  { name: "Seattle", lon: -122.3321, lat: 47.6062, overview: "right" },
  { name: "Salem", lon: -123.0351, lat: 44.9429, overview: "right" },
  { name: "Eugene", lon: -123.0868, lat: 44.0521, overview: "right" },
  { name: "Spokane", lon: -117.426, lat: 47.6588, overview: "left" },
  { name: "Bend", lon: -121.3153, lat: 44.0582, overview: "right" },
  { name: "Gresham", lon: -122.4302, lat: 45.5001, closeUp: "below-right" },
  { name: "Hillsboro", lon: -122.9898, lat: 45.5229, closeUp: "left" },
  { name: "Oregon City", lon: -122.6068, lat: 45.3573, closeUp: "right" },
  { name: "Camas", lon: -122.3995, lat: 45.5871, closeUp: "above-right" },
  { name: "Battle Ground", lon: -122.5334, lat: 45.781, closeUp: "right" },
  { name: "St. Helens", lon: -122.8065, lat: 45.864, closeUp: "left" },
  { name: "Newberg", lon: -122.9732, lat: 45.3001, closeUp: "left", minor: true },
  { name: "Canby", lon: -122.6923, lat: 45.2629, closeUp: "below", minor: true },
  { name: "Sandy", lon: -122.2612, lat: 45.3973, closeUp: "right" },
  { name: "Woodland", lon: -122.7437, lat: 45.9043, closeUp: "right", minor: true },
  { name: "Stevenson", lon: -121.8845, lat: 45.6957, closeUp: "below-left" },
  { name: "Longview", lon: -122.9382, lat: 46.1382, closeUp: "right" },
  { name: "McMinnville", lon: -123.1987, lat: 45.2101, closeUp: "below" },
];

const PLACES: Record<Place, { anchor: Anchor; dx: string; dy: string }> = {
  right: { anchor: "start", dx: "0.55em", dy: "0.35em" },
  left: { anchor: "end", dx: "-0.55em", dy: "0.35em" },
  above: { anchor: "middle", dx: "0", dy: "-0.6em" },
  below: { anchor: "middle", dx: "0", dy: "1.25em" },
  "above-left": { anchor: "end", dx: "-0.35em", dy: "-0.35em" },
  "below-left": { anchor: "end", dx: "-0.35em", dy: "1em" },
  "above-right": { anchor: "start", dx: "0.35em", dy: "-0.35em" },
  "below-right": { anchor: "start", dx: "0.35em", dy: "1em" },
};

const STATE_FIPS = { WA: "53", OR: "41" } as const;
const NEIGHBOUR_FIPS = new Set(["16", "06", "32"]); // Idaho, California, Nevada
/** East of Wallula Gap the WA–OR line leaves the Columbia and follows the 46th parallel. */
const COLUMBIA_LEAVES_BORDER_LON = -118.98;

type Named = { name: string };
type Atlas = Topology<{
  counties: GeometryCollection<Named>;
  states: GeometryCollection<Named>;
  nation: GeometryCollection;
}>;

function loadAtlas(): Atlas {
  // Read at run time rather than imported, so no bundler inlines 800 KB of JSON.
  const file = createRequire(import.meta.url).resolve("us-atlas/counties-10m.json");
  // The file is the us-atlas package's own TopoJSON; its shape is documented there.
  return JSON.parse(readFileSync(file, "utf8")) as Atlas;
}

const idOf = (g: GeometryObject) => String(g.id ?? "");

function collection(features: Feature<Geometry, Named>[]): FeatureCollection<Geometry, Named> {
  return { type: "FeatureCollection", features };
}

function project(projection: GeoProjection, lon: number, lat: number) {
  const point = projection([lon, lat]);
  if (!point) throw new Error(`cannot project ${lon}, ${lat}`);
  return { x: round(point[0]), y: round(point[1]) };
}

const round = (n: number) => Math.round(n * 10) / 10;

function inside(panel: { width: number; height: number }, p: { x: number; y: number }, margin = 0) {
  return p.x >= margin && p.y >= margin && p.x <= panel.width - margin && p.y <= panel.height - margin;
}

function label(text: string, at: { x: number; y: number }, place: Place): MapLabel {
  return { text, x: at.x, y: at.y, ...PLACES[place] };
}

/** The WA–OR line split where it leaves the river, keeping the river part. */
function columbiaStretch(border: MultiLineString): MultiLineString {
  const lines: [number, number][][] = [];
  for (const line of border.coordinates) {
    let run: [number, number][] = [];
    for (const [lon = 0, lat = 0] of line) {
      if (lon < COLUMBIA_LEAVES_BORDER_LON) run.push([lon, lat]);
      else if (run.length) {
        lines.push(run);
        run = [];
      }
    }
    if (run.length > 1) lines.push(run);
  }
  return { type: "MultiLineString", coordinates: lines };
}

interface Shapes {
  states: Feature<Geometry, Named>[];
  neighbours: Feature<Geometry, Named>[];
  workshop: Feature<Geometry, Named>;
  countyLines: MultiLineString;
  river: MultiLineString;
}

function shapes(atlas: Atlas): Shapes {
  const states = feature(atlas, atlas.objects.states).features;
  const byFips = (fips: string) => {
    const found = states.find((f) => String(f.id) === fips);
    if (!found) throw new Error(`state ${fips} is missing from us-atlas`);
    return found;
  };
  const ours = new Set<string>(Object.values(STATE_FIPS));
  const stateOf = (g: GeometryObject) => idOf(g).slice(0, 2);
  const county = feature(atlas, atlas.objects.counties).features.find((f) => String(f.id) === workshopCounty.fips);
  if (!county) throw new Error(`county ${workshopCounty.fips} is missing from us-atlas`);
  const border = mesh(atlas, atlas.objects.states, (a, b) => {
    const pair = [idOf(a), idOf(b)].sort().join();
    return pair === [STATE_FIPS.OR, STATE_FIPS.WA].join();
  });
  return {
    states: [byFips(STATE_FIPS.WA), byFips(STATE_FIPS.OR)],
    neighbours: states.filter((f) => NEIGHBOUR_FIPS.has(String(f.id))),
    workshop: county,
    // Lines between two counties of the same state; the state lines are drawn separately.
    countyLines: mesh(
      atlas,
      atlas.objects.counties,
      (a, b) => a !== b && stateOf(a) === stateOf(b) && ours.has(stateOf(a)),
    ),
    river: columbiaStretch(border),
  };
}

interface PanelSpec {
  width: number;
  projection: GeoProjection;
  /** What the panel is fitted to. */
  fit: GeoPermissibleObjects;
  padding: { top: number; right: number; bottom: number; left: number };
  /** The overview's height, so the two panels line up side by side. */
  fixedHeight?: number;
  cities: (city: City) => Place | undefined;
  countyLines: boolean;
  labels: {
    text: string;
    lon: number;
    lat: number;
    kind: MapPanel["labels"][number]["kind"];
    place?: Place;
    rotate?: number;
  }[];
}

function panel(shape: Shapes, spec: PanelSpec): MapPanel {
  const { projection, padding, width } = spec;
  const innerWidth = width - padding.left - padding.right;
  // Fit the width first to learn the height the shapes need at that scale.
  projection.fitWidth(innerWidth, spec.fit);
  const path = geoPath(projection);
  const [[, y0], [, y1]] = path.bounds(spec.fit);
  const height = spec.fixedHeight ?? Math.ceil(y1 - y0 + padding.top + padding.bottom);
  projection.fitExtent(
    [
      [padding.left, padding.top],
      [width - padding.right, height - padding.bottom],
    ],
    spec.fit,
  );
  // Clip to the panel: the close-up cuts through the states, the overview through the neighbours.
  projection.clipExtent([
    [0, 0],
    [width, height],
  ]);
  const draw = geoPath(projection).digits(1);
  const d = (object: GeoPermissibleObjects) => draw(object) ?? "";
  const circle = geoCircle()
    .center([delivery.origin.lon, delivery.origin.lat])
    .radius(milesToDegrees(delivery.flatRadiusMiles))
    .precision(3)();
  const box = { width, height };
  const cities = CITIES.flatMap((city) => {
    const place = spec.cities(city);
    if (!place) return [];
    const at = project(projection, city.lon, city.lat);
    if (!inside(box, at, 4)) return [];
    const miles = round(milesBetween([delivery.origin.lon, delivery.origin.lat], [city.lon, city.lat]));
    return [{ name: city.name, minor: city.minor ?? false, miles, ...at, label: label(city.name, at, place) }];
  });
  return {
    width,
    height,
    states: shape.states.map((f) => ({
      code: f.id === STATE_FIPS.WA ? "WA" : "OR",
      name: f.properties.name,
      d: d(f),
    })),
    neighbours: d(collection(shape.neighbours)),
    countyLines: spec.countyLines ? d(shape.countyLines) : "",
    river: d(shape.river),
    workshop: d(shape.workshop),
    circle: d(circle),
    pdx: project(projection, delivery.origin.lon, delivery.origin.lat),
    cities,
    labels: spec.labels.map(({ text, lon, lat, kind, place, rotate }) => ({
      kind,
      ...(place
        ? label(text, project(projection, lon, lat), place)
        : { text, ...project(projection, lon, lat), anchor: "middle" as const, dx: "0", dy: "0.35em" }),
      ...(rotate ? { rotate } : {}),
    })),
  };
}

function conic(centralMeridian: number, parallels: [number, number]) {
  return geoConicConformal().rotate([-centralMeridian, 0]).parallels(parallels);
}

interface BuiltMap {
  map: DeliveryMap;
  /** The panels' fitted projections, kept to place a pin later. */
  projections: { overview: GeoProjection; closeUp: GeoProjection };
}

function build(): BuiltMap {
  const shape = shapes(loadAtlas());
  const radiusMiles = delivery.flatRadiusMiles;
  const origin = [delivery.origin.lon, delivery.origin.lat] as const;
  const WA = delivery.stateNames.WA.toUpperCase();
  const OR = delivery.stateNames.OR.toUpperCase();

  // 120.5° W is the central meridian of both states' own Lambert grids; the parallels span the two.
  const overviewProjection = conic(-120.5, [43, 47.5]);
  const overview = panel(shape, {
    width: 600,
    projection: overviewProjection,
    fit: collection(shape.states),
    // Room on the sides for the ocean and the neighbours' names.
    padding: { top: 16, right: 56, bottom: 46, left: 46 },
    cities: (city) => city.overview,
    countyLines: false,
    labels: [
      { text: WA, lon: -120.1, lat: 47.15, kind: "state" },
      { text: OR, lon: -119.6, lat: 43.55, kind: "state" },
      { text: "IDAHO", lon: -116.05, lat: 45.4, kind: "neighbour", rotate: 90 },
      { text: "CALIFORNIA", lon: -121.9, lat: 41.8, kind: "neighbour" },
      { text: "NEVADA", lon: -118.2, lat: 41.8, kind: "neighbour" },
      { text: "Pacific Ocean", lon: -125.15, lat: 45.3, kind: "water", rotate: -90 },
      { text: "Columbia River", lon: -120.2, lat: 45.72, kind: "water", place: "below" },
      { text: "Our workshop", lon: -121.55, lat: 46.3, kind: "workshop", place: "right" },
    ],
  });

  // The close-up frames the circle with a margin, so every edge of it is visible.
  const frame = geoCircle()
    .center([origin[0], origin[1]])
    .radius(milesToDegrees(radiusMiles * 1.45))();
  const closeUpProjection = conic(origin[0], [45, 46]);
  const closeUp = panel(shape, {
    width: 600,
    projection: closeUpProjection,
    fit: frame,
    padding: { top: 0, right: 0, bottom: 0, left: 0 },
    fixedHeight: overview.height,
    cities: (city) => city.closeUp,
    countyLines: true,
    labels: [
      { text: WA, lon: -122.3, lat: 46.12, kind: "state" },
      { text: OR, lon: -122.3, lat: 45.02, kind: "state" },
      { text: "Columbia River", lon: -123.2, lat: 46.1, kind: "water" },
      { text: "Our workshop", lon: -121.97, lat: 45.98, kind: "workshop" },
      { text: `${radiusMiles} miles from PDX`, lon: origin[0], lat: 45.115, kind: "circle" },
    ],
  });

  const towns = [...closeUp.cities].sort((a, b) => a.miles - b.miles);
  const townsInside = towns.filter((t) => t.miles <= radiusMiles).map((t) => t.name);
  const townsOutside = towns.filter((t) => t.miles > radiusMiles).map((t) => t.name);

  return {
    map: { radiusMiles, overview, closeUp, townsInside, townsOutside },
    projections: { overview: overviewProjection, closeUp: closeUpProjection },
  };
}

let cached: BuiltMap | undefined;

/** The projected map; computed on first use and kept, since the shapes never change at run time. */
export function getDeliveryMap(): DeliveryMap {
  cached ??= build();
  return cached.map;
}

/** How far inside a panel's edge a pin must fall to be drawn on it. */
const PIN_MARGIN = 12;

/**
 * Where a place falls on the delivery map, in the SVG coordinates of the
 * panel that shows it best: the close-up around PDX when it is in that
 * frame, else the two-state overview; null when neither shows it. The
 * browser draws the pin from these numbers and never needs the projection.
 */
export function pinOnDeliveryMap(place: GeoPoint): MapPin | null {
  cached ??= build();
  const { map, projections } = cached;
  const panels = [
    { name: "delivery-map-pdx", panel: map.closeUp, projection: projections.closeUp },
    { name: "delivery-map-states", panel: map.overview, projection: projections.overview },
  ] as const;
  for (const { name, panel: shown, projection } of panels) {
    const point = projection([place.lon, place.lat]);
    if (!point) continue;
    const at = { x: round(point[0]), y: round(point[1]) };
    if (inside(shown, at, PIN_MARGIN)) return { map: name, ...at, width: shown.width, height: shown.height };
  }
  return null;
}
