import type { ReactNode } from "react";

/** What every product picture accepts. */
export interface IllustrationProps {
  className?: string;
  /** Rendered as its own .svg file: adds the xmlns and a fixed size. */
  standalone?: boolean;
}

interface Props {
  label: string;
  width?: number;
  height?: number;
  className?: string;
  /** Served as its own .svg file: needs the namespace, a fixed size and a <title>. */
  standalone?: boolean;
  children: ReactNode;
}

/** The <svg> every product picture shares, inline in a page or as a file. */
export function IllustrationSvg({ label, width = 640, height = 480, className, standalone = false, children }: Props) {
  if (standalone) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
        role="img"
        aria-label={label}
      >
        <title>{label}</title>
        {children}
      </svg>
    );
  }
  return (
    <svg viewBox={`0 0 ${width} ${height}`} className={className ?? "h-auto w-full"} role="img" aria-label={label}>
      {children}
    </svg>
  );
}
