import type { ReactNode } from "react";

import { pictureDescriptions } from "#app/content/site/picture-descriptions";

import { type IllustrationProps, IllustrationSvg } from "./illustration-svg";
import { ink } from "./palette";

/** The fan of color cards, from the front card back: each a hue in two depths. */
const swatches = [
  [ink.skySoft, ink.sky],
  [ink.ground, ink.fabric],
  [ink.fabric, ink.treeLight],
  [ink.treeLight, ink.tree],
  [ink.glass, ink.dimension],
  [ink.floor, ink.wood],
  [ink.wood, ink.siding],
  [ink.siding, ink.sidingDark],
] as const;

const ROLLED = ink.treeLight;

function FanDeck({ x, y }: { x: number; y: number }) {
  const cards: ReactNode[] = [];
  swatches.forEach(([light, deep], i) => {
    const angle = -50 + i * 11;
    cards.push(
      <g key={light + deep} transform={`rotate(${angle} ${x} ${y})`}>
        <rect
          x={x - 22}
          y={y - 232}
          width="44"
          height="244"
          rx="8"
          fill={ink.white}
          stroke={ink.tileLine}
          strokeWidth="2"
        />
        <rect x={x - 16} y={y - 226} width="32" height="56" rx="4" fill={deep} />
        <rect x={x - 16} y={y - 166} width="32" height="50" rx="4" fill={light} />
        <rect x={x - 12} y={y - 104} width="24" height="4" rx="2" fill={ink.tileLine} />
        <rect x={x - 12} y={y - 94} width="16" height="4" rx="2" fill={ink.tileLine} />
      </g>,
    );
  });
  return (
    <g>
      {cards.reverse()}
      <circle cx={x} cy={y} r="9" fill={ink.steel} />
      <circle cx={x} cy={y} r="4" fill={ink.white} />
    </g>
  );
}

function Roller() {
  return (
    <g>
      {/* a fresh pass of the roller, with a couple of drips */}
      <path
        d="M352 0 H476 V238 q0 10 -8 10 q-6 0 -6 10 v18 a6 6 0 0 1 -12 0 v-24 q0 -6 -8 -6 H404 q-6 0 -6 8 v8 a6 6 0 0 1 -12 0 v-12 q0 -6 -8 -6 H352 Z"
        fill={ROLLED}
      />
      <rect x="344" y="236" width="140" height="34" rx="12" fill={ROLLED} stroke={ink.tree} strokeWidth="3" />
      <rect x="340" y="246" width="10" height="14" rx="3" fill={ink.steel} />
      <path
        d="M345 253 H326 V300 L400 330 V360"
        fill="none"
        stroke={ink.steel}
        strokeWidth="7"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <rect x="388" y="356" width="24" height="90" rx="10" fill={ink.wood} />
      <rect x="388" y="356" width="24" height="12" rx="4" fill={ink.sidingDark} />
    </g>
  );
}

function PaintCan({ x, y }: { x: number; y: number }) {
  const w = 120;
  const h = 110;
  return (
    <g>
      <rect x={x - w / 2} y={y - h} width={w} height={h} fill={ink.fixtureLine} />
      <ellipse cx={x} cy={y} rx={w / 2} ry="16" fill={ink.fixtureLine} />
      <rect x={x - w / 2} y={y - h + 26} width={w} height="56" fill={ink.white} />
      <rect x={x - 34} y={y - h + 40} width="68" height="28" rx="4" fill={ink.siding} />
      <circle cx={x} cy={y - h + 54} r="8" fill={ink.paper} />
      <ellipse cx={x} cy={y - h} rx={w / 2} ry="16" fill={ink.steel} />
      <ellipse cx={x} cy={y - h + 2} rx={w / 2 - 7} ry="11" fill={ink.siding} />
      <path d={`M${x + 30} ${y - h + 10} v26 a6 6 0 0 0 12 0 v-30 z`} fill={ink.siding} />
    </g>
  );
}

function Brush() {
  return (
    <g transform="rotate(-9 540 334)">
      <rect x="512" y="326" width="118" height="16" rx="8" fill={ink.wood} />
      <circle cx="620" cy="334" r="3.5" fill={ink.sidingDark} />
      <rect x="488" y="322" width="28" height="24" rx="3" fill={ink.steel} />
      <path d="M488 320 h-34 q-10 0 -10 8 v12 q0 8 10 8 h34 z" fill={ink.siding} />
    </g>
  );
}

export function PaintSuppliesPicture({ className, standalone }: IllustrationProps) {
  return (
    <IllustrationSvg label={pictureDescriptions.paintSupplies} className={className} standalone={standalone}>
      <rect width="640" height="480" fill={ink.white} />
      <rect y="418" width="640" height="62" fill={ink.floor} />
      {[432, 448, 464].map((y) => (
        <line key={y} x1="0" x2="640" y1={y} y2={y} stroke={ink.floorLine} strokeWidth="1.5" />
      ))}
      <rect y="410" width="640" height="10" fill={ink.tileLine} />
      {/* test patches, the way you would try colors at home */}
      {[
        { x: 40, y: 44, fill: ink.sky },
        { x: 132, y: 64, fill: ink.fabric },
        { x: 222, y: 40, fill: ink.siding },
      ].map((patch) => (
        <path
          key={patch.fill}
          d={`M${patch.x} ${patch.y + 6} q30 -10 66 -2 q6 30 -2 58 q-34 8 -62 0 q-6 -28 -2 -56 z`}
          fill={patch.fill}
        />
      ))}
      <Roller />
      <PaintCan x={540} y={452} />
      <Brush />
      <FanDeck x={200} y={404} />
    </IllustrationSvg>
  );
}
