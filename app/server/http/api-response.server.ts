import { isRouteErrorResponse } from "react-router";

import { DATABASE_UNAVAILABLE_MESSAGE, isUnavailableError } from "../db/client.server";

/** The answer to any other method on an endpoint that only takes POST. */
export function postOnly(): Response {
  return apiError(405, "method_not_allowed", "Use POST.", { Allow: "POST" });
}

/** The JSON error shape every API call answers with. */
export function apiError(status: number, code: string, message: string, headers?: HeadersInit): Response {
  return Response.json({ error: { code, message } }, { status, headers });
}

function isDataWithStatus(value: unknown): value is { init: { status?: number } | null; data: unknown } {
  return typeof value === "object" && value !== null && "init" in value && "data" in value;
}

/**
 * Runs an API handler and turns what it throws into the API's error shape:
 * a thrown `data(…, { status })` keeps its status (503 when the database is
 * down), anything else is logged and answered 500 without details.
 */
export async function handleApi(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Response) return error;
    if (isDataWithStatus(error) && error.init?.status) {
      const body = error.data as { code?: string; message?: string } | null;
      return apiError(error.init.status, body?.code ?? "error", body?.message ?? "Request failed.");
    }
    if (isRouteErrorResponse(error)) {
      return apiError(error.status, "error", error.statusText || "Request failed.");
    }
    if (isUnavailableError(error)) {
      return apiError(503, "database_unavailable", DATABASE_UNAVAILABLE_MESSAGE);
    }
    console.error("api: unexpected error", error);
    return apiError(500, "internal_error", "Something went wrong on our side. Please try again.");
  }
}
