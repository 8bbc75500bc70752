import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** The CSP nonce of this response; empty when the page is prerendered. */
    cspNonce: string;
  }
}

export {};
