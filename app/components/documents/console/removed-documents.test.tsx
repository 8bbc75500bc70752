import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";

import type { RemovedDocuments } from "#app/domain/documents/views";

import { RemovedDocumentList } from "./removed-documents";

const paper = (id: number) => ({
  id,
  name: `Paper ${id}`,
  kind: "other" as const,
  removedAt: "2026-11-20T18:00:00.000Z",
  removed: "Nov 20, 2026, 10:00 AM",
});

function render(removed: RemovedDocuments): string {
  // The restore buttons are React Router forms: render them inside a router, as the page does.
  const router = createMemoryRouter([{ path: "/", element: <RemovedDocumentList removed={removed} /> }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("<RemovedDocumentList>", () => {
  it("is not there when nothing was removed", () => {
    expect(render({ shown: [], older: false })).toBe("");
  });

  it("lists each removed paper with its Restore button, and no note when none were left off", () => {
    const html = render({ shown: [paper(1), paper(2)], older: false });
    expect(html).toContain("Removed papers");
    const buttons = [...html.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((match) => match[1]);
    expect(buttons).toEqual(["Restore Paper 1", "Restore Paper 2"]);
    expect(html).not.toContain("most recently removed");
  });

  it("says when older removed papers are left off, and how to use one again", () => {
    const html = render({ shown: [paper(1)], older: true });
    expect(html).toContain("Only the 1 most recently removed are listed. To use an older one again, add it below.");
  });
});
