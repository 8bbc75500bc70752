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
};

const words = (text: string) =>
  text
    .replace(/[._-]+/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .trim();
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Gave the admin role"; an unknown `product.archived` reads "Product archived". */
export function describeAction(action: string): string {
  return ACTIONS[action] ?? sentence(words(action));
}

/** The name of a kind of subject, for the filter: "People", "Site figures"; unknown ones in plain words. */
export function subjectTypeLabel(subjectType: string): string {
  return SUBJECT_TYPES[subjectType] ?? sentence(words(subjectType));
}

/** What a subject filter may be: a lower-case word, as recordChange callers write them. */
export const SUBJECT_TYPE_PATTERN = /^[a-z][a-z0-9-]{0,39}$/;
