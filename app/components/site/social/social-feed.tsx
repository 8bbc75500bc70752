import { useEffect, useRef, useState } from "react";

import { SocialIcon } from "#app/components/brand/social-icons";
import { WordsText } from "#app/components/site/words-text";
import { hashtag, socialNetworks } from "#app/content/site/social";
import type { ContentPart } from "#app/domain/site-words/blocks";

/** Where the feed service publishes each feed's script. */
export const feedScriptUrl = (feedId: string) => `https://cdn.curator.io/published/${encodeURIComponent(feedId)}.js`;
const FEED_CONTAINER_ID = "curator-feed-default-feed-layout";
const GIVE_UP_MS = 10_000;

type FeedState = "waiting" | "loading" | "shown" | "unavailable";

/**
 * The social feed, fetched from the feed service only once the visitor
 * scrolls near it. Without a feed id, or when the service does not answer,
 * the designed fallback with our social links stands in.
 */
export function SocialFeed({ feedId, fallback }: { feedId: string | null; fallback: FeedFallbackWords }) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<FeedState>(feedId ? "waiting" : "unavailable");

  useEffect(() => {
    const element = container.current;
    if (!feedId || !element) return;
    let giveUp: ReturnType<typeof setTimeout> | undefined;
    let script: HTMLScriptElement | undefined;
    // The widget draws its posts into the container; the first one means it works.
    const posts = new MutationObserver(() => {
      if (element.querySelector("[class*='crt-post']")) {
        posts.disconnect();
        clearTimeout(giveUp);
        setState("shown");
      }
    });
    const load = () => {
      setState("loading");
      posts.observe(element, { childList: true, subtree: true });
      script = document.createElement("script");
      script.src = feedScriptUrl(feedId);
      script.async = true;
      script.onerror = () => setState("unavailable");
      document.body.append(script);
      // The script may load yet never draw a post (a wrong id, a blocked API).
      giveUp = setTimeout(() => {
        posts.disconnect();
        setState((current) => (current === "shown" ? current : "unavailable"));
      }, GIVE_UP_MS);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      { rootMargin: "300px" },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      posts.disconnect();
      clearTimeout(giveUp);
      script?.remove();
    };
  }, [feedId]);

  return (
    <div>
      {feedId && state !== "unavailable" ? (
        <div aria-busy={state !== "shown"}>
          <div id={FEED_CONTAINER_ID} ref={container} className="min-h-64">
            {state !== "shown" ? <p className="text-stone-600">Loading the latest posts tagged {hashtag}…</p> : null}
          </div>
        </div>
      ) : (
        <FeedFallback words={fallback} />
      )}
    </div>
  );
}

/** The owner's words for the fallback: the steps to be part of the feed, and the heading over the channels. */
export interface FeedFallbackWords {
  steps: ContentPart;
  follow: string;
}

function FeedFallback({ words }: { words: FeedFallbackWords }) {
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-6 sm:p-8">
      <h3 className="text-2xl">{words.steps.heading}</h3>
      <ol className="mt-6 grid gap-6 md:grid-cols-3">
        {words.steps.items.map((step, index) => (
          <li key={index} className="rounded-xl bg-mist p-5">
            <p className="text-sm font-semibold tracking-[0.12em] text-cedar-700 uppercase">Step {index + 1}</p>
            <p className="mt-1 font-serif text-xl text-evergreen-900">{step.title}</p>
            <WordsText blocks={step.text} className="mt-2" />
          </li>
        ))}
      </ol>
      <h3 className="mt-8 text-xl">{words.follow}</h3>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {socialNetworks.map((network) => (
          <li key={network.id}>
            <a
              href={network.url}
              target="_blank"
              rel="noopener noreferrer me"
              className="flex min-h-11 items-center gap-3 rounded-full border-2 border-evergreen-800 px-4 py-2 font-semibold text-evergreen-900 no-underline hover:bg-evergreen-50"
            >
              <SocialIcon id={network.id} className="size-5" />
              {network.name}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
