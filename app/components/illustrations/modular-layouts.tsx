import type { ReactNode } from "react";

import { unit } from "#app/content/facts";
import { formatFeetInches, formatWithNominal } from "#app/domain/common/units";
import type { ModularLayout } from "#app/domain/site-words/designs/customize";

import { ink } from "./palette";
import { Bird, Evergreen, UnitElevation } from "./unit-exterior";
import { BareFrame, feetSpace, FRAME, FT, HorizontalDimension, UnitEnd, VerticalDimension } from "./unit-parts";

/*
 * Ways to combine units, drawn to scale from the unit's measured size in the
 * same flat style as the finished unit. Overall sizes are worked out from the
 * facts, never typed in: two units end to end are twice the length, and so on.
 */

const L = unit.lengthFt;
const W = unit.widthFt;
const H = unit.heightFt;
const SIDE = 4.5; // feet of scenery either side
const TOP = 2.5;
const BOTTOM = 4; // room for the dimension line under the ground

interface SceneProps {
  /** Width and height of what stands on the ground, in feet. */
  spanFt: number;
  riseFt: number;
  className?: string;
  children: (at: ReturnType<typeof feetSpace>) => ReactNode;
}

/** Sky, ground and a tree at each side, around whatever stands in the middle. */
function Scene({ spanFt, riseFt, className, children }: SceneProps) {
  const width = (spanFt + SIDE * 2) * FT;
  const height = (riseFt + TOP + BOTTOM) * FT;
  const at = feetSpace(SIDE, TOP + riseFt);
  const ground = at.Y(0);
  return (
    <svg viewBox={`0 0 ${width} ${height}`} className={className} aria-hidden="true">
      <rect width={width} height={height} fill={ink.skySoft} />
      <Evergreen x={at.X(-2.3)} ground={ground} size={1.05} tone={ink.treeDark} />
      <Evergreen x={at.X(spanFt + 2.3)} ground={ground} size={1.2} tone={ink.tree} />
      <rect x="0" y={ground} width={width} height={BOTTOM * FT} fill={ink.grass} />
      <rect x="0" y={ground} width={width} height={0.18 * FT} fill={ink.treeLight} />
      {children(at)}
    </svg>
  );
}

/** One drawing per layout. */
export function ModularLayoutArt({ layout, className }: { layout: ModularLayout; className?: string }) {
  const dimensionY = (ground: number) => ground + 2.1 * FT;
  switch (layout) {
    case "end-to-end":
      return (
        <Scene className={className} spanFt={L * 2} riseFt={H}>
          {({ X, Y }) => (
            <>
              <UnitElevation x={X(0)} ground={Y(0)} />
              <UnitElevation x={X(L)} ground={Y(0)} />
              <Bird x={X(L * 2 - 1.5)} y={Y(H) - 11} />
              <HorizontalDimension
                x1={X(0)}
                x2={X(L * 2)}
                y={dimensionY(Y(0))}
                label={formatWithNominal(L * 2, unit.nominalLengthFt * 2)}
                fontSize={26}
              />
            </>
          )}
        </Scene>
      );
    case "side-by-side":
      return (
        <Scene className={className} spanFt={W * 2} riseFt={H}>
          {({ X, Y }) => (
            <>
              <UnitEnd x={X(0)} y={Y(0)} bathWindow />
              <UnitEnd x={X(W)} y={Y(0)} bathWindow />
              <HorizontalDimension
                x1={X(0)}
                x2={X(W * 2)}
                y={dimensionY(Y(0))}
                label={formatWithNominal(W * 2, unit.nominalWidthFt * 2)}
              />
            </>
          )}
        </Scene>
      );
    case "stacked":
      return (
        <Scene className={className} spanFt={L} riseFt={H * 2}>
          {({ X, Y }) => (
            <>
              <UnitElevation x={X(0)} ground={Y(0)} />
              <UnitElevation x={X(0)} ground={Y(H)} />
              <Bird x={X(L - 1.5)} y={Y(H * 2) - 11} />
              <VerticalDimension
                x={X(L + 1.3)}
                y1={Y(0)}
                y2={Y(H * 2)}
                label={`${formatFeetInches(H * 2)}, two stories`}
              />
            </>
          )}
        </Scene>
      );
    case "roof-porch":
      return (
        <Scene className={className} spanFt={L + STAIR_RUN} riseFt={H + RAIL_HEIGHT}>
          {({ X, Y }) => (
            <>
              <UnitElevation x={X(0)} ground={Y(0)} />
              <RoofRailing x={X(0)} top={Y(H)} />
              <Stair x={X(L)} ground={Y(0)} />
              <Bird x={X(3)} y={Y(H + RAIL_HEIGHT) - 11} />
            </>
          )}
        </Scene>
      );
    case "covered-porch":
      return (
        <Scene className={className} spanFt={L * 2} riseFt={H}>
          {({ X, Y }) => (
            <>
              <UnitElevation x={X(0)} ground={Y(0)} />
              <CoveredPorch x={X(L)} ground={Y(0)} />
              <HorizontalDimension
                x1={X(0)}
                x2={X(L * 2)}
                y={dimensionY(Y(0))}
                label={formatWithNominal(L * 2, unit.nominalLengthFt * 2)}
                fontSize={26}
              />
            </>
          )}
        </Scene>
      );
  }
}

const RAIL_HEIGHT = 3.5;
const STAIR_RUN = 5.6;

function RoofRailing({ x, top }: { x: number; top: number }) {
  const { X, Y, rect } = feetSpace(x / FT, top / FT);
  const posts: number[] = [];
  for (let at = 0.2; at < L; at += 2.35) posts.push(at);
  return (
    <g>
      <rect {...rect(0, 0, L, 0.25)} fill={ink.wood} />
      {posts.map((at) => (
        <rect key={at} {...rect(at, 0.25, 0.25, RAIL_HEIGHT - 0.25)} fill={ink.frame} />
      ))}
      <rect {...rect(L - 0.25, 0.25, 0.25, RAIL_HEIGHT - 0.25)} fill={ink.frame} />
      <rect {...rect(0, RAIL_HEIGHT - 0.25, L, 0.25)} fill={ink.frame} />
      <line x1={X(0)} x2={X(L)} y1={Y(RAIL_HEIGHT / 2)} y2={Y(RAIL_HEIGHT / 2)} stroke={ink.frame} strokeWidth="3" />
      <rect {...rect(3.2, 0.25, 1.6, 1.4)} fill={ink.sidingDark} rx="4" />
      <circle cx={X(4)} cy={Y(2.6)} r={0.9 * FT} fill={ink.treeLight} />
    </g>
  );
}

/** A steep outside stair from the ground up to the roof at the unit's right end. */
function Stair({ x, ground }: { x: number; ground: number }) {
  const { X, Y } = feetSpace(x / FT, ground / FT);
  const treads: ReactNode[] = [];
  const steps = 12;
  for (let step = 1; step < steps; step += 1) {
    const rise = (H * step) / steps;
    const run = STAIR_RUN - (STAIR_RUN * step) / steps;
    treads.push(
      <line
        key={step}
        x1={X(run - 0.35)}
        x2={X(run + 0.85)}
        y1={Y(rise)}
        y2={Y(rise)}
        stroke={ink.frame}
        strokeWidth="5"
        strokeLinecap="round"
      />,
    );
  }
  return (
    <g>
      <line x1={X(STAIR_RUN + 0.3)} y1={Y(0)} x2={X(0.3)} y2={Y(H)} stroke={ink.frame} strokeWidth="7" />
      {treads}
      <line x1={X(STAIR_RUN + 0.6)} y1={Y(3)} x2={X(0.6)} y2={Y(H + 3)} stroke={ink.frame} strokeWidth="4" />
      <line x1={X(STAIR_RUN + 0.6)} y1={Y(3)} x2={X(STAIR_RUN + 0.6)} y2={Y(0)} stroke={ink.frame} strokeWidth="4" />
    </g>
  );
}

/** A bare frame with a deck floor and a roof sheet: an instant covered porch. */
function CoveredPorch({ x, ground }: { x: number; ground: number }) {
  const { X, Y, rect } = feetSpace(x / FT, ground / FT);
  return (
    <g>
      <rect {...rect(0, FRAME.bottomRail, L, 0.3)} fill={ink.wood} />
      <rect {...rect(-0.1, H, L + 0.3, 0.22)} fill={ink.steel} />
      <BareFrame x={x} y={ground} />
      <Chair x={X(5)} floor={Y(FRAME.bottomRail + 0.3)} />
      <Chair x={X(9.5)} floor={Y(FRAME.bottomRail + 0.3)} flip />
      <rect {...rect(7, FRAME.bottomRail + 0.3, 1.4, 1.6)} fill={ink.wood} rx="3" />
      <rect {...rect(14.5, FRAME.bottomRail + 0.3, 1.2, 1.3)} fill={ink.sidingDark} rx="3" />
      <circle cx={X(15.1)} cy={Y(FRAME.bottomRail + 2.5)} r={1.1 * FT} fill={ink.treeLight} />
      <circle cx={X(14.6)} cy={Y(FRAME.bottomRail + 3.3)} r={0.7 * FT} fill={ink.tree} />
    </g>
  );
}

function Chair({ x, floor, flip = false }: { x: number; floor: number; flip?: boolean }) {
  const f = flip ? -1 : 1;
  return (
    <g transform={`translate(${x} ${floor}) scale(${f} 1)`}>
      <path
        d={`M0 0 L${0.5 * FT} ${-1.7 * FT} H${2.2 * FT} L${2.4 * FT} 0`}
        fill="none"
        stroke={ink.frame}
        strokeWidth="4"
      />
      <rect x={0.2 * FT} y={-2 * FT} width={2.2 * FT} height={0.45 * FT} fill={ink.fabric} rx="4" />
      <path
        d={`M${0.2 * FT} ${-2 * FT} L${-0.3 * FT} ${-4.2 * FT}`}
        stroke={ink.frame}
        strokeWidth="6"
        strokeLinecap="round"
      />
      <rect
        x={-0.55 * FT}
        y={-4.3 * FT}
        width={0.7 * FT}
        height={2.2 * FT}
        fill={ink.fabric}
        rx="5"
        transform={`rotate(-12 ${-0.2 * FT} ${-3.2 * FT})`}
      />
    </g>
  );
}
