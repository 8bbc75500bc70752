import { documentIdOf } from "#app/domain/documents/documents";
import { requireConsoleUser } from "#app/server/auth/admin-guard.server";
import { documentVersionFile } from "#app/server/documents/queries.server";
import { privateDownload } from "#app/server/http/downloads.server";
import { answeringAsText, plainText } from "#app/server/http/resource-errors.server";

import type { Route } from "./+types/document-version";

/**
 * GET /admin/documents/versions/:versionId: one stored PDF, for admins only,
 * never cached. Guests are sent to sign in; other accounts get a plain 403.
 */
export function loader({ request, params, url }: Route.LoaderArgs) {
  return answeringAsText(async () => {
    await requireConsoleUser({ request, url });
    const versionId = documentIdOf(params.versionId);
    if (versionId === null) return plainText(404, "That file could not be found.");
    const file = await documentVersionFile(versionId);
    if (!file) return plainText(404, "That file could not be found.");
    // The stored name is already sanitised to letters, digits and a few marks.
    return privateDownload(file.content, { contentType: "application/pdf", fileName: file.fileName });
  });
}
