import type { ReactNode } from "react";

import type { BenefitIconName } from "#app/domain/site-words/designs/benefits";

import { ink } from "./palette";

/*
 * Small flat pictures for the benefits, on a 48 x 48 grid. They repeat what
 * the heading beside them says, so they are decorative (hidden from screen
 * readers).
 */

const glyphs: Record<BenefitIconName, ReactNode> = {
  brush: (
    <g>
      <path d="M9 35c6-2 10 2 16-1s9-8 14-7" fill="none" stroke={ink.treeLight} strokeWidth="5" strokeLinecap="round" />
      <rect x="25" y="6" width="6" height="16" rx="2" transform="rotate(35 28 14)" fill={ink.wood} />
      <rect x="18" y="18" width="8" height="5" transform="rotate(35 22 20)" fill={ink.steel} />
      <path d="M14 22l8 5-5 6c-3 1-6-1-6-4z" fill={ink.tree} />
    </g>
  ),
  tag: (
    <g>
      <path d="M10 10h15l14 14-15 15L10 25z" fill={ink.siding} />
      <circle cx="17" cy="17" r="3" fill={ink.white} />
      <path d="M21 27l6 6M25 23l6 6" stroke={ink.sidingDark} strokeWidth="2.5" strokeLinecap="round" />
    </g>
  ),
  beam: (
    <g>
      <path d="M10 9h28v6H27v18h11v6H10v-6h11V15H10z" fill={ink.steel} />
      <path d="M10 9h28v2H10z" fill={ink.frame} />
    </g>
  ),
  calendar: (
    <g>
      <rect x="8" y="11" width="32" height="28" rx="3" fill={ink.white} stroke={ink.frame} strokeWidth="2.5" />
      <rect x="8" y="11" width="32" height="8" rx="3" fill={ink.tree} />
      <path d="M15 7v7M33 7v7" stroke={ink.frame} strokeWidth="3" strokeLinecap="round" />
      <path
        d="M17 29l5 5 9-10"
        fill="none"
        stroke={ink.tree}
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </g>
  ),
  plug: (
    <g>
      <path d="M19 6v9M29 6v9" stroke={ink.frame} strokeWidth="3.5" strokeLinecap="round" />
      <path d="M13 15h22v7a11 11 0 0 1-22 0z" fill={ink.tree} />
      <path d="M24 33v5c0 4 4 5 8 5h6" fill="none" stroke={ink.frame} strokeWidth="3.5" strokeLinecap="round" />
    </g>
  ),
  truck: (
    <g>
      <rect x="8" y="14" width="22" height="13" fill={ink.siding} />
      <path d="M8 14h22v2H8zM8 25h22v2H8z" fill={ink.frame} />
      <rect x="5" y="28" width="30" height="4" fill={ink.frame} />
      <path d="M35 20h5l4 6v6h-9z" fill={ink.tree} />
      <rect x="37" y="22" width="3" height="4" fill={ink.glass} />
      <circle cx="13" cy="35" r="4" fill={ink.frame} />
      <circle cx="38" cy="35" r="4" fill={ink.frame} />
    </g>
  ),
  chip: (
    <g>
      <path
        d="M16 10v5M24 10v5M32 10v5M16 33v5M24 33v5M32 33v5M10 18h5M10 30h5M33 18h5M33 30h5"
        stroke={ink.steel}
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <rect x="14" y="14" width="20" height="20" rx="3" fill={ink.tree} />
      <path
        d="M18 23a8.5 8.5 0 0 1 12 0M20.8 26.2a4.5 4.5 0 0 1 6.4 0"
        fill="none"
        stroke={ink.white}
        strokeWidth="2.2"
        strokeLinecap="round"
      />
      <circle cx="24" cy="29.5" r="1.8" fill={ink.white} />
    </g>
  ),
  blanket: (
    <g>
      <path d="M8 24l14-12 14 12v16H8z" fill={ink.siding} />
      <rect x="17" y="28" width="7" height="12" fill={ink.white} />
      <path d="M38 8v12M32.8 11l10.4 6M32.8 17l10.4-6" stroke={ink.sky} strokeWidth="2.5" strokeLinecap="round" />
    </g>
  ),
  tap: (
    <g>
      <path d="M8 16h18a8 8 0 0 1 8 8v3h-6v-3a2 2 0 0 0-2-2H8z" fill={ink.steel} />
      <rect x="16" y="9" width="4" height="7" fill={ink.frame} />
      <rect x="12" y="7" width="12" height="3" rx="1.5" fill={ink.frame} />
      <path d="M31 31c-2.5 3.5-4 5.6-4 7.5a4 4 0 0 0 8 0c0-1.9-1.5-4-4-7.5z" fill={ink.sky} />
    </g>
  ),
  leaf: (
    <g>
      <path d="M38 9C20 9 10 17 11 33c14 1 27-7 27-24z" fill={ink.treeLight} />
      <path d="M8 40c8-10 16-18 26-26" stroke={ink.treeDark} strokeWidth="2.5" strokeLinecap="round" />
    </g>
  ),
  pin: (
    <g>
      <ellipse cx="24" cy="41" rx="11" ry="3" fill={ink.grass} />
      <path d="M24 40s-12-12-12-21a12 12 0 0 1 24 0c0 9-12 21-12 21z" fill={ink.tree} />
      <path d="M24 12l5 9h-10z" fill={ink.white} />
      <rect x="23" y="21" width="2" height="3" fill={ink.white} />
    </g>
  ),
  key: (
    <g>
      <circle cx="16" cy="24" r="8" fill={ink.siding} />
      <circle cx="14" cy="24" r="3" fill={ink.white} />
      <path d="M24 22h16v4h-3v5h-4v-5h-3v4h-4v-4h-2z" fill={ink.siding} />
    </g>
  ),
  blocks: (
    <g>
      <rect x="7" y="27" width="17" height="12" fill={ink.siding} />
      <rect x="24" y="27" width="17" height="12" fill={ink.sidingDark} />
      <rect x="15" y="14" width="17" height="12" fill={ink.tree} />
      <path d="M7 27h34M15 26h17" stroke={ink.frame} strokeWidth="2" />
    </g>
  ),
};

export function BenefitIcon({ name, className }: { name: BenefitIconName; className?: string }) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="24" fill={ink.mist} />
      {glyphs[name]}
    </svg>
  );
}
