import { useLayoutEffect, useRef, useState } from "react";

import { Island } from "#app/components/islands/island";

import { buttonClass, type ButtonVariant } from "./button";
import { useWhenUsableAgain } from "./use-sending";

/** Plain JSON: the island's props travel in the HTML. */
export interface SendButtonProps {
  /** What the button says. */
  label: string;
  /** What it says once its form is on its way ("Saving…"). */
  busyLabel: string;
  /** Words only screen readers hear after the label, naming what it acts on ("Move up" … "Nestz Sticker"). */
  hiddenLabel?: string;
  /** Sent with the form when this button sends it (several buttons can share one form). */
  name?: string;
  value?: string;
  variant?: ButtonVariant;
  /** Classes in place of the variant's: the compact buttons in a list's rows. */
  className?: string;
  /** A button that cannot act here (the first row's Move up): it is shown, greyed, and never sends. */
  disabled?: boolean;
}

const BUSY_LOOK = "aria-disabled:cursor-not-allowed aria-disabled:opacity-60";

/** Set on a form while it is on its way, so a second press of any of its buttons sends nothing. */
const SENDING = "data-sending";

/**
 * The submissions already let through. Every mounted button of a form hears
 * each of its submissions: the first to hear one decides for all of them, so
 * another button's listener does not take the form's new state for a second press.
 */
const letThrough = new WeakSet<Event>();

/**
 * The submit button of a plain form (a full-page post, the same with or
 * without JavaScript), mounted on its first press: it then says the form is on
 * its way and a second press is ignored. It is not `disabled`, because a
 * disabled button's name and value would drop out of what the form sends.
 * Coming back with the Back button, or once the visitor stops the page from
 * loading, it can be pressed again.
 */
export function SendingButton({
  label,
  busyLabel,
  hiddenLabel,
  name,
  value,
  variant,
  className,
  disabled,
}: SendButtonProps) {
  const button = useRef<HTMLButtonElement>(null);
  const [sending, setSending] = useState(false);
  useWhenUsableAgain(() => {
    button.current?.form?.removeAttribute(SENDING);
    setSending(false);
  });
  // A layout effect: the press that brought the island is replayed right after it mounts.
  useLayoutEffect(() => {
    const owner = button.current?.form;
    if (!owner) return;
    const onSubmit = (event: SubmitEvent) => {
      if (event.defaultPrevented) return;
      if (!letThrough.has(event)) {
        if (owner.hasAttribute(SENDING)) {
          event.preventDefault();
          return;
        }
        owner.setAttribute(SENDING, "");
        letThrough.add(event);
      }
      if (event.submitter === button.current) setSending(true);
    };
    owner.addEventListener("submit", onSubmit);
    return () => owner.removeEventListener("submit", onSubmit);
  }, []);
  return (
    <button
      ref={button}
      type="submit"
      name={name}
      value={value}
      disabled={disabled}
      aria-disabled={sending ? true : undefined}
      className={className ? `${className} ${BUSY_LOOK}` : buttonClass(variant, BUSY_LOOK)}
    >
      {sending ? busyLabel : label}
      {hiddenLabel ? <span className="sr-only">{` ${hiddenLabel}`}</span> : null}
    </button>
  );
}

/** A form's submit button that shows it is sending (an island: see SendingButton). */
export function SendButton(props: SendButtonProps) {
  return <Island name="send-button" component={SendingButton} props={props} />;
}
