import { apiError } from "#app/server/http/api-response.server";

function notFound({ request }: { request: Request }) {
  const { pathname } = new URL(request.url);
  return apiError(404, "not_found", `There is no API at ${pathname.slice(0, 200)}.`);
}

export const loader = notFound;
export const action = notFound;
