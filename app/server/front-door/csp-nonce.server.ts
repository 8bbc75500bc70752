import { createContext, type RouterContext } from "react-router";

declare global {
  var nestzCspNonceContext: RouterContext<string> | undefined;
}

/**
 * The CSP nonce of one server-rendered response, handed from server.ts to
 * entry.server.tsx through the router's typed request context. Prerendering
 * sets none, so it reads as "" there and those pages use script hashes.
 *
 * A context is found by the identity of this key, and server.ts (run from
 * source) and the app (run from its build) each load their own copy of this
 * module: the key is kept on globalThis, so both copies hand out the same one.
 */
globalThis.nestzCspNonceContext ??= createContext<string>("");
export const cspNonceContext: RouterContext<string> = globalThis.nestzCspNonceContext;
