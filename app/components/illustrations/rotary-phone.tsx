import { ink } from "#app/components/illustrations/palette";

/** A friendly old rotary phone: we still like to talk things through. */
export function RotaryPhone({ className }: { className?: string }) {
  const holes = Array.from({ length: 10 }, (_, index) => (index / 10) * Math.PI * 1.6 + Math.PI * 0.7);
  return (
    <svg viewBox="0 0 400 320" className={className} aria-hidden="true">
      <rect width="400" height="320" fill={ink.skySoft} />
      <circle cx="330" cy="60" r="26" fill={ink.white} />
      <rect x="0" y="262" width="400" height="58" fill={ink.wood} />
      <path d="M110 262c0-70 30-110 90-110s90 40 90 110z" fill={ink.treeDark} />
      <path
        d="M80 120c0-22 40-38 120-38s120 16 120 38v14c0 10-12 14-22 10l-30-12c-8-3-12-10-12-18v-4c-16-4-36-6-56-6s-40 2-56 6v4c0 8-4 15-12 18l-30 12c-10 4-22 0-22-10z"
        fill={ink.tree}
      />
      <circle cx="200" cy="214" r="40" fill={ink.paper} />
      {holes.map((angle) => (
        <circle key={angle} cx={200 + Math.cos(angle) * 27} cy={214 + Math.sin(angle) * 27} r="6.5" fill={ink.frame} />
      ))}
      <circle cx="200" cy="214" r="11" fill={ink.sky} />
      <path d="M300 250c40 10 60-10 70-40" stroke={ink.frame} strokeWidth="5" fill="none" strokeLinecap="round" />
    </svg>
  );
}
