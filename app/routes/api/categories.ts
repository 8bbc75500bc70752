import { toApiCategory } from "#app/domain/catalog/catalog";
import { listCategories } from "#app/server/catalog/queries.server";
import { handleApi } from "#app/server/http/api-response.server";

/** GET /api/categories: the shop's categories with their items (price in dollars or null). */
export function loader() {
  return handleApi(async () => {
    const categories = await listCategories();
    return Response.json(categories.map(toApiCategory), {
      // Read from the database per request; caches must ask again, so an owner's change and checkout's repricing show at once.
      headers: { "Cache-Control": "no-cache" },
    });
  });
}
