/** The console's sections, in the order its navigation lists them. */
export const consoleSections = [
  { to: "/admin", label: "Overview", end: true },
  { to: "/admin/products", label: "Products", end: false },
  { to: "/admin/pages", label: "Pages", end: false },
  { to: "/admin/orders", label: "Orders", end: false },
  { to: "/admin/quote-requests", label: "Quote requests", end: false },
  { to: "/admin/proposals", label: "Proposals", end: false },
  { to: "/admin/invoices", label: "Invoices", end: false },
  { to: "/admin/payments", label: "Payments", end: false },
  { to: "/admin/receivables", label: "Receivables", end: false },
  { to: "/admin/tax", label: "Tax", end: false },
  { to: "/admin/documents", label: "Documents", end: false },
  { to: "/admin/rentals", label: "Rentals", end: false },
  { to: "/admin/insights", label: "Insights", end: false },
  { to: "/admin/email", label: "Email", end: false },
  { to: "/admin/people", label: "People", end: false },
  { to: "/admin/activity", label: "Activity", end: false },
] as const;
