import { fieldErrorsOf, type z } from "#app/domain/common/zod";

/** Each field's first message, keyed by the field's name. */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

export type FormResult<T, K extends string = string> = { ok: true; data: T } | { ok: false; errors: FieldErrors<K> };

/**
 * Checks a form's text fields against a schema and reports every field that
 * is wrong (not only the first), so the form can show each message beside
 * its field.
 */
export function parseFields<S extends z.ZodType>(schema: S, fields: unknown): FormResult<z.infer<S>> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, errors: fieldErrorsOf(parsed.error) };
}
