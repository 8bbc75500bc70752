/** Records which public settings the prerendered pages were built with. */
export const BUILD_STAMP_FILE = "build/public-config.json";
