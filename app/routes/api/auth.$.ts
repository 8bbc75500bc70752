import { getAuth } from "#app/server/auth/auth.server";
import type { Route } from "./+types/auth.$";

/** Better Auth's own endpoints (OAuth callbacks, reset links, JSON API). */
export function loader({ request }: Route.LoaderArgs) {
  return getAuth().handler(request);
}

export function action({ request }: Route.ActionArgs) {
  return getAuth().handler(request);
}
