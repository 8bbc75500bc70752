/** Debian's Chromium (never a downloaded browser) and the flags it runs with, for the browser tests and the benchmarks. */
import { existsSync } from "node:fs";
import process from "node:process";

/** The full browser: the benchmarks measure pages in it, as a visitor's Chromium would load them. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The browser tests' Chromium: Debian's headless shell, the same Blink and V8
 * without the desktop browser around them, which runs the suite in about two
 * thirds of the time (decision 0051). CHROMIUM_TEST_PATH=/usr/bin/chromium
 * runs it in the full browser, e.g. to watch it with --headed.
 */
export const CHROMIUM_TEST_PATH = process.env.CHROMIUM_TEST_PATH ?? "/usr/bin/chromium-headless-shell";

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
