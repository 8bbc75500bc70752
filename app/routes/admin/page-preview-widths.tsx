import { data, Link } from "react-router";

import { ConsoleErrorBoundary } from "#app/components/layout/console/console-error";
import { ConsoleHeading } from "#app/components/layout/console/console-frame";
import { consoleMeta } from "#app/components/layout/console/console-meta";
import { isPageKey, PAGE_TITLES } from "#app/domain/site-words/blocks";
import { requireConsoleUser } from "#app/server/auth/admin-guard.server";

import type { Route } from "./+types/page-preview-widths";

export const meta = consoleMeta("Preview at phone and desk widths");

/** Never kept by a cache: it frames the owner's draft. */
export const headers = () => ({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" });

export async function loader({ request, params, url }: Route.LoaderArgs) {
  await requireConsoleUser({ request, url });
  if (!isPageKey(params.page)) throw data(null, { status: 404 });
  return { page: params.page, title: PAGE_TITLES[params.page].title };
}

/**
 * The draft's preview in two frames, one as wide as a phone and one as a desk
 * (shown at half size): each frame is its own window, so the page lays itself
 * out for that width as on a real screen. Plain frames: no script needed.
 */
export default function PreviewWidths({ loaderData }: Route.ComponentProps) {
  const { page, title } = loaderData;
  const src = `/admin/pages/${page}/preview`;
  return (
    <>
      <p className="mb-2">
        <Link to={`/admin/pages/${page}`}>Back to the editor</Link>
      </p>
      <ConsoleHeading
        title={`${title}: your draft at two widths`}
        lead="Only you can see these; the live page is unchanged until you publish."
      />
      <div className="flex flex-wrap items-start gap-8">
        <figure className="grid gap-2">
          <figcaption className="font-semibold">Phone, 390 pixels wide</figcaption>
          <iframe
            title={`${title} draft at phone width`}
            src={src}
            width={390}
            height={844}
            className="rounded-xl border border-stone-300 bg-white"
          />
        </figure>
        <figure className="grid gap-2">
          <figcaption className="font-semibold">Desk, 1280 pixels wide (shown at half size)</figcaption>
          <div className="h-[422px] w-[640px] overflow-hidden rounded-xl border border-stone-300 bg-white">
            <iframe
              title={`${title} draft at desk width`}
              src={src}
              width={1280}
              height={844}
              className="origin-top-left scale-50"
            />
          </div>
        </figure>
      </div>
    </>
  );
}

export const ErrorBoundary = ConsoleErrorBoundary;
