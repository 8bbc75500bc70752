import { useId } from "react";

import { Alert } from "#app/components/ui/alert";
import { SubmitButton } from "#app/components/ui/button";
import { Field } from "#app/components/ui/field";
import { Link } from "#app/components/ui/link";
import { useSending } from "#app/components/ui/use-sending";
import { type AccountField, DISPLAY_NAME_MAX, PASSWORD_MAX } from "#app/domain/auth/rules";

import { EmailField } from "./email-field";
import { NewPasswordFields, usePasswordsMatch } from "./new-password-fields";

export interface FormResult {
  form: "sign-in" | "sign-up";
  error: string;
  /** The input the error is about; it is marked invalid and described by the alert. */
  field?: AccountField;
  values: { email?: string; displayName?: string };
}

/**
 * The forms of /SignIn. Each is an island (plain JSON props, no router
 * hooks): a plain form posting to the page's own address (keeping
 * ?redirectTo=), so it works without JavaScript; mounted on the first press,
 * it shows that it is sending and checks the passwords match. A failed post
 * comes back as a new page with the message focused and the passwords empty.
 */
export interface AuthFormProps {
  /** The latest failed attempt at either form; each shows only its own. */
  result?: FormResult;
  redirectTo: string;
}

export function SignInForm({ result, redirectTo }: AuthFormProps) {
  const mine = result?.form === "sign-in" ? result : undefined;
  const alertId = useId();
  const { sending, send } = useSending();
  const invalidBy = (field: AccountField) => (mine?.field === field ? alertId : undefined);
  return (
    <form method="post" aria-labelledby="sign-in-heading" className="grid gap-4" onSubmit={send}>
      <h2 id="sign-in-heading" className="text-3xl">
        I already have an account
      </h2>
      <p className="text-stone-700">Sign in with your email and password.</p>
      <input type="hidden" name="intent" value="sign-in" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <EmailField defaultValue={mine?.values.email} invalidBy={invalidBy("email")} />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        maxLength={PASSWORD_MAX}
        invalidBy={invalidBy("password")}
      />
      <Alert id={alertId} focusOnLoad>
        {mine?.error}
      </Alert>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SubmitButton sending={sending} label="Sign in" busyLabel="Signing in…" />
        <Link to="/ForgotPassword" className="inline-flex min-h-11 items-center font-semibold">
          Forgot password?
        </Link>
      </div>
    </form>
  );
}

export function SignUpForm({ result, redirectTo }: AuthFormProps) {
  const fromServer = result?.form === "sign-up" ? result : undefined;
  const { mismatch, alert, check } = usePasswordsMatch();
  const alertId = useId();
  const { sending, send } = useSending();
  const invalid = mismatch ? "confirmPassword" : fromServer?.field;
  const invalidBy = (field: AccountField) => (invalid === field ? alertId : undefined);
  return (
    <form
      method="post"
      aria-labelledby="sign-up-heading"
      className="grid gap-4"
      onSubmit={(event) => {
        if (check(event)) send(event);
      }}
    >
      <h2 id="sign-up-heading" className="text-3xl">
        I'm new here
      </h2>
      <p className="text-stone-700">Create an account with your email and a password.</p>
      <input type="hidden" name="intent" value="sign-up" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <Field
        label="Display name"
        name="displayName"
        autoComplete="nickname"
        required
        maxLength={DISPLAY_NAME_MAX}
        defaultValue={fromServer?.values.displayName}
        invalidBy={invalidBy("displayName")}
      />
      <EmailField defaultValue={fromServer?.values.email} invalidBy={invalidBy("email")} />
      <NewPasswordFields
        labels={{ password: "Password", confirm: "Confirm password" }}
        invalid={invalid}
        alertId={alertId}
      />
      <Alert id={alertId} ref={alert} focusOnLoad>
        {mismatch ?? fromServer?.error}
      </Alert>
      <div>
        <SubmitButton sending={sending} label="Sign up" busyLabel="Creating your account…" />
      </div>
    </form>
  );
}
