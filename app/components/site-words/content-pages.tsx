import type { ReactNode } from "react";

import { BenefitsPage } from "#app/components/site/info/benefits-page";
import { ConstructionPage } from "#app/components/site/info/construction-page";
import { CustomizePage } from "#app/components/site/info/customize-page";
import { SpecsPage } from "#app/components/site/info/specs-page";
import type { ContentWords } from "#app/domain/site-words/blocks";
import type { ContentPageKey } from "#app/domain/site-words/designs";

/**
 * Each content page drawn from its words (facts already filled in), by its
 * key: the public route and the owner's preview draw the same page.
 */
export const CONTENT_PAGE_VIEWS: Record<ContentPageKey, (props: { words: ContentWords }) => ReactNode> = {
  benefits: BenefitsPage,
  construction: ConstructionPage,
  customize: CustomizePage,
  specs: SpecsPage,
};
