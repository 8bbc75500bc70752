import { unit } from "#app/content/facts";

import { openings } from "./openings";
import { ink } from "./palette";

const S = 20; // px per foot
const FRAME = 0.35;
const TOP_RAIL = 0.5;
const BOTTOM_RAIL = 0.55;
const DOOR = { width: openings.door.widthFt, height: openings.door.heightFt };
const WINDOW = { width: openings.window.widthFt, height: openings.window.heightFt, sill: openings.window.sillFt };

interface Props {
  className?: string;
  /** Trees, ground and a bird around the unit; off for a plain elevation. */
  scene?: boolean;
}

/**
 * The long side of a Nestz, drawn to scale from its measured size
 * (19.02 ft x 9.18 ft): steel frame, wood-look metal siding, a white door in
 * the middle and a window on each side.
 */
export function UnitExterior({ className, scene = true }: Props) {
  const L = unit.lengthFt;
  const H = unit.heightFt;
  const margin = scene ? { x: 4, top: 3, bottom: 1.6 } : { x: 0.6, top: 0.6, bottom: 0.6 };
  const width = (L + margin.x * 2) * S;
  const height = (H + margin.top + margin.bottom) * S;
  const X = (ft: number) => (margin.x + ft) * S;
  const ground = (margin.top + H) * S;

  return (
    <svg viewBox={`0 0 ${width} ${height}`} className={className} aria-hidden="true">
      {scene ? (
        <g aria-hidden="true">
          <rect x="0" y="0" width={width} height={height} fill={ink.skySoft} />
          <circle cx={width - 3 * S} cy={2.2 * S} r={1.1 * S} fill={ink.white} />
          <Evergreen x={X(-2.4)} ground={ground} size={1.25} tone={ink.tree} />
          <Evergreen x={X(-0.9)} ground={ground} size={0.85} tone={ink.treeDark} />
          <Evergreen x={X(L + 1.1)} ground={ground} size={1.05} tone={ink.treeDark} />
          <Evergreen x={X(L + 2.7)} ground={ground} size={1.2} tone={ink.tree} />
          <rect x="0" y={ground} width={width} height={margin.bottom * S} fill={ink.grass} />
          <rect x="0" y={ground} width={width} height={0.18 * S} fill={ink.treeLight} />
        </g>
      ) : null}
      <UnitElevation x={X(0)} ground={ground} />
      {scene ? <Bird x={X(L - 1.6)} y={ground - H * S - 0.55 * S} /> : null}
    </svg>
  );
}

/**
 * The unit itself, for composing into other scenes: `x` is its left end and
 * `ground` the ground line, in the parent's pixels; `scale` is px per foot.
 */
export function UnitElevation({ x: left, ground, scale = S }: { x: number; ground: number; scale?: number }) {
  const L = unit.lengthFt;
  const H = unit.heightFt;
  // Unit coordinates in feet: x from the unit's left end, y up from the ground.
  const X = (ft: number) => left + ft * scale;
  const Y = (ft: number) => ground - ft * scale;
  const rect = (x: number, y: number, w: number, h: number) => ({
    x: X(x),
    y: Y(y + h),
    width: w * scale,
    height: h * scale,
  });
  const planks = [];
  for (let y = BOTTOM_RAIL + 0.5; y < H - TOP_RAIL; y += 0.5) planks.push(y);
  // The Bedroom Nestz's front: door in the middle, a window on each side.
  const doorX = openings.bedroom.door.atFt - DOOR.width / 2;
  const windowXs = openings.bedroom.frontWindowsAtFt.map((at) => at - WINDOW.width / 2);
  const px = scale / S; // stroke widths follow the drawing's size

  return (
    <g>
      {/* six contact points carry the frame */}
      {[0.2, L / 2 - 0.35, L - 0.9].map((x) => (
        <rect key={x} {...rect(x, -0.15, 0.7, 0.3)} fill={ink.steel} />
      ))}
      <rect {...rect(0, 0, L, H)} fill={ink.siding} />
      {planks.map((y) => (
        <line
          key={y}
          x1={X(FRAME)}
          x2={X(L - FRAME)}
          y1={Y(y)}
          y2={Y(y)}
          stroke={ink.sidingLine}
          strokeWidth={1.4 * px}
        />
      ))}
      {/* steel frame: corner posts, top and bottom rails */}
      <rect {...rect(0, 0, FRAME, H)} fill={ink.frame} />
      <rect {...rect(L - FRAME, 0, FRAME, H)} fill={ink.frame} />
      <rect {...rect(0, H - TOP_RAIL, L, TOP_RAIL)} fill={ink.frame} />
      <rect {...rect(0, 0, L, BOTTOM_RAIL)} fill={ink.frame} />
      {/* door */}
      <rect {...rect(doorX - 0.15, BOTTOM_RAIL, DOOR.width + 0.3, DOOR.height + 0.15)} fill={ink.frame} />
      <rect {...rect(doorX, BOTTOM_RAIL, DOOR.width, DOOR.height)} fill={ink.door} />
      <rect
        {...rect(doorX + 0.35, BOTTOM_RAIL + 0.5, DOOR.width - 0.7, 2.4)}
        fill="none"
        stroke={ink.tileLine}
        strokeWidth={2 * px}
      />
      <rect
        {...rect(doorX + 0.35, BOTTOM_RAIL + 3.4, DOOR.width - 0.7, 2.8)}
        fill="none"
        stroke={ink.tileLine}
        strokeWidth={2 * px}
      />
      <circle cx={X(doorX + DOOR.width - 0.45)} cy={Y(BOTTOM_RAIL + 3.2)} r={0.14 * scale} fill={ink.frame} />
      {/* windows */}
      {windowXs.map((x) => (
        <g key={x}>
          <rect {...rect(x - 0.2, WINDOW.sill - 0.2, WINDOW.width + 0.4, WINDOW.height + 0.4)} fill={ink.frame} />
          <rect {...rect(x, WINDOW.sill, WINDOW.width, WINDOW.height)} fill={ink.glass} />
          <rect {...rect(x + WINDOW.width / 2 - 0.06, WINDOW.sill, 0.12, WINDOW.height)} fill={ink.frame} />
          <line
            x1={X(x + 0.4)}
            y1={Y(WINDOW.sill + 1.6)}
            x2={X(x + 1.1)}
            y2={Y(WINDOW.sill + 3.4)}
            stroke={ink.glassShine}
            strokeWidth={4 * px}
            strokeLinecap="round"
          />
        </g>
      ))}
    </g>
  );
}

/** A flat, three-tier evergreen standing on the ground line. */
export function Evergreen({
  x,
  ground,
  size = 1,
  tone = ink.tree,
}: {
  x: number;
  ground: number;
  size?: number;
  tone?: string;
}) {
  const s = size * S;
  return (
    <g aria-hidden="true">
      <rect x={x - 0.25 * s} y={ground - 1.6 * s} width={0.5 * s} height={1.6 * s} fill={ink.trunk} />
      <path d={`M${x} ${ground - 9 * s} L${x + 2.2 * s} ${ground - 5.4 * s} H${x - 2.2 * s} Z`} fill={tone} />
      <path d={`M${x} ${ground - 7.2 * s} L${x + 2.9 * s} ${ground - 3.2 * s} H${x - 2.9 * s} Z`} fill={tone} />
      <path d={`M${x} ${ground - 5.1 * s} L${x + 3.5 * s} ${ground - 1.2 * s} H${x - 3.5 * s} Z`} fill={tone} />
    </g>
  );
}

/** The little blue bird from the logo. */
export function Bird({ x, y, scale = 1 }: { x: number; y: number; scale?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`} aria-hidden="true">
      <path d="M-10 2c2-6 9-8 14-4l6-1.5-4 4.2c.4 5-4 8.6-9.6 8.1-2.6-.3-5-1.5-6.4-3.4z" fill={ink.sky} />
      <path d="M-4 1c3-1 6 .5 7 3" stroke={ink.outline} strokeWidth="1.4" fill="none" strokeLinecap="round" />
      <circle cx="4.6" cy="-1" r="1.2" fill={ink.outline} />
      <path d="M-3 8.5v3M1 8.6v3" stroke={ink.outline} strokeWidth="1.2" strokeLinecap="round" />
    </g>
  );
}
