import type { ReactNode } from "react";

import { bathroom, build, electrical, models, unit, windows } from "#app/content/facts";
import type { BuildStage } from "#app/domain/site-words/designs/construction";

import { ink } from "./palette";
import { UnitExterior } from "./unit-exterior";
import { BareFrame, ContactFeet, feetSpace, FRAME, FT, SidingPlanks } from "./unit-parts";

/*
 * The long side of a Nestz at each stage of its build, to scale and in the
 * same frame as the finished UnitExterior scene, so the nine pictures read as
 * one unit growing. Exterior stages show the front wall; interior stages cut
 * the front wall away to show the back wall, the floor and the ceiling.
 */

const L = unit.lengthFt;
const H = unit.heightFt;
const MARGIN = { x: 4, top: 3, bottom: 1.6 }; // the finished scene's margins
const WIDTH = (L + MARGIN.x * 2) * FT;
const HEIGHT = (H + MARGIN.top + MARGIN.bottom) * FT;
const { X, Y, rect } = feetSpace(MARGIN.x, MARGIN.top + H);

// Openings where the finished drawing has them: a door in the middle, a living-area window either side.
const DOOR = { x: L / 2 - 1.5, width: 3, height: 6.75 };
const LIVING = windows.living;
const WINDOW_SILL = 3.1;
const WINDOW_XS = [L / 2 - 5.9 - LIVING.widthFt / 2, L / 2 + 5.9 - LIVING.widthFt / 2];

// Inside, matching the floor plans: the bathroom fills the left end.
const INSIDE = { left: FRAME.post, right: L - FRAME.post, floor: FRAME.bottomRail, ceiling: H - FRAME.topRail };
const FLOOR_BAND = 0.7;
const CEILING_BAND = 0.4;
const BATH_END = 0.33 + bathroom.roomFt.width;
const PARTITION = 0.25;
const ROOM_START = BATH_END + PARTITION;

/** The drawing for one build stage. */
export function BuildStageArt({ stage, className }: { stage: BuildStage; className?: string }) {
  if (stage === "ready") return <UnitExterior className={className} />;
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={className} aria-hidden="true">
      <Workshop />
      {stages[stage]}
    </svg>
  );
}

/** The bare interior a buyer starts from, with a first stripe of color being rolled on. */
export function BlankCanvasArt({ className }: { className?: string }) {
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={className} aria-hidden="true">
      <Workshop />
      <ContactFeet x={X(0)} y={Y(0)} />
      <BackWall />
      {/* the wall painted so far, and the stroke the roller is laying down */}
      <rect
        {...rect(9, INSIDE.floor + FLOOR_BAND, 4.5, INSIDE.ceiling - CEILING_BAND - INSIDE.floor - FLOOR_BAND)}
        fill={ink.treeLight}
      />
      <rect {...rect(13.5, INSIDE.floor + FLOOR_BAND, 0.7, 5.6 - INSIDE.floor - FLOOR_BAND)} fill={ink.treeLight} />
      <Roller x={13.85} y={5.6} />
      <PaintTin x={16.6} />
      <Floor />
      <Ceiling />
      <BareFrame x={X(0)} y={Y(0)} feet={false} />
    </svg>
  );
}

function Workshop() {
  return (
    <g>
      <rect width={WIDTH} height={HEIGHT} fill={ink.mist} />
      {[1.2, WIDTH / FT - 1.2].map((at) => (
        <rect key={at} x={at * FT - 6} y="0" width="12" height={Y(0)} fill={ink.tile} />
      ))}
      <rect x="0" y={Y(0)} width={WIDTH} height={MARGIN.bottom * FT} fill={ink.gravel} />
      <rect x="0" y={Y(0)} width={WIDTH} height="3" fill={ink.fixtureLine} />
    </g>
  );
}

/** Bolts along the floor and ceiling rails, to read as assemblies rather than bars. */
function RailBolts() {
  const bolts: ReactNode[] = [];
  for (let at = 1.2; at < L - 0.8; at += 1.6) {
    bolts.push(<circle key={`b${at}`} cx={X(at)} cy={Y(FRAME.bottomRail / 2)} r="2.6" fill={ink.steel} />);
    bolts.push(<circle key={`t${at}`} cx={X(at)} cy={Y(H - FRAME.topRail / 2)} r="2.6" fill={ink.steel} />);
  }
  return <g>{bolts}</g>;
}

function Floor() {
  const joints: ReactNode[] = [];
  const rows = [INSIDE.floor + 0.23, INSIDE.floor + 0.47];
  // Staggered plank ends, one offset per row, kept inside the walls.
  const rowEdges = [INSIDE.floor, ...rows, INSIDE.floor + FLOOR_BAND];
  [0, 1.2, 0.5].forEach((offset, row) => {
    for (let at = INSIDE.left + 1.1 + offset; at < INSIDE.right - 0.2; at += 2.4) {
      joints.push(
        <line
          key={`${row}-${at}`}
          x1={X(at)}
          x2={X(at)}
          y1={Y(rowEdges[row] ?? 0)}
          y2={Y(rowEdges[row + 1] ?? 0)}
          stroke={ink.floorLine}
          strokeWidth="2"
        />,
      );
    }
  });
  return (
    <g>
      <rect {...rect(INSIDE.left, INSIDE.floor, INSIDE.right - INSIDE.left, FLOOR_BAND)} fill={ink.wood} />
      {rows.map((at) => (
        <line
          key={at}
          x1={X(INSIDE.left)}
          x2={X(INSIDE.right)}
          y1={Y(at)}
          y2={Y(at)}
          stroke={ink.floorLine}
          strokeWidth="2"
        />
      ))}
      {joints}
    </g>
  );
}

function Ceiling() {
  const seams: ReactNode[] = [];
  for (let at = INSIDE.left + 2; at < INSIDE.right; at += 2) {
    seams.push(
      <line
        key={at}
        x1={X(at)}
        x2={X(at)}
        y1={Y(INSIDE.ceiling)}
        y2={Y(INSIDE.ceiling - CEILING_BAND)}
        stroke={ink.tileLine}
        strokeWidth="2"
      />,
    );
  }
  return (
    <g>
      <rect
        {...rect(INSIDE.left, INSIDE.ceiling - CEILING_BAND, INSIDE.right - INSIDE.left, CEILING_BAND)}
        fill={ink.white}
      />
      <line
        x1={X(INSIDE.left)}
        x2={X(INSIDE.right)}
        y1={Y(INSIDE.ceiling - CEILING_BAND)}
        y2={Y(INSIDE.ceiling - CEILING_BAND)}
        stroke={ink.tileLine}
        strokeWidth="2"
      />
      {seams}
    </g>
  );
}

function BackWall() {
  return (
    <rect
      {...rect(INSIDE.left, INSIDE.floor, INSIDE.right - INSIDE.left, INSIDE.ceiling - INSIDE.floor)}
      fill={ink.white}
    />
  );
}

/** White steel wall panels on the long side, with the openings cut out. */
function WallPanels() {
  const seams: ReactNode[] = [];
  for (let at = INSIDE.left + 3.8; at < INSIDE.right - 1; at += 3.8) {
    seams.push(
      <line
        key={at}
        x1={X(at)}
        x2={X(at)}
        y1={Y(INSIDE.floor)}
        y2={Y(INSIDE.ceiling)}
        stroke={ink.tileLine}
        strokeWidth="2"
      />,
    );
  }
  return (
    <g>
      <rect {...rect(0, INSIDE.floor, L, INSIDE.ceiling - INSIDE.floor)} fill={ink.tile} />
      {seams}
      <rect {...rect(DOOR.x, INSIDE.floor, DOOR.width, DOOR.height)} fill={ink.steel} />
      {WINDOW_XS.map((x) => (
        <rect key={x} {...rect(x, WINDOW_SILL, LIVING.widthFt, LIVING.heightFt)} fill={ink.steel} />
      ))}
    </g>
  );
}

function WindowsAndDoor() {
  return (
    <g>
      {WINDOW_XS.map((x) => (
        <g key={x}>
          <rect {...rect(x - 0.2, WINDOW_SILL - 0.2, LIVING.widthFt + 0.4, LIVING.heightFt + 0.4)} fill={ink.frame} />
          <rect {...rect(x, WINDOW_SILL, LIVING.widthFt, LIVING.heightFt)} fill={ink.glass} />
          <rect {...rect(x + LIVING.widthFt / 2 - 0.06, WINDOW_SILL, 0.12, LIVING.heightFt)} fill={ink.frame} />
          <line
            x1={X(x + 0.4)}
            y1={Y(WINDOW_SILL + 1.6)}
            x2={X(x + 1.1)}
            y2={Y(WINDOW_SILL + 3.4)}
            stroke={ink.glassShine}
            strokeWidth="4"
            strokeLinecap="round"
          />
        </g>
      ))}
      <rect {...rect(DOOR.x - 0.15, INSIDE.floor, DOOR.width + 0.3, DOOR.height + 0.15)} fill={ink.frame} />
      <rect {...rect(DOOR.x, INSIDE.floor, DOOR.width, DOOR.height)} fill={ink.door} />
      <rect
        {...rect(DOOR.x + 0.35, INSIDE.floor + 0.5, DOOR.width - 0.7, 2.4)}
        fill="none"
        stroke={ink.tileLine}
        strokeWidth="2"
      />
      <rect
        {...rect(DOOR.x + 0.35, INSIDE.floor + 3.4, DOOR.width - 0.7, 2.8)}
        fill="none"
        stroke={ink.tileLine}
        strokeWidth="2"
      />
      <circle cx={X(DOOR.x + DOOR.width - 0.45)} cy={Y(INSIDE.floor + 3.2)} r={0.14 * FT} fill={ink.frame} />
      <rect {...rect(DOOR.x + DOOR.width - 0.58, INSIDE.floor + 3.75, 0.26, 0.26)} fill={ink.frame} rx="1" />
    </g>
  );
}

/** The tiled bathroom at the left end, seen with the front wall cut away. */
function Bathroom() {
  const tiles: ReactNode[] = [];
  for (let at = INSIDE.left + 1; at < BATH_END; at += 1) {
    tiles.push(
      <line
        key={`v${at}`}
        x1={X(at)}
        x2={X(at)}
        y1={Y(INSIDE.floor)}
        y2={Y(INSIDE.ceiling)}
        stroke={ink.tileLine}
        strokeWidth="1.5"
      />,
    );
  }
  for (let at = INSIDE.floor + 1; at < INSIDE.ceiling; at += 1) {
    tiles.push(
      <line
        key={`h${at}`}
        x1={X(INSIDE.left)}
        x2={X(BATH_END)}
        y1={Y(at)}
        y2={Y(at)}
        stroke={ink.tileLine}
        strokeWidth="1.5"
      />,
    );
  }
  const win = windows.bathroom;
  const showerTop = INSIDE.floor + 5.6;
  return (
    <g>
      <rect
        {...rect(INSIDE.left, INSIDE.floor, BATH_END - INSIDE.left, INSIDE.ceiling - INSIDE.floor)}
        fill={ink.tile}
      />
      {tiles}
      {/* shower: glass screen, head and tray */}
      <rect
        {...rect(
          INSIDE.left + 0.1,
          INSIDE.floor + FLOOR_BAND,
          bathroom.showerIn.length / 12 - 0.2,
          showerTop - INSIDE.floor - FLOOR_BAND,
        )}
        fill={ink.glass}
        opacity="0.55"
        stroke={ink.fixtureLine}
        strokeWidth="2"
      />
      <path
        d={`M${X(INSIDE.left + 0.5)} ${Y(showerTop - 0.2)} h${0.7 * FT} v${0.5 * FT}`}
        fill="none"
        stroke={ink.steel}
        strokeWidth="4"
      />
      <rect {...rect(INSIDE.left + 0.95, showerTop - 0.85, 0.6, 0.22)} fill={ink.steel} rx="3" />
      {/* toilet and sink in front */}
      <rect
        {...rect(0.75, INSIDE.floor + FLOOR_BAND + 1.3, 0.95, 1.3)}
        fill={ink.fixture}
        stroke={ink.fixtureLine}
        strokeWidth="2"
        rx="3"
      />
      <path
        d={`M${X(0.55)} ${Y(INSIDE.floor + FLOOR_BAND + 1.4)} h${1.6 * FT} q0 ${0.9 * FT} ${-0.7 * FT} ${1.1 * FT} v${0.3 * FT} h${-0.5 * FT} v${-0.3 * FT} q${-0.4 * FT} ${-0.2 * FT} ${-0.4 * FT} ${-1.1 * FT} z`}
        fill={ink.fixture}
        stroke={ink.fixtureLine}
        strokeWidth="2"
      />
      <rect
        {...rect(2.75, INSIDE.floor + FLOOR_BAND + 2.55, 1.35, 0.4)}
        fill={ink.fixture}
        stroke={ink.fixtureLine}
        strokeWidth="2"
        rx="4"
      />
      <rect {...rect(3.3, INSIDE.floor + FLOOR_BAND, 0.25, 2.55)} fill={ink.fixtureLine} />
      <path
        d={`M${X(3.55)} ${Y(INSIDE.floor + FLOOR_BAND + 2.95)} v${-0.45 * FT} h${0.3 * FT}`}
        fill="none"
        stroke={ink.steel}
        strokeWidth="3"
      />
      {/* the two ceiling lights */}
      {Array.from({ length: build.bathroomCeilingLights }, (_, index) => (
        <CeilingLight
          key={index}
          at={INSIDE.left + ((index + 0.5) * (BATH_END - INSIDE.left)) / build.bathroomCeilingLights}
          spread={0.6}
        />
      ))}
      {/* the high window */}
      <rect {...rect(1.45 - 0.15, 5.9 - 0.15, win.widthFt + 0.3, win.heightFt + 0.3)} fill={ink.frame} />
      <rect {...rect(1.45, 5.9, win.widthFt, win.heightFt)} fill={ink.glass} />
      {/* partition wall between bathroom and room */}
      <rect {...rect(BATH_END, INSIDE.floor, PARTITION, INSIDE.ceiling - INSIDE.floor)} fill={ink.fixtureLine} />
    </g>
  );
}

/** A ceiling LED and its pool of light; `spread` is the half-width of the light at its foot, in feet. */
function CeilingLight({ at, spread = 1.1 }: { at: number; spread?: number }) {
  const y = INSIDE.ceiling - CEILING_BAND;
  return (
    <g>
      <path
        d={`M${X(at - 0.3)} ${Y(y)} L${X(at - spread)} ${Y(y - 2.6)} H${X(at + spread)} L${X(at + 0.3)} ${Y(y)} Z`}
        fill={ink.skySoft}
        opacity="0.9"
      />
      <rect {...rect(at - 0.35, y - 0.16, 0.7, 0.16)} fill={ink.frame} rx="2" />
    </g>
  );
}

function Outlet({ at }: { at: number }) {
  return (
    <g>
      <rect {...rect(at - 0.22, 1.45, 0.44, 0.6)} fill={ink.white} stroke={ink.fixtureLine} strokeWidth="2" rx="2" />
      <circle cx={X(at)} cy={Y(1.87)} r="1.8" fill={ink.frame} />
      <circle cx={X(at)} cy={Y(1.63)} r="1.8" fill={ink.frame} />
    </g>
  );
}

const OUTLETS = Array.from({ length: electrical.outlets }, (_, index) => ROOM_START + 2.4 + index * 2.3);
const PANEL_X = INSIDE.right - 2.2;
const BATTERY_X = PANEL_X + 0.35;
// The Bedroom model's lights: the bathroom's pair plus the rest spread over the room.
const roomLightCount = models.bedroom.lights - build.bathroomCeilingLights;
const ROOM_LIGHTS = Array.from(
  { length: roomLightCount },
  (_, index) => ROOM_START + ((index + 0.5) * (INSIDE.right - ROOM_START)) / roomLightCount,
);

/** Wiring, fuse panel, water heater and battery pack. */
function Services() {
  const wireY = INSIDE.ceiling - CEILING_BAND - 0.35;
  return (
    <g>
      <path
        d={`M${X(PANEL_X + 0.5)} ${Y(5.6)} V${Y(wireY)} H${X((OUTLETS[0] ?? ROOM_START) - 0.01)}`}
        fill="none"
        stroke={ink.sky}
        strokeWidth="3"
      />
      {OUTLETS.map((at) => (
        <g key={at}>
          <line x1={X(at)} x2={X(at)} y1={Y(wireY)} y2={Y(2.05)} stroke={ink.sky} strokeWidth="3" />
          <Outlet at={at} />
        </g>
      ))}
      {/* fuse panel */}
      <rect {...rect(PANEL_X, 3.8, 1, 1.8)} fill={ink.tile} stroke={ink.steel} strokeWidth="2" rx="2" />
      {[4.2, 4.6, 5].map((at) => (
        <rect key={at} {...rect(PANEL_X + 0.2, at, 0.6, 0.2)} fill={ink.steel} />
      ))}
      {/* battery pack on the floor */}
      <rect {...rect(BATTERY_X, INSIDE.floor + FLOOR_BAND, 1.8, 1.2)} fill={ink.frame} rx="3" />
      <rect {...rect(BATTERY_X + 0.3, INSIDE.floor + FLOOR_BAND + 1.2, 0.3, 0.15)} fill={ink.steel} />
      <rect {...rect(BATTERY_X + 1.2, INSIDE.floor + FLOOR_BAND + 1.2, 0.3, 0.15)} fill={ink.steel} />
      <path
        d={`M${X(BATTERY_X + 0.7)} ${Y(INSIDE.floor + FLOOR_BAND + 0.6)} h${0.4 * FT} m${-0.2 * FT} ${-0.2 * FT} v${0.4 * FT}`}
        stroke={ink.sky}
        strokeWidth="3"
      />
      {/* water heater on the room side of the bathroom wall, piped through */}
      <rect {...rect(ROOM_START + 0.2, 4.6, 1.3, 2)} fill={ink.white} stroke={ink.fixtureLine} strokeWidth="2" rx="3" />
      <Flame x={X(ROOM_START + 0.85)} base={Y(5)} />
      <path
        d={`M${X(ROOM_START + 0.5)} ${Y(4.6)} V${Y(4.1)} H${X(BATH_END - 0.4)}`}
        fill="none"
        stroke={ink.steel}
        strokeWidth="4"
      />
    </g>
  );
}

/** Drain pipe from the bathroom out under the floor to a sewer or septic line. */
function DrainPipe() {
  const pipeY = INSIDE.floor / 2;
  return (
    <g>
      <path
        d={`M${X(1.2)} ${Y(INSIDE.floor + FLOOR_BAND)} V${Y(pipeY)} H${X(L + 2.2)} V${Y(-0.9)}`}
        fill="none"
        stroke={ink.steel}
        strokeWidth="6"
        strokeLinejoin="round"
      />
      <rect {...rect(L + 1.5, -1.1, 1.4, 0.35)} fill={ink.frame} rx="4" />
    </g>
  );
}

/** A small flat flame with a pale heart: the propane burner of the water heater. */
function Flame({ x, base }: { x: number; base: number }) {
  const outer = `M${x + 4} ${base - 17} C${x + 13} ${base - 8} ${x + 9} ${base} ${x} ${base} C${x - 9} ${base} ${x - 10} ${base - 9} ${x - 3} ${base - 13} C${x - 2} ${base - 9} ${x} ${base - 8} ${x + 1} ${base - 9} C${x + 3} ${base - 11} ${x + 3} ${base - 14} ${x + 4} ${base - 17} Z`;
  return (
    <g>
      <path d={outer} fill={ink.siding} />
      <ellipse cx={x} cy={base - 4} rx="3.5" ry="4" fill={ink.floor} />
    </g>
  );
}

function Heater() {
  const base = INSIDE.floor + FLOOR_BAND + 1.2;
  return (
    <g>
      <rect {...rect(10.2, base, 2.6, 1.3)} fill={ink.white} stroke={ink.fixtureLine} strokeWidth="2" rx="4" />
      {[0.35, 0.65, 0.95].map((at) => (
        <line
          key={at}
          x1={X(10.5)}
          x2={X(12.5)}
          y1={Y(base + at)}
          y2={Y(base + at)}
          stroke={ink.siding}
          strokeWidth="4"
          strokeLinecap="round"
        />
      ))}
    </g>
  );
}

/** Drawn dashed: the air conditioner is an option. */
function AirConditioner() {
  return (
    <g>
      <rect
        {...rect(14.2, 4.2, 2.8, 1.1)}
        fill={ink.white}
        stroke={ink.steel}
        strokeWidth="2.5"
        strokeDasharray="7 5"
        rx="5"
      />
      {[14.7, 15.2, 15.7, 16.2].map((at) => (
        <line
          key={at}
          x1={X(at)}
          x2={X(at + 0.4)}
          y1={Y(4.45)}
          y2={Y(4.45)}
          stroke={ink.fixtureLine}
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      ))}
    </g>
  );
}

function LoosePlanks({ x }: { x: number }) {
  return (
    <g>
      {[0, 1, 2].map((row) => (
        <rect key={row} {...rect(x, row * 0.3, 3.2, 0.26)} fill={row === 1 ? ink.floorLine : ink.wood} rx="2" />
      ))}
    </g>
  );
}

function PaintTin({ x }: { x: number }) {
  const floor = INSIDE.floor + FLOOR_BAND;
  return (
    <g>
      <rect {...rect(x, floor, 1.1, 1.2)} fill={ink.steel} rx="3" />
      <rect {...rect(x - 0.05, floor + 1.1, 1.2, 0.2)} fill={ink.frame} rx="2" />
      <rect {...rect(x + 0.2, floor + 0.3, 0.7, 0.5)} fill={ink.treeLight} />
    </g>
  );
}

/** A paint roller whose sleeve bottom sits at (x, y) in feet, handle hanging below. */
function Roller({ x, y }: { x: number; y: number }) {
  return (
    <g>
      <rect {...rect(x - 0.4, y, 0.8, 1.3)} fill={ink.tree} rx="5" />
      <path
        d={`M${X(x + 0.4)} ${Y(y + 0.65)} h${0.45 * FT} v${1.5 * FT}`}
        fill="none"
        stroke={ink.frame}
        strokeWidth="3.5"
        strokeLinejoin="round"
      />
      <rect {...rect(x + 0.7, y - 2.55, 0.3, 1.7)} fill={ink.frame} rx="3" />
    </g>
  );
}

function SprayCan({ x }: { x: number }) {
  return (
    <g>
      <rect {...rect(x, 0, 0.8, 1.8)} fill={ink.sky} rx="5" />
      <rect {...rect(x + 0.1, 0.5, 0.6, 0.7)} fill={ink.white} />
      <rect {...rect(x + 0.25, 1.8, 0.3, 0.3)} fill={ink.frame} />
      <path d={`M${X(x + 0.55)} ${Y(2)} h${0.8 * FT}`} stroke={ink.frame} strokeWidth="3" />
    </g>
  );
}

/** A wall panel stood on end, cut to show its rock-wool core between steel skins. */
function RockWoolPanel({ x }: { x: number }) {
  let zigzag = `M${X(x + 0.1)} ${Y(0.3)}`;
  for (let step = 1; step < 22; step += 1) zigzag += ` L${X(x + (step % 2 ? 0.5 : 0.1))} ${Y(0.3 + step * 0.3)}`;
  return (
    <g>
      <rect {...rect(x - 0.08, 0, 0.76, 7.2)} fill={ink.tile} stroke={ink.steel} strokeWidth="2" />
      <rect {...rect(x, 0.1, 0.6, 7)} fill={ink.floor} />
      <path d={zigzag} fill="none" stroke={ink.floorLine} strokeWidth="2" />
    </g>
  );
}

function Hook() {
  const top = { x: L / 2, y: H + 2.2 };
  return (
    <g>
      <line x1={X(top.x)} x2={X(top.x)} y1={0} y2={Y(top.y + 0.3)} stroke={ink.frame} strokeWidth="4" />
      <path
        d={`M${X(top.x)} ${Y(top.y + 0.3)} v${0.35 * FT} a${0.3 * FT} ${0.3 * FT} 0 1 0 ${0.45 * FT} 0`}
        fill="none"
        stroke={ink.frame}
        strokeWidth="5"
      />
      {[0.3, L - 0.3].map((at) => (
        <line
          key={at}
          x1={X(top.x)}
          y1={Y(top.y - 0.3)}
          x2={X(at)}
          y2={Y(H)}
          stroke={ink.steel}
          strokeWidth="3"
          strokeDasharray="8 4"
        />
      ))}
    </g>
  );
}

function SidingInProgress() {
  return (
    <g>
      <SidingPlanks x={X(0)} y={Y(0)} fromFt={0} toFt={12.4} />
      <g transform={`rotate(-6 ${X(15.5)} ${Y(1.9)})`}>
        <rect {...rect(13.2, 1.7, 4.8, 0.45)} fill={ink.siding} stroke={ink.sidingDark} strokeWidth="2" />
      </g>
    </g>
  );
}

const stages: Record<Exclude<BuildStage, "ready">, ReactNode> = {
  frame: (
    <g>
      <Hook />
      <BareFrame x={X(0)} y={Y(0)} />
      <RailBolts />
    </g>
  ),
  "floor-ceiling": (
    <g>
      <BareFrame x={X(0)} y={Y(0)} />
      <Floor />
      <Ceiling />
      <LoosePlanks x={-3.6} />
      <PaintTin x={L + 1.3} />
    </g>
  ),
  walls: (
    <g>
      <ContactFeet x={X(0)} y={Y(0)} />
      <WallPanels />
      <BareFrame x={X(0)} y={Y(0)} feet={false} />
      <RockWoolPanel x={-2.3} />
    </g>
  ),
  "windows-door": (
    <g>
      <ContactFeet x={X(0)} y={Y(0)} />
      <WallPanels />
      <BareFrame x={X(0)} y={Y(0)} feet={false} />
      <WindowsAndDoor />
      <SprayCan x={L + 1.4} />
    </g>
  ),
  bathroom: (
    <g>
      <ContactFeet x={X(0)} y={Y(0)} />
      <BackWall />
      <Bathroom />
      <Floor />
      <Ceiling />
      <BareFrame x={X(0)} y={Y(0)} feet={false} />
      <DrainPipe />
    </g>
  ),
  services: (
    <g>
      <ContactFeet x={X(0)} y={Y(0)} />
      <BackWall />
      <Bathroom />
      <Floor />
      <Ceiling />
      <Services />
      <BareFrame x={X(0)} y={Y(0)} feet={false} />
    </g>
  ),
  comfort: (
    <g>
      <ContactFeet x={X(0)} y={Y(0)} />
      <BackWall />
      <Bathroom />
      <Floor />
      <Ceiling />
      {ROOM_LIGHTS.map((at) => (
        <CeilingLight key={at} at={at} />
      ))}
      {OUTLETS.map((at) => (
        <Outlet key={at} at={at} />
      ))}
      <Heater />
      <AirConditioner />
      <BareFrame x={X(0)} y={Y(0)} feet={false} />
    </g>
  ),
  siding: (
    <g>
      <ContactFeet x={X(0)} y={Y(0)} />
      <WallPanels />
      <SidingInProgress />
      <BareFrame x={X(0)} y={Y(0)} feet={false} />
      <WindowsAndDoor />
    </g>
  ),
};
