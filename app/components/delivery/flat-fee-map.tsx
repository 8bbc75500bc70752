import type { ReactNode } from "react";

import { Art, type ArtName } from "#app/components/art/art";
import { ink } from "#app/components/illustrations/palette";
import { delivery, workshopCounty } from "#app/content/facts";
import { formatCentsShort } from "#app/domain/common/money";

import { listNames, mapAlt, type MapTowns } from "./map-alt";
import { mapColour } from "./map-colors";

const flat = formatCentsShort(delivery.flatFeeCents);
const perMile = formatCentsShort(delivery.perMileCents);
const radius = delivery.flatRadiusMiles;

/**
 * Washington and Oregon with the flat-fee circle around PDX, and a close-up of
 * that circle with the towns in and around it. The two maps are drawn on the
 * server (app/components/delivery/delivery-map.tsx); the browser gets no path
 * data, only the town names the captions list (without them, it names none).
 */
export function FlatFeeMap({ towns }: { towns?: MapTowns }) {
  return (
    <figure className="grid gap-8">
      <div className="grid gap-8 lg:grid-cols-2">
        <Panel name="delivery-map-states" alt={mapAlt.overview} caption="Washington and Oregon" />
        <Panel
          name="delivery-map-pdx"
          alt={towns ? mapAlt.closeUp(towns) : mapAlt.closeUpAlone}
          caption={`Close-up: ${radius} miles around PDX`}
        />
      </div>
      <figcaption className="grid gap-6 lg:grid-cols-2">
        <Legend />
        <p className="text-stone-700">
          {towns ? (
            <>
              Inside the circle: {listNames(towns.townsInside)}. Just beyond it: {listNames(towns.townsOutside)}.{" "}
            </>
          ) : null}
          The circle measures {radius} miles in a straight line from PDX; tell us your address and we will confirm your
          fee before you book.
        </p>
      </figcaption>
    </figure>
  );
}

function Panel({ name, alt, caption }: { name: ArtName; alt: string; caption: string }) {
  return (
    <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
      <p className="border-b border-stone-200 px-4 py-2 text-sm font-semibold text-stone-700">{caption}</p>
      <Art name={name} alt={alt} className="h-auto w-full" />
    </div>
  );
}

/** A legend's key for an area of the map: a rounded square in the area's fill, edged as it is. */
function AreaSwatch({ fill, edge, edgeWidth }: { fill: string; edge: string; edgeWidth: string }) {
  return <rect x="3" y="5" width="22" height="18" rx="3" fill={fill} stroke={edge} strokeWidth={edgeWidth} />;
}

function Legend() {
  const items: { key: string; swatch: ReactNode; text: ReactNode }[] = [
    {
      key: "circle",
      swatch: (
        <circle
          cx="14"
          cy="14"
          r="11"
          fill={mapColour.circle}
          fillOpacity="0.2"
          stroke={mapColour.circleEdge}
          strokeWidth="2.5"
        />
      ),
      text: (
        <>
          Flat {flat} delivery: within {radius} miles of PDX
        </>
      ),
    },
    {
      key: "pdx",
      swatch: (
        <>
          <circle cx="14" cy="14" r="7.5" fill={ink.white} stroke={ink.outline} strokeWidth="3" />
          <circle cx="14" cy="14" r="2.5" fill={ink.outline} />
        </>
      ),
      text: <>Portland International Airport (PDX), where distances are measured from</>,
    },
    {
      key: "land",
      swatch: <AreaSwatch fill={mapColour.land} edge={mapColour.landEdge} edgeWidth="1.3" />,
      text: (
        <>
          Washington and Oregon: we deliver anywhere here, {perMile} a mile past the first {radius}
        </>
      ),
    },
    {
      key: "workshop",
      swatch: <AreaSwatch fill={mapColour.workshop} edge={mapColour.workshopEdge} edgeWidth="1.2" />,
      text: <>Our workshop: {workshopCounty.name}, Washington, where every Nestz is built</>,
    },
    {
      key: "river",
      swatch: (
        <path d="M3 18c6-8 12 2 22-6" fill="none" stroke={mapColour.river} strokeWidth="4" strokeLinecap="round" />
      ),
      text: <>The Columbia River, which forms most of the line between the two states</>,
    },
    {
      key: "neighbour",
      swatch: <AreaSwatch fill={mapColour.neighbour} edge={mapColour.neighbourEdge} edgeWidth="1" />,
      text: <>Neighboring states, outside our delivery area</>,
    },
  ];
  return (
    <ul className="grid gap-3" aria-label="Map legend">
      {items.map((item) => (
        <li key={item.key} className="flex items-start gap-3">
          <svg viewBox="0 0 28 28" width="28" height="28" aria-hidden="true" className="shrink-0">
            {item.swatch}
          </svg>
          <span>{item.text}</span>
        </li>
      ))}
    </ul>
  );
}
