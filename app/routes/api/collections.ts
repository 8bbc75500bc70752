/**
 * GET /api/collections: the whole catalog in the same shape as
 * /api/categories; the name the original client used (docs/decisions/0004).
 */
export { loader } from "./categories";
