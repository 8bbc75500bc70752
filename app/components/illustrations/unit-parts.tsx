import type { ReactNode } from "react";

import { unit, windows } from "#app/content/facts";

import { ink } from "./palette";

/**
 * Building blocks for the drawings that show a Nestz in a larger scene
 * (build stages, modular layouts, dimensioned elevations). Every length is in
 * feet and drawn at the same scale as UnitExterior, so units placed side by
 * side stay true to each other.
 */
export const FT = 20; // px per foot, the same as UnitExterior

/** The steel frame's members, in feet: corner posts and the floor and ceiling rails. */
export const FRAME = { post: 0.35, topRail: 0.5, bottomRail: 0.55 } as const;

/**
 * Maps feet (x from a left origin, y up from the ground) to SVG pixels, for a
 * drawing whose ground line sits `groundFt` below its top edge.
 */
export function feetSpace(originXFt: number, groundFt: number) {
  const X = (ft: number) => (originXFt + ft) * FT;
  const Y = (ft: number) => (groundFt - ft) * FT;
  const rect = (x: number, y: number, w: number, h: number) => ({
    x: X(x),
    y: Y(y + h),
    width: w * FT,
    height: h * FT,
  });
  return { X, Y, rect };
}

/** The bare galvanized frame seen from the side: posts, floor rail and ceiling rail. */
export function BareFrame({
  x,
  y,
  lengthFt = unit.lengthFt,
  feet = true,
}: {
  x: number;
  y: number;
  lengthFt?: number;
  feet?: boolean;
}) {
  const { rect } = feetSpace(x / FT, y / FT);
  const H = unit.heightFt;
  return (
    <g>
      {feet ? <ContactFeet x={x} y={y} lengthFt={lengthFt} /> : null}
      <rect {...rect(0, 0, FRAME.post, H)} fill={ink.frame} />
      <rect {...rect(lengthFt - FRAME.post, 0, FRAME.post, H)} fill={ink.frame} />
      <rect {...rect(0, H - FRAME.topRail, lengthFt, FRAME.topRail)} fill={ink.frame} />
      <rect {...rect(0, 0, lengthFt, FRAME.bottomRail)} fill={ink.frame} />
    </g>
  );
}

/** The steel pads under the corners and the middle of the long side. */
export function ContactFeet({ x, y, lengthFt = unit.lengthFt }: { x: number; y: number; lengthFt?: number }) {
  const { rect } = feetSpace(x / FT, y / FT);
  return (
    <g>
      {[0.2, lengthFt / 2 - 0.35, lengthFt - 0.9].map((at) => (
        <rect key={at} {...rect(at, -0.15, 0.7, 0.3)} fill={ink.steel} />
      ))}
    </g>
  );
}

/** Horizontal siding planks, half a foot apart, between two x positions (feet). */
export function SidingPlanks({ x, y, fromFt, toFt }: { x: number; y: number; fromFt: number; toFt: number }) {
  const { X, Y, rect } = feetSpace(x / FT, y / FT);
  const H = unit.heightFt;
  const lines: ReactNode[] = [];
  for (let at = FRAME.bottomRail + 0.5; at < H - FRAME.topRail; at += 0.5) {
    lines.push(
      <line key={at} x1={X(fromFt)} x2={X(toFt)} y1={Y(at)} y2={Y(at)} stroke={ink.sidingLine} strokeWidth="1.4" />,
    );
  }
  return (
    <g>
      <rect
        {...rect(fromFt, FRAME.bottomRail, toFt - fromFt, H - FRAME.bottomRail - FRAME.topRail)}
        fill={ink.siding}
      />
      {lines}
    </g>
  );
}

/**
 * The short end of a unit (7.87 ft wide), to scale: frame, wood-look siding
 * and, when asked, the bathroom's high awning window.
 */
export function UnitEnd({ x, y, bathWindow = false }: { x: number; y: number; bathWindow?: boolean }) {
  const { rect } = feetSpace(x / FT, y / FT);
  const W = unit.widthFt;
  const H = unit.heightFt;
  const win = windows.bathroom;
  const winX = W / 2 - win.widthFt / 2;
  const winSill = H - FRAME.topRail - 0.6 - win.heightFt;
  return (
    <g>
      <ContactFeet x={x} y={y} lengthFt={W} />
      <SidingPlanks x={x} y={y} fromFt={0} toFt={W} />
      <BareFrame x={x} y={y} lengthFt={W} feet={false} />
      {bathWindow ? (
        <g>
          <rect {...rect(winX - 0.18, winSill - 0.18, win.widthFt + 0.36, win.heightFt + 0.36)} fill={ink.frame} />
          <rect {...rect(winX, winSill, win.widthFt, win.heightFt)} fill={ink.glass} />
          <rect {...rect(winX, winSill + win.heightFt - 0.12, win.widthFt, 0.12)} fill={ink.frame} />
        </g>
      ) : null}
    </g>
  );
}

const labelFont = "system-ui, sans-serif";

/**
 * A dimension line with end ticks. The label sits on the line on a paper patch
 * when it fits between the ticks, otherwise just below the line.
 */
export function HorizontalDimension({
  x1,
  x2,
  y,
  label,
  fontSize = 22,
}: {
  x1: number;
  x2: number;
  y: number;
  label: string;
  fontSize?: number;
}) {
  const patch = label.length * fontSize * 0.56 + 16;
  const onLine = patch < Math.abs(x2 - x1) - 24;
  const textY = onLine ? y + fontSize * 0.36 : y + fontSize * 1.25;
  return (
    <g stroke={ink.dimension} strokeWidth="1.6">
      <line x1={x1} x2={x2} y1={y} y2={y} />
      <line x1={x1} x2={x1} y1={y - 9} y2={y + 9} />
      <line x1={x2} x2={x2} y1={y - 9} y2={y + 9} />
      {onLine ? (
        <rect
          x={(x1 + x2) / 2 - patch / 2}
          y={y - fontSize * 0.75}
          width={patch}
          height={fontSize * 1.5}
          fill={ink.paper}
          stroke="none"
          rx="4"
        />
      ) : null}
      <text
        x={(x1 + x2) / 2}
        y={textY}
        textAnchor="middle"
        fontFamily={labelFont}
        fontSize={fontSize}
        fontWeight="600"
        fill={ink.dimension}
        stroke="none"
      >
        {label}
      </text>
    </g>
  );
}

/** A vertical dimension line; its label reads bottom to top, on the line or just right of it. */
export function VerticalDimension({
  x,
  y1,
  y2,
  label,
  fontSize = 22,
}: {
  x: number;
  y1: number;
  y2: number;
  label: string;
  fontSize?: number;
}) {
  const mid = (y1 + y2) / 2;
  const patch = label.length * fontSize * 0.56 + 16;
  const onLine = patch < Math.abs(y2 - y1) - 24;
  // Rotated -90deg: the text's baseline runs up the page, "below" it is to the right.
  const textY = onLine ? mid + fontSize * 0.36 : mid + fontSize * 1.25;
  return (
    <g stroke={ink.dimension} strokeWidth="1.6">
      <line x1={x} x2={x} y1={y1} y2={y2} />
      <line x1={x - 9} x2={x + 9} y1={y1} y2={y1} />
      <line x1={x - 9} x2={x + 9} y1={y2} y2={y2} />
      <g transform={`rotate(-90 ${x} ${mid})`}>
        {onLine ? (
          <rect
            x={x - patch / 2}
            y={mid - fontSize * 0.75}
            width={patch}
            height={fontSize * 1.5}
            fill={ink.paper}
            stroke="none"
            rx="4"
          />
        ) : null}
        <text
          x={x}
          y={textY}
          textAnchor="middle"
          fontFamily={labelFont}
          fontSize={fontSize}
          fontWeight="600"
          fill={ink.dimension}
          stroke="none"
        >
          {label}
        </text>
      </g>
    </g>
  );
}
