import { ink } from "#app/components/illustrations/palette";
import type { MapPin } from "#app/domain/delivery/map";

/**
 * One panel of the delivery map (its picture file, drawn on the server) with
 * a pin where the server placed the visitor's ZIP. The pin is drawn in the
 * panel's own coordinates over the picture, so it stays put at any width.
 */
export function PinnedMap({ pin, label }: { pin: MapPin; label: string }) {
  return (
    <div className="relative mt-4 overflow-hidden rounded-xl border border-stone-200">
      <img
        src={`/images/${pin.map}.svg`}
        width={pin.width}
        height={pin.height}
        alt={label}
        decoding="async"
        className="block h-auto w-full"
      />
      <svg
        viewBox={`0 0 ${pin.width} ${pin.height}`}
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 h-full w-full"
        data-pin={`${pin.x},${pin.y}`}
      >
        <g transform={`translate(${pin.x} ${pin.y}) scale(1.4)`}>
          <path
            d="M0 0C-3 -9 -11 -14 -11 -23A11 11 0 1 1 11 -23C11 -14 3 -9 0 0Z"
            fill={ink.sidingDark}
            stroke={ink.white}
            strokeWidth="2"
            strokeLinejoin="round"
          />
          <circle cy="-23" r="4.2" fill={ink.white} />
        </g>
      </svg>
    </div>
  );
}
