/** Text fields of a submitted form; anything else (files, missing fields) reads as undefined. */
export function textFields<K extends string>(form: FormData, keys: readonly K[]): Record<K, string | undefined> {
  const fields = {} as Record<K, string | undefined>;
  for (const key of keys) {
    const value = form.get(key);
    fields[key] = typeof value === "string" ? value : undefined;
  }
  return fields;
}

export const UNREADABLE_FORM_MESSAGE = "That form could not be read. Please reload the page and try again.";

/**
 * Reads a form body, answering 400 (not 500) when it is not a form at all.
 * server.ts refuses bodies over their path's limit first (app/server/front-door/body-limits.server.ts):
 * 1 MB, or a little more than the file an upload route takes.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw new Response(UNREADABLE_FORM_MESSAGE, { status: 400 });
  }
}
