/**
 * The answer for a photo that belongs to one order: the JPEG, kept by the
 * browser alone (never a shared cache), never indexed; or a plain 404.
 */
export function privatePhotoResponse(bytes: Buffer | null): Response {
  if (!bytes)
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "image/jpeg",
      "Content-Length": String(bytes.length),
      "Cache-Control": "private, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "X-Robots-Tag": "noindex",
      "Referrer-Policy": "same-origin",
    },
  });
}
