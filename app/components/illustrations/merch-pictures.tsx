import { LogoMark } from "#app/components/brand/logo-mark";

import { type IllustrationProps, IllustrationSvg } from "./illustration-svg";
import { ink } from "./palette";
import { ThreeTreeMark } from "./three-tree-mark";

const polar = (cx: number, cy: number, r: number, degrees: number): [number, number] => [
  cx + r * Math.cos((degrees * Math.PI) / 180),
  cy + r * Math.sin((degrees * Math.PI) / 180),
];

/** The Nestz logo as a round die-cut sticker, one edge lifting off its backing. */
export function StickerPicture({ className, standalone }: IllustrationProps) {
  const c = { x: 320, y: 236 };
  const r = 186;
  const [ax, ay] = polar(c.x, c.y, r, 18);
  const [bx, by] = polar(c.x, c.y, r, 72);
  // The lifted flap is the cut-off segment folded back over the chord A-B.
  const mid = { x: (ax + bx) / 2, y: (ay + by) / 2 };
  const [tx, ty] = polar(c.x, c.y, r, 45);
  const fold = { x: 2 * mid.x - tx, y: 2 * mid.y - ty };
  const control = { x: 2 * fold.x - mid.x, y: 2 * fold.y - mid.y };
  const outline = `M${ax.toFixed(1)} ${ay.toFixed(1)}A${r} ${r} 0 1 0 ${bx.toFixed(1)} ${by.toFixed(1)}Z`;
  // The logo's own viewport fills the picture; shrink it about the centre to sit inside the margin.
  const logoScale = (r - 16) / ((31 / 64) * 480);
  return (
    <IllustrationSvg
      label="The Nestz sticker: the round logo of evergreens around a leafy tree with a small blue bird, die-cut with a white border, one edge peeling up"
      className={className}
      standalone={standalone}
    >
      <rect width="640" height="480" fill={ink.skySoft} />
      <path d={outline} transform="translate(10 12)" fill={ink.glass} />
      <path d={outline} fill={ink.white} stroke={ink.tileLine} strokeWidth="2" />
      <g transform={`translate(${c.x} ${c.y - 4}) scale(${logoScale.toFixed(4)}) translate(-320 -240)`}>
        <LogoMark />
      </g>
      <path
        d={`M${ax.toFixed(1)} ${ay.toFixed(1)}Q${control.x.toFixed(1)} ${control.y.toFixed(1)} ${bx.toFixed(1)} ${by.toFixed(1)}Z`}
        fill={ink.tile}
        stroke={ink.tileLine}
        strokeWidth="2"
      />
    </IllustrationSvg>
  );
}

/** A forest-green tee with the three-tree mark on the chest. */
export function TShirtPicture({ className, standalone }: IllustrationProps) {
  const shirt = "M262 86Q320 124 378 86L470 112L532 214L462 246L450 222V440H190V222L178 246L108 214L170 112Z";
  return (
    <IllustrationSvg
      label="The Nestz T-shirt: a forest-green tee printed with three autumn trees above the word NESTZ"
      className={className}
      standalone={standalone}
    >
      <rect width="640" height="480" fill={ink.mist} />
      <path d={shirt} transform="translate(8 10)" fill={ink.ground} />
      <path d={shirt} fill={ink.treeDark} />
      <path d="M262 86Q320 124 378 86" fill="none" stroke={ink.tree} strokeWidth="14" strokeLinecap="round" />
      <path d="M178 246L190 222M462 246L450 222" stroke={ink.outline} strokeWidth="3" />
      <path d="M120 204L165 226M520 204L475 226" stroke={ink.tree} strokeWidth="4" strokeLinecap="round" />
      <path d="M190 424H450" stroke={ink.tree} strokeWidth="4" />
      <ThreeTreeMark
        x={248}
        y={156}
        width={144}
        ink={ink.paper}
        cloth={ink.treeDark}
        trees={[ink.floor, ink.wood, ink.siding]}
      />
    </IllustrationSvg>
  );
}

/** A six-panel cap, cream with an evergreen brim, seen from the front left. */
export function HatPicture({ className, standalone }: IllustrationProps) {
  return (
    <IllustrationSvg
      label="The Nestz hat: a cream six-panel cap with an evergreen brim, its front printed with three autumn trees above the word NESTZ"
      className={className}
      standalone={standalone}
    >
      <rect width="640" height="480" fill={ink.mist} />
      <ellipse cx="330" cy="384" rx="210" ry="26" fill={ink.ground} />
      {/* crown, then the seams that divide its panels */}
      <path
        d="M176 312C170 196 240 112 344 108C446 106 500 186 498 300C420 332 260 336 176 312Z"
        fill={ink.paper}
        stroke={ink.tileLine}
        strokeWidth="3"
      />
      <path d="M498 300C480 318 460 324 438 328" fill="none" stroke={ink.tileLine} strokeWidth="3" />
      <g fill="none" stroke={ink.tileLine} strokeWidth="3">
        <path d="M344 110C300 170 290 250 300 326" />
        <path d="M344 110C396 160 420 240 420 322" />
        <path d="M344 110C252 140 206 220 196 316" />
      </g>
      <ellipse cx="344" cy="108" rx="16" ry="7" fill={ink.treeDark} />
      {[
        [262, 178],
        [392, 168],
      ].map(([x, y]) => (
        <circle key={x} cx={x} cy={y} r="5" fill={ink.tileLine} />
      ))}
      <ThreeTreeMark x={248} y={176} width={116} ink={ink.treeDark} cloth={ink.paper} />
      {/* brim, reaching towards the viewer on the left */}
      <path
        d="M176 312C150 322 104 346 96 378C92 398 130 410 190 400C260 388 330 356 372 330C300 334 226 328 176 312Z"
        fill={ink.treeDark}
      />
      <path d="M110 380C150 392 230 380 300 352" fill="none" stroke={ink.tree} strokeWidth="3" strokeDasharray="8 7" />
      <path d="M176 312C226 328 300 334 372 330" fill="none" stroke={ink.outline} strokeWidth="3" />
    </IllustrationSvg>
  );
}
