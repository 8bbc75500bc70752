import { NextStep } from "#app/components/page/next-step";
import { PageHero } from "#app/components/page/page-hero";
import { pageInfo } from "#app/content/pages";
import { metaFor } from "#app/content/seo";

const page = pageInfo("/Specs");

export const meta = metaFor(page);

export default function SpecsPage() {
  return (
    <>
      <PageHero title={page.title} lead={<p>{page.description}</p>} />
      <NextStep />
    </>
  );
}
