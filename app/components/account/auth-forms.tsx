import { useEffect, useRef, useState, type FormEvent } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { Field } from "#app/components/ui/field";
import { messages, PASSWORD_MAX, PASSWORD_MIN } from "#app/domain/account-rules";

export interface FormResult {
  form: "sign-in" | "sign-up";
  error: string;
  values: { email?: string; displayName?: string };
}

/** Typed text stays after a failure; passwords never do. */
function clear(...fields: React.RefObject<HTMLInputElement | null>[]) {
  for (const field of fields) if (field.current) field.current.value = "";
}

export function SignInForm({ result, redirectTo }: { result: FormResult | undefined; redirectTo: string }) {
  const mine = result?.form === "sign-in" ? result : undefined;
  const password = useRef<HTMLInputElement>(null);
  const busy = useNavigation().formData?.get("intent") === "sign-in";
  useEffect(() => {
    if (mine) clear(password);
  }, [mine]);
  return (
    <Form method="post" replace aria-labelledby="sign-in-heading" className="grid gap-4">
      <h2 id="sign-in-heading" className="text-3xl">
        I already have an account
      </h2>
      <p className="text-stone-700">Sign in with your email and password.</p>
      <input type="hidden" name="intent" value="sign-in" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <Field label="Email" name="email" type="email" autoComplete="email" required maxLength={254} defaultValue={mine?.values.email} />
      <Field ref={password} label="Password" name="password" type="password" autoComplete="current-password" required maxLength={PASSWORD_MAX} />
      <Alert>{mine?.error}</Alert>
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
  const [localError, setLocalError] = useState<string | null>(null);
  const password = useRef<HTMLInputElement>(null);
  const confirm = useRef<HTMLInputElement>(null);
  const busy = useNavigation().formData?.get("intent") === "sign-up";
  useEffect(() => {
    if (fromServer) clear(password, confirm);
  }, [fromServer]);

  // A mismatch is caught here and nothing is sent; the action checks again for visitors without JavaScript.
  const checkPasswords = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    if (form.get("password") !== form.get("confirmPassword")) {
      event.preventDefault();
      setLocalError(messages.passwordsDontMatch);
    } else {
      setLocalError(null);
    }
  };

  return (
    <Form method="post" replace aria-labelledby="sign-up-heading" className="grid gap-4" onSubmit={checkPasswords}>
      <h2 id="sign-up-heading" className="text-3xl">
        I'm new here
      </h2>
      <p className="text-stone-700">Create an account with your email and a password.</p>
      <input type="hidden" name="intent" value="sign-up" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <Field label="Display name" name="displayName" autoComplete="nickname" required maxLength={60} defaultValue={fromServer?.values.displayName} />
      <Field label="Email" name="email" type="email" autoComplete="email" required maxLength={254} defaultValue={fromServer?.values.email} />
      <Field
        ref={password}
        label="Password"
        hint={`At least ${PASSWORD_MIN} characters.`}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX}
      />
      <Field ref={confirm} label="Confirm password" name="confirmPassword" type="password" autoComplete="new-password" required maxLength={PASSWORD_MAX} />
      <Alert>{localError ?? fromServer?.error}</Alert>
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? "Creating your account…" : "Sign up"}
        </Button>
      </div>
    </Form>
  );
}
