import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";

/**
 * Every path of the site, grouped by the layout that frames it. Matching is
 * case-insensitive; server.ts redirects other casings (and /Details, /Story,
 * /Inquiries) to these spellings.
 */
export default [
  // The public site: marketing header and footer (routes/site/layout.tsx).
  layout("routes/site/layout.tsx", { id: "site" }, [
    index("routes/site/home.tsx"),

    // Shop and its product pages
    route("Shop", "routes/site/shop.tsx"),
    route("bedroom", "routes/site/bedroom.tsx"),
    route("Office", "routes/site/office.tsx"),
    route("bathroom", "routes/site/bathroom.tsx"),
    route("Kitchen", "routes/site/kitchen.tsx"),
    route("Paint", "routes/site/paint.tsx"),
    route("Shwag", "routes/site/shwag.tsx"),

    // Information
    route("Specs", "routes/site/specs.tsx"),
    route("Construction", "routes/site/construction.tsx"),
    route("Customize", "routes/site/customize.tsx"),
    route("Delivery", "routes/site/delivery.tsx"),
    route("FAQ", "routes/site/faq.tsx"),
    // The owner's draft of a page, in the site's own frame (console → Pages).
    route("admin/pages/:page/preview", "routes/site/page-preview.tsx"),
    route("Benefits", "routes/site/benefits.tsx"),
    route("story", "routes/site/story.tsx"),
    route("Social", "routes/site/social.tsx"),
    route("Contact", "routes/site/contact.tsx"),
    route("Government", "routes/site/government.tsx"),
    route("Rent", "routes/site/rent.tsx"),

    // Accounts and checkout
    route("SignIn", "routes/account/sign-in.tsx"),
    route("SignOut", "routes/account/sign-out.ts"),
    route("ForgotPassword", "routes/account/forgot-password.tsx"),
    route("ResetPassword", "routes/account/reset-password.tsx"),
    route("Account", "routes/account/account.tsx"),
    route("Checkout", "routes/account/checkout.tsx"),

    // One buyer's private proposal and invoice, by their random tokens
    route("proposal/:token", "routes/buyer/proposal.tsx"),
    route("proposal/:token/pay", "routes/buyer/proposal-pay.tsx"),
    route("proposal/:token/pdf", "routes/buyer/proposal-pdf.ts"),
    route("proposal/:token/photos/:file", "routes/buyer/proposal-photo.ts"),
    route("change-order/:token", "routes/buyer/change-order.tsx"),
    route("invoice/:token", "routes/buyer/invoice.tsx"),
    route("invoice/:token/pay", "routes/buyer/invoice-pay.tsx"),
    route("invoice/:token/pdf", "routes/buyer/invoice-pdf.ts"),
    route("invoice/:token/credit/:number", "routes/buyer/credit-note.tsx"),
    route("invoice/:token/credit/:number/pdf", "routes/buyer/credit-note-pdf.ts"),

    route("*", "routes/site/not-found.tsx"),
  ]),

  // The owner's console: its own frame, admins only (routes/admin/layout.tsx).
  ...prefix("admin", [
    layout("routes/admin/layout.tsx", { id: "admin" }, [
      index("routes/admin/overview.tsx"),
      route("orders", "routes/admin/orders.tsx"),
      route("orders.csv", "routes/admin/orders-csv.ts"),
      route("orders/:orderId", "routes/admin/order.tsx"),
      route("email", "routes/admin/email.tsx"),
      route("email/:id", "routes/admin/email-message.tsx"),
      route("people", "routes/admin/people.tsx"),
      route("activity", "routes/admin/activity.tsx"),
      route("quote-requests", "routes/admin/quote-requests.tsx"),
      route("quote-requests.csv", "routes/admin/quote-requests-csv.ts"),
      route("quote-requests/:reference", "routes/admin/quote-request.tsx"),
      route("proposals", "routes/admin/proposals.tsx"),
      route("proposals.csv", "routes/admin/proposals-csv.ts"),
      route("proposals/:proposalId", "routes/admin/proposal.tsx"),
      route("proposals/:proposalId/change-orders", "routes/admin/change-orders.tsx"),
      route("invoices", "routes/admin/invoices.tsx"),
      route("payments", "routes/admin/payments.tsx"),
      route("receivables", "routes/admin/receivables.tsx"),
      route("receivables/:buyer/statement", "routes/admin/statement.tsx"),
      route("receivables/:buyer/statement.pdf", "routes/admin/statement-pdf.ts"),
      route("tax/rates", "routes/admin/tax-rates.tsx"),
      route("documents", "routes/admin/documents.tsx"),
      route("documents/versions/:versionId", "routes/admin/document-version.ts"),
      route("production", "routes/admin/production.tsx"),
      route("production/photos/:file", "routes/admin/production-photo.ts"),
      route("production/:proposalId/build-sheet", "routes/admin/build-sheet.tsx"),
      route("production/:proposalId/build-sheet.pdf", "routes/admin/build-sheet-pdf.ts"),
      route("rentals", "routes/admin/rentals.tsx"),
      route("rentals/agreements/:reference", "routes/admin/rental-agreement.tsx"),
      route("rentals/returns", "routes/admin/rental-returns.tsx"),
      route("rentals/returns/photos/:file", "routes/admin/rental-return-photo.ts"),
      route("tax", "routes/admin/tax.tsx"),
      route("tax.csv", "routes/admin/tax-csv.ts"),
      route("tax.pdf", "routes/admin/tax-pdf.ts"),
      route("insights", "routes/admin/insights.tsx"),
      route("insights.csv", "routes/admin/insights-csv.ts"),
      route("products", "routes/admin/products.tsx"),
      route("products/new", "routes/admin/product-new.tsx"),
      route("products/:productId", "routes/admin/product-edit.tsx"),
      route("products/:productId/photos", "routes/admin/product-photos.tsx"),
      route("products/categories/:categoryId", "routes/admin/category-edit.tsx"),
      route("pages", "routes/admin/pages.tsx"),
      route("pages/:page", "routes/admin/page-edit.tsx"),
      route("pages/:page/widths", "routes/admin/page-preview-widths.tsx"),
      route("*", "routes/admin/not-found.tsx"),
    ]),
  ]),

  // JSON and webhook resources
  route(".netlify/functions/createPaymentIntent", "routes/api/create-payment-intent.ts"),
  ...prefix("api", [
    route("auth/*", "routes/api/auth.$.ts"),
    route("payments/test/confirm", "routes/api/payments.test-confirm.ts"),
    route("payments/test/bank-transfer", "routes/api/payments.test-bank-transfer.ts"),
    route("stripe/webhook", "routes/api/stripe.webhook.ts"),
    route("categories", "routes/api/categories.ts"),
    route("collections", "routes/api/collections.ts"),
    route("delivery-quote", "routes/api/delivery-quote.ts"),
    route("*", "routes/api/not-found.ts"),
  ]),

  // Documents made on the server (app/server/pdf/), stated in app/content/documents/documents.ts
  route("spec-sheets/bedroom-nestz.pdf", "routes/documents/bedroom-spec-sheet.ts"),
  route("spec-sheets/office-nestz.pdf", "routes/documents/office-spec-sheet.ts"),
  route("Government/capability-summary.pdf", "routes/documents/capability-summary.ts"),

  // The owner's product photos, from the database by content-addressed name (app/server/photos/)
  route("photos/:file", "routes/photos/photo-file.ts"),

  // For search engines and browsers
  route("images/:file", "routes/seo/images.$file.tsx"),
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("robots.txt", "routes/seo/robots.ts"),
  route("favicon.ico", "routes/seo/favicon.ts"),
] satisfies RouteConfig;
