import { createContext } from "react-router";

/**
 * The CSP nonce of one server-rendered response, handed from server.ts to
 * entry.server.tsx through the router's typed request context. Prerendering
 * sets none, so it reads as "" there and those pages use script hashes.
 */
export const cspNonceContext = createContext<string>("");
