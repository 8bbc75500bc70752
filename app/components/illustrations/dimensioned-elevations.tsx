import { unit } from "#app/content/facts";
import { formatFeetInches } from "#app/domain/common/units";

import { ink } from "./palette";
import { UnitElevation } from "./unit-exterior";
import { FT, HorizontalDimension, UnitEnd, VerticalDimension } from "./unit-parts";

const M = { left: 1, right: 3, top: 1.8, bottom: 2.6 }; // feet of room for labels and dimension lines

/**
 * The long side and the end of a Nestz at one scale, with the overall length,
 * width and height. "row" sets them side by side; "column" stacks them, with
 * larger labels, for narrow screens.
 */
export function DimensionedElevations({ layout, className }: { layout: "row" | "column"; className?: string }) {
  const L = unit.lengthFt;
  const W = unit.widthFt;
  const H = unit.heightFt;
  const fontSize = layout === "row" ? 18 : 24;
  const frontW = M.left + L + M.right;
  const endW = M.left + W + M.right;
  const rowH = M.top + H + M.bottom;
  const width = (layout === "row" ? frontW + endW : frontW) * FT;
  const height = (layout === "row" ? rowH : rowH * 2) * FT;
  const end = layout === "row" ? { x: frontW, row: 0 } : { x: 0, row: 1 };
  const rows = layout === "row" ? [0] : [0, 1];
  const ground = (row: number) => (row * rowH + M.top + H) * FT;

  return (
    <svg viewBox={`0 0 ${width} ${height}`} className={className} aria-hidden="true">
      <rect width={width} height={height} fill={ink.paper} />
      {rows.map((row) => (
        <rect key={row} x="0" y={ground(row)} width={width} height={0.12 * FT} fill={ink.gravel} />
      ))}

      <Caption x={M.left * FT} y={ground(0) - (H + 0.55) * FT} fontSize={fontSize}>
        Long side
      </Caption>
      <UnitElevation x={M.left * FT} ground={ground(0)} />
      <HorizontalDimension
        x1={M.left * FT}
        x2={(M.left + L) * FT}
        y={ground(0) + 1.3 * FT}
        label={formatFeetInches(L)}
        fontSize={fontSize}
      />
      <VerticalDimension
        x={(M.left + L + 1.4) * FT}
        y1={ground(0)}
        y2={ground(0) - H * FT}
        label={formatFeetInches(H)}
        fontSize={fontSize}
      />

      <Caption x={(end.x + M.left) * FT} y={ground(end.row) - (H + 0.55) * FT} fontSize={fontSize}>
        End
      </Caption>
      <UnitEnd x={(end.x + M.left) * FT} y={ground(end.row)} bathWindow />
      <HorizontalDimension
        x1={(end.x + M.left) * FT}
        x2={(end.x + M.left + W) * FT}
        y={ground(end.row) + 1.3 * FT}
        label={formatFeetInches(W)}
        fontSize={fontSize}
      />
      <VerticalDimension
        x={(end.x + M.left + W + 1.4) * FT}
        y1={ground(end.row)}
        y2={ground(end.row) - H * FT}
        label={formatFeetInches(H)}
        fontSize={fontSize}
      />
    </svg>
  );
}

function Caption({ x, y, fontSize, children }: { x: number; y: number; fontSize: number; children: string }) {
  return (
    <text x={x} y={y} fontFamily="system-ui, sans-serif" fontSize={fontSize} fontWeight="600" fill={ink.text}>
      {children}
    </text>
  );
}
