import type { ReactNode } from "react";

import { kitchen, kitchenDetails } from "#app/content/facts";
import { pictureDescriptions } from "#app/content/site/picture-descriptions";

import { type IllustrationProps, IllustrationSvg } from "./illustration-svg";
import { ink } from "./palette";

/*
 * The all-in-one kitchenette seen from the front, to scale in inches: sink on
 * the left, cooktop on the right, fridge and freezer below the cooktop.
 */
const S = 6.5; // px per inch
const HEIGHT_IN = 36; // counter height
const UNIT = { left: 150, floor: 440 };
const width = kitchen.widthIn * S;
const top = UNIT.floor - HEIGHT_IN * S;
const right = UNIT.left + width;
const depthPx = kitchen.depthIn * S * 0.28; // the counter's depth, foreshortened
const inset = width * 0.05;
const back = top - depthPx;
const split = UNIT.left + width * 0.47;

function Counter() {
  const rings: ReactNode[] = [];
  const cook = { left: split + 14, right: right - inset - 6 };
  const pitch = (cook.right - cook.left) / kitchenDetails.cooktopBurners;
  for (let i = 0; i < kitchenDetails.cooktopBurners; i += 1) {
    const cx = cook.left + pitch * (i + 0.5);
    const cy = top - depthPx * (i % 2 ? 0.62 : 0.38);
    rings.push(
      <g key={i}>
        <ellipse cx={cx} cy={cy} rx={pitch * 0.34} ry={pitch * 0.1} fill="none" stroke={ink.siding} strokeWidth="3" />
        <ellipse cx={cx} cy={cy} rx={pitch * 0.2} ry={pitch * 0.055} fill="none" stroke={ink.siding} strokeWidth="2" />
      </g>,
    );
  }
  const basin = { cx: UNIT.left + (split - UNIT.left) / 2 + 6, cy: top - depthPx * 0.45 };
  return (
    <g>
      <path
        d={`M${UNIT.left} ${top} L${UNIT.left + inset} ${back} H${right - inset} L${right} ${top} Z`}
        fill={ink.tile}
      />
      <path
        d={`M${cook.left - 6} ${top - 4} L${cook.left + 2} ${back + 4} H${cook.right} L${cook.right + 6} ${top - 4} Z`}
        fill={ink.frame}
      />
      {rings}
      <rect x={basin.cx - 52} y={basin.cy - 13} width="104" height="26" rx="12" fill={ink.fixtureLine} />
      <rect x={basin.cx - 46} y={basin.cy - 9} width="92" height="20" rx="10" fill={ink.gravel} />
      <path
        d={`M${basin.cx} ${back + 6} V${back - 44} q0 -16 18 -16 q18 0 18 18 v6`}
        fill="none"
        stroke={ink.steel}
        strokeWidth="6"
        strokeLinecap="round"
      />
      <rect x={basin.cx - 14} y={back - 2} width="28" height="8" rx="3" fill={ink.steel} />
      <rect x={UNIT.left - 3} y={top} width={width + 6} height="12" rx="2" fill={ink.fixtureLine} />
    </g>
  );
}

function Cabinet() {
  const y = top + 12;
  const h = UNIT.floor - y - 12;
  const freezerH = h * 0.3;
  return (
    <g>
      <rect x={UNIT.left} y={y} width={width} height={h + 12} fill={ink.white} stroke={ink.tileLine} strokeWidth="2" />
      {/* sink cupboard */}
      <rect
        x={UNIT.left + 8}
        y={y + 8}
        width={split - UNIT.left - 14}
        height={h - 8}
        rx="4"
        fill={ink.mist}
        stroke={ink.tileLine}
        strokeWidth="2"
      />
      <rect x={split - 22} y={y + 36} width="6" height="44" rx="3" fill={ink.steel} />
      {/* freezer over refrigerator */}
      <rect
        x={split + 6}
        y={y + 8}
        width={right - split - 14}
        height={freezerH - 6}
        rx="4"
        fill={ink.mist}
        stroke={ink.tileLine}
        strokeWidth="2"
      />
      <rect
        x={split + 6}
        y={y + freezerH + 8}
        width={right - split - 14}
        height={h - freezerH - 8}
        rx="4"
        fill={ink.mist}
        stroke={ink.tileLine}
        strokeWidth="2"
      />
      <rect x={split + 24} y={y + 22} width="48" height="6" rx="3" fill={ink.steel} />
      <rect x={split + 22} y={y + freezerH + 24} width="6" height="60" rx="3" fill={ink.steel} />
      <rect x={UNIT.left} y={UNIT.floor - 10} width={width} height="10" fill={ink.fixtureLine} />
    </g>
  );
}

function Kettle({ x, y }: { x: number; y: number }) {
  return (
    <g>
      <path d={`M${x - 24} ${y} q-4 -30 24 -34 q28 4 24 34 z`} fill={ink.sky} />
      <path d={`M${x + 20} ${y - 18} l18 -14`} stroke={ink.sky} strokeWidth="7" strokeLinecap="round" />
      <path d={`M${x - 14} ${y - 34} q14 -20 28 0`} fill="none" stroke={ink.frame} strokeWidth="4" />
      <rect x={x - 26} y={y - 3} width="52" height="5" rx="2" fill={ink.dimension} />
    </g>
  );
}

function Room() {
  const planks: ReactNode[] = [];
  for (let y = UNIT.floor + 10; y < 480; y += 12)
    planks.push(<line key={y} x1="0" x2="640" y1={y} y2={y} stroke={ink.floorLine} strokeWidth="1.5" />);
  const tiles: ReactNode[] = [];
  for (let x = UNIT.left - 30; x <= right + 30; x += 26)
    tiles.push(<line key={`x${x}`} x1={x} x2={x} y1={back - 120} y2={back} />);
  for (let y = back - 94; y < back; y += 26)
    tiles.push(<line key={`y${y}`} x1={UNIT.left - 30} x2={right + 30} y1={y} y2={y} />);
  return (
    <g>
      <rect width="640" height="480" fill={ink.paper} />
      <rect x={UNIT.left - 30} y={back - 120} width={width + 60} height="120" fill={ink.white} />
      <g stroke={ink.tileLine} strokeWidth="1.5">
        {tiles}
      </g>
      <rect y={UNIT.floor} width="640" height={480 - UNIT.floor} fill={ink.floor} />
      {planks}
      {/* window onto the trees */}
      <rect x="452" y="70" width="150" height="180" fill={ink.frame} />
      <rect x="462" y="80" width="130" height="160" fill={ink.skySoft} />
      <path d="M470 240 l26 -110 l26 110 z" fill={ink.tree} />
      <path d="M520 240 l34 -140 l34 140 z" fill={ink.treeDark} />
      <rect x="524" y="80" width="6" height="160" fill={ink.frame} />
      <path d="M474 150 l30 -50 M490 170 l20 -34" stroke={ink.glassShine} strokeWidth="5" strokeLinecap="round" />
      <rect x="444" y="250" width="166" height="10" fill={ink.wood} />
      {/* shelf with mugs and a plant */}
      <rect x={UNIT.left + 10} y="92" width={width - 20} height="10" fill={ink.wood} />
      <rect x={UNIT.left + 30} y="62" width="26" height="30" rx="4" fill={ink.siding} />
      <rect x={UNIT.left + 62} y="66" width="22" height="26" rx="4" fill={ink.sky} />
      <rect
        x={UNIT.left + 104}
        y="50"
        width="30"
        height="42"
        rx="6"
        fill={ink.glass}
        stroke={ink.fixtureLine}
        strokeWidth="2"
      />
      <path d={`M${right - 56} 92 l4 -24 h26 l4 24 z`} fill={ink.sidingDark} />
      <circle cx={right - 50} cy="58" r="12" fill={ink.treeLight} />
      <circle cx={right - 32} cy="54" r="13" fill={ink.tree} />
      <circle cx={right - 42} cy="42" r="11" fill={ink.treeLight} />
      {/* the unit's own outlet */}
      <rect
        x={right + 40}
        y="380"
        width="22"
        height="32"
        rx="3"
        fill={ink.white}
        stroke={ink.fixtureLine}
        strokeWidth="2"
      />
      <path
        d={`M${right} ${UNIT.floor - 30} q24 0 30 -24 q4 -18 20 -22`}
        fill="none"
        stroke={ink.frame}
        strokeWidth="4"
        strokeLinecap="round"
      />
    </g>
  );
}

function WidthDimension() {
  const y = UNIT.floor + 24;
  return (
    <g>
      <g stroke={ink.dimension} strokeWidth="2">
        <line x1={UNIT.left} x2={right} y1={y} y2={y} />
        <line x1={UNIT.left} x2={UNIT.left} y1={y - 8} y2={y + 8} />
        <line x1={right} x2={right} y1={y - 8} y2={y + 8} />
      </g>
      <rect x={(UNIT.left + right) / 2 - 34} y={y - 13} width="68" height="26" rx="4" fill={ink.paper} />
      <text
        x={(UNIT.left + right) / 2}
        y={y + 6}
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontSize="17"
        fontWeight="600"
        fill={ink.dimension}
      >
        {`${kitchen.widthIn} in`}
      </text>
    </g>
  );
}

export function KitchenettePicture({ className, standalone }: IllustrationProps) {
  return (
    <IllustrationSvg label={pictureDescriptions.kitchenette} className={className} standalone={standalone}>
      <Room />
      <Cabinet />
      <Counter />
      <Kettle x={split + 14 + (right - inset - 6 - split - 14) * 0.75} y={top - depthPx * 0.62} />
      <WidthDimension />
    </IllustrationSvg>
  );
}
