/**
 * PostgreSQL text cannot hold U+0000: a NUL reaching a query fails it with an
 * error that would read as a 500. No field of this site takes one, so a
 * request carrying one, once decoded, is refused before any handler runs.
 */

const NUL = "\u0000";

/** True when a query string ("?a=b" or "a=b"), decoded as forms decode it, holds a NUL in a name or value. */
export function queryHasNul(query: string): boolean {
  return fieldsHaveNul(new URLSearchParams(query));
}

function fieldsHaveNul(fields: Iterable<[string, unknown]>): boolean {
  for (const [name, value] of fields) {
    if (name.includes(NUL)) return true;
    if (typeof value === "string" && value.includes(NUL)) return true;
  }
  return false;
}

/** True when any string in a parsed JSON value (object keys included) holds a NUL. */
export function jsonHasNul(value: unknown): boolean {
  // An explicit stack: a deeply nested body must not overflow the call stack.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === "string") {
      if (item.includes(NUL)) return true;
    } else if (Array.isArray(item)) {
      for (const child of item as unknown[]) pending.push(child);
    } else if (item !== null && typeof item === "object") {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes(NUL)) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

type BodyKind = "form" | "json" | "multipart" | "text" | "binary";

/** How the site's handlers would read a body of this Content-Type. */
export function bodyKind(contentType: string | undefined): BodyKind {
  const type = (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (type === "") return "text";
  if (type.includes("x-www-form-urlencoded")) return "form";
  if (type.includes("json")) return "json";
  if (type.startsWith("multipart/form-data")) return "multipart";
  if (type.startsWith("text/")) return "text";
  // Files (images, octet streams) may hold zero bytes; no handler reads them as text.
  return "binary";
}

/**
 * True when a request body holds a NUL where a handler would read text: a
 * form field, a JSON string, a multipart text field, or a text body. JSON that
 * does not parse is checked as text (its handler refuses it anyway).
 */
export async function bodyHasNul(contentType: string | undefined, body: Uint8Array<ArrayBuffer>): Promise<boolean> {
  if (body.length === 0) return false;
  const kind = bodyKind(contentType);
  if (kind === "binary") return false;
  if (kind === "multipart") {
    let form: FormData;
    try {
      form = await new Response(body, { headers: { "content-type": contentType ?? "" } }).formData();
    } catch {
      return false; // unreadable: the handler answers 400 itself
    }
    return fieldsHaveNul(form.entries());
  }
  const text = new TextDecoder().decode(body);
  if (kind === "form") return queryHasNul(text);
  if (kind === "json") {
    try {
      return jsonHasNul(JSON.parse(text));
    } catch {
      return text.includes(NUL);
    }
  }
  return text.includes(NUL);
}
