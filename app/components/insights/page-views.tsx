import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

import { afterLoad, sendPageView } from "#app/state/page-view-beacon";

/**
 * A hydrated page's views: the first once the page has loaded (with its
 * address's tags and referrer), then one per navigation to another path.
 * Content pages send theirs from the bootstrap; they never run this.
 */
export function usePageViews(): void {
  const { pathname } = useLocation();
  const landed = useRef(false);
  useEffect(() => {
    if (landed.current) {
      sendPageView(pathname);
      return;
    }
    landed.current = true;
    afterLoad(() => sendPageView(pathname, location.search, document.referrer));
  }, [pathname]);
}
