import { useEffect, useRef, useState } from "react";

import { Art } from "#app/components/art/art";
import { buttonClass, LinkButton } from "#app/components/ui/button";
import { pictureDescriptions } from "#app/content/site/picture-descriptions";

/**
 * The 3D tour sits behind a click: the third-party frame (and everything it
 * loads) is fetched only when a visitor asks for it.
 */
export function Walkthrough({ url }: { url: string | null }) {
  const [loaded, setLoaded] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  // The button the visitor pressed is replaced by the tour: keep their place.
  useEffect(() => {
    if (loaded) frame.current?.focus();
  }, [loaded]);
  return (
    <section aria-labelledby="walkthrough-heading" className="render-when-near bg-white">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <h2 id="walkthrough-heading" className="text-3xl sm:text-4xl">
          Step inside the Bedroom Nestz
        </h2>
        <p className="mt-3 max-w-2xl text-lg">
          Look around in 3D from wherever you are, then call us to book a visit and stand in one yourself.
        </p>
        <div className="mt-8 overflow-hidden rounded-2xl border border-stone-200 bg-mist">
          {url && loaded ? (
            <iframe
              ref={frame}
              src={url}
              title="3D walkthrough of the Bedroom Nestz"
              className="block h-[500px] w-full"
              allow="fullscreen; xr-spatial-tracking; gyroscope; accelerometer"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          ) : (
            <div className="grid items-center gap-6 p-6 md:grid-cols-[1.4fr_1fr] md:p-10">
              <Art name="floor-plan-bedroom" alt={pictureDescriptions.floorPlans.bedroom} />
              <div>
                {url ? (
                  <>
                    <p className="text-lg">
                      The tour opens an interactive 360° view from our tour provider. It loads only when you ask.
                    </p>
                    {/* Without JavaScript the link opens the tour on the provider's site. */}
                    <a
                      href={url}
                      className={buttonClass("primary", "mt-5")}
                      onClick={(event) => {
                        event.preventDefault();
                        setLoaded(true);
                      }}
                    >
                      Start the 3D tour
                    </a>
                  </>
                ) : (
                  <>
                    <p className="text-lg">
                      Our 3D tour is being refreshed. Until it's back, here is the Bedroom Nestz floor plan, drawn to
                      scale, and we would love to show you a real one.
                    </p>
                    <LinkButton to="/Contact" className="mt-5">
                      Book an in-person visit
                    </LinkButton>
                  </>
                )}
              </div>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
