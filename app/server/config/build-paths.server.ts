import path from "node:path";

/**
 * Where the build goes (BUILD_DIR, default ./build): a second build can sit
 * beside the main one, e.g. for tests that need other public settings. It
 * must be inside the project, where the server bundle finds node_modules.
 */
export const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? "build");

/** Records which public settings the prerendered pages were built with. */
export const BUILD_STAMP_FILE = path.join(BUILD_DIR, "public-config.json");
