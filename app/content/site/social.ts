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
