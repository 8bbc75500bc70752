import { type Env, getEnv } from "#app/server/config/env.server";

/**
 * Refuses a state-changing request that a browser did not send from this
 * site. Browsers send `Origin` with every form POST; a request without one,
 * or from another origin, is not the owner pressing a button in the console.
 * (React Router checks a present Origin too, but lets a missing one through.)
 */
export function requireSameOrigin(request: Request): void {
  const origin = request.headers.get("origin");
  if (!origin || !siteOrigins(getEnv()).includes(origin)) {
    throw new Response("This change must be made from the Nestz site itself.", {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
}

/** Same-origin addresses this site answers on: PUBLIC_URL, and on a laptop both loopback names. */
export function siteOrigins(env: Env): string[] {
  const origins = new Set([new URL(env.PUBLIC_URL).origin]);
  if (!env.isDeployed) {
    origins.add(`http://localhost:${env.PORT}`);
    origins.add(`http://127.0.0.1:${env.PORT}`);
  }
  return [...origins];
}
