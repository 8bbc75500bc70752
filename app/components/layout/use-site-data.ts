import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "#app/root";

/** The site-wide data the root loader provides: public settings and the visitor. */
export function useSiteData() {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  if (!data) throw new Error("useSiteData is used outside the root route");
  return data;
}

export function useOptionalSiteData() {
  return useRouteLoaderData<typeof rootLoader>("root");
}
