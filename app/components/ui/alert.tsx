import type { ReactNode } from "react";

const tones = {
  error: "border-cedar-700 bg-cedar-100 text-cedar-800",
  success: "border-evergreen-600 bg-evergreen-50 text-evergreen-900",
  info: "border-sky-deep bg-sky-soft/60 text-evergreen-950",
};

/**
 * A message announced to screen readers the moment it appears. Always
 * rendered (empty when there is nothing to say) so assistive technology has
 * seen the live region before the message arrives.
 */
export function Alert({
  tone = "error",
  children,
  className = "",
  id,
}: {
  tone?: keyof typeof tones;
  children?: ReactNode;
  className?: string;
  /** For the fields the message is about (Field's invalidBy). */
  id?: string;
}) {
  return (
    <div
      id={id}
      role="alert"
      className={children ? `rounded-lg border-l-4 px-4 py-3 font-semibold ${tones[tone]} ${className}` : "sr-only"}
    >
      {children}
    </div>
  );
}
