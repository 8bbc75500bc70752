import { handleAuthRequest } from "#app/server/auth/auth-handler.server";

import type { Route } from "./+types/auth.$";

/** Better Auth's own endpoints (OAuth callbacks, reset links, JSON API). */
export function loader({ request }: Route.LoaderArgs) {
  return handleAuthRequest(request);
}

export function action({ request }: Route.ActionArgs) {
  return handleAuthRequest(request);
}
