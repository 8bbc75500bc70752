/** The ways a step's number is drawn: a white figure in an evergreen disc, sized and placed for its list. */
const looks = {
  /** Beside a step card's text. */
  card: "flex size-10 shrink-0 items-center justify-center rounded-full bg-evergreen-800 font-serif text-lg font-semibold text-white",
  /** Beside a step's text, in the sans face. */
  plain: "flex size-10 shrink-0 items-center justify-center rounded-full bg-evergreen-800 font-semibold text-white",
  /** On the line of a timeline, left of the text. */
  timeline:
    "absolute top-0 -left-[3.15rem] flex size-9 items-center justify-center rounded-full bg-evergreen-800 font-semibold text-white",
  /** A stop on a path down the page, on the path's line. */
  path: "absolute top-0 left-0 flex size-12 items-center justify-center rounded-full bg-evergreen-800 font-serif text-xl font-semibold text-white ring-8 ring-paper lg:left-1/2 lg:-ml-6",
} as const;

/** A step's number as the eye sees it; the ordered list around it already numbers it for screen readers. */
export function StepNumber({ n, look }: { n: number; look: keyof typeof looks }) {
  return (
    <span aria-hidden="true" className={looks[look]}>
      {n}
    </span>
  );
}
