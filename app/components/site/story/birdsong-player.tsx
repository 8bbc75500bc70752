import { useEffect, useRef, useState } from "react";

import { useHydrated } from "#app/state/use-hydrated";

type State = "preparing" | "playing" | "paused";

/**
 * Birdsong for the story: it starts by itself where the browser allows it,
 * from a player with no controls of its own, and this visible button pauses
 * or resumes it (WCAG 1.4.2). The sound is synthesised in a worker; no
 * recording is downloaded.
 *
 * In the server's HTML the button is ready to press: on the story page that
 * press is what loads the player (an island), and the sound then starts.
 * While the sound is being made the button says so with aria-disabled, so it
 * keeps the focus of whoever pressed it.
 */
export function BirdsongPlayer() {
  const audio = useRef<HTMLAudioElement>(null);
  const [state, setState] = useState<State>("preparing");
  const preparing = useHydrated() && state === "preparing";

  useEffect(() => {
    const element = audio.current;
    if (!element) return;
    let url: string | undefined;
    const worker = new Worker(new URL("./birdsong.worker.ts", import.meta.url), { type: "module" });
    worker.onmessage = (event: MessageEvent<ArrayBuffer>) => {
      url = URL.createObjectURL(new Blob([event.data], { type: "audio/wav" }));
      element.src = url;
      element.volume = 0.25;
      element.play().then(
        () => setState("playing"),
        // Most browsers refuse sound until the visitor interacts: wait for the button.
        () => setState("paused"),
      );
      worker.terminate();
    };
    const sync = () => setState(element.paused ? "paused" : "playing");
    element.addEventListener("pause", sync);
    element.addEventListener("play", sync);
    return () => {
      worker.terminate();
      element.removeEventListener("pause", sync);
      element.removeEventListener("play", sync);
      element.pause();
      if (url) URL.revokeObjectURL(url);
    };
  }, []);

  const toggle = () => {
    const element = audio.current;
    if (!element || state === "preparing") return;
    if (element.paused) void element.play().catch(() => setState("paused"));
    else element.pause();
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- wordless ambient sound, described in the text beside its button */}
      <audio ref={audio} preload="auto" hidden />
      <button
        type="button"
        onClick={toggle}
        aria-disabled={preparing || undefined}
        className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-evergreen-800 bg-white px-4 font-semibold text-evergreen-900 hover:bg-evergreen-50 aria-disabled:opacity-60"
      >
        <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true">
          {state === "playing" ? (
            <path d="M6 4h3v12H6zM11 4h3v12h-3z" fill="currentColor" />
          ) : (
            <path d="M6 4l10 6-10 6z" fill="currentColor" />
          )}
        </svg>
        {state === "playing" ? "Pause birdsong" : "Play birdsong"}
      </button>
      <span className="text-sm text-stone-600" aria-live="polite">
        {state === "playing" ? "Birdsong is playing softly." : "Forest birdsong, made for this page."}
      </span>
    </div>
  );
}
