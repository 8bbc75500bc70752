import { type FormEvent, useEffect, useEffectEvent, useState } from "react";

/**
 * Whether a plain form (a full-page post, the same with or without
 * JavaScript) is on its way: its button shows it and a second press is
 * ignored. Coming back with the Back button, or once the visitor stops the
 * page from loading, the form is usable again.
 */
export function useSending() {
  const [sending, setSending] = useState(false);
  useWhenUsableAgain(() => setSending(false));
  /** Call from onSubmit once the form is going to be sent. */
  const send = (event: FormEvent<HTMLFormElement>) => {
    if (sending) event.preventDefault();
    else setSending(true);
  };
  return { sending, send };
}

/**
 * Runs `reset` when a form that was on its way is in front of the visitor
 * again, unsent or not: the page is shown again from the browser's memory
 * (the Back button), or its navigation was stopped (the Stop button, Esc),
 * which leaves this page where it is. Browsers without the Navigation API
 * (`navigateerror`) keep the form busy after a stop until the page is loaded again.
 */
export function useWhenUsableAgain(reset: () => void): void {
  const onReturn = useEffectEvent(reset);
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) onReturn();
    };
    const onStopped = () => onReturn();
    window.addEventListener("pageshow", onPageShow);
    const navigation = "navigation" in window ? window.navigation : null;
    navigation?.addEventListener("navigateerror", onStopped);
    return () => {
      window.removeEventListener("pageshow", onPageShow);
      navigation?.removeEventListener("navigateerror", onStopped);
    };
  }, []);
}
