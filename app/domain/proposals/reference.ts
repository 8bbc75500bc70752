/** "Q-1042-P2": the request's reference and the version. */
export function proposalReference(quoteReference: string, version: number): string {
  return `${quoteReference}-P${version}`;
}

/**
 * A buyer's link token: 32 characters of base64url (192 random bits), made by
 * the server from a secure random source and never derived from an id.
 */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

export function isWellFormedToken(value: string): boolean {
  return TOKEN_PATTERN.test(value);
}
