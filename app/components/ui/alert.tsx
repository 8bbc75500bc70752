import type { ReactNode, Ref } from "react";

const tones = {
  error: "border-cedar-700 bg-cedar-100 text-cedar-800",
  success: "border-evergreen-600 bg-evergreen-50 text-evergreen-900",
  info: "border-sky-deep bg-sky-soft/60 text-evergreen-950",
};

/**
 * A message announced to screen readers the moment it appears. Always
 * rendered (empty when there is nothing to say) so assistive technology has
 * seen the live region before the message arrives.
 *
 * A message that arrives with a whole new page (a form posted without
 * JavaScript, or any full-page post) is not "appearing" to a screen reader:
 * `focusOnLoad` has the browser focus it as the page loads, so it is read
 * first, with or without JavaScript. Given a `ref`, it can be focused later.
 */
export function Alert({
  tone = "error",
  children,
  className = "",
  id,
  focusOnLoad = false,
  ref,
}: {
  tone?: keyof typeof tones;
  children?: ReactNode;
  className?: string;
  /** For the fields the message is about (Field's invalidBy). */
  id?: string;
  focusOnLoad?: boolean;
  ref?: Ref<HTMLDivElement>;
}) {
  const focusable = focusOnLoad || ref !== undefined;
  return (
    <div
      id={id}
      ref={ref}
      role="alert"
      tabIndex={focusable ? -1 : undefined}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- a message that came with a new page is where a screen reader should start, and only autofocus does that without JavaScript
      autoFocus={focusOnLoad && Boolean(children)}
      className={children ? `rounded-lg border-l-4 px-4 py-3 font-semibold ${tones[tone]} ${className}` : "sr-only"}
    >
      {children}
    </div>
  );
}
