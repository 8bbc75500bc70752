import type { ReactNode } from "react";

import { FloorPlan } from "#app/components/illustrations/floor-plan";
import { ink } from "#app/components/illustrations/palette";
import { Bird, Evergreen, UnitElevation } from "#app/components/illustrations/unit-exterior";

/**
 * Small flat scenes for the home directory; decorative, the tile's text says
 * it all. Each is composed on a 400 x 240 stage; wide tiles show more of the
 * backdrop, which is drawn well past the stage's sides.
 */
function Frame({
  children,
  background = ink.skySoft,
  ground,
}: {
  children: ReactNode;
  background?: string;
  ground?: { y: number; fill: string };
}) {
  return (
    <svg
      viewBox="0 0 400 240"
      className="h-full w-full overflow-visible"
      preserveAspectRatio="xMidYMid meet"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="-800" y="-100" width="2000" height="440" fill={background} />
      {ground ? <rect x="-800" y={ground.y} width="2000" height={340 - ground.y} fill={ground.fill} /> : null}
      {children}
    </svg>
  );
}

export function StoryArt() {
  return (
    <Frame background="#dff6fc" ground={{ y: 150, fill: ink.sky }}>
      <path
        d="M-200 165c40-8 80 8 120 0s80-8 120 0 80 8 120 0 80-8 120 0 80 8 120 0 80-8 120 0"
        stroke={ink.white}
        strokeWidth="4"
        fill="none"
      />
      <path
        d="M-240 200c50-8 90 8 140 0s90-8 130 0 90 8 130 0 90-8 130 0 90 8 130 0"
        stroke={ink.white}
        strokeWidth="3"
        fill="none"
      />
      <path d="M70 152c30-40 90-52 150-40 40 8 70 22 90 40z" fill={ink.treeDark} />
      <path d="M120 152c24-24 60-30 90-20 20 7 36 14 44 20z" fill={ink.frame} />
      <rect x="258" y="98" width="6" height="54" fill={ink.trunk} transform="rotate(8 261 125)" />
      <path
        d="M266 100c-14-10-34-8-44 2 14-4 30-2 44-2zm0 0c8-16 28-22 42-14-16 0-30 6-42 14zm0 0c16-4 34 4 40 16-14-8-28-12-40-16zm0 0c-6 14-20 22-34 22 12-8 24-16 34-22z"
        fill={ink.tree}
      />
      <circle cx="330" cy="52" r="22" fill="#ffe9a8" />
      <Bird x={118} y={70} scale={1.6} />
    </Frame>
  );
}

export function FaqArt() {
  // A unit with solar panels on the roof and a question on its mind.
  return (
    <Frame background={ink.mist} ground={{ y: 206, fill: ink.grass }}>
      <UnitElevation x={40} ground={206} scale={11} />
      <g fill={ink.frame}>
        <path d="M58 100l40-16h52l-40 16z" />
        <path d="M150 100l40-16h52l-40 16z" />
      </g>
      <g stroke={ink.sky} strokeWidth="1.5">
        <path d="M70 96l36-14M86 96l36-14M122 96l36-14M162 96l36-14M178 96l36-14M214 96l36-14" />
      </g>
      <Evergreen x={300} ground={206} size={0.6} tone={ink.tree} />
      <rect x="262" y="30" width="112" height="80" rx="18" fill={ink.white} stroke={ink.frame} strokeWidth="4" />
      <path d="M286 108l-8 24 28-22" fill={ink.white} stroke={ink.frame} strokeWidth="4" strokeLinejoin="round" />
      <rect x="284" y="102" width="26" height="8" fill={ink.white} />
      <text
        x="318"
        y="90"
        textAnchor="middle"
        fontFamily="Georgia, serif"
        fontSize="60"
        fontWeight="700"
        fill={ink.treeDark}
      >
        ?
      </text>
    </Frame>
  );
}

export function InquiriesArt() {
  return (
    <Frame background={ink.paper}>
      <rect x="142" y="28" width="96" height="184" rx="18" fill={ink.frame} />
      <rect x="151" y="48" width="78" height="140" rx="6" fill={ink.skySoft} />
      <circle cx="190" cy="200" r="6" fill={ink.steel} />
      <rect x="159" y="62" width="50" height="18" rx="9" fill={ink.white} />
      <rect x="171" y="88" width="50" height="18" rx="9" fill={ink.sky} />
      <rect x="159" y="114" width="40" height="18" rx="9" fill={ink.white} />
      <rect x="256" y="56" width="98" height="56" rx="16" fill={ink.white} stroke={ink.treeDark} strokeWidth="3" />
      <path d="M272 110l-6 18 22-16" fill={ink.white} stroke={ink.treeDark} strokeWidth="3" strokeLinejoin="round" />
      <circle cx="284" cy="84" r="5" fill={ink.treeDark} />
      <circle cx="305" cy="84" r="5" fill={ink.treeDark} />
      <circle cx="326" cy="84" r="5" fill={ink.treeDark} />
      <rect x="40" y="120" width="80" height="50" rx="14" fill={ink.siding} />
      <path d="M96 168l14 18-2-18" fill={ink.siding} />
      <text
        x="80"
        y="154"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontSize="22"
        fontWeight="700"
        fill={ink.white}
      >
        Hi!
      </text>
    </Frame>
  );
}

export function SocialArt() {
  const people = [120, 170, 220, 270];
  return (
    <Frame background="#f9d9b8" ground={{ y: 190, fill: ink.treeDark }}>
      <circle cx="200" cy="150" r="58" fill="#f6b37a" />
      <path d="M-300 190l90-56 80 40 100-50 100 52 70-60 60 34 70-60 80 58 50-30 70 48 90-40 100 64z" fill="#b9a79a" />
      {people.map((x, index) => (
        <g key={x} fill={ink.outline}>
          <circle cx={x} cy={index % 2 ? 136 : 132} r="13" />
          <path d={`M${x - 18} 240v-70c0-14 8-22 18-22s18 8 18 22v70z`} />
        </g>
      ))}
      <path d="M132 168l26-6M182 168l26-6M232 168l26-6" stroke={ink.outline} strokeWidth="9" strokeLinecap="round" />
      <Evergreen x={34} ground={196} size={0.85} tone={ink.treeDark} />
      <Evergreen x={370} ground={196} size={1} tone={ink.treeDark} />
    </Frame>
  );
}

export function ShopArt() {
  return (
    <Frame background={ink.skySoft} ground={{ y: 206, fill: ink.gravel }}>
      <circle cx="350" cy="44" r="20" fill={ink.white} />
      <Evergreen x={-60} ground={206} size={0.9} tone={ink.treeDark} />
      <Evergreen x={16} ground={206} size={1.1} tone={ink.tree} />
      <Evergreen x={372} ground={206} size={1.05} tone={ink.tree} />
      <Evergreen x={450} ground={206} size={0.85} tone={ink.treeDark} />
      <UnitElevation x={86} ground={206} scale={12} />
      <Bird x={290} y={88} />
    </Frame>
  );
}

export function DetailsArt() {
  return <FloorPlan layout="bedroom" className="h-full w-full" />;
}
