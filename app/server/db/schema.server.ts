/** Every table of the app, one module per domain; drizzle-kit reads this file. */
export * from "./auth-schema.server";
export * from "./bank-transfers-schema.server";
export * from "./billing-schema.server";
export * from "./catalog-schema.server";
export * from "./console-schema.server";
export * from "./credit-notes-schema.server";
export * from "./documents-schema.server";
export * from "./insights-schema.server";
export * from "./orders-schema.server";
export * from "./outbox-schema.server";
export * from "./photos-schema.server";
export * from "./production-schema.server";
export * from "./proposals-schema.server";
export * from "./quote-requests-schema.server";
export * from "./reminders-schema.server";
export * from "./site-words-schema.server";
export * from "./tax-rates-schema.server";
