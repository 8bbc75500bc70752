import { ink } from "#app/components/illustrations/palette";

const trunks = [
  { x: 30, w: 46, tone: ink.treeDark },
  { x: 118, w: 26, tone: ink.tree },
  { x: 176, w: 16, tone: ink.treeLight },
  { x: 400, w: 18, tone: ink.treeLight },
  { x: 448, w: 30, tone: ink.tree },
  { x: 540, w: 52, tone: ink.treeDark },
];

/** A mossy path between tall trunks, the kind the founders grew up walking. */
export function ForestPath({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 620 420" className={className} aria-hidden="true">
      <rect width="620" height="420" fill="#e3efe8" />
      <ellipse cx="300" cy="230" rx="120" ry="90" fill="#f6f4dc" />
      {trunks.map((trunk) => (
        <g key={trunk.x}>
          <rect x={trunk.x} y="0" width={trunk.w} height="330" fill={trunk.tone} />
          <rect x={trunk.x} y="0" width={trunk.w * 0.3} height="330" fill={ink.outline} opacity=".18" />
        </g>
      ))}
      <path d="M0 0h620v70c-60 20-120-10-190 10S290 60 230 40 90 60 0 40z" fill={ink.treeDark} />
      <path d="M0 300c120-30 220-40 310-40s200 14 310 40v120H0z" fill="#5d9a62" />
      <path d="M0 340c140-26 230-30 310-30s190 8 310 30v80H0z" fill="#4a8552" />
      <path d="M300 262c-10 30-60 60-120 90S80 400 40 420h300c-40-20-60-40-50-70s40-60 30-88z" fill="#d9c3a0" />
      <path d="M300 262c-6 26-40 52-84 78" stroke="#c4a97f" strokeWidth="4" fill="none" strokeLinecap="round" />
      {[60, 150, 470, 560].map((x) => (
        <g key={x} fill="#7fb77e">
          <circle cx={x} cy="336" r="14" />
          <circle cx={x + 16} cy="330" r="11" />
          <circle cx={x - 14} cy="332" r="9" />
        </g>
      ))}
      <g stroke="#7fb77e" strokeWidth="3" strokeLinecap="round">
        <path d="M240 390l-8-18M250 392l2-20M262 390l8-16" />
        <path d="M420 380l-6-16M430 382l2-18" />
      </g>
    </svg>
  );
}
