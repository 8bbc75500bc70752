/**
 * How the Activity page words an audit entry. Actions are `subject.verb`
 * (`product.updated`); the ones known here read as sentences, and any other
 * (a section added later) still reads plainly.
 */

const ACTIONS: Record<string, string> = {
  "settings.updated": "Changed the figures the site states",
  "email.retried": "Put a failed email back in the queue",
  "person.admin-granted": "Gave the admin role",
  "person.admin-revoked": "Removed the admin role",
  "product.created": "Added a product",
  "product.updated": "Changed a product",
  "product.moved": "Moved a product in the shop's order",
  "product.photo_added": "Added a photo of the product",
  "product.photo_described": "Changed a photo's description",
  "product.photo_moved": "Moved a photo in the product's order",
  "product.photo_removed": "Removed a photo of the product",
  "category.created": "Added a category",
  "category.updated": "Changed a category",
  "category.moved": "Moved a category in the shop's order",
  "order.fulfilled": "Marked fulfilled",
  "order.refund_refused": "Tried a refund, which the payment provider refused",
  "order.refunded": "Refunded in full",
  "quote-request.noted": "Added a private note",
  "quote-request.status-changed": "Changed the request's status",
  "quote-request.papers-sent": "Sent the papers asked for",
  "rental.booked": "Booked a rental unit",
  "rental.booking-cancelled": "Cancelled a rental booking",
  "rental.unit-added": "Added a rental unit",
  "rental.unit-archived": "Retired a rental unit",
  "rental.unit-renamed": "Renamed a rental unit",
  "rental.unit-restored": "Brought back a rental unit",
  "rental.unit-moved": "Moved a rental unit",
  "rental.unit-papers-changed": "Corrected a rental unit's model or papers",
  "rental.unit-out-for-repair": "Put a rental unit out for repair",
  "rental.unit-back-from-repair": "Brought a rental unit back from repair",
  "rental.rates-saved": "Saved a model's rental rates",
  "proposal.rental-terms-saved": "Saved a rental proposal's dates, units and terms",
  "rental.booked-by-acceptance": "Booked the units of an accepted rental",
  "rental.inspected": "Recorded a rental unit's return inspection",
  "rental.deposit-settled": "Settled a rental's security deposit after its return",
  "rental.deposit-refunded": "Refunded a rental's security deposit",
  "rental.deposit-refund-refused": "Tried to refund a rental's security deposit; the payment provider refused",
  "rental.turned-into-purchase": "Turned a rental into a purchase proposal",
  "proposal.drafted": "Started a proposal draft",
  "proposal.revised": "Started a revision of the proposal",
  "proposal.draft-saved": "Saved the proposal draft",
  "proposal.sent": "Sent the proposal to the buyer",
  "proposal.viewed": "The buyer opened the proposal",
  "proposal.accepted": "The buyer accepted the proposal",
  "proposal.declined": "The buyer declined the proposal",
  "proposal.deposit-paid": "The deposit was paid by card",
  "proposal.withdrawn": "Withdrew the proposal",
  "proposal.delivery-recorded": "Recorded the delivery outside Washington",
  "proposal.purchase-order": "The buyer answered with a purchase order",
  "change-order.drafted": "Drafted a change order",
  "change-order.saved": "Saved the change order draft",
  "change-order.sent": "Sent a change order to the buyer",
  "change-order.withdrawn": "Withdrew a change order",
  "change-order.accepted": "The buyer accepted a change order",
  "change-order.declined": "The buyer declined a change order",
  "production.weekly-rate-set": "Set the homes the workshop finishes a week",
  "production.stage-reached": "Marked a home's build stage reached",
  "production.delivery-day-set": "Opened or changed a delivery day",
  "production.delivery-booked": "The buyer booked a delivery day",
  "production.delivery-moved": "Moved a home's delivery day",
  "production.delivered": "Recorded a home delivered",
  "production.build-note-set": "Changed a home's note on the build sheet",
  "production.photo-removed": "Removed a photo of a home's build or delivery",
  "document.created": "Added a document",
  "document.replaced": "Replaced a document's file",
  "document.updated": "Changed a document's details",
  "document.removed": "Removed a document",
  "document.restored": "Restored a removed document",
  "invoice.issued": "Issued an invoice",
  "invoice.paid-by-card": "The invoice was paid by card",
  "invoice.payment-recorded": "Recorded a payment on the invoice",
  "invoice.reminded": "Sent a payment reminder",
  "invoice.reminders-paused": "Paused the invoice's reminders",
  "invoice.reminders-resumed": "Resumed the invoice's reminders",
  "invoice.voided": "Voided the invoice",
  "invoice.reissued": "Issued a voided stage's invoice again",
  "invoice.credit-applied": "Used the buyer's credit towards the invoice",
  "invoice.credited": "Issued a credit note on the invoice",
  "payment.applied": "Applied held money to an open invoice",
  "payment.held": "Held money that paid nothing, for the owner to settle",
  "bank-transfer.simulated": "Simulated a bank transfer from the buyer (test payments)",
  "buyer.credit-from-transfer": "Kept an overpaid transfer as the buyer's credit",
  "page.draft-saved": "Saved a page's draft",
  "page.published": "Published a page's words",
  "page.scheduled": "Scheduled a page's words to publish",
  "page.schedule-cancelled": "Called off a page's scheduled publish",
  "page.reverted": "Restored an earlier version of a page",
};

const SUBJECT_TYPES: Record<string, string> = {
  settings: "Site figures",
  email: "Email",
  person: "People",
  product: "Products",
  category: "Categories",
  order: "Orders",
  quoteRequest: "Quote requests",
  rental: "Rentals",
  page: "Pages",
  "rental-rates": "Rental rates",
};

const words = (text: string) =>
  text
    .replace(/[._-]+/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .trim();
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Gave the admin role"; an unknown `product.archived` reads "Product archived". Every history in the console words actions here. */
export function describeAction(action: string): string {
  return ACTIONS[action] ?? sentence(words(action));
}

/** Whether an action has words of its own (a test holds every action the code records to this). */
export function hasOwnWording(action: string): boolean {
  return action in ACTIONS;
}

/** The name of a kind of subject, for the filter: "People", "Site figures"; unknown ones in plain words. */
export function subjectTypeLabel(subjectType: string): string {
  return SUBJECT_TYPES[subjectType] ?? sentence(words(subjectType));
}

/** What a subject filter may be: a lower-case word, as recordChange callers write them. */
export const SUBJECT_TYPE_PATTERN = /^[a-z][a-z0-9-]{0,39}$/;
