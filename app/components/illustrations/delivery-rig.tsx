import { unit } from "#app/content/facts";

import { ink } from "./palette";
import { Bird, Evergreen } from "./unit-exterior";

const S = 20; // px per foot, as in the unit's elevation
const MARGIN = { left: 3.5, right: 3.5, top: 3.2, bottom: 1.6 };
const FORKLIFT = 6.2; // depth of the forklift hanging off the trailer's tail
const DECK = { length: 26, top: 3.3, beam: 0.75 };
const TRUCK = { length: 19, gap: 1 };
const WHEEL = { trailer: 1.15, truck: 1.4 };

interface Props {
  className?: string;
}

/**
 * Delivery day, side on and to scale: our truck pulls the flatbed trailer with
 * a Nestz (19.02 ft long) on its deck, and the truck-mounted forklift that sets
 * it down rides hooked onto the trailer's tail.
 */
export function DeliveryRig({ className }: Props) {
  const L = unit.lengthFt;
  const H = unit.heightFt;
  const tail = FORKLIFT; // x of the trailer's tail, in feet from the scene's left edge
  const nose = tail + DECK.length;
  const truckTail = nose + TRUCK.gap;
  const sceneFt = truckTail + TRUCK.length;
  const topFt = DECK.top + H;
  const width = (sceneFt + MARGIN.left + MARGIN.right) * S;
  const height = (topFt + MARGIN.top + MARGIN.bottom) * S;
  // Feet to pixels: x from the scene's left edge, y up from the ground.
  const X = (ft: number) => (MARGIN.left + ft) * S;
  const Y = (ft: number) => (MARGIN.top + topFt - ft) * S;
  const box = (x: number, y: number, w: number, h: number) => ({ x: X(x), y: Y(y + h), width: w * S, height: h * S });
  const wheel = (x: number, r: number, lift = 0) => (
    <g key={`${x}-${lift}`}>
      <circle cx={X(x)} cy={Y(r + lift)} r={r * S} fill={ink.outline} />
      <circle cx={X(x)} cy={Y(r + lift)} r={r * 0.45 * S} fill={ink.fixtureLine} />
    </g>
  );

  const unitX = tail + 3.2;
  const planks: number[] = [];
  for (let y = 0.55 + 0.5; y < H - 0.5; y += 0.5) planks.push(y);

  return (
    <svg viewBox={`0 0 ${width} ${height}`} className={className} aria-hidden="true">
      {/* sky, trees and the road */}
      <rect width={width} height={height} fill={ink.skySoft} />
      <circle cx={X(sceneFt - 4)} cy={Y(topFt + 0.6)} r={1.2 * S} fill={ink.white} />
      {/* pale, distant trees, so the rig in front reads clearly */}
      <Evergreen x={X(-1.2)} ground={Y(0)} size={1.2} tone={ink.grass} />
      <Evergreen x={X(tail + 14)} ground={Y(0)} size={1.45} tone={ink.grass} />
      <Evergreen x={X(nose + 2)} ground={Y(0)} size={1.05} tone={ink.grass} />
      <Evergreen x={X(sceneFt + 1.2)} ground={Y(0)} size={1.1} tone={ink.treeLight} />
      <rect x="0" y={Y(0)} width={width} height={MARGIN.bottom * S} fill={ink.gravel} />
      <rect x="0" y={Y(0)} width={width} height={0.15 * S} fill={ink.fixtureLine} />

      {/* the trailer: deck, gooseneck, tandem axles */}
      <rect {...box(tail, DECK.top - DECK.beam, DECK.length, DECK.beam)} fill={ink.frame} />
      <rect {...box(tail, DECK.top - 0.18, DECK.length, 0.18)} fill={ink.steel} />
      <rect {...box(nose - 0.9, DECK.top, 0.9, 1.9)} fill={ink.frame} />
      <rect {...box(nose - 0.9, DECK.top + 1.2, TRUCK.gap + 4.6, 0.8)} fill={ink.frame} />
      <rect {...box(truckTail + 3.1, DECK.top + 0.3, 0.6, 1)} fill={ink.frame} />
      {[tail + 4.2, tail + 6.8].map((x) => (
        <path
          key={x}
          d={`M${X(x - 1.5)} ${Y(DECK.top - DECK.beam)} v${-0.45 * S} h${3 * S} v${0.45 * S}`}
          fill={ink.steel}
        />
      ))}
      {[tail + 4.2, tail + 6.8].map((x) => wheel(x, WHEEL.trailer))}
      <rect {...box(tail - 0.1, DECK.top - 0.7, 0.3, 0.4)} fill={ink.siding} />

      {/* the Nestz, strapped down */}
      <rect {...box(unitX, DECK.top, L, H)} fill={ink.siding} />
      {planks.map((y) => (
        <line
          key={y}
          x1={X(unitX + 0.35)}
          x2={X(unitX + L - 0.35)}
          y1={Y(DECK.top + y)}
          y2={Y(DECK.top + y)}
          stroke={ink.sidingLine}
          strokeWidth="1.4"
        />
      ))}
      <rect {...box(unitX, DECK.top, 0.35, H)} fill={ink.frame} />
      <rect {...box(unitX + L - 0.35, DECK.top, 0.35, H)} fill={ink.frame} />
      <rect {...box(unitX, DECK.top + H - 0.5, L, 0.5)} fill={ink.frame} />
      <rect {...box(unitX, DECK.top, L, 0.55)} fill={ink.frame} />
      <rect {...box(unitX + L / 2 - 1.65, DECK.top + 0.55, 3.3, 6.9)} fill={ink.frame} />
      <rect {...box(unitX + L / 2 - 1.5, DECK.top + 0.55, 3, 6.75)} fill={ink.door} />
      {[L / 2 - 5.9, L / 2 + 5.9].map((cx) => (
        <g key={cx}>
          <rect {...box(unitX + cx - 1.7, DECK.top + 2.9, 3.4, 4.4)} fill={ink.frame} />
          <rect {...box(unitX + cx - 1.5, DECK.top + 3.1, 3, 4)} fill={ink.glass} />
          <rect {...box(unitX + cx - 0.06, DECK.top + 3.1, 0.12, 4)} fill={ink.frame} />
        </g>
      ))}
      {[unitX + 2.2, unitX + L - 2.2].map((x) => (
        <rect key={x} {...box(x - 0.12, DECK.top - 0.2, 0.24, H + 0.2)} fill={ink.sky} />
      ))}
      <Bird x={X(unitX + L - 2.8)} y={Y(DECK.top + H) - 0.5 * S} />

      {/* the truck-mounted forklift, hooked onto the tail with its wheels off the road */}
      <rect {...box(tail - 0.55, 0.9, 0.3, 8.1)} fill={ink.frame} />
      <rect {...box(tail - 0.95, 0.9, 0.3, 7.6)} fill={ink.frame} />
      <rect {...box(tail - 0.65, DECK.top - DECK.beam + 0.1, 0.9, 0.35)} fill={ink.outline} />
      <path
        d={`M${X(tail - 1)} ${Y(1.5)} H${X(tail - 5.4)} V${Y(3.6)} H${X(tail - 3.6)} L${X(tail - 2.8)} ${Y(2.7)} H${X(tail - 1)} Z`}
        fill={ink.sky}
      />
      <rect {...box(tail - 6, 1.9, 1.5, 2.8)} fill={ink.sky} />
      <rect {...box(tail - 4.1, 3.6, 1.1, 1.3)} fill={ink.frame} />
      <path
        d={`M${X(tail - 5.2)} ${Y(3.6)} V${Y(7.1)} H${X(tail - 1.6)} V${Y(2.7)}`}
        fill="none"
        stroke={ink.frame}
        strokeWidth={0.22 * S}
        strokeLinejoin="round"
      />
      <rect {...box(tail - 5.6, 7, 4.4, 0.3)} fill={ink.frame} />
      {wheel(tail - 2, 0.85, 0.7)}
      {wheel(tail - 5, 0.85, 0.7)}

      {/* the truck */}
      <rect {...box(truckTail, 2.1, 8.6, 2)} fill={ink.tree} />
      <path
        d={`M${X(truckTail + 8.6)} ${Y(2.1)} V${Y(6.9)} H${X(truckTail + 13)} L${X(truckTail + 14.6)} ${Y(4.6)} H${X(TRUCK.length + truckTail - 0.3)} V${Y(2.1)} Z`}
        fill={ink.tree}
      />
      <path
        d={`M${X(truckTail + 9.2)} ${Y(4.6)} V${Y(6.4)} H${X(truckTail + 12.7)} L${X(truckTail + 13.9)} ${Y(4.6)} Z`}
        fill={ink.glass}
      />
      <rect {...box(truckTail + 8.6, 2.1, TRUCK.length - 8.9, 0.25)} fill={ink.treeDark} />
      <rect {...box(truckTail - 0.3, 1.7, 0.6, 0.6)} fill={ink.frame} />
      <rect {...box(truckTail + TRUCK.length - 0.4, 1.8, 0.6, 0.9)} fill={ink.frame} />
      <rect {...box(truckTail + TRUCK.length - 0.7, 3.6, 0.4, 0.5)} fill={ink.white} />
      {wheel(truckTail + 3.6, WHEEL.truck)}
      {wheel(truckTail + 15.4, WHEEL.truck)}
    </svg>
  );
}
