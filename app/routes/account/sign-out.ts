import { redirect } from "react-router";

import { callAuth, withCookies } from "#app/server/auth/auth-calls.server";

import type { Route } from "./+types/sign-out";

/** SIGN OUT posts here: the session ends on the server and its cookie in the browser. */
export async function action({ request }: Route.ActionArgs) {
  const result = await callAuth(request, "/sign-out");
  if (!result.ok && result.status !== 401) console.error(`auth: sign-out failed ${result.status} ${result.code}`);
  throw withCookies(redirect("/"), result.setCookies);
}

export function loader() {
  return redirect("/");
}
