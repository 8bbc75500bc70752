/** Debian's Chromium (never a downloaded browser) and the flags it runs with, for the browser tests and the benchmarks. */
import { existsSync } from "node:fs";
import process from "node:process";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function assertChromium(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`No Chromium at ${CHROMIUM_PATH}. Install Debian's \`chromium\` package or set CHROMIUM_PATH.`);
  }
}
