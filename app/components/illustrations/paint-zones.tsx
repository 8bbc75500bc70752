import { bathroom, unit } from "#app/content/facts";

import { ink } from "./palette";

/*
 * A Nestz cut open along its length, to scale, with the bathroom and the living
 * area painted different colors. x runs from the left end, y up from the
 * ground; both in feet.
 */
const L = unit.lengthFt;
const H = unit.heightFt;
const S = 30;
const MARGIN = { x: 1, top: 0.6, bottom: 0.5 };
const SHELL = 0.33;
const FLOOR = 0.55;
const CEILING = H - 0.5;
const PARTITION = { at: SHELL + bathroom.roomFt.width, thick: 0.25 };
const WIDTH = (L + 2 * MARGIN.x) * S;
const HEIGHT = (H + MARGIN.top + MARGIN.bottom) * S;

const X = (ft: number) => (MARGIN.x + ft) * S;
const Y = (ft: number) => (MARGIN.top + H - ft) * S;
const box = (x0: number, y0: number, x1: number, y1: number) => ({
  x: X(x0),
  y: Y(y1),
  width: (x1 - x0) * S,
  height: (y1 - y0) * S,
});

interface Props {
  className?: string;
  bathroomColour?: string;
  livingColour?: string;
}

export function PaintZones({ className, bathroomColour = ink.sky, livingColour = ink.fabric }: Props) {
  const roomStart = PARTITION.at + PARTITION.thick;
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={className} aria-hidden="true">
      <rect width={WIDTH} height={HEIGHT} fill={ink.paper} />
      {/* the cut shell: roof, floor structure and end walls */}
      <rect {...box(0, 0, L, H)} fill={ink.frame} />
      <rect {...box(SHELL, FLOOR, PARTITION.at, CEILING)} fill={bathroomColour} />
      <rect {...box(roomStart, FLOOR, L - SHELL, CEILING)} fill={livingColour} />
      <rect {...box(SHELL, FLOOR - 0.12, L - SHELL, FLOOR)} fill={ink.wood} />
      <rect {...box(PARTITION.at, FLOOR, roomStart, CEILING)} fill={ink.white} />
      {/* bathroom: shower glass, round mirror, toilet */}
      <rect
        {...box(SHELL + 0.1, FLOOR, SHELL + 2.7, 7.2)}
        fill={ink.glass}
        fillOpacity="0.6"
        stroke={ink.white}
        strokeWidth="3"
      />
      <circle cx={X(SHELL + 3.3)} cy={Y(5.3)} r={0.45 * S} fill={ink.glass} stroke={ink.wood} strokeWidth="4" />
      <rect {...box(SHELL + 3, 1.35, SHELL + 3.75, 2.45)} rx="3" fill={ink.white} />
      <path
        d={`M${X(SHELL + 3.1)} ${Y(FLOOR)} v${-0.5 * S} h${-0.15 * S} v${-0.25 * S} h${0.95 * S} v${0.25 * S} h${-0.15 * S} v${0.5 * S} z`}
        fill={ink.white}
      />
      {/* the door through the partition, open */}
      <rect
        {...box(roomStart, FLOOR, roomStart + 0.3, FLOOR + 6.75)}
        fill={ink.white}
        stroke={ink.tileLine}
        strokeWidth="2"
      />
      {/* living area: bed, bedside lamp, a picture, an armchair */}
      <rect {...box(L - 7, FLOOR, L - SHELL - 0.1, FLOOR + 1.9)} rx="8" fill={ink.white} />
      <rect {...box(L - 7, FLOOR + 1.2, L - 2.4, FLOOR + 1.9)} rx="8" fill={ink.treeLight} />
      <rect {...box(L - SHELL - 0.5, FLOOR, L - SHELL - 0.1, FLOOR + 3.4)} rx="4" fill={ink.wood} />
      <rect {...box(L - 9, FLOOR, L - 7.7, FLOOR + 2.2)} rx="4" fill={ink.wood} />
      <path
        d={`M${X(L - 8.8)} ${Y(FLOOR + 2.6)} h${0.9 * S} l${-0.2 * S} ${-0.6 * S} h${-0.5 * S} z`}
        fill={ink.floor}
      />
      <rect {...box(L - 8.38, FLOOR + 2.2, L - 8.32, FLOOR + 2.6)} fill={ink.frame} />
      <rect {...box(L - 5.6, 5, L - 3.4, 6.6)} fill={ink.white} />
      <path
        d={`M${X(L - 5.4)} ${Y(5.15)} l${0.7 * S} ${-1 * S} l${0.5 * S} ${0.6 * S} l${0.4 * S} ${-0.4 * S} l${0.5 * S} ${0.8 * S} z`}
        fill={ink.tree}
      />
      <Armchair x={roomStart + 1.5} />
      {/* ceiling lights */}
      {[SHELL + 2, roomStart + 4, roomStart + 9.5].map((x) => (
        <rect key={x} {...box(x - 0.4, CEILING - 0.15, x + 0.4, CEILING)} rx="3" fill={ink.white} />
      ))}
      <Tag x={X((SHELL + PARTITION.at) / 2)} y={Y(CEILING - 0.9)} text="Bathroom" />
      <Tag x={X((roomStart + L - SHELL) / 2 - 1.2)} y={Y(CEILING - 0.9)} text="Living area" />
      <rect x="0" y={Y(0)} width={WIDTH} height={MARGIN.bottom * S} fill={ink.ground} />
    </svg>
  );
}

/** An armchair seen from the front: back, two arms, a seat cushion and short legs. */
function Armchair({ x }: { x: number }) {
  const seat = FLOOR + 0.35;
  return (
    <g>
      <rect {...box(x + 0.15, FLOOR, x + 0.3, seat)} fill={ink.sidingDark} />
      <rect {...box(x + 2.3, FLOOR, x + 2.45, seat)} fill={ink.sidingDark} />
      <rect {...box(x + 0.3, seat + 0.4, x + 2.3, seat + 2.7)} rx="8" fill={ink.siding} />
      <rect {...box(x, seat, x + 0.55, seat + 1.7)} rx="6" fill={ink.sidingDark} />
      <rect {...box(x + 2.05, seat, x + 2.6, seat + 1.7)} rx="6" fill={ink.sidingDark} />
      <rect {...box(x + 0.55, seat, x + 2.05, seat + 0.9)} rx="5" fill={ink.wood} />
    </g>
  );
}

function Tag({ x, y, text }: { x: number; y: number; text: string }) {
  const width = text.length * 11 + 28;
  return (
    <g>
      <rect x={x - width / 2} y={y - 17} width={width} height="30" rx="15" fill={ink.white} />
      <text
        x={x}
        y={y + 4}
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontSize="17"
        fontWeight="600"
        fill={ink.text}
      >
        {text}
      </text>
    </g>
  );
}
