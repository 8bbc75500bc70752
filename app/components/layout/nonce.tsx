import { createContext, useContext } from "react";

const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

/** The CSP nonce on the server; browsers hide it, so it is empty after hydration. */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
