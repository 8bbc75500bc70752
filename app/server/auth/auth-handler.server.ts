import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseDown } from "../db/client.server";
import { apiError } from "../http/api-response.server";
import { getAuth } from "./auth.server";

/**
 * Every request to the auth layer, from /api/auth/* and from the account
 * forms, goes through here. Better Auth answers a failed query with its own
 * 500 (or throws, from its rate limiter); while the database is away that
 * becomes the site's 503, as everywhere else.
 */
export async function handleAuthRequest(request: Request): Promise<Response> {
  let response: Response;
  try {
    response = await getAuth().handler(request);
  } catch (error) {
    if (await isDatabaseDown(error)) return databaseUnavailableResponse();
    throw error;
  }
  if (response.status >= 500 && (await isDatabaseDown())) {
    await response.body?.cancel();
    return databaseUnavailableResponse();
  }
  return response;
}

function databaseUnavailableResponse(): Response {
  return apiError(503, "database_unavailable", DATABASE_UNAVAILABLE_MESSAGE);
}
