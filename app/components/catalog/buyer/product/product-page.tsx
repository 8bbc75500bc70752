import type { ReactNode } from "react";

import { Art } from "#app/components/art/art";
import { DocumentLink } from "#app/components/documents/buyer/document-link";
import { NextStep } from "#app/components/layout/page/next-step";
import { PageHero } from "#app/components/layout/page/page-hero";
import { Section } from "#app/components/layout/page/section";
import { heroArt } from "#app/components/site/hero-art";
import { WordsText } from "#app/components/site/words-text";
import { InlineWords } from "#app/components/site/words-text";
import { LinkButton } from "#app/components/ui/button";
import { productLayouts } from "#app/content/catalog/product-layouts";
import { bandCode, type ProductPageLayout } from "#app/content/catalog/products";
import { isSpecSheetSlug, specSheets } from "#app/content/documents/documents";
import type { PhotoView } from "#app/domain/photos/rules";
import { quotePrefillForProduct } from "#app/domain/quote-requests/rules";
import type { ContentWords, ShownContentWords } from "#app/domain/site-words/blocks";
import { partOf } from "#app/domain/site-words/content-pages";
import {
  BADGE_PART,
  CAPTION_SUFFIX,
  CLOSING_PART,
  PRODUCT_PAGE_PLANS,
  type ProductPageKey,
  type ProductPart,
} from "#app/domain/site-words/designs/product-pages";

import { IdeaCards } from "./idea-cards";
import { lineOf } from "./inline-words";
import { KeyFigures } from "./key-figures";
import { OptionCards } from "./option-cards";
import { PlanFigure } from "./plan-figure";
import { ProductActions } from "./product-actions";
import { ProductGallery, ProductHeroPicture } from "./product-photos";
import { SpecList } from "./spec-list";
import { StepList } from "./step-list";

/**
 * The page of a home or an option in the owner's words (facts already filled
 * in), placed by its design (`designs/product-pages.ts`): the hero with the
 * product's picture and the price call, its bands in order, and the
 * invitation to call or write. The product, its figures' values, floor plans,
 * cards' products, drawings and buttons are the site's (`product-layouts.ts`).
 *
 * The owner's photos of the product (`photos`, in the owner's order) take
 * the drawing's place: the first in the hero, the others under "Photos"
 * below it. Without photos the page keeps its drawing. A photo the page's
 * words choose for beside the opening lines (decision 0158) comes first of all.
 */
export function ProductPage({
  page,
  words,
  photos = [],
}: {
  page: ProductPageKey;
  words: ShownContentWords;
  photos?: readonly PhotoView[];
}) {
  const layout: ProductPageLayout = productLayouts[page];
  const [first, ...more] = photos;
  const badge = lineOf(partOf(words, BADGE_PART).intro);
  const closing = partOf(words, CLOSING_PART);
  return (
    <>
      <PageHero
        eyebrow={words.hero.eyebrow}
        title={words.hero.title}
        lead={
          <>
            <p>{words.hero.lead}</p>
            {badge ? (
              <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-evergreen-100 px-4 py-1.5 text-base font-semibold text-evergreen-900">
                <span aria-hidden="true" className="size-2.5 rounded-full bg-evergreen-600" />
                {badge}
              </p>
            ) : null}
          </>
        }
        art={heroArt(words, <ProductHeroPicture picture={layout.picture} photo={first} />)}
      >
        <ProductActions quote={quotePrefillForProduct(layout.slug)} />
        {isSpecSheetSlug(layout.slug) ? (
          <DocumentLink document={specSheets[layout.slug]}>Spec sheet</DocumentLink>
        ) : null}
      </PageHero>

      <ProductGallery photos={more} />

      {bandsOf(page).map((band) => {
        const part = partOf(words, band.id);
        // An invitation's words stand beside its button, not above it.
        const intro =
          band.kind !== "invitation" && part.intro.length > 0 ? <WordsText blocks={part.intro} /> : undefined;
        return (
          <Section key={band.id} id={band.id} title={part.heading} tone={band.tone} intro={intro}>
            <BandBody band={band} words={words} layout={layout} />
          </Section>
        );
      })}

      <NextStep title={closing.heading} emailSubject={layout.nextStep.emailSubject} links={layout.nextStep.links}>
        <WordsText blocks={closing.intro} />
      </NextStep>
    </>
  );
}

const bandsOf = (page: ProductPageKey): readonly ProductPart[] => PRODUCT_PAGE_PLANS[page].parts;

/** A product page drawn from its words and photos, by key, as the owner's preview draws it. */
function productPageView(page: ProductPageKey) {
  return function ProductPageView({ words, photos }: { words: ShownContentWords; photos?: readonly PhotoView[] }) {
    return <ProductPage page={page} words={words} photos={photos} />;
  };
}

/** Each product page drawn from its words, by page key, for the owner's preview. */
export const productPageViews = {
  bedroom: productPageView("bedroom"),
  office: productPageView("office"),
  bathroom: productPageView("bathroom"),
  kitchen: productPageView("kitchen"),
  paint: productPageView("paint"),
} satisfies Record<ProductPageKey, (props: { words: ShownContentWords; photos?: readonly PhotoView[] }) => ReactNode>;

function BandBody({ band, words, layout }: { band: ProductPart; words: ContentWords; layout: ProductPageLayout }) {
  const { items, intro } = partOf(words, band.id);
  const caption = () => partOf(words, `${band.id}${CAPTION_SUFFIX}`).intro;
  switch (band.kind) {
    case "figures": {
      const { values } = bandCode(layout, band.id, "figures");
      return <KeyFigures items={items.map((item, index) => ({ value: values[index] ?? "", label: item.title }))} />;
    }
    case "specs":
      return <SpecList items={items.map((item) => ({ term: item.title, detail: item.text }))} />;
    case "ideas":
      return (
        <IdeaCards
          items={items.map((item) => ({ title: item.title, words: item.text }))}
          columns={band.columns === 2 ? 2 : 3}
        />
      );
    case "steps":
      return <StepList items={items.map((item) => ({ title: item.title, text: item.text }))} />;
    case "plan": {
      const plan = bandCode(layout, band.id, "plan");
      return <PlanFigure layout={plan.layout} label={plan.label} caption={<InlineWords blocks={caption()} />} />;
    }
    case "options": {
      const { cards } = bandCode(layout, band.id, "options");
      return (
        <OptionCards
          items={cards.map((card, index) => ({ ...card, text: items[index]?.text ?? [] }))}
          columns={band.columns === 2 ? 2 : 4}
        />
      );
    }
    case "drawing": {
      const { picture } = bandCode(layout, band.id, "drawing");
      return (
        <figure className="max-w-4xl rounded-2xl border border-stone-200 bg-white p-3 sm:p-6">
          <Art name={picture.name} alt={picture.alt} className="h-auto w-full" />
          <figcaption className="mt-3 text-stone-700">
            <InlineWords blocks={caption()} />
          </figcaption>
        </figure>
      );
    }
    case "invitation": {
      const { action } = bandCode(layout, band.id, "invitation");
      return (
        <div className="flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
          <WordsText blocks={intro} className="max-w-2xl text-lg" />
          <LinkButton to={action.to} variant="secondary" className="shrink-0 self-start md:self-auto">
            {action.label}
          </LinkButton>
        </div>
      );
    }
  }
}
