import { showsBuiltWords, wordsKeyFor } from "#app/server/site-words/published-words.server";

import { inlineScriptHashes, type PrerenderedPage, renderPage } from "./prerendered-pages.server";
import { renderingCache } from "./rendering-cache.server";

interface Options {
  /** Renders the page as a guest sees it (router-handler.server.ts `createGuestRenderer`). */
  render: (pathname: string) => Promise<globalThis.Response>;
  /** Changes whenever the owner's facts do. */
  factsKey: () => string;
}

/** Every content page with a notice, plus a few versions of each while requests on an older one finish. */
const LIMITS = { maxEntries: 96, maxAgeMs: 10 * 60_000 };

/**
 * Prerendered pages whose published words differ from the build's
 * (docs/decisions/0110): each is rendered again once per version of its words
 * and facts, compressed once, and then sent from memory like the build's copy.
 * A page that shows the build's words gets the build's copy, byte for byte.
 * The re-render keeps the build's inline scripts (they do not depend on the
 * words), so the build's policy still vouches for it; one that does not is
 * not used, and the build's copy is sent rather than a page whose script is refused.
 */
export function ownerWordsPages({ render, factsKey }: Options) {
  const cached = renderingCache<PrerenderedPage>(LIMITS);

  const make = async (pathname: string, built: PrerenderedPage): Promise<PrerenderedPage | null> => {
    const response = await render(pathname);
    const html = /^text\/html\b/i.test(response.headers.get("content-type") ?? "");
    if (response.status !== 200 || !html || response.headers.has("set-cookie")) {
      await response.body?.cancel();
      return null;
    }
    const body = Buffer.from(await response.arrayBuffer());
    if (!inlineScriptHashes(body.toString("utf8")).every((hash) => built.scriptHashes.includes(hash))) {
      console.error(`owner words: ${pathname} rendered with scripts its policy does not list; the built copy is sent`);
      return null;
    }
    return renderPage(body, built.scriptHashes);
  };

  /** The page with its published words, or undefined when the build's copy shows them already. */
  return (pathname: string, built: PrerenderedPage): Promise<PrerenderedPage | null> | undefined => {
    if (showsBuiltWords(pathname)) return undefined;
    return cached
      .get(`${pathname}\n${wordsKeyFor(pathname)}\n${factsKey()}`, () => make(pathname, built))
      .catch(() => null);
  };
}
