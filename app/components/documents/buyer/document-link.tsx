import type { ReactNode } from "react";

import { buttonClass } from "#app/components/ui/button";
import type { RoutePath } from "#app/content/paths";
import type { DocumentInfo } from "#app/domain/documents/views";

type Variant = Parameters<typeof buttonClass>[0];

/**
 * A link to one of the site's PDFs (app/content/documents/documents.ts). A plain link,
 * never the router's: the server answers it with a file, which the browser
 * saves under the document's own name. Its label says it is a PDF.
 */
export function DocumentLink({
  document,
  variant = "secondary",
  className = "",
  children,
}: {
  document: DocumentInfo<RoutePath>;
  variant?: Variant;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <a
      href={document.path}
      download={document.fileName}
      type="application/pdf"
      className={buttonClass(variant, className)}
    >
      {children ?? `Download the ${document.title}`}
      <span className="text-sm font-normal">(PDF)</span>
    </a>
  );
}
