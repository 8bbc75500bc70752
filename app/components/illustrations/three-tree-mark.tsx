import { ink } from "./palette";

/** The mark's drawing box; place it with x, y and width. */
export const MARK_BOX = { width: 200, height: 172 };

/** Letter strokes in a 0.62 x 1 cell, drawn as paths so the word never depends on installed fonts. */
const letters = {
  N: "M0.08 1V0L0.54 1V0",
  E: "M0.62 0.08H0.08V0.92H0.62M0.08 0.5H0.52",
  S: "M0.58 0.2C0.52 0.04 0.08 0 0.08 0.27C0.08 0.5 0.54 0.46 0.54 0.72C0.54 1 0.06 0.98 0.03 0.79",
  T: "M0 0.08H0.62M0.31 0.08V1",
  Z: "M0.02 0.08H0.6L0.04 0.92H0.62",
} as const;

const WORD = ["N", "E", "S", "T", "Z"] as const;
const CELL = 0.62;
const GAP = 0.3;

function Tree({
  cx,
  top,
  bottom,
  width,
  fill,
  vein,
}: {
  cx: number;
  top: number;
  bottom: number;
  width: number;
  fill: string;
  vein: string;
}) {
  const h = bottom - top;
  const half = width / 2;
  return (
    <g>
      <rect x={cx - 3.5} y={bottom - 10} width="7" height="22" rx="2" fill={fill} />
      <path
        d={`M${cx} ${top}C${cx + half * 0.9} ${top + h * 0.3} ${cx + half * 1.15} ${bottom - h * 0.05} ${cx} ${bottom}C${cx - half * 1.15} ${bottom - h * 0.05} ${cx - half * 0.9} ${top + h * 0.3} ${cx} ${top}Z`}
        fill={fill}
      />
      <path
        d={`M${cx} ${bottom - 4}V${top + h * 0.3}M${cx} ${bottom - h * 0.3}l${half * 0.45} ${-h * 0.17}M${cx} ${bottom - h * 0.3}l${-half * 0.45} ${-h * 0.17}M${cx} ${bottom - h * 0.58}l${half * 0.32} ${-h * 0.13}M${cx} ${bottom - h * 0.58}l${-half * 0.32} ${-h * 0.13}`}
        fill="none"
        stroke={vein}
        strokeWidth="4"
        strokeLinecap="round"
      />
    </g>
  );
}

interface Props {
  x: number;
  y: number;
  width: number;
  /** Color of the word and the ground line. */
  ink?: string;
  /** Color the leaf veins are cut out in: the cloth the mark is printed on. */
  cloth?: string;
  trees?: readonly [string, string, string];
}

/** The second Nestz mark, for merch: three stylised autumn trees above the word NESTZ. */
export function ThreeTreeMark({
  x,
  y,
  width,
  ink: wordInk = ink.outline,
  cloth = ink.white,
  trees = [ink.wood, ink.siding, ink.sidingDark],
}: Props) {
  const scale = width / MARK_BOX.width;
  const unit = 40; // px per letter height
  const wordWidth = (WORD.length * CELL + (WORD.length - 1) * GAP) * unit;
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`} aria-hidden="true">
      <Tree cx={56} top={34} bottom={100} width={50} fill={trees[0]} vein={cloth} />
      <Tree cx={100} top={4} bottom={100} width={64} fill={trees[1]} vein={cloth} />
      <Tree cx={144} top={26} bottom={100} width={54} fill={trees[2]} vein={cloth} />
      <rect x="22" y="112" width="156" height="5" rx="2.5" fill={wordInk} />
      <g
        transform={`translate(${(MARK_BOX.width - wordWidth) / 2} 130) scale(${unit})`}
        fill="none"
        stroke={wordInk}
        strokeWidth="0.16"
        strokeMiterlimit="2"
      >
        {WORD.map((letter, i) => (
          <path key={letter} d={letters[letter]} transform={`translate(${i * (CELL + GAP)} 0)`} />
        ))}
      </g>
    </g>
  );
}
