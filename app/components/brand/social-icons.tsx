import type { ReactNode } from "react";

import { type SocialNetworkId, socialNetworks } from "#app/content/site/social";

/** Simple line glyphs for each network, drawn on a 24-unit grid. */
const glyphs: Record<SocialNetworkId, ReactNode> = {
  x: (
    <>
      <path d="M5 4.5h3.6l10.4 15H15.4z" fill="currentColor" />
      <path d="M18.6 4.5 13.3 10.6M10.7 13.4 5.4 19.5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </>
  ),
  facebook: (
    <path
      d="M13.4 21v-7.6h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21z"
      fill="currentColor"
    />
  ),
  instagram: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="4.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="12" cy="12" r="3.6" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="16.6" cy="7.4" r="1.1" fill="currentColor" />
    </>
  ),
  linkedin: (
    <>
      <rect x="4.5" y="9.5" width="3" height="10" rx=".5" fill="currentColor" />
      <circle cx="6" cy="6" r="1.8" fill="currentColor" />
      <path
        d="M10.5 9.5h2.9v1.4c.5-.9 1.7-1.7 3.2-1.7 2.6 0 3.4 1.6 3.4 4.2v6.1h-3v-5.4c0-1.3-.3-2.2-1.5-2.2-1.3 0-1.9.9-1.9 2.3v5.3h-3.1z"
        fill="currentColor"
      />
    </>
  ),
  pinterest: (
    <>
      <circle cx="12" cy="12" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path
        d="M11.3 15.2c-.4 1.9-.9 3.6-1.6 4.8M10.2 12.6c-.5-2.4 1-4.6 3.2-4.6 1.8 0 2.9 1.2 2.9 2.8 0 2.2-1.1 3.9-2.7 3.9-.9 0-1.5-.7-1.3-1.6l.6-2.4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinecap="round"
      />
    </>
  ),
};

export function SocialIcon({ id, className }: { id: SocialNetworkId; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      {glyphs[id]}
    </svg>
  );
}

/** Round icon links to every network, each named for screen readers. */
export function SocialLinks({ className = "", tone = "dark" }: { className?: string; tone?: "dark" | "light" }) {
  const colors =
    tone === "dark"
      ? "bg-white/10 text-white hover:bg-white hover:text-evergreen-900"
      : "bg-evergreen-800 text-white hover:bg-evergreen-700";
  return (
    <ul className={`flex flex-wrap gap-3 ${className}`}>
      {socialNetworks.map((network) => (
        <li key={network.id}>
          <a
            href={network.url}
            rel="noopener noreferrer me"
            target="_blank"
            className={`flex size-11 items-center justify-center rounded-full transition-colors ${colors}`}
          >
            <SocialIcon id={network.id} className="size-5" />
            <span className="sr-only">Nestz on {network.name} (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
