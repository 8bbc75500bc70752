import type { ReactNode } from "react";

import { bathroom, windows } from "#app/content/facts";
import { pictureDescriptions } from "#app/content/site/picture-descriptions";

import { pointsAttr } from "./geometry";
import { type IllustrationProps, IllustrationSvg } from "./illustration-svg";
import { ink } from "./palette";

/*
 * The Nestz bathroom in one-point perspective, looking at its long wall with
 * the near wall cut away. x runs along the wall, y up from the floor, d out
 * from the wall towards the viewer; all in feet, so the fixtures keep scale.
 */
type P3 = readonly [x: number, y: number, d: number];

const ROOM = { length: bathroom.roomFt.length, depth: bathroom.roomFt.width, height: 7.5 };
const SHOWER = { width: bathroom.showerIn.length / 12, depth: bathroom.showerIn.width / 12, curb: 0.35 };
const AWNING = { x: 6.25, sill: 5.1, width: windows.bathroom.widthFt, height: windows.bathroom.heightFt };
const SINK = { x: 4.5, width: 1.4, top: 2.8, depth: 1.3 };
const MIRROR = { x: SINK.x + SINK.width / 2, y: 4.85, r: 0.8 };
const TOILET = { x: 7.0 };
const S = 40; // px per foot on the back wall
const EYE = { x: ROOM.length / 2, y: 3.5, distance: 8 };
const CENTRE = { x: 320, y: 250 };

function at([x, y, d]: P3): [number, number] {
  const f = EYE.distance / (EYE.distance - d);
  return [CENTRE.x + (x - EYE.x) * S * f, CENTRE.y - (y - EYE.y) * S * f];
}
const poly = (...corners: P3[]) => pointsAttr(corners.map(at));
/** A rectangle parallel to the back wall at depth d. */
const wallRect = (x0: number, y0: number, x1: number, y1: number, d = 0) =>
  poly([x0, y0, d], [x1, y0, d], [x1, y1, d], [x0, y1, d]);
/** A horizontal rectangle at height y. */
const flat = (x0: number, d0: number, x1: number, d1: number, y: number) =>
  poly([x0, y, d0], [x1, y, d0], [x1, y, d1], [x0, y, d1]);
/** A rectangle across the depth at position x (a side wall or a side panel). */
const side = (d0: number, y0: number, d1: number, y1: number, x: number) =>
  poly([x, y0, d0], [x, y0, d1], [x, y1, d1], [x, y1, d0]);

function line(a: P3, b: P3) {
  const [x1, y1] = at(a);
  const [x2, y2] = at(b);
  return { x1, y1, x2, y2 };
}

function Shell() {
  const { length, depth, height } = ROOM;
  const near = depth + 1; // walls run past the frame, so the cut edge is off-canvas
  const grid: ReactNode[] = [];
  for (let x = 0.5; x < length; x += 0.5) grid.push(<line key={`bx${x}`} {...line([x, 0, 0], [x, height, 0])} />);
  for (let y = 0.5; y < height; y += 0.5) {
    grid.push(<line key={`by${y}`} {...line([0, y, 0], [length, y, 0])} />);
    grid.push(<line key={`ly${y}`} {...line([0, y, 0], [0, y, near])} />);
    grid.push(<line key={`ry${y}`} {...line([length, y, 0], [length, y, near])} />);
  }
  for (let d = 0.5; d < near; d += 0.5) {
    grid.push(<line key={`ld${d}`} {...line([0, 0, d], [0, height, d])} />);
    grid.push(<line key={`rd${d}`} {...line([length, 0, d], [length, height, d])} />);
  }
  const floorLines: ReactNode[] = [];
  for (let x = 1; x < length; x += 1) floorLines.push(<line key={`fx${x}`} {...line([x, 0, 0], [x, 0, near])} />);
  for (let d = 1; d < near; d += 1) floorLines.push(<line key={`fd${d}`} {...line([0, 0, d], [length, 0, d])} />);
  return (
    <g>
      <polygon points={flat(0, 0, length, near, height)} fill={ink.paper} />
      <polygon points={flat(0, 0, length, near, 0)} fill={ink.gravel} />
      <g stroke={ink.fixtureLine} strokeWidth="1.2">
        {floorLines}
      </g>
      <polygon points={wallRect(0, 0, length, height)} fill={ink.white} />
      <polygon points={side(0, 0, near, height, 0)} fill={ink.tile} />
      <polygon points={side(0, 0, near, height, length)} fill={ink.tile} />
      <g stroke={ink.tileLine} strokeWidth="1.2">
        {grid}
      </g>
      {[2, 6].map((x) => (
        <g key={x}>
          <ellipse cx={at([x, height, 1.4])[0]} cy={at([x, height, 1.4])[1]} rx="26" ry="6" fill={ink.tileLine} />
          <ellipse cx={at([x, height, 1.4])[0]} cy={at([x, height, 1.4])[1]} rx="18" ry="4" fill={ink.white} />
        </g>
      ))}
    </g>
  );
}

function Shower() {
  const { width, depth, curb } = SHOWER;
  const top = 6.6;
  const head = at([width / 2, 6.25, 0.45]);
  const drops: ReactNode[] = [];
  for (let i = 0; i < 7; i += 1) {
    const x = width / 2 - 0.45 + i * 0.15;
    drops.push(
      <line key={i} {...line([x, 5.9 - (i % 2) * 0.2, 0.5], [x + (i - 3) * 0.05, 5.3 - (i % 3) * 0.25, 0.55])} />,
    );
  }
  return (
    <g>
      {/* tray */}
      <polygon points={flat(0, 0, width, depth, curb)} fill={ink.white} />
      <polygon points={wallRect(0, 0, width, curb, depth)} fill={ink.tile} />
      <polygon points={side(0, 0, depth, curb, width)} fill={ink.tileLine} />
      <ellipse
        cx={at([width / 2, curb, depth / 2])[0]}
        cy={at([width / 2, curb, depth / 2])[1]}
        rx="9"
        ry="3"
        fill={ink.fixtureLine}
      />
      {/* riser, arm, head and mixer */}
      <line
        {...line([width / 2, 3.6, 0], [width / 2, 6.25, 0])}
        stroke={ink.steel}
        strokeWidth="4"
        strokeLinecap="round"
      />
      <line
        {...line([width / 2, 6.25, 0], [width / 2, 6.25, 0.45])}
        stroke={ink.steel}
        strokeWidth="4"
        strokeLinecap="round"
      />
      <ellipse cx={head[0]} cy={head[1] + 4} rx="15" ry="6" fill={ink.steel} />
      <circle cx={at([width / 2, 3.6, 0])[0]} cy={at([width / 2, 3.6, 0])[1]} r="8" fill={ink.steel} />
      <g stroke={ink.sky} strokeWidth="2.5" strokeLinecap="round">
        {drops}
      </g>
      {/* glass: a fixed side panel and a hinged door with a bar handle */}
      <polygon
        points={side(0, curb, depth, top, width)}
        fill={ink.glass}
        fillOpacity="0.45"
        stroke={ink.steel}
        strokeWidth="2.5"
      />
      <polygon
        points={wallRect(0, curb, width, top, depth)}
        fill={ink.glass}
        fillOpacity="0.45"
        stroke={ink.steel}
        strokeWidth="3"
      />
      <line {...line([width / 2, curb, depth], [width / 2, top, depth])} stroke={ink.steel} strokeWidth="2.5" />
      <line
        {...line([width / 2 + 0.25, 3.2, depth], [width / 2 + 0.25, 4.4, depth])}
        stroke={ink.frame}
        strokeWidth="6"
        strokeLinecap="round"
      />
      <g stroke={ink.white} strokeLinecap="round">
        <line {...line([0.5, 2.2, depth], [1.3, 4.4, depth])} strokeWidth="7" />
        <line {...line([0.95, 1.7, depth], [1.45, 3.1, depth])} strokeWidth="4" />
        <line {...line([width / 2 + 0.6, 3.6, depth], [width / 2 + 1.2, 5.3, depth])} strokeWidth="6" />
      </g>
    </g>
  );
}

function Vanity() {
  const { x, width, top, depth } = SINK;
  const [mx, my] = at([MIRROR.x, MIRROR.y, 0]);
  const faucet = at([x + width / 2, top + 0.35, 0.15]);
  const basin = at([x + width / 2, top, depth / 2 + 0.1]);
  return (
    <g>
      <circle cx={mx} cy={my} r={MIRROR.r * S + 5} fill={ink.wood} />
      <circle cx={mx} cy={my} r={MIRROR.r * S} fill={ink.glass} />
      <path
        d={`M${mx - 16} ${my + 14} l26 -30 M${mx - 4} ${my + 22} l22 -26`}
        stroke={ink.white}
        strokeWidth="5"
        strokeLinecap="round"
      />
      {/* trap under the basin */}
      <path
        d={`M${basin[0]} ${at([0, top - 0.4, 0.6])[1]} v22 q0 10 -10 10 h-14`}
        fill="none"
        stroke={ink.steel}
        strokeWidth="5"
      />
      <polygon points={flat(x, 0, x + width, depth, top)} fill={ink.white} stroke={ink.fixtureLine} strokeWidth="1.5" />
      <polygon
        points={wallRect(x, top - 0.42, x + width, top, depth)}
        fill={ink.white}
        stroke={ink.fixtureLine}
        strokeWidth="1.5"
      />
      <ellipse cx={basin[0]} cy={basin[1]} rx="20" ry="6" fill={ink.tile} stroke={ink.fixtureLine} strokeWidth="1.5" />
      <path
        d={`M${faucet[0]} ${faucet[1] + 12} v-10 q0 -6 8 -6 h6`}
        fill="none"
        stroke={ink.steel}
        strokeWidth="4"
        strokeLinecap="round"
      />
    </g>
  );
}

function Toilet() {
  const x = TOILET.x;
  const bowl = at([x, 1.35, 1.45]);
  const base = at([x, 0, 1.3]);
  return (
    <g>
      {/* macerator pump beside the pan */}
      <polygon points={flat(x + 0.7, 0, x + 0.95, 0.9, 0.95)} fill={ink.tile} />
      <polygon
        points={wallRect(x + 0.7, 0, x + 0.95, 0.95, 0.9)}
        fill={ink.white}
        stroke={ink.fixtureLine}
        strokeWidth="1.5"
      />
      <polygon
        points={flat(x - 0.55, 0, x + 0.55, 0.65, 3.2)}
        fill={ink.white}
        stroke={ink.fixtureLine}
        strokeWidth="1.5"
      />
      <polygon
        points={wallRect(x - 0.55, 2.2, x + 0.55, 3.2, 0.65)}
        fill={ink.white}
        stroke={ink.fixtureLine}
        strokeWidth="1.5"
      />
      <circle cx={at([x, 2.9, 0.65])[0]} cy={at([x, 2.9, 0.65])[1]} r="4" fill={ink.fixtureLine} />
      <path
        d={`M${base[0] - 16} ${base[1]} l4 -38 h24 l4 38 z`}
        fill={ink.white}
        stroke={ink.fixtureLine}
        strokeWidth="1.5"
      />
      <ellipse cx={bowl[0]} cy={bowl[1]} rx="30" ry="16" fill={ink.white} stroke={ink.fixtureLine} strokeWidth="1.5" />
      <ellipse cx={bowl[0]} cy={bowl[1]} rx="19" ry="9" fill={ink.tile} />
      {/* a small plant on the cistern */}
      <path d={`M${at([x, 3.2, 0.3])[0] - 9} ${at([x, 3.2, 0.3])[1]} l2 -16 h14 l2 16 z`} fill={ink.sidingDark} />
      <circle cx={at([x, 3.2, 0.3])[0] - 6} cy={at([x, 3.2, 0.3])[1] - 22} r="8" fill={ink.treeLight} />
      <circle cx={at([x, 3.2, 0.3])[0] + 6} cy={at([x, 3.2, 0.3])[1] - 24} r="8" fill={ink.tree} />
    </g>
  );
}

/** The high awning window, open at the bottom to let steam out. */
function AwningWindow() {
  const { x, sill, width, height } = AWNING;
  const head = sill + height;
  const sashBottom: P3[] = [
    [x + width, sill + 0.25, -0.7],
    [x, sill + 0.25, -0.7],
  ];
  const air = at([x + width / 2, sill - 0.1, 0.3]);
  return (
    <g>
      <polygon points={wallRect(x - 0.15, sill - 0.15, x + width + 0.15, head + 0.15)} fill={ink.frame} />
      <polygon points={wallRect(x, sill, x + width, head)} fill={ink.skySoft} />
      <path d={`M${at([x + 0.2, sill, 0])[0]} ${at([x + 0.2, sill, 0])[1]} l18 -42 l18 42 z`} fill={ink.tree} />
      <polygon
        points={pointsAttr([at([x, head, 0]), at([x + width, head, 0]), ...sashBottom.map(at)])}
        fill={ink.glass}
        stroke={ink.frame}
        strokeWidth="3"
      />
      <g fill="none" stroke={ink.sky} strokeWidth="3" strokeLinecap="round">
        <path d={`M${air[0] - 24} ${air[1] + 6} q10 -10 20 0 t20 0`} />
        <path d={`M${air[0] - 12} ${air[1] + 20} q10 -10 20 0 t20 0`} />
      </g>
    </g>
  );
}

function Towel() {
  const x = ROOM.length;
  return (
    <g>
      <line {...line([x, 4.55, 1.1], [x, 4.55, 2.4])} stroke={ink.steel} strokeWidth="4" strokeLinecap="round" />
      <polygon points={side(1.2, 3.0, 2.3, 4.55, x - 0.02)} fill={ink.fabric} />
      <polygon points={side(1.2, 3.2, 2.3, 3.35, x - 0.02)} fill={ink.treeLight} />
    </g>
  );
}

export function BathroomPicture({ className, standalone }: IllustrationProps) {
  return (
    <IllustrationSvg label={pictureDescriptions.bathroom} className={className} standalone={standalone}>
      <rect width="640" height="480" fill={ink.paper} />
      <Shell />
      <AwningWindow />
      <Vanity />
      <Toilet />
      <Towel />
      <Shower />
    </IllustrationSvg>
  );
}
