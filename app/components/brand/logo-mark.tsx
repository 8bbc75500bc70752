/**
 * The Nestz mark: a round leafy tree among evergreens, with a small blue bird
 * on a branch. Flat shapes only, so it stays crisp at favicon size.
 */
export function LogoMark({ className, title }: { className?: string; title?: string }) {
  return (
    <svg
      viewBox="0 0 64 64"
      className={className}
      role={title ? "img" : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
    >
      <circle cx="32" cy="32" r="31" fill="#eff6f2" />
      <path d="M8 50h48" stroke="#93532b" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M14 50 6.5 50 13 36h-3.5L15 24l5.5 12H17l6.5 14z" fill="#276a56" />
      <path d="M50 50h-7.5L49 38h-3l5-10.5L56 38h-3l6.5 12z" fill="#1e5444" />
      <rect x="30" y="33" width="4" height="17" rx="1.5" fill="#7a4322" />
      <path d="M32 41l6-5" stroke="#7a4322" strokeWidth="2.2" strokeLinecap="round" />
      <circle cx="32" cy="25" r="13" fill="#3a8469" />
      <circle cx="26" cy="21" r="6" fill="#4d9a7c" />
      <circle cx="37.5" cy="20" r="5" fill="#4d9a7c" />
      <path
        d="M37.5 34.6c1.2-2.6 4.4-3.6 6.6-2.1l2.9-.6-1.9 1.9c.2 2.4-1.9 4.3-4.4 4.1-1.2-.1-2.4-.6-3.2-1.6z"
        fill="#0ebfe9"
      />
      <circle cx="44" cy="33.2" r=".7" fill="#10302a" />
    </svg>
  );
}

export function Wordmark({ className }: { className?: string }) {
  return (
    <span className={className}>
      <span className="font-serif text-2xl font-semibold tracking-wide text-evergreen-900">Nestz</span>
    </span>
  );
}
