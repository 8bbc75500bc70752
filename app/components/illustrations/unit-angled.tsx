import type { ReactNode } from "react";

import { unit } from "#app/content/facts";
import { pictureDescriptions } from "#app/content/site/picture-descriptions";

import { pointsAttr } from "./geometry";
import { type IllustrationProps, IllustrationSvg } from "./illustration-svg";
import { openings } from "./openings";
import { ink } from "./palette";
import { Bird, Evergreen } from "./unit-exterior";

/*
 * A Nestz seen from the front-right corner, in a flat axonometric view drawn to
 * scale from its measured size. x runs along the length from the left end,
 * y up from the top of the footings, z back from the front wall; all in feet.
 */
type P3 = readonly [x: number, y: number, z: number];

const L: number = unit.lengthFt;
const W: number = unit.widthFt;
const H: number = unit.heightFt;
const S = 21; // px per foot
const ALONG = { x: Math.cos(Math.PI / 18) * 0.97, y: Math.sin(Math.PI / 18) * 0.97 };
const DEPTH = { x: Math.cos((32 * Math.PI) / 180) * 0.55, y: Math.sin((32 * Math.PI) / 180) * 0.55 };
const CORNER = { x: 470, y: 410 }; // the front-right foot on screen
const FOOTING = 0.3;
const FRAME = 0.35;
const TOP_RAIL = 0.5;
const BOTTOM_RAIL = 0.55;
const DOOR = { width: openings.door.widthFt, height: openings.door.heightFt };
const WINDOW = { width: openings.window.widthFt, height: openings.window.heightFt, sill: openings.window.sillFt };

/** Where each model's door and front windows sit, matching its floor plan. */
const layouts = {
  bedroom: {
    door: { wall: openings.bedroom.door.wall, at: openings.bedroom.door.atFt },
    windowsAt: openings.bedroom.frontWindowsAtFt,
  },
  office: {
    door: { wall: openings.office.door.wall, at: openings.office.door.atFt },
    windowsAt: openings.office.frontWindowsAtFt,
  },
} as const;

export type UnitModel = keyof typeof layouts;

function screen([x, y, z]: P3): [number, number] {
  return [
    CORNER.x + S * (-(L - x) * ALONG.x + z * DEPTH.x),
    CORNER.y - S * (y + FOOTING + (L - x) * ALONG.y + z * DEPTH.y),
  ];
}

const points = (...corners: P3[]) => pointsAttr(corners.map(screen));

/** A rectangle lying on the front wall's plane (z fixed). */
const onFront = (x0: number, y0: number, x1: number, y1: number, z = 0) =>
  points([x0, y0, z], [x1, y0, z], [x1, y1, z], [x0, y1, z]);
/** A rectangle lying on the right end wall's plane (x fixed). */
const onEnd = (z0: number, y0: number, z1: number, y1: number, x = L) =>
  points([x, y0, z0], [x, y0, z1], [x, y1, z1], [x, y1, z0]);
/** A rectangle lying flat (y fixed). */
const onTop = (x0: number, z0: number, x1: number, z1: number, y: number) =>
  points([x0, y, z0], [x1, y, z0], [x1, y, z1], [x0, y, z1]);

function segment(a: P3, b: P3) {
  const [x1, y1] = screen(a);
  const [x2, y2] = screen(b);
  return { x1, y1, x2, y2 };
}

/** The three faces of a box that this view can see: front, right end and top. */
function Block({ from, to, fill, side, top }: { from: P3; to: P3; fill: string; side: string; top: string }) {
  const [x0, y0, z0] = from;
  const [x1, y1, z1] = to;
  return (
    <g>
      <polygon points={onTop(x0, z0, x1, z1, y1)} fill={top} />
      <polygon points={onFront(x0, y0, x1, y1, z0)} fill={fill} />
      <polygon points={onEnd(z0, y0, z1, y1, x1)} fill={side} />
    </g>
  );
}

function FrontWindow({ at }: { at: number }) {
  const x0 = at - WINDOW.width / 2;
  const x1 = at + WINDOW.width / 2;
  const { sill } = WINDOW;
  const head = sill + WINDOW.height;
  return (
    <g>
      <polygon points={onFront(x0 - 0.2, sill - 0.2, x1 + 0.2, head + 0.2)} fill={ink.frame} />
      <polygon points={onFront(x0, sill, x1, head)} fill={ink.glass} />
      <polygon points={onFront(at - 0.06, sill, at + 0.06, head)} fill={ink.frame} />
      <line
        {...segment([x0 + 0.4, sill + 1.4, 0], [x0 + 1.1, sill + 3.3, 0])}
        stroke={ink.glassShine}
        strokeWidth="4"
        strokeLinecap="round"
      />
      <line
        {...segment([at + 0.4, sill + 1.9, 0], [at + 0.8, sill + 3, 0])}
        stroke={ink.glassShine}
        strokeWidth="3"
        strokeLinecap="round"
      />
    </g>
  );
}

function FrontDoor({ at }: { at: number }) {
  const x0 = at - DOOR.width / 2;
  const x1 = at + DOOR.width / 2;
  const y0 = BOTTOM_RAIL;
  const y1 = BOTTOM_RAIL + DOOR.height;
  return (
    <g>
      <polygon points={onFront(x0 - 0.15, y0, x1 + 0.15, y1 + 0.15)} fill={ink.frame} />
      <polygon points={onFront(x0, y0, x1, y1)} fill={ink.door} />
      <polygon
        points={onFront(x0 + 0.35, y0 + 0.5, x1 - 0.35, y0 + 2.9)}
        fill="none"
        stroke={ink.tileLine}
        strokeWidth="2"
      />
      <polygon
        points={onFront(x0 + 0.35, y0 + 3.4, x1 - 0.35, y0 + 6.2)}
        fill="none"
        stroke={ink.tileLine}
        strokeWidth="2"
      />
      <circle
        cx={screen([x1 - 0.45, y0 + 3.2, 0])[0]}
        cy={screen([x1 - 0.45, y0 + 3.2, 0])[1]}
        r="3"
        fill={ink.frame}
      />
      <polygon points={onFront(at - 0.3, y1 + 0.35, at + 0.3, y1 + 0.8)} fill={ink.frame} />
      <polygon points={onFront(at - 0.2, y1 + 0.2, at + 0.2, y1 + 0.35)} fill={ink.floor} />
      <Block
        from={[x0 - 0.6, -FOOTING, -1.8]}
        to={[x1 + 0.6, BOTTOM_RAIL - 0.15, 0]}
        fill={ink.wood}
        side={ink.sidingDark}
        top={ink.floor}
      />
    </g>
  );
}

function EndDoor({ at }: { at: number }) {
  const z0 = at - DOOR.width / 2;
  const z1 = at + DOOR.width / 2;
  const y0 = BOTTOM_RAIL;
  const y1 = BOTTOM_RAIL + DOOR.height;
  const knob = screen([L, y0 + 3.2, z0 + 0.45]);
  return (
    <g>
      <polygon points={onEnd(z0 - 0.15, y0, z1 + 0.15, y1 + 0.15)} fill={ink.frame} />
      <polygon points={onEnd(z0, y0, z1, y1)} fill={ink.tile} />
      <polygon
        points={onEnd(z0 + 0.35, y0 + 0.5, z1 - 0.35, y0 + 2.9)}
        fill="none"
        stroke={ink.fixtureLine}
        strokeWidth="1.5"
      />
      <polygon
        points={onEnd(z0 + 0.35, y0 + 3.4, z1 - 0.35, y0 + 6.2)}
        fill="none"
        stroke={ink.fixtureLine}
        strokeWidth="1.5"
      />
      <circle cx={knob[0]} cy={knob[1]} r="3" fill={ink.frame} />
      <polygon points={onEnd(at - 0.3, y1 + 0.35, at + 0.3, y1 + 0.8)} fill={ink.outline} />
      <polygon points={onEnd(at - 0.2, y1 + 0.2, at + 0.2, y1 + 0.35)} fill={ink.floor} />
      <Block
        from={[L, -FOOTING, z0 - 0.6]}
        to={[L + 1.8, BOTTOM_RAIL - 0.15, z1 + 0.6]}
        fill={ink.wood}
        side={ink.sidingDark}
        top={ink.floor}
      />
    </g>
  );
}

function Planter({ at }: { at: P3 }) {
  const [x, y] = screen(at);
  return (
    <g>
      <path d={`M${x - 11} ${y - 22} h22 l-3 22 h-16 z`} fill={ink.sidingDark} />
      <circle cx={x - 6} cy={y - 30} r="9" fill={ink.treeLight} />
      <circle cx={x + 6} cy={y - 32} r="10" fill={ink.tree} />
      <circle cx={x} cy={y - 40} r="9" fill={ink.treeLight} />
    </g>
  );
}

/** The unit itself: roof, two walls of siding, the steel frame, openings and footings. */
export function AngledUnit({ model }: { model: UnitModel }) {
  const layout = layouts[model];
  const planks: ReactNode[] = [];
  for (let y = BOTTOM_RAIL + 0.5; y < H - TOP_RAIL; y += 0.5) {
    planks.push(
      <line key={`f${y}`} {...segment([FRAME, y, 0], [L - FRAME, y, 0])} stroke={ink.sidingLine} strokeWidth="1.3" />,
    );
    planks.push(
      <line key={`e${y}`} {...segment([L, y, FRAME], [L, y, W - FRAME])} stroke={ink.sidingDark} strokeWidth="1.3" />,
    );
  }
  const footingsFront = [0.1, L / 2 - 0.35, L - 0.8];
  return (
    <g>
      <polygon points={onTop(-0.4, -0.5, L + 0.5, W + 0.4, -FOOTING)} fill={ink.grass} />
      {footingsFront.map((x) => (
        <Block
          key={x}
          from={[x, -FOOTING, 0.1]}
          to={[x + 0.7, 0, 0.8]}
          fill={ink.steel}
          side={ink.frame}
          top={ink.steel}
        />
      ))}
      <Block
        from={[L - 0.8, -FOOTING, W - 0.8]}
        to={[L - 0.1, 0, W - 0.1]}
        fill={ink.steel}
        side={ink.frame}
        top={ink.steel}
      />

      <polygon points={onTop(0, 0, L, W, H)} fill={ink.frame} />
      <polygon points={onTop(0.3, 0.3, L - 0.3, W - 0.3, H)} fill={ink.fixtureLine} />
      {[3.8, 7.6, 11.4, 15.2].map((x) => (
        <line key={x} {...segment([x, H, 0.3], [x, H, W - 0.3])} stroke={ink.steel} strokeWidth="1.5" />
      ))}
      <polygon points={onFront(0, 0, L, H)} fill={ink.siding} />
      <polygon points={onEnd(0, 0, W, H)} fill={ink.sidingLine} />
      {planks}

      {/* steel frame: corner posts and rails on both visible walls */}
      <polygon points={onFront(0, 0, FRAME, H)} fill={ink.frame} />
      <polygon points={onFront(L - FRAME, 0, L, H)} fill={ink.frame} />
      <polygon points={onFront(0, H - TOP_RAIL, L, H)} fill={ink.frame} />
      <polygon points={onFront(0, 0, L, BOTTOM_RAIL)} fill={ink.frame} />
      <polygon points={onEnd(0, 0, FRAME, H)} fill={ink.outline} />
      <polygon points={onEnd(W - FRAME, 0, W, H)} fill={ink.outline} />
      <polygon points={onEnd(0, H - TOP_RAIL, W, H)} fill={ink.outline} />
      <polygon points={onEnd(0, 0, W, BOTTOM_RAIL)} fill={ink.outline} />

      {/* weatherproof power inlet */}
      <polygon points={onEnd(0.75, 1.6, 1.35, 2.3)} fill={ink.steel} />
      <polygon points={onEnd(0.9, 1.8, 1.2, 2.1)} fill={ink.frame} />

      {layout.windowsAt.map((at) => (
        <FrontWindow key={at} at={at} />
      ))}
      {layout.door.wall === "front" ? <FrontDoor at={layout.door.at} /> : <EndDoor at={layout.door.at} />}
    </g>
  );
}

/** The unit in its garden, as a 4:3 product picture. */
export function UnitAngledScene({ model, className, standalone }: IllustrationProps & { model: UnitModel }) {
  const planter: P3 = layouts[model].door.wall === "front" ? [L / 2 + 3, -FOOTING, -1.2] : [L + 0.9, -FOOTING, 0.2];
  const perch = screen([L - 2.2, H, 0]);
  return (
    <IllustrationSvg label={pictureDescriptions.unitAngled[model]} className={className} standalone={standalone}>
      <rect width="640" height="480" fill={ink.skySoft} />
      <circle cx="560" cy="70" r="26" fill={ink.white} />
      <rect y="262" width="640" height="218" fill={ink.ground} />
      <Evergreen x={70} ground={300} size={1.25} tone={ink.tree} />
      <Evergreen x={150} ground={268} size={0.8} tone={ink.treeDark} />
      <Evergreen x={560} ground={300} size={0.95} tone={ink.treeDark} />
      <Evergreen x={612} ground={330} size={1.2} tone={ink.tree} />
      <AngledUnit model={model} />
      <Planter at={planter} />
      {[0, 1, 2].map((step) => {
        const [x, y] = screen(
          model === "bedroom"
            ? [L / 2, -FOOTING, -2.6 - step * 1.6]
            : [L + 2.7 + step * 1.5, -FOOTING, W / 2 - 1.2 - step * 0.7],
        );
        return <ellipse key={step} cx={x} cy={y + step * 4} rx={16 + step * 3} ry={6 + step} fill={ink.gravel} />;
      })}
      <Bird x={perch[0]} y={perch[1] - 10} scale={1.3} />
    </IllustrationSvg>
  );
}

export function BedroomNestzPicture(props: IllustrationProps) {
  return <UnitAngledScene model="bedroom" {...props} />;
}

export function OfficeNestzPicture(props: IllustrationProps) {
  return <UnitAngledScene model="office" {...props} />;
}

/** Two units joined along their long sides into one wider home. */
export function JoinedUnitsPicture({ className, standalone }: IllustrationProps) {
  const back = { x: W * DEPTH.x * S, y: -W * DEPTH.y * S };
  return (
    <IllustrationSvg label={pictureDescriptions.joinedUnits} className={className} standalone={standalone}>
      <rect width="640" height="480" fill={ink.skySoft} />
      <rect y="250" width="640" height="230" fill={ink.ground} />
      <Evergreen x={80} ground={270} size={1.1} tone={ink.treeDark} />
      <Evergreen x={600} ground={290} size={1.15} tone={ink.tree} />
      <g transform="translate(320 262) scale(0.86) translate(-354 -216)">
        <g transform={`translate(${back.x.toFixed(1)} ${back.y.toFixed(1)})`}>
          <AngledUnit model="office" />
        </g>
        <AngledUnit model="bedroom" />
      </g>
    </IllustrationSvg>
  );
}
