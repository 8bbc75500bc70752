import { index, route, type RouteConfig } from "@react-router/dev/routes";

/**
 * Every path of the site. Matching is case-insensitive; server.ts redirects
 * other casings (and /Details, /Story, /Inquiries) to these spellings.
 */
export default [
  index("routes/home.tsx"),

  // Shop and its product pages
  route("Shop", "routes/shop.tsx"),
  route("bedroom", "routes/bedroom.tsx"),
  route("Office", "routes/office.tsx"),
  route("bathroom", "routes/bathroom.tsx"),
  route("Kitchen", "routes/kitchen.tsx"),
  route("Paint", "routes/paint.tsx"),
  route("Shwag", "routes/shwag.tsx"),

  // Information
  route("Specs", "routes/specs.tsx"),
  route("Construction", "routes/construction.tsx"),
  route("Customize", "routes/customize.tsx"),
  route("Delivery", "routes/delivery.tsx"),
  route("FAQ", "routes/faq.tsx"),
  route("Benefits", "routes/benefits.tsx"),
  route("story", "routes/story.tsx"),
  route("Social", "routes/social.tsx"),
  route("Contact", "routes/contact.tsx"),

  // Accounts and checkout
  route("SignIn", "routes/sign-in.tsx"),
  route("SignOut", "routes/sign-out.ts"),
  route("ForgotPassword", "routes/forgot-password.tsx"),
  route("ResetPassword", "routes/reset-password.tsx"),
  route("Account", "routes/account.tsx"),
  route("Checkout", "routes/checkout.tsx"),

  // Resources
  route("api/auth/*", "routes/api.auth.$.ts"),
  route(".netlify/functions/createPaymentIntent", "routes/api.create-payment-intent.ts"),
  route("api/payments/test/confirm", "routes/api.payments.test-confirm.ts"),
  route("api/stripe/webhook", "routes/api.stripe.webhook.ts"),
  route("api/categories", "routes/api.categories.ts"),
  route("api/collections", "routes/api.collections.ts"),
  route("api/delivery-quote", "routes/api.delivery-quote.ts"),
  route("api/*", "routes/api.not-found.ts"),
  route("images/:file", "routes/images.$file.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("favicon.ico", "routes/favicon.ts"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
