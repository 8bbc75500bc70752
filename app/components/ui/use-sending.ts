import { type FormEvent, useEffect, useState } from "react";

/**
 * Whether a plain form (a full-page post, the same with or without
 * JavaScript) is on its way: its button shows it and a second press is
 * ignored. Coming back with the Back button, the form is usable again.
 */
export function useSending() {
  const [sending, setSending] = useState(false);
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (event.persisted) setSending(false);
    };
    window.addEventListener("pageshow", reset);
    return () => window.removeEventListener("pageshow", reset);
  }, []);
  /** Call from onSubmit once the form is going to be sent. */
  const send = (event: FormEvent<HTMLFormElement>) => {
    if (sending) event.preventDefault();
    else setSending(true);
  };
  return { sending, send };
}
