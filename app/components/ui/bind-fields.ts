/**
 * Ties a form's controls to what the page came back with, by name: each control gets its name, the
 * value last sent (so nothing typed is lost when the form returns with a message) and its error.
 * `const field = bindFields(values, errors)`, then `<Field label="Name" {...field("name")} />`.
 */
export function bindFields<V extends object>(values: V, errors: Partial<Record<string, string>> = {}) {
  return <K extends keyof V & string>(name: K) => ({ name, defaultValue: values[name], error: errors[name] });
}
