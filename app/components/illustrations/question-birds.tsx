import { ink } from "./palette";
import { Bird, Evergreen } from "./unit-exterior";

/**
 * Three of the logo's blue birds on a branch, one with a question: a nod to
 * the old FAQ page's rows of little birds. Decorative.
 */
export function QuestionBirds({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 360 220" className={className} aria-hidden="true" focusable="false">
      <rect width="360" height="220" rx="24" fill={ink.skySoft} />
      <Evergreen x={300} ground={206} size={0.95} tone={ink.treeDark} />
      <Evergreen x={60} ground={206} size={0.7} tone={ink.tree} />
      <rect x="0" y="200" width="360" height="20" fill={ink.grass} />
      {/* the branch */}
      <path d="M8 150 C90 138 190 140 300 128" fill="none" stroke={ink.trunk} strokeWidth="8" strokeLinecap="round" />
      <path d="M230 134 l26 -22 M120 142 l-18 -18" stroke={ink.trunk} strokeWidth="5" strokeLinecap="round" />
      <ellipse cx="262" cy="106" rx="12" ry="6" fill={ink.treeLight} transform="rotate(-35 262 106)" />
      <ellipse cx="98" cy="120" rx="11" ry="5.5" fill={ink.treeLight} transform="rotate(40 98 120)" />
      <Bird x={82} y={120} scale={2.4} />
      <Bird x={160} y={115} scale={2.8} />
      <Bird x={238} y={106} scale={2.4} />
      {/* a question in a speech bubble */}
      <path
        d="M150 30 h64 a14 14 0 0 1 14 14 v26 a14 14 0 0 1 -14 14 h-34 l-14 14 v-14 h-16 a14 14 0 0 1 -14 -14 v-26 a14 14 0 0 1 14 -14 z"
        fill={ink.white}
        stroke={ink.fixtureLine}
        strokeWidth="2"
      />
      <path
        d="M172 48 a10 10 0 1 1 14 9 c-3 1.5 -4 3 -4 7"
        fill="none"
        stroke={ink.tree}
        strokeWidth="5"
        strokeLinecap="round"
      />
      <circle cx="182" cy="74" r="3.5" fill={ink.tree} />
    </svg>
  );
}
