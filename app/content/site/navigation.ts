import type { PageLink } from "#app/content/paths";

/** The top navigation on wide screens, in the order the spec gives. */
export const primaryNav: PageLink[] = [
  { label: "SHOP", to: "/Shop" },
  { label: "F.A.Q.", to: "/FAQ" },
  { label: "DETAILS", to: "/Specs" },
  { label: "DELIVERY", to: "/Delivery" },
  { label: "STORY", to: "/story" },
  { label: "SOCIAL", to: "/Social" },
  { label: "CONTACT", to: "/Contact" },
];

/** The mobile menu: the same pages plus Rent, Inquiries and Customize. */
export const mobileNav: PageLink[] = [
  { label: "SHOP", to: "/Shop" },
  { label: "RENT", to: "/Rent" },
  { label: "F.A.Q.", to: "/FAQ" },
  { label: "STORY", to: "/story" },
  { label: "SOCIAL", to: "/Social" },
  { label: "INQUIRIES", to: "/Contact" },
  { label: "DETAILS", to: "/Specs" },
  { label: "DELIVERY", to: "/Delivery" },
  { label: "CUSTOMIZE", to: "/Customize" },
  { label: "CONTACT", to: "/Contact" },
];

export const signInLink: PageLink = { label: "SIGN IN", to: "/SignIn" };
export const signOutLabel = "SIGN OUT";

/** The footer's columns. /Details, /Story and /Inquiries are the spec's own links. */
export const footerColumns: { heading: string; links: PageLink[] }[] = [
  {
    heading: "Homes",
    links: [
      { label: "Shop", to: "/Shop" },
      { label: "Rent one", to: "/Rent" },
      { label: "Details", to: "/Details" },
      { label: "Customize", to: "/Customize" },
      { label: "Delivery", to: "/Delivery" },
    ],
  },
  {
    heading: "Company",
    links: [
      { label: "Our Story", to: "/Story" },
      { label: "Why a Nestz", to: "/Benefits" },
      { label: "How we build", to: "/Construction" },
      { label: "Social", to: "/Social" },
    ],
  },
  {
    heading: "Help",
    links: [
      { label: "FAQ", to: "/FAQ" },
      { label: "Inquiries", to: "/Inquiries" },
      { label: "Public buyers", to: "/Government" },
      { label: "Shwag", to: "/Shwag" },
    ],
  },
];
