import type { ContentWords } from "#app/domain/site-words/blocks";

import { pageInfo } from "./pages";

/**
 * The company's social profiles. The handles follow the brand's nestz.life
 * name; confirm each with the owner before launch.
 */
export const socialNetworks = [
  { id: "x", name: "X (Twitter)", url: "https://x.com/nestzlife" },
  { id: "facebook", name: "Facebook", url: "https://www.facebook.com/nestzlife" },
  { id: "instagram", name: "Instagram", url: "https://www.instagram.com/nestz.life" },
  { id: "linkedin", name: "LinkedIn", url: "https://www.linkedin.com/company/nestz" },
  { id: "pinterest", name: "Pinterest", url: "https://www.pinterest.com/nestzlife" },
] as const;

export type SocialNetworkId = (typeof socialNetworks)[number]["id"];

export const hashtag = "#Nestz";

const page = pageInfo("/Social");

const paragraph = (text: string) => [{ kind: "paragraph" as const, text }];
const titled = (title: string, text = "") => ({ title, text: text ? paragraph(text) : [], link: null });

/**
 * The Social page's starting words (its design: `designs/social.ts`). Facts in
 * braces are filled in from code, the tag and the channels among them.
 */
export const socialWords: ContentWords = {
  seo: { title: page.title, description: page.description },
  hero: {
    eyebrow: "Social",
    title: "Nestz life: little space, big living",
    lead: "How would you use a Nestz? Show us. Share photos of your space, tag them {hashtag}, and follow along on {social channels} for builds, deliveries and ideas from other owners.",
  },
  parts: [
    {
      id: "feed",
      heading: "Posts tagged {hashtag}",
      intro: paragraph("Posts tagged {hashtag} may be featured here. The feed loads when you reach it."),
      items: [],
    },
    {
      id: "share",
      heading: "Share yours with {hashtag}",
      intro: paragraph("Owners share their spaces with {hashtag}. Add yours and we may feature it on our channels."),
      items: [],
    },
    {
      id: "steps",
      heading: "Be part of the feed",
      intro: [],
      items: [
        titled("Snap your space", "Morning light in the guest room, the desk by the window, the porch at dusk."),
        titled("Tag it {hashtag}", "Post it on your favorite network and add the tag so we can find it."),
        titled("Get featured", "We share our favorites here and on our channels, with credit to you."),
      ],
    },
    { id: "follow", heading: "Follow along", intro: [], items: [] },
    {
      id: "ideas",
      heading: "A few ideas to borrow",
      intro: [],
      items: [
        titled("A guest room with its own door"),
        titled("A studio that smells of paint and coffee"),
        titled("A quiet office at the end of the garden"),
        titled("A rental that pays its own way"),
        titled("A retreat for reading and rain"),
        titled("A workshop for the next big project"),
      ],
    },
    { id: "next", heading: "Have a use we haven't thought of?", intro: [], items: [] },
  ],
};
