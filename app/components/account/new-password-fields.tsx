import { type FormEvent, type RefObject, useEffect, useRef, useState } from "react";

import { Field } from "#app/components/ui/field";
import { type AccountField, messages, PASSWORD_MAX, PASSWORD_MIN } from "#app/domain/accounts/rules";

/** Typed text stays after a failure; passwords never do. */
export function clearInputs(...fields: RefObject<HTMLInputElement | null>[]) {
  for (const field of fields) if (field.current) field.current.value = "";
}

interface Props {
  labels: { password: string; confirm: string };
  /** The input the form's alert is about, if it is one of these two. */
  invalid: AccountField | undefined;
  /** The id of the form's alert, which describes an invalid input. */
  alertId: string;
  /** The latest failed attempt: both inputs are emptied when it changes. */
  failure: unknown;
}

/** A new password and its confirmation, with the length rules, for sign-up and password reset. */
export function NewPasswordFields({ labels, invalid, alertId, failure }: Props) {
  const password = useRef<HTMLInputElement>(null);
  const confirm = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (failure) clearInputs(password, confirm);
  }, [failure]);
  return (
    <>
      <Field
        ref={password}
        label={labels.password}
        hint={`At least ${PASSWORD_MIN} characters.`}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX}
        invalidBy={invalid === "password" ? alertId : undefined}
      />
      <Field
        ref={confirm}
        label={labels.confirm}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX}
        invalidBy={invalid === "confirmPassword" ? alertId : undefined}
      />
    </>
  );
}

/**
 * Catches a password and confirmation that differ before anything is sent;
 * the action checks again for visitors without JavaScript.
 */
export function usePasswordsMatch() {
  const [mismatch, setMismatch] = useState<string | null>(null);
  const checkPasswords = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    if (form.get("password") !== form.get("confirmPassword")) {
      event.preventDefault();
      setMismatch(messages.passwordsDontMatch);
    } else {
      setMismatch(null);
    }
  };
  return { mismatch, checkPasswords };
}
