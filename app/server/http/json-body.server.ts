import type { z } from "#app/domain/common/zod";

import { apiError } from "./api-response.server";

const MAX_JSON_BYTES = 100_000;

/**
 * Reads and validates a JSON request body. Anything else answers a clear 4xx
 * (thrown as a Response, which the API handler returns as it is): a form
 * post (415, which also keeps other sites' forms out), an oversized body
 * (413), malformed JSON or the wrong shape (400).
 */
export async function readJson<T extends z.ZodType>(request: Request, schema: T): Promise<z.infer<T>> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\b/i.test(type)) {
    throw apiError(415, "unsupported_media_type", "Send the request as JSON (Content-Type: application/json).");
  }
  const text = await request.text();
  if (text.length > MAX_JSON_BYTES) throw apiError(413, "too_large", "That request is too large.");
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw apiError(400, "malformed_json", "The request body is not valid JSON.");
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
    throw apiError(400, "invalid_request", `${where}${issue?.message ?? "The request is not valid."}`);
  }
  return parsed.data;
}
