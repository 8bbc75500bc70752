import type { ReactNode } from "react";

interface Props {
  id?: string;
  title?: string;
  intro?: ReactNode;
  children: ReactNode;
  tone?: "paper" | "white" | "mist" | "evergreen";
  /**
   * A light band taller than 160rem (2,560 px) at 320 px wide: it keeps 400rem of room until it is
   * first drawn, so drawing it never pushes the page's end away (app/app.css, decision 0055).
   */
  long?: boolean;
  className?: string;
}

/** Light bands are drawn when they come near (app/app.css, decisions 0053 and 0054); a dark one at once. */
const tones = {
  paper: "render-when-near bg-paper",
  white: "render-when-near bg-white",
  mist: "render-when-near bg-mist",
  evergreen: "bg-evergreen-900 text-evergreen-50 [&_h2]:text-white [&_h3]:text-white [&_a]:text-sky-soft",
};

/** A titled band of a page; its heading is an <h2>. */
export function Section({ id, title, intro, children, tone = "paper", long = false, className = "" }: Props) {
  const headingId = id ? `${id}-heading` : undefined;
  const classes = [tones[tone], long ? "[--band-room:400rem]" : "", className].filter(Boolean).join(" ");
  return (
    <section id={id} aria-labelledby={title ? headingId : undefined} className={classes}>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        {title ? (
          <h2 id={headingId} className="text-3xl sm:text-4xl">
            {title}
          </h2>
        ) : null}
        {intro ? <div className="mt-4 max-w-3xl text-lg">{intro}</div> : null}
        <div className={title || intro ? "mt-8" : ""}>{children}</div>
      </div>
    </section>
  );
}
