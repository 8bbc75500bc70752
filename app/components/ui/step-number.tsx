/** A step's number as the eye sees it; the ordered list around it already numbers it for screen readers. */
export function StepNumber({ n, className }: { n: number; className: string }) {
  return (
    <span aria-hidden="true" className={className}>
      {n}
    </span>
  );
}
