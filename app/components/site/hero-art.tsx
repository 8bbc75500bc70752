import type { ReactNode } from "react";

import { PhotoPicture } from "#app/components/photos/photo-picture";
import type { ShownContentWords } from "#app/domain/site-words/blocks";

/**
 * Beside a content page's opening lines: the owner's library photo when the
 * words choose one (the page's largest paint, so asked for first), else the
 * page's own drawing, or nothing on a page drawn without one.
 */
export function heroArt(words: ShownContentWords, drawing?: ReactNode): ReactNode {
  if (!words.heroPhoto) return drawing;
  return (
    <PhotoPicture
      photo={words.heroPhoto}
      sizes="(min-width: 1024px) 36rem, 100vw"
      highPriority
      className="h-auto w-full rounded-2xl"
    />
  );
}
