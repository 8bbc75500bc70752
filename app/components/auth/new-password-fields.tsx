import { type FormEvent, type RefObject, useRef, useState } from "react";

import { Field } from "#app/components/ui/field";
import { type AccountField, messages, PASSWORD_MAX, PASSWORD_MIN } from "#app/domain/auth/rules";

interface Props {
  labels: { password: string; confirm: string };
  /** The input the form's alert is about, if it is one of these two. */
  invalid: AccountField | undefined;
  /** The id of the form's alert, which describes an invalid input. */
  alertId: string;
}

/**
 * A new password and its confirmation, with the length rules, for sign-up and
 * password reset. Never given a value: after a failed post the page comes back
 * with both empty, as passwords should.
 */
export function NewPasswordFields({ labels, invalid, alertId }: Props) {
  return (
    <>
      <NewPassword
        label={labels.password}
        hint={`At least ${PASSWORD_MIN} characters.`}
        name="password"
        invalidBy={invalid === "password" ? alertId : undefined}
      />
      <NewPassword
        label={labels.confirm}
        name="confirmPassword"
        invalidBy={invalid === "confirmPassword" ? alertId : undefined}
      />
    </>
  );
}

/**
 * Catches a password and confirmation that differ before anything is sent,
 * and moves focus to the message (`alert`) that says so; the action checks
 * again for visitors without JavaScript. `check` returns whether the form may go.
 */
export function usePasswordsMatch(): {
  mismatch: string | null;
  alert: RefObject<HTMLDivElement | null>;
  check: (event: FormEvent<HTMLFormElement>) => boolean;
} {
  const [mismatch, setMismatch] = useState<string | null>(null);
  const alert = useRef<HTMLDivElement>(null);
  const check = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    if (form.get("password") === form.get("confirmPassword")) {
      setMismatch(null);
      return true;
    }
    event.preventDefault();
    setMismatch(messages.passwordsDontMatch);
    // After this render, so the message is in the alert when it is read.
    queueMicrotask(() => alert.current?.focus());
    return false;
  };
  return { mismatch, alert, check };
}

/** A password being chosen: never filled in, offered to the password manager as a new one. */
function NewPassword(props: { label: string; hint?: string; name: string; invalidBy: string | undefined }) {
  return <Field {...props} type="password" autoComplete="new-password" required maxLength={PASSWORD_MAX} />;
}
