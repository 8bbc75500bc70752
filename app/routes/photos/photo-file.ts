import { parsePhotoFileName } from "#app/domain/photos/rules";
import { readPhotoFile } from "#app/server/photos/queries.server";

import type { Route } from "./+types/photo-file";

const notFound = () =>
  new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/**
 * One size of one of the owner's photos, from the database. The name holds
 * the photo's id, the hash of its upload, the width and the format, so a
 * file never changes under its name and may be cached for good.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const key = parsePhotoFileName(params.file);
  if (!key) return notFound();
  const file = await readPhotoFile(key);
  if (!file) return notFound();
  const etag = `"${key.hash}-${key.width}-${key.format}"`;
  const headers = {
    "Content-Type": file.contentType,
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: etag,
    "X-Content-Type-Options": "nosniff",
  };
  const seen = request.headers.get("If-None-Match");
  if (seen?.split(",").some((tag) => tag.trim() === etag)) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(file.bytes), {
    headers: { ...headers, "Content-Length": String(file.bytes.length) },
  });
}
