import type { ReactNode } from "react";
import { ink } from "#app/components/illustrations/palette";
import { delivery, workshopCounty } from "#app/content/facts";
import { formatCentsShort } from "#app/domain/money";
import type { DeliveryMap as MapData, MapLabel, MapPanel } from "./map-types";

const colour = {
  land: ink.ground,
  landEdge: ink.treeDark,
  neighbour: ink.mist,
  neighbourEdge: ink.fixtureLine,
  county: ink.grass,
  workshop: "#dcae8c", // cedar-300
  workshopEdge: ink.sidingDark,
  river: ink.sky,
  circle: ink.sky,
  circleEdge: ink.dimension,
  halo: ink.paper,
};

const flat = formatCentsShort(delivery.flatFeeCents);
const perMile = formatCentsShort(delivery.perMileCents);
const radius = delivery.flatRadiusMiles;

/**
 * Washington and Oregon with the flat-fee circle around PDX, and a close-up of
 * that circle with the towns in and around it. Everything arrives projected;
 * this component only lays out paths and labels.
 */
export function DeliveryMap({ map }: { map: MapData }) {
  const overviewLabel = `Map of Washington and Oregon, the two states we deliver to. A circle ${radius} miles around Portland International Airport (PDX) marks where delivery is a flat ${flat}; beyond it, each extra mile adds ${perMile}. Our workshop is in ${workshopCounty.name}, Washington, up the Columbia River from Portland.`;
  const closeUpLabel = `Close-up of the ${radius}-mile circle around PDX. Inside it: ${list(map.townsInside)}. Just outside it: ${list(map.townsOutside)}.`;
  return (
    <figure className="grid gap-8">
      <div className="grid gap-8 lg:grid-cols-2">
        <Panel panel={map.overview} label={overviewLabel} caption="Washington and Oregon" />
        <Panel panel={map.closeUp} label={closeUpLabel} caption={`Close-up: ${radius} miles around PDX`} closeUp />
      </div>
      <figcaption className="grid gap-6 lg:grid-cols-2">
        <Legend />
        <p className="text-stone-700">
          Inside the circle: {list(map.townsInside)}. Just beyond it: {list(map.townsOutside)}. The circle measures{" "}
          {radius} miles in a straight line from PDX; tell us your address and we will confirm your fee before you book.
        </p>
      </figcaption>
    </figure>
  );
}

function list(names: string[]): string {
  if (names.length < 2) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

function Panel({
  panel,
  label,
  caption,
  closeUp = false,
}: {
  panel: MapPanel;
  label: string;
  caption: string;
  closeUp?: boolean;
}) {
  const { width, height } = panel;
  return (
    <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
      <p className="border-b border-stone-200 px-4 py-2 text-sm font-semibold text-stone-700">{caption}</p>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={label}
        className="block h-auto w-full font-sans"
        // Width and height reserve the space before styles load: no layout shift.
        width={width}
        height={height}
      >
        <rect width={width} height={height} fill={ink.white} />
        <path d={panel.neighbours} fill={colour.neighbour} stroke={colour.neighbourEdge} strokeWidth="1" />
        {panel.states.map((state) => (
          <path
            key={state.code}
            d={state.d}
            fill={colour.land}
            stroke={colour.landEdge}
            strokeWidth="1.3"
            strokeLinejoin="round"
          />
        ))}
        {panel.countyLines ? (
          <path d={panel.countyLines} fill="none" stroke={colour.county} strokeWidth="1.2" strokeLinejoin="round" />
        ) : null}
        <path d={panel.circle} fill={colour.circle} fillOpacity="0.2" />
        <path
          d={panel.workshop}
          fill={colour.workshop}
          stroke={colour.workshopEdge}
          strokeWidth="1.2"
          strokeLinejoin="round"
        />
        <path
          d={panel.river}
          fill="none"
          stroke={colour.river}
          strokeWidth={closeUp ? 5 : 3}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path d={panel.circle} fill="none" stroke={colour.circleEdge} strokeWidth="2.5" />
        {panel.cities.map((city) => (
          <circle
            key={city.name}
            className={city.minor ? "max-sm:hidden" : undefined}
            cx={city.x}
            cy={city.y}
            r={closeUp ? 5 : 4.5}
            fill={ink.outline}
            stroke={ink.white}
            strokeWidth="1.5"
          />
        ))}
        <PdxMark x={panel.pdx.x} y={panel.pdx.y} />
        {/* Shared label styling; the halo keeps names readable where they cross lines. */}
        <g
          className={closeUp ? "text-[20px] sm:text-[15px]" : "text-[22px] sm:text-[15px]"}
          stroke={colour.halo}
          strokeWidth="4"
          strokeLinejoin="round"
          paintOrder="stroke"
          fill={ink.text}
        >
          {panel.labels.map((l) => (
            <Label key={l.text} label={l} {...labelStyle[l.kind]} />
          ))}
          {panel.cities.map((city) => (
            <Label key={city.name} label={city.label} className={city.minor ? "max-sm:hidden" : undefined} />
          ))}
          {closeUp ? (
            <Label
              label={{ text: "PDX", x: panel.pdx.x, y: panel.pdx.y, anchor: "start", dx: "0.6em", dy: "-0.35em" }}
              fill={ink.outline}
              weight={700}
            />
          ) : null}
        </g>
      </svg>
    </div>
  );
}

const labelStyle: Record<
  MapPanel["labels"][number]["kind"],
  { fill: string; weight?: number; italic?: boolean; spacing?: string }
> = {
  state: { fill: ink.treeDark, weight: 700, spacing: "0.12em" },
  neighbour: { fill: ink.steel, spacing: "0.1em" },
  water: { fill: ink.dimension, italic: true },
  workshop: { fill: "#5e3218", weight: 700 }, // cedar-800
  circle: { fill: ink.dimension, weight: 700 },
};

interface LabelProps {
  label: MapLabel;
  fill?: string;
  weight?: number;
  italic?: boolean;
  spacing?: string;
  className?: string;
}

function Label({ label, fill, weight, italic = false, spacing, className }: LabelProps) {
  return (
    <text
      x={label.x}
      y={label.y}
      dx={label.dx === "0" ? undefined : label.dx}
      dy={label.dy}
      textAnchor={label.anchor === "start" ? undefined : label.anchor}
      transform={label.rotate ? `rotate(${label.rotate} ${label.x} ${label.y})` : undefined}
      fill={fill}
      fontWeight={weight}
      fontStyle={italic ? "italic" : undefined}
      letterSpacing={spacing}
      className={className}
    >
      {label.text}
    </text>
  );
}

/** The airport: a ring with a dot, unlike the plain city dots. */
function PdxMark({ x, y }: { x: number; y: number }) {
  return (
    <g>
      <circle cx={x} cy={y} r="7.5" fill={ink.white} stroke={ink.outline} strokeWidth="3" />
      <circle cx={x} cy={y} r="2.5" fill={ink.outline} />
    </g>
  );
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
          fill={colour.circle}
          fillOpacity="0.2"
          stroke={colour.circleEdge}
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
      swatch: (
        <rect x="3" y="5" width="22" height="18" rx="3" fill={colour.land} stroke={colour.landEdge} strokeWidth="1.3" />
      ),
      text: (
        <>
          Washington and Oregon: we deliver anywhere here, {perMile} a mile past the first {radius}
        </>
      ),
    },
    {
      key: "workshop",
      swatch: (
        <rect
          x="3"
          y="5"
          width="22"
          height="18"
          rx="3"
          fill={colour.workshop}
          stroke={colour.workshopEdge}
          strokeWidth="1.2"
        />
      ),
      text: <>Our workshop: {workshopCounty.name}, Washington, where every Nestz is built</>,
    },
    {
      key: "river",
      swatch: <path d="M3 18c6-8 12 2 22-6" fill="none" stroke={colour.river} strokeWidth="4" strokeLinecap="round" />,
      text: <>The Columbia River, which forms most of the line between the two states</>,
    },
    {
      key: "neighbour",
      swatch: (
        <rect
          x="3"
          y="5"
          width="22"
          height="18"
          rx="3"
          fill={colour.neighbour}
          stroke={colour.neighbourEdge}
          strokeWidth="1"
        />
      ),
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
