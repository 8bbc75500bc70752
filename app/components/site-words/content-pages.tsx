import type { ReactNode } from "react";

import { productPageViews } from "#app/components/catalog/buyer/product/product-page";
import { DeliveryPage } from "#app/components/delivery/delivery-page";
import { BenefitsPage } from "#app/components/site/info/benefits-page";
import { ConstructionPage } from "#app/components/site/info/construction-page";
import { ContactPage } from "#app/components/site/info/contact-page";
import { CustomizePage } from "#app/components/site/info/customize-page";
import { GovernmentPage } from "#app/components/site/info/government-page";
import { RentPage } from "#app/components/site/info/rent-page";
import { SpecsPage } from "#app/components/site/info/specs-page";
import { SocialPage } from "#app/components/site/social/social-page";
import type { ShownContentWords } from "#app/domain/site-words/blocks";
import type { ContentPageKey } from "#app/domain/site-words/designs";
import type { PageLiveParts } from "#app/domain/site-words/live-parts";

/**
 * Each content page drawn from its words (facts already filled in), by its
 * key, with what it shows live beside them: the public route and the owner's
 * preview draw the same page.
 */
export const CONTENT_PAGE_VIEWS: Record<
  ContentPageKey,
  (props: { words: ShownContentWords } & PageLiveParts) => ReactNode
> = {
  benefits: BenefitsPage,
  delivery: DeliveryPage,
  rent: RentPage,
  government: GovernmentPage,
  social: SocialPage,
  contact: ContactPage,
  ...productPageViews,
  construction: ConstructionPage,
  customize: CustomizePage,
  specs: SpecsPage,
};
