import type { ComponentType } from "react";

export interface IllustrationProps {
  className?: string;
  /** Rendered as its own .svg file: adds the xmlns and a fixed size. */
  standalone?: boolean;
}

/** Every picture a product's imageUrl can name as /images/<name>.svg. */
export const productImages: Record<string, ComponentType<IllustrationProps>> = {};
