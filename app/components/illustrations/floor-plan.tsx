import type { ReactNode } from "react";

import { bathroom, kitchen, unit } from "#app/content/facts";
import type { FloorPlanLayout } from "#app/content/site/picture-names";
import { formatFeetInches } from "#app/domain/common/units";

import { openings } from "./openings";
import { ink } from "./palette";

const S = 30; // px per foot
const WALL = 0.33; // insulated steel panel, about 4 in
const PARTITION = 0.25;
const MARGIN = { left: 1.4, right: 4, top: 2.2, bottom: 1.9 };

/**
 * A top-down plan of a Nestz drawn to scale from its outside size
 * (19.02 ft x 7.87 ft), with the overall dimensions and a 5-foot scale bar.
 * The front wall is at the bottom.
 */
export function FloorPlan({ layout, className }: { layout: FloorPlanLayout; className?: string }) {
  const L = unit.lengthFt;
  const W = unit.widthFt;
  const width = (L + MARGIN.left + MARGIN.right) * S;
  const height = (W + MARGIN.top + MARGIN.bottom) * S;
  const X = (ft: number) => (MARGIN.left + ft) * S;
  const Y = (ft: number) => (MARGIN.top + ft) * S;
  const box = (x: number, y: number, w: number, h: number) => ({ x: X(x), y: Y(y), width: w * S, height: h * S });

  const bathEnd = WALL + bathroom.roomFt.width;
  const roomStart = bathEnd + PARTITION;
  const inner = { top: WALL, bottom: W - WALL, right: L - WALL };
  const model = layout === "office" ? openings.office : openings.bedroom;
  const door = { wall: model.door.wall, at: model.door.atFt };
  const frontWindows = model.frontWindowsAtFt;

  const planks: ReactNode[] = [];
  for (let y = inner.top + 0.55; y < inner.bottom; y += 0.55) {
    planks.push(
      <line key={y} x1={X(roomStart)} x2={X(inner.right)} y1={Y(y)} y2={Y(y)} stroke={ink.floorLine} strokeWidth="1" />,
    );
  }

  return (
    <svg viewBox={`0 0 ${width} ${height}`} className={className} aria-hidden="true">
      <rect width={width} height={height} fill={ink.paper} />
      {/* floors */}
      <rect {...box(roomStart, inner.top, inner.right - roomStart, inner.bottom - inner.top)} fill={ink.floor} />
      {planks}
      <rect {...box(WALL, inner.top, bathroom.roomFt.width, inner.bottom - inner.top)} fill={ink.tile} />
      <TileGrid x0={X(WALL)} y0={Y(inner.top)} x1={X(bathEnd)} y1={Y(inner.bottom)} />

      {/* outer walls; windows and the door are drawn over them */}
      <rect {...box(0, 0, L, WALL)} fill={ink.outline} />
      <rect {...box(0, W - WALL, L, WALL)} fill={ink.outline} />
      <rect {...box(0, 0, WALL, W)} fill={ink.outline} />
      <rect {...box(L - WALL, 0, WALL, W)} fill={ink.outline} />
      {/* partition with a 2 ft doorway */}
      <rect {...box(bathEnd, inner.top, PARTITION, 2.6)} fill={ink.outline} />
      <rect {...box(bathEnd, inner.top + 4.8, PARTITION, inner.bottom - inner.top - 4.8)} fill={ink.outline} />
      <path
        d={`M${X(roomStart)} ${Y(inner.top + 2.6)} a ${2.2 * S} ${2.2 * S} 0 0 1 ${-2.2 * S} ${2.2 * S}`}
        fill="none"
        stroke={ink.fixtureLine}
        strokeDasharray="4 4"
      />

      {/* windows */}
      {frontWindows.map((x) => (
        <WindowOpening key={x} x={X(x - 1.5)} y={Y(W - WALL)} w={3 * S} h={WALL * S} />
      ))}
      <WindowOpening x={X(0)} y={Y(W - 3)} w={WALL * S} h={1.5 * S} vertical />

      {/* door */}
      {door.wall === "front" ? (
        <g>
          <rect {...box(door.at - 1.5, W - WALL, 3, WALL)} fill={ink.paper} />
          <line
            x1={X(door.at - 1.5)}
            y1={Y(W - WALL)}
            x2={X(door.at - 1.5)}
            y2={Y(W - WALL - 3)}
            stroke={ink.outline}
            strokeWidth="3"
          />
          <path
            d={`M${X(door.at - 1.5)} ${Y(W - WALL - 3)} A ${3 * S} ${3 * S} 0 0 1 ${X(door.at + 1.5)} ${Y(W - WALL)}`}
            fill="none"
            stroke={ink.fixtureLine}
            strokeDasharray="5 4"
          />
        </g>
      ) : (
        <g>
          <rect {...box(L - WALL, door.at - 1.5, WALL, 3)} fill={ink.paper} />
          <line
            x1={X(L - WALL)}
            y1={Y(door.at + 1.5)}
            x2={X(L - WALL - 3)}
            y2={Y(door.at + 1.5)}
            stroke={ink.outline}
            strokeWidth="3"
          />
          <path
            d={`M${X(L - WALL - 3)} ${Y(door.at + 1.5)} A ${3 * S} ${3 * S} 0 0 1 ${X(L - WALL)} ${Y(door.at - 1.5)}`}
            fill="none"
            stroke={ink.fixtureLine}
            strokeDasharray="5 4"
          />
        </g>
      )}

      {/* bathroom fixtures */}
      {layout === "bedroom" || layout === "kitchen" ? (
        <g>
          <rect
            {...box(WALL, inner.top, bathroom.showerIn.length / 12, bathroom.showerIn.width / 12)}
            fill={ink.fixture}
            stroke={ink.fixtureLine}
            strokeWidth="2"
          />
          <line
            x1={X(WALL)}
            y1={Y(inner.top)}
            x2={X(WALL + 4)}
            y2={Y(inner.top + 2.67)}
            stroke={ink.tileLine}
            strokeWidth="1.5"
          />
          <line
            x1={X(WALL + 4)}
            y1={Y(inner.top)}
            x2={X(WALL)}
            y2={Y(inner.top + 2.67)}
            stroke={ink.tileLine}
            strokeWidth="1.5"
          />
          <circle cx={X(WALL + 2)} cy={Y(inner.top + 1.33)} r={0.16 * S} fill={ink.fixtureLine} />
        </g>
      ) : null}
      <Toilet x={X(WALL + 0.35)} y={Y(inner.bottom - 2.35)} />
      <Sink x={X(WALL + 2.35)} y={Y(inner.bottom - 1.55)} />

      {/* room furniture */}
      {layout === "bedroom" ? (
        <g>
          <Bed x={X(inner.right - 6.25)} y={Y(W / 2 - 2.25)} />
          <Armchair x={X(roomStart + 0.5)} y={Y(inner.top + 0.4)} />
          <rect
            {...box(roomStart + 3.4, inner.top + 0.1, 2.4, 1.3)}
            fill={ink.wood}
            stroke={ink.sidingDark}
            strokeWidth="1.5"
            rx="3"
          />
        </g>
      ) : null}
      {layout === "office" ? (
        <g>
          <rect
            {...box(roomStart + 1.8, inner.top + 0.1, 5, 2.3)}
            fill={ink.wood}
            stroke={ink.sidingDark}
            strokeWidth="1.5"
            rx="3"
          />
          <rect {...box(roomStart + 3.2, inner.top + 0.6, 1.3, 0.9)} fill={ink.frame} rx="2" />
          <circle cx={X(roomStart + 4.3)} cy={Y(inner.top + 3.3)} r={0.95 * S} fill={ink.frame} />
          <circle cx={X(roomStart + 4.3)} cy={Y(inner.top + 3.3)} r={0.6 * S} fill={ink.steel} />
          <Armchair x={X(inner.right - 3.2)} y={Y(inner.top + 0.4)} />
          <rect
            {...box(roomStart + 8.2, inner.bottom - 1.5, 4, 1.4)}
            fill={ink.wood}
            stroke={ink.sidingDark}
            strokeWidth="1.5"
            rx="3"
          />
        </g>
      ) : null}
      {layout === "kitchen" ? (
        <g>
          <Kitchenette x={X(roomStart)} y={Y(inner.top + 0.2)} />
          <Bed x={X(inner.right - 6.25)} y={Y(W / 2 - 2.25)} />
        </g>
      ) : null}

      {/* labels */}
      <Label x={X(WALL + 2)} y={Y(W / 2 + 0.2)}>
        {layout === "office" ? "Half bath" : "Bath"}
      </Label>
      <Label x={X(layout === "office" ? roomStart + 7 : roomStart + 4.6)} y={Y(W / 2 + 0.9)}>
        {layout === "office" ? "Office" : layout === "kitchen" ? "Kitchen & living" : "Bedroom"}
      </Label>

      {/* overall dimensions */}
      <Dimension x1={X(0)} x2={X(L)} y={Y(-1.1)} label={`${formatFeetInches(L)} (${unit.nominalLengthFt}' nominal)`} />
      <VerticalDimension x={X(L + 1.1)} y1={Y(0)} y2={Y(W)} label={formatFeetInches(W)} />
      <ScaleBar x={X(0)} y={Y(W + 1.2)} />
    </svg>
  );
}

function TileGrid({ x0, y0, x1, y1 }: { x0: number; y0: number; x1: number; y1: number }) {
  const lines: ReactNode[] = [];
  for (let x = x0 + S; x < x1; x += S)
    lines.push(<line key={`x${x}`} x1={x} x2={x} y1={y0} y2={y1} stroke={ink.tileLine} />);
  for (let y = y0 + S; y < y1; y += S)
    lines.push(<line key={`y${y}`} x1={x0} x2={x1} y1={y} y2={y} stroke={ink.tileLine} />);
  return <g>{lines}</g>;
}

function WindowOpening({
  x,
  y,
  w,
  h,
  vertical = false,
}: {
  x: number;
  y: number;
  w: number;
  h: number;
  vertical?: boolean;
}) {
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} fill={ink.glass} stroke={ink.outline} strokeWidth="1.5" />
      {vertical ? (
        <line x1={x + w / 2} x2={x + w / 2} y1={y} y2={y + h} stroke={ink.outline} strokeWidth="1.5" />
      ) : (
        <line x1={x} x2={x + w} y1={y + h / 2} y2={y + h / 2} stroke={ink.outline} strokeWidth="1.5" />
      )}
    </g>
  );
}

function Toilet({ x, y }: { x: number; y: number }) {
  return (
    <g>
      <rect
        x={x}
        y={y + 0.55 * S}
        width={0.6 * S}
        height={1.2 * S}
        rx="3"
        fill={ink.fixture}
        stroke={ink.fixtureLine}
        strokeWidth="2"
        transform={`translate(${-0.3 * S} 0)`}
      />
      <ellipse
        cx={x + 0.95 * S}
        cy={y + 1.15 * S}
        rx={0.75 * S}
        ry={0.55 * S}
        fill={ink.fixture}
        stroke={ink.fixtureLine}
        strokeWidth="2"
      />
    </g>
  );
}

function Sink({ x, y }: { x: number; y: number }) {
  return (
    <g>
      <rect
        x={x - 0.2 * S}
        y={y}
        width={1.4 * S}
        height={1.4 * S}
        rx="4"
        fill={ink.fixture}
        stroke={ink.fixtureLine}
        strokeWidth="2"
      />
      <ellipse
        cx={x + 0.5 * S}
        cy={y + 0.8 * S}
        rx={0.45 * S}
        ry={0.4 * S}
        fill="none"
        stroke={ink.fixtureLine}
        strokeWidth="2"
      />
    </g>
  );
}

function Bed({ x, y }: { x: number; y: number }) {
  const w = 6.25 * S;
  const h = 4.5 * S;
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx="6" fill={ink.white} stroke={ink.fixtureLine} strokeWidth="2" />
      <rect x={x + 0.2 * S} y={y} width={w * 0.62} height={h} rx="6" fill={ink.fabric} />
      <rect
        x={x + w - 1.5 * S}
        y={y + 0.35 * S}
        width={1.1 * S}
        height={1.7 * S}
        rx="6"
        fill={ink.white}
        stroke={ink.fixtureLine}
      />
      <rect
        x={x + w - 1.5 * S}
        y={y + 2.45 * S}
        width={1.1 * S}
        height={1.7 * S}
        rx="6"
        fill={ink.white}
        stroke={ink.fixtureLine}
      />
    </g>
  );
}

function Armchair({ x, y }: { x: number; y: number }) {
  return (
    <g>
      <rect
        x={x}
        y={y}
        width={2.6 * S}
        height={2.5 * S}
        rx="8"
        fill={ink.fabric}
        stroke={ink.treeLight}
        strokeWidth="2"
      />
      <rect x={x + 0.45 * S} y={y + 0.6 * S} width={1.7 * S} height={1.6 * S} rx="6" fill={ink.ground} />
    </g>
  );
}

function Kitchenette({ x, y }: { x: number; y: number }) {
  const depth = (kitchen.depthIn / 12) * S;
  const wide = (kitchen.widthIn / 12) * S;
  return (
    <g>
      <rect x={x} y={y} width={depth} height={wide} fill={ink.tile} stroke={ink.steel} strokeWidth="2" />
      <circle cx={x + depth / 2} cy={y + wide * 0.22} r={0.36 * S} fill="none" stroke={ink.frame} strokeWidth="2.5" />
      <circle cx={x + depth / 2} cy={y + wide * 0.5} r={0.36 * S} fill="none" stroke={ink.frame} strokeWidth="2.5" />
      <rect
        x={x + 0.3 * S}
        y={y + wide * 0.7}
        width={depth - 0.6 * S}
        height={0.8 * S}
        rx="4"
        fill={ink.white}
        stroke={ink.steel}
        strokeWidth="2"
      />
    </g>
  );
}

function Label({ x, y, children }: { x: number; y: number; children: ReactNode }) {
  return (
    <text
      x={x}
      y={y}
      textAnchor="middle"
      fontFamily="system-ui, sans-serif"
      fontSize="19"
      fontWeight="600"
      fill={ink.text}
    >
      {children}
    </text>
  );
}

function Dimension({ x1, x2, y, label }: { x1: number; x2: number; y: number; label: string }) {
  return (
    <g stroke={ink.dimension} strokeWidth="1.5">
      <line x1={x1} x2={x2} y1={y} y2={y} />
      <line x1={x1} x2={x1} y1={y - 8} y2={y + 8} />
      <line x1={x2} x2={x2} y1={y - 8} y2={y + 8} />
      <rect x={(x1 + x2) / 2 - 130} y={y - 14} width="260" height="28" fill={ink.paper} stroke="none" />
      <text
        x={(x1 + x2) / 2}
        y={y + 6}
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontSize="19"
        fill={ink.dimension}
        stroke="none"
      >
        {label}
      </text>
    </g>
  );
}

function VerticalDimension({ x, y1, y2, label }: { x: number; y1: number; y2: number; label: string }) {
  const mid = (y1 + y2) / 2;
  return (
    <g stroke={ink.dimension} strokeWidth="1.5">
      <line x1={x} x2={x} y1={y1} y2={y2} />
      <line x1={x - 8} x2={x + 8} y1={y1} y2={y1} />
      <line x1={x - 8} x2={x + 8} y1={y2} y2={y2} />
      <text x={x + 14} y={mid + 6} fontFamily="system-ui, sans-serif" fontSize="19" fill={ink.dimension} stroke="none">
        {label}
      </text>
    </g>
  );
}

function ScaleBar({ x, y }: { x: number; y: number }) {
  return (
    <g>
      {[0, 1, 2, 3, 4].map((foot) => (
        <rect
          key={foot}
          x={x + foot * S}
          y={y}
          width={S}
          height="8"
          fill={foot % 2 ? ink.paper : ink.frame}
          stroke={ink.frame}
          strokeWidth="1"
        />
      ))}
      <text x={x + 5 * S + 10} y={y + 9} fontFamily="system-ui, sans-serif" fontSize="17" fill={ink.text}>
        5 ft
      </text>
    </g>
  );
}
