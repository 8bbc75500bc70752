import type { ContentDesign } from "#app/domain/site-words/content-design";

/** The Social page: the feed (or, without one, the invitation to share), the ways to share and follow, ideas, the close. */
export const socialDesign: ContentDesign = {
  title: "Social",
  path: "/Social",
  lead: "The invitation to share photos of a Nestz with the tag, the channels to follow and a few ideas to borrow.",
  heroLead: "A paragraph beside the drawing of a Nestz.",
  parts: [
    {
      id: "feed",
      label: "Over the feed of posts, when the site shows one",
      heading: true,
      intro: "required",
      items: null,
    },
    {
      id: "share",
      label: "In the feed's place, when the site shows no feed",
      heading: true,
      intro: "required",
      items: null,
    },
    {
      id: "steps",
      label: "Steps to be part of the feed (shown when no posts are)",
      heading: true,
      intro: "none",
      items: { label: "Step", min: 2, max: 6, title: true, text: "required", link: false },
    },
    {
      id: "follow",
      label: "Heading over the buttons to our channels",
      heading: true,
      intro: "none",
      items: null,
    },
    {
      id: "ideas",
      label: "Ideas to borrow, each on its own card",
      heading: true,
      intro: "none",
      items: { label: "Suggestion", min: 1, max: 12, title: true, text: "none", link: false },
    },
    { id: "next", label: "The closing invitation to call or write", heading: true, intro: "none", items: null },
  ],
};
