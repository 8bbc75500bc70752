import { bathroom, delivery, electrical, finishes, kitchen, models } from "#app/content/facts";
import type { RoutePath } from "#app/content/paths";
import { formatCentsShort } from "#app/domain/common/money";

/**
 * Every page of the site: its canonical path (the spec's casing), how it is
 * rendered, and what search engines and link previews say about it.
 */
export interface PageInfo {
  path: RoutePath;
  /** The part of the <title> before " | Nestz". */
  title: string;
  description: string;
  /** Rendered to HTML at build time and served as a file to guests. */
  prerender: boolean;
  /** Listed in sitemap.xml. */
  indexed: boolean;
}

const page = <Path extends RoutePath>(
  path: Path,
  title: string,
  description: string,
  options: Partial<Pick<PageInfo, "prerender" | "indexed">> = {},
): PageInfo & { path: Path } => ({ path, title, description, prerender: true, indexed: true, ...options });

export const pages = [
  page(
    "/",
    "Tiny homes built and delivered in the Pacific Northwest",
    "Nestz builds move-in-ready 8' x 20' modular tiny homes in Washington and delivers them across Oregon and Washington. Guest rooms, offices, ADUs and micro-housing. Call for price.",
  ),
  page(
    "/Shop",
    "Shop homes, options and shwag",
    "Browse the Bedroom and Office Nestz, the bathroom, kitchen and custom paint options, and Nestz shwag. Homes are priced by phone: call for price.",
    { prerender: false },
  ),
  page(
    "/bedroom",
    "Bedroom Nestz",
    `The Bedroom Nestz: an insulated sleeping room with its own bathroom and shower, ${models.bedroom.lights} lights, ${electrical.outlets} outlets and ${electrical.amps} amp service, ready the day it arrives. You bring the bed.`,
  ),
  page(
    "/Office",
    "Office Nestz",
    "The Office Nestz is the base unit: a bright, insulated steel room with a half bath, ready to be an office, studio, retreat or hobby den.",
  ),
  page(
    "/bathroom",
    "Bathroom option",
    `A private ${bathroom.roomFt.width} ft x ${bathroom.roomFt.length} ft bathroom with a macerating toilet, hand-wash sink, ${bathroom.showerIn.width}" x ${bathroom.showerIn.length}" shower and on-demand hot water. Standard in the Bedroom Nestz; leave it out for more room.`,
  ),
  page(
    "/Kitchen",
    "Kitchen option",
    `A compact ${kitchen.widthIn}" kitchenette with a two-burner ceramic cooktop, sink, refrigerator and freezer, wired and ready in your Nestz.`,
  ),
  page(
    "/Paint",
    "Custom paint option",
    `Every Nestz is built to order, so it can arrive in any ${finishes.paintPalette} color you choose, with the bathroom and the main room in different colors if you like.`,
  ),
  page(
    "/Shwag",
    "Shwag: stickers, shirts and hats",
    "Nestz stickers for a dollar, with shirts and hats on the way. Show some love for tiny living.",
    { prerender: false },
  ),
  page(
    "/Specs",
    "Specs and floor plans",
    "Dimensions, insulation, windows, electrical, plumbing and options for every Nestz, with to-scale floor plans of the Bedroom and Office models.",
  ),
  page(
    "/Construction",
    "How a Nestz is built",
    "Follow a Nestz through our Skamania County workshop: steel frame, insulated walls, windows, bathroom, wiring, heat and siding, step by step.",
  ),
  page(
    "/Customize",
    "Customize your Nestz",
    "Paint, bathroom, kitchen, heat, cooling and modular layouts: join or stack units to make the space you need.",
  ),
  page(
    "/Delivery",
    "Delivery in Washington and Oregon",
    `A flat ${formatCentsShort(delivery.flatFeeCents)} delivery within ${delivery.flatRadiusMiles} miles of PDX, then ${formatCentsShort(delivery.perMileCents)} for each mile past the first ${delivery.flatRadiusMiles}. We place your Nestz where our forklift can reach, in Washington and Oregon.`,
  ),
  page(
    "/FAQ",
    "Frequently asked questions",
    "Can a Nestz be a home? How do units join, what foundation and utilities do they need, and what code are they built to? Answers here.",
  ),
  page(
    "/Benefits",
    "Why a Nestz",
    "Affordable, quick, movable and expandable: why a modular Nestz beats a slow, costly build for an extra room, rental or office.",
  ),
  page(
    "/story",
    "Our story",
    "Two Pacific Northwest founders, a blocked dream home, a rainy night on a Hawaiian lava lot, and the modular homes that came out of it.",
  ),
  page(
    "/Social",
    "Nestz life: share your space",
    "See how people use their Nestz, share your own with #Nestz, and follow us on social media.",
  ),
  page(
    "/Contact",
    "Contact us",
    "Call or email Nestz for prices, delivery dates and visits. A family-run business in Portland, Oregon.",
  ),
  page(
    "/Government",
    "For cities, agencies, tribes and nonprofits",
    "How public buyers buy Nestz homes: dated written quotes, purchase orders, net-30 invoices, sales tax as the law sets it, delivery across Washington and Oregon, units ready now, and our capability summary.",
  ),
  page(
    "/Rent",
    "Rent a Nestz",
    "Rent a Bedroom or Office Nestz by the day, week or month: rates from the rate card, which months have a unit free, delivery and pick-up by us, and the rental request.",
  ),
  page("/SignIn", "Sign in", "Sign in to your Nestz account or create one.", {
    prerender: false,
    indexed: false,
  }),
  page("/ForgotPassword", "Forgot your password", "Get a link to choose a new password for your Nestz account.", {
    prerender: false,
    indexed: false,
  }),
  page("/ResetPassword", "Choose a new password", "Choose a new password for your Nestz account.", {
    prerender: false,
    indexed: false,
  }),
  page("/Account", "Your account", "Your Nestz account: your details and your orders.", {
    prerender: false,
    indexed: false,
  }),
  page("/Checkout", "Checkout", "Review your cart and pay securely.", {
    prerender: false,
    indexed: false,
  }),
] as const satisfies readonly PageInfo[];

export type PagePath = (typeof pages)[number]["path"];

export function pageInfo(path: PagePath): PageInfo {
  const found = pages.find((candidate) => candidate.path === path);
  if (!found) throw new Error(`No page registered at ${path}`);
  return found;
}

/** The page registered at `path`, if there is one (an address read from data, such as a page design's). */
export function findPageInfo(path: string): PageInfo | undefined {
  return pages.find((candidate) => candidate.path === path);
}

export const prerenderedPaths: RoutePath[] = pages
  .filter((candidate) => candidate.prerender)
  .map((candidate) => candidate.path);

/**
 * Pages rendered at each request (read from the database, or answering a
 * form's post) that still ship HTML and islands, not the whole app (their
 * routes' `handle = contentPage`): the shop's, signing in and resetting a
 * password, and the checkout (docs/decisions/0043, 0044, 0046). The buyer's
 * own page is one too, listed apart below.
 */
export const perRequestContentPaths = [
  "/Shop",
  "/Shwag",
  "/SignIn",
  "/ForgotPassword",
  "/ResetPassword",
  "/Checkout",
] as const satisfies readonly RoutePath[];

/**
 * Per-request pages of HTML and islands that only a signed-in buyer sees (a
 * guest is sent to sign in): tested and measured signed in, against their own
 * goals (docs/decisions/0049).
 */
export const signedInContentPaths = ["/Account"] as const satisfies readonly RoutePath[];

/**
 * The per-request pages a guest sees the same as every other guest until the
 * catalog or the owner's facts change: kept rendered for guests
 * (docs/decisions/0045).
 */
export const catalogPagePaths = [
  "/Shop",
  "/Shwag",
] as const satisfies readonly (typeof perRequestContentPaths)[number][];
