import { unit } from "#app/content/facts";
import { formatFeetInches } from "#app/domain/common/units";

import { ink } from "./palette";

const S = 24; // px per foot
const MARGIN = { left: 1.4, right: 3, top: 1.4, bottom: 2.2 };
const PAD = 0.9; // a contact pad, in feet

/**
 * The unit's footprint seen from above, to scale (19.02 ft x 7.87 ft), with
 * the six points it rests on: four corners and the middle of each long side.
 */
export function ContactPoints({ className }: { className?: string }) {
  const L = unit.lengthFt;
  const W = unit.widthFt;
  const width = (L + MARGIN.left + MARGIN.right) * S;
  const height = (W + MARGIN.top + MARGIN.bottom) * S;
  const X = (ft: number) => (MARGIN.left + ft) * S;
  const Y = (ft: number) => (MARGIN.top + ft) * S;
  const points = [0, L / 2, L].flatMap((x) => [
    [x, 0],
    [x, W],
  ]);
  return (
    <svg viewBox={`0 0 ${width} ${height}`} className={className} aria-hidden="true">
      <rect width={width} height={height} fill={ink.ground} />
      <rect x={X(0)} y={Y(0)} width={L * S} height={W * S} fill={ink.white} stroke={ink.frame} strokeWidth="4" />
      <rect
        x={X(0.35)}
        y={Y(0.35)}
        width={(L - 0.7) * S}
        height={(W - 0.7) * S}
        fill="none"
        stroke={ink.tileLine}
        strokeWidth="2"
        strokeDasharray="8 6"
      />
      {points.map(([x = 0, y = 0]) => (
        <rect
          key={`${x}-${y}`}
          x={X(x) - (PAD / 2) * S}
          y={Y(y) - (PAD / 2) * S}
          width={PAD * S}
          height={PAD * S}
          rx="3"
          fill={ink.siding}
          stroke={ink.outline}
          strokeWidth="2"
        />
      ))}
      <g fill={ink.text} fontSize="22" textAnchor="middle">
        {/* dimension lines break where their figures sit */}
        <line x1={X(0)} x2={X(L / 2 - 2.6)} y1={Y(W + 1.3)} y2={Y(W + 1.3)} stroke={ink.dimension} strokeWidth="2" />
        <line x1={X(L / 2 + 2.6)} x2={X(L)} y1={Y(W + 1.3)} y2={Y(W + 1.3)} stroke={ink.dimension} strokeWidth="2" />
        <line x1={X(0)} x2={X(0)} y1={Y(W + 0.9)} y2={Y(W + 1.7)} stroke={ink.dimension} strokeWidth="2" />
        <line x1={X(L)} x2={X(L)} y1={Y(W + 0.9)} y2={Y(W + 1.7)} stroke={ink.dimension} strokeWidth="2" />
        <text x={X(L / 2)} y={Y(W + 1.3)} dy="0.35em">
          {formatFeetInches(L)}
        </text>
        <line x1={X(L + 1.4)} x2={X(L + 1.4)} y1={Y(0)} y2={Y(W / 2 - 2.3)} stroke={ink.dimension} strokeWidth="2" />
        <line x1={X(L + 1.4)} x2={X(L + 1.4)} y1={Y(W / 2 + 2.3)} y2={Y(W)} stroke={ink.dimension} strokeWidth="2" />
        <line x1={X(L + 1)} x2={X(L + 1.8)} y1={Y(0)} y2={Y(0)} stroke={ink.dimension} strokeWidth="2" />
        <line x1={X(L + 1)} x2={X(L + 1.8)} y1={Y(W)} y2={Y(W)} stroke={ink.dimension} strokeWidth="2" />
        <text x={X(L + 1.4)} y={Y(W / 2)} dy="0.35em" transform={`rotate(90 ${X(L + 1.4)} ${Y(W / 2)})`}>
          {formatFeetInches(W)}
        </text>
        <text x={X(L / 2)} y={Y(W / 2)} dy="0.35em">
          {unit.contactPointsPerUnit} level contact points
        </text>
      </g>
    </svg>
  );
}
