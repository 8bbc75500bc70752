import type { ContentDesign } from "#app/domain/site-words/content-design";

/**
 * The Contact page: how to reach us and what we help with, the quote form's
 * introduction, and what to know before calling. The phone number, the email
 * address, the buttons and the quote form itself are the site's.
 */
export const contactDesign: ContentDesign = {
  title: "Contact",
  path: "/Contact",
  lead: "How to reach a real person, what we can help with and the words around the quote form.",
  heroLead:
    "A paragraph beside the drawing of a telephone; the live sentences on homes ready, the next build slot and free rental months follow it.",
  siteFacts: {
    "legal name": "The business's legal name, as the site is set up to show it",
    "email subject": "The subject the email button fills in",
  },
  parts: [
    {
      id: "reach-us",
      label: "Reach us: the note under the phone number, the email address and their buttons",
      heading: true,
      intro: "required",
      items: null,
    },
    {
      id: "help",
      label: "What we can help with, beside the phone number",
      heading: true,
      intro: "none",
      items: { label: "Topic", min: 1, max: 8, title: true, text: "required", link: false },
    },
    {
      id: "quote",
      label: "Above the quote form (the form's own fields are the site's)",
      heading: true,
      intro: "required",
      items: null,
    },
    {
      id: "before-you-call",
      label: "Good to know before you call, above the buttons to Specs, Delivery, FAQ and Government",
      heading: true,
      intro: "required",
      items: null,
    },
  ],
};
