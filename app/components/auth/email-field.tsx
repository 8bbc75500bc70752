import { Field } from "#app/components/ui/field";
import { EMAIL_MAX } from "#app/domain/email/email";

/** The account forms' email input: the same label, type, autofill and limit everywhere. */
export function EmailField({
  defaultValue,
  invalidBy,
}: {
  defaultValue: string | undefined;
  invalidBy: string | undefined;
}) {
  return (
    <Field
      label="Email"
      name="email"
      type="email"
      autoComplete="email"
      required
      maxLength={EMAIL_MAX}
      defaultValue={defaultValue}
      invalidBy={invalidBy}
    />
  );
}
