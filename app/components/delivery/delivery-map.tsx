import { ink } from "#app/components/illustrations/palette";
import type { MapLabel, MapPanel } from "#app/domain/delivery/map";

import { mapColour } from "./map-colors";

/**
 * One panel of the delivery map: Washington and Oregon with the flat-fee
 * circle around PDX, or a close-up of that circle with the towns in and
 * around it. Everything arrives projected; this only lays out paths and
 * labels. Drawn on the server only (app/art-registry.server.tsx).
 */
export function DeliveryMapPanel({
  panel,
  label,
  closeUp = false,
}: {
  panel: MapPanel;
  label: string;
  closeUp?: boolean;
}) {
  const { width, height } = panel;
  return (
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
      <path d={panel.neighbours} fill={mapColour.neighbour} stroke={mapColour.neighbourEdge} strokeWidth="1" />
      {panel.states.map((state) => (
        <path
          key={state.code}
          d={state.d}
          fill={mapColour.land}
          stroke={mapColour.landEdge}
          strokeWidth="1.3"
          strokeLinejoin="round"
        />
      ))}
      {panel.countyLines ? (
        <path d={panel.countyLines} fill="none" stroke={mapColour.county} strokeWidth="1.2" strokeLinejoin="round" />
      ) : null}
      <path d={panel.circle} fill={mapColour.circle} fillOpacity="0.2" />
      <path
        d={panel.workshop}
        fill={mapColour.workshop}
        stroke={mapColour.workshopEdge}
        strokeWidth="1.2"
        strokeLinejoin="round"
      />
      <path
        d={panel.river}
        fill="none"
        stroke={mapColour.river}
        strokeWidth={closeUp ? 5 : 3}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d={panel.circle} fill="none" stroke={mapColour.circleEdge} strokeWidth="2.5" />
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
        stroke={mapColour.halo}
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

/**
 * The map as its own .svg file, where the page's Tailwind classes do not
 * reach: the same label sizes, and minor towns left off small pictures. The
 * page switches at its 40rem breakpoint; a file can only see its own width,
 * and below 460px it is a phone's picture.
 */
export const mapFileCss = [
  `[class~="text-[22px]"]{font-size:22px}`,
  `[class~="text-[20px]"]{font-size:20px}`,
  `@media (min-width:460px){[class~="sm:text-[15px]"]{font-size:15px}}`,
  `@media (max-width:459.98px){[class~="max-sm:hidden"]{display:none}}`,
].join("");
