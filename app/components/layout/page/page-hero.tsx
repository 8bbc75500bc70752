import type { ReactNode } from "react";

import { InlineArt } from "#app/components/art/art";

interface Props {
  /** A short line above the heading, e.g. the section of the site. */
  eyebrow?: string;
  title: string;
  lead: ReactNode;
  /** An illustration shown beside the text on wide screens, below it on narrow ones. */
  art?: ReactNode;
  children?: ReactNode;
  tone?: "mist" | "sky" | "white";
}

const tones = {
  mist: "bg-mist",
  sky: "bg-sky-soft/60",
  white: "bg-white",
};

/** The top of every content page: the one <h1>, what the page answers, and its picture. */
export function PageHero({ eyebrow, title, lead, art, children, tone = "mist" }: Props) {
  return (
    <section className={`${tones[tone]} border-b border-stone-200`}>
      <div
        className={`mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-16 ${
          art ? "lg:grid-cols-[1.1fr_1fr]" : ""
        }`}
      >
        <div>
          {eyebrow ? (
            <p className="text-sm font-semibold tracking-[0.14em] text-cedar-700 uppercase">{eyebrow}</p>
          ) : null}
          <h1 className="mt-2 text-[length:var(--text-display)] leading-[1.05]">{title}</h1>
          <div className="mt-5 max-w-2xl text-lg text-stone-700 sm:text-xl">{lead}</div>
          {children ? <div className="mt-7 flex flex-wrap gap-3">{children}</div> : null}
        </div>
        {art ? (
          <div className="mx-auto w-full max-w-xl">
            <InlineArt>{art}</InlineArt>
          </div>
        ) : null}
      </div>
    </section>
  );
}
