import { NextStep } from "#app/components/page/next-step";
import { PageHero } from "#app/components/page/page-hero";
import { pageInfo } from "#app/content/pages";
import { metaFor } from "#app/content/seo";

const page = pageInfo("/Social");

export const meta = metaFor(page);

export default function SocialPage() {
  return (
    <>
      <PageHero title={page.title} lead={<p>{page.description}</p>} />
      <NextStep />
    </>
  );
}
