import { Art } from "#app/components/art/art";
import { DocumentLink } from "#app/components/documents/buyer/document-link";
import { NextStep } from "#app/components/layout/page/next-step";
import { PageHero } from "#app/components/layout/page/page-hero";
import { Section } from "#app/components/layout/page/section";
import { LinkButton } from "#app/components/ui/button";
import type { ProductPageContent, ProductSection } from "#app/content/catalog/products";
import { isSpecSheetSlug, specSheets } from "#app/content/documents/documents";
import { metaFor } from "#app/content/site/seo";
import type { PhotoView } from "#app/domain/photos/rules";
import { quotePrefillForProduct } from "#app/domain/quote-requests/rules";

import { IdeaCards } from "./idea-cards";
import { KeyFigures } from "./key-figures";
import { OptionCards } from "./option-cards";
import { PlanFigure } from "./plan-figure";
import { ProductActions } from "./product-actions";
import { ProductGallery, ProductHeroPicture } from "./product-photos";
import { SpecList } from "./spec-list";
import { StepList } from "./step-list";

/** A product route's `meta`: its page's title, description and links, from pages.ts. */
export function productMeta(content: ProductPageContent) {
  return metaFor(content.page);
}

/**
 * The page of a home or an option, drawn from its content
 * (app/content/catalog/product-pages/<slug>.ts, keyed by the product's catalog slug):
 * the hero with the product's picture and the price call, its sections in
 * order, and the invitation to call or write. Next-step actions live in two
 * places: the hero's buttons (ProductActions) and the closing band's links
 * (the content's `nextStep.links`).
 *
 * The owner's photos of the product (`photos`, in the owner's order) take
 * the drawing's place: the first in the hero, the others under "Photos"
 * below it. Without photos the page keeps its drawing.
 */
export function ProductPage({ content, photos = [] }: { content: ProductPageContent; photos?: readonly PhotoView[] }) {
  const [first, ...more] = photos;
  return (
    <>
      <PageHero
        eyebrow={content.eyebrow}
        title={content.page.title}
        lead={
          <>
            {content.lead.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {content.badge ? (
              <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-evergreen-100 px-4 py-1.5 text-base font-semibold text-evergreen-900">
                <span aria-hidden="true" className="size-2.5 rounded-full bg-evergreen-600" />
                {content.badge}
              </p>
            ) : null}
          </>
        }
        art={<ProductHeroPicture content={content} photo={first} />}
      >
        <ProductActions quote={quotePrefillForProduct(content.slug)} />
        {isSpecSheetSlug(content.slug) ? (
          <DocumentLink document={specSheets[content.slug]}>Spec sheet</DocumentLink>
        ) : null}
      </PageHero>

      <ProductGallery photos={more} />

      {content.sections.map((section) => (
        <Section
          key={section.id}
          id={section.id}
          title={section.title}
          tone={section.tone}
          intro={section.intro ? <p>{section.intro}</p> : undefined}
        >
          <SectionBody section={section} />
        </Section>
      ))}

      <NextStep
        title={content.nextStep.title}
        emailSubject={content.nextStep.emailSubject}
        links={content.nextStep.links}
      >
        <p>{content.nextStep.text}</p>
      </NextStep>
    </>
  );
}

function SectionBody({ section }: { section: ProductSection }) {
  switch (section.kind) {
    case "figures":
      return <KeyFigures items={section.items} />;
    case "specs":
      return <SpecList items={section.items} />;
    case "ideas":
      return <IdeaCards items={section.items} columns={section.columns} />;
    case "steps":
      return <StepList items={section.items} />;
    case "plan":
      return <PlanFigure layout={section.layout} label={section.label} caption={section.caption} />;
    case "options":
      return <OptionCards items={section.items} columns={section.columns} />;
    case "drawing":
      return (
        <figure className="max-w-4xl rounded-2xl border border-stone-200 bg-white p-3 sm:p-6">
          <Art name={section.picture.name} alt={section.picture.alt} className="h-auto w-full" />
          <figcaption className="mt-3 text-stone-700">{section.caption}</figcaption>
        </figure>
      );
    case "invitation":
      return (
        <div className="flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
          <p className="max-w-2xl text-lg">{section.text}</p>
          <LinkButton to={section.action.to} variant="secondary" className="shrink-0 self-start md:self-auto">
            {section.action.label}
          </LinkButton>
        </div>
      );
  }
}
