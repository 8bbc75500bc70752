import { type FormEvent, useEffect, useEffectEvent, useState } from "react";

/**
 * Whether a plain form (a full-page post, the same with or without
 * JavaScript) is on its way: its button shows it and a second press is
 * ignored. Coming back with the Back button, the form is usable again.
 */
export function useSending() {
  const [sending, setSending] = useState(false);
  useWhenBack(() => setSending(false));
  /** Call from onSubmit once the form is going to be sent. */
  const send = (event: FormEvent<HTMLFormElement>) => {
    if (sending) event.preventDefault();
    else setSending(true);
  };
  return { sending, send };
}

/**
 * Runs `reset` when the page is shown again from the browser's memory (the
 * Back button): a form that was on its way is usable again there.
 */
export function useWhenBack(reset: () => void): void {
  const onReturn = useEffectEvent(reset);
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) onReturn();
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);
}
