import { useEffect, useId, useRef } from "react";
import { Form, useNavigation } from "react-router";

import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { Field } from "#app/components/ui/field";
import { Link } from "#app/components/ui/link";
import { type AccountField, DISPLAY_NAME_MAX, PASSWORD_MAX } from "#app/domain/accounts/rules";

import { EmailField } from "./email-field";
import { clearInputs, NewPasswordFields, usePasswordsMatch } from "./new-password-fields";

export interface FormResult {
  form: "sign-in" | "sign-up";
  error: string;
  /** The input the error is about; it is marked invalid and described by the alert. */
  field?: AccountField;
  values: { email?: string; displayName?: string };
}

export function SignInForm({ result, redirectTo }: { result: FormResult | undefined; redirectTo: string }) {
  const mine = result?.form === "sign-in" ? result : undefined;
  const password = useRef<HTMLInputElement>(null);
  const alertId = useId();
  const busy = useNavigation().formData?.get("intent") === "sign-in";
  useEffect(() => {
    if (mine) clearInputs(password);
  }, [mine]);
  const invalidBy = (field: AccountField) => (mine?.field === field ? alertId : undefined);
  return (
    <Form method="post" replace aria-labelledby="sign-in-heading" className="grid gap-4">
      <h2 id="sign-in-heading" className="text-3xl">
        I already have an account
      </h2>
      <p className="text-stone-700">Sign in with your email and password.</p>
      <input type="hidden" name="intent" value="sign-in" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <EmailField defaultValue={mine?.values.email} invalidBy={invalidBy("email")} />
      <Field
        ref={password}
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        maxLength={PASSWORD_MAX}
        invalidBy={invalidBy("password")}
      />
      <Alert id={alertId}>{mine?.error}</Alert>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? "Signing in…" : "Sign in"}
        </Button>
        <Link to="/ForgotPassword" className="inline-flex min-h-11 items-center font-semibold">
          Forgot password?
        </Link>
      </div>
    </Form>
  );
}

export function SignUpForm({ result, redirectTo }: { result: FormResult | undefined; redirectTo: string }) {
  const fromServer = result?.form === "sign-up" ? result : undefined;
  const { mismatch, checkPasswords } = usePasswordsMatch();
  const alertId = useId();
  const busy = useNavigation().formData?.get("intent") === "sign-up";
  const invalid = mismatch ? "confirmPassword" : fromServer?.field;
  const invalidBy = (field: AccountField) => (invalid === field ? alertId : undefined);
  return (
    <Form method="post" replace aria-labelledby="sign-up-heading" className="grid gap-4" onSubmit={checkPasswords}>
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
        failure={fromServer}
      />
      <Alert id={alertId}>{mismatch ?? fromServer?.error}</Alert>
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? "Creating your account…" : "Sign up"}
        </Button>
      </div>
    </Form>
  );
}
