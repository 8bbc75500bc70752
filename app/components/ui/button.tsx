import type { ComponentProps, ReactNode } from "react";

import { Link } from "./link";

export type ButtonVariant = "primary" | "secondary" | "quiet" | "quietOnDark" | "accent" | "outlineOnDark";

const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2.5 text-base font-semibold no-underline transition-colors focus-visible:outline-offset-4 disabled:cursor-not-allowed disabled:opacity-60";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-evergreen-800 text-white hover:bg-evergreen-700",
  secondary: "border-2 border-evergreen-800 bg-white text-evergreen-900 hover:bg-evergreen-50",
  quiet: "text-sky-deep underline underline-offset-4 hover:text-evergreen-800 px-2",
  /** The sky accent, for the main call to action on dark bands. */
  accent: "bg-sky text-evergreen-950 hover:bg-sky-soft",
  outlineOnDark: "border-2 border-white text-white hover:bg-white/10",
  quietOnDark: "text-sky-soft underline underline-offset-4 hover:text-white px-2",
};

export function buttonClass(variant: ButtonVariant = "primary", extra = ""): string {
  return `${base} ${variants[variant]} ${extra}`.trim();
}

export function LinkButton({
  variant = "primary",
  className = "",
  ...props
}: ComponentProps<typeof Link> & { variant?: ButtonVariant }) {
  return <Link {...props} className={buttonClass(variant, className)} />;
}

/** For links that leave the app (tel:, mailto:, other sites) and jumps within the page (#section). */
export function AnchorButton({
  variant = "primary",
  className = "",
  children,
  ...props
}: ComponentProps<"a"> & { variant?: ButtonVariant; children: ReactNode }) {
  return (
    <a {...props} className={buttonClass(variant, className)}>
      {children}
    </a>
  );
}

export function Button({
  variant = "primary",
  className = "",
  type = "button",
  ...props
}: ComponentProps<"button"> & { variant?: ButtonVariant }) {
  return <button type={type} {...props} className={buttonClass(variant, className)} />;
}

/** A form's submit button that says what is happening and cannot be pressed again while the form is on its way. */
export function SubmitButton({ sending, label, busyLabel }: { sending: boolean; label: string; busyLabel: string }) {
  return (
    <Button type="submit" disabled={sending}>
      {sending ? busyLabel : label}
    </Button>
  );
}
