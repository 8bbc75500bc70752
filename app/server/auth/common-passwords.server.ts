/**
 * The most common passwords, refused on sign-up, reset and change (ASVS
 * 6.2.4). The list ships with the npm package @zxcvbn-ts/language-common
 * (about 49,000 passwords from public breach corpora, most frequent first;
 * see docs/decisions/0013-common-passwords.md). It is loaded on the server
 * only, on the first password that needs checking, and kept for the life of
 * the process: never fetched, never in a browser bundle.
 */
let loading: Promise<ReadonlySet<string>> | undefined;

async function load(): Promise<ReadonlySet<string>> {
  const { dictionary } = await import("@zxcvbn-ts/language-common");
  const list = dictionary["passwords-common"];
  // The list is lower case; so is the comparison, so "Password" is as common as "password".
  return new Set(list.map((entry) => entry.toLowerCase()));
}

function commonPasswords(): Promise<ReadonlySet<string>> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined; // try again next time rather than remember a failure
    throw error;
  });
  return loading;
}

/** True when the password is on the common-password list (letter case aside). */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}

/** How many passwords the list holds (for the tests and the security notes). */
export async function commonPasswordCount(): Promise<number> {
  return (await commonPasswords()).size;
}
