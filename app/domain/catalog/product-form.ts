import type { Cents } from "#app/domain/common/money";
import { z } from "#app/domain/common/zod";
import { siteLinkProblem } from "#app/domain/site/site-link";

import { slugify } from "./slug";

/** The most a product may cost: $1,000,000.00. */
export const PRICE_MAX_CENTS = 100_000_000;
/** Card payments below this are refused by the payment networks, so nothing cheaper is sold online. */
export const MIN_CARD_PAYMENT_CENTS = 50;
export const NAME_MAX_LENGTH = 120;
export const DESCRIPTION_MAX_LENGTH = 1_000;
export const CATEGORY_TITLE_MAX_LENGTH = 60;

export const PRODUCT_STATUSES = ["available", "coming_later"] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** What the shop shows of a product and the owner edits: the same in the catalog and the console. */
export interface ProductDetails {
  name: string;
  description: string;
  priceCents: Cents | null;
  imageUrl: string;
  linkUrl: string;
  status: ProductStatus;
  purchasable: boolean;
}
export const statusLabels: Record<ProductStatus, string> = { available: "Available", coming_later: "Coming later" };

const UNREADABLE = "That form could not be read. Please reload the page and try again.";

export type PriceResult = { ok: true; cents: Cents | null } | { ok: false; message: string };

/**
 * Reads a price typed in dollars into integer cents, digit by digit (never
 * through floating point, so "19.99" is exactly 1999). Accepts "$1,250.50",
 * "1250.5" and "12."; an empty price, or the words "Call for Price", mean
 * Call for Price (null). Messages name the field.
 */
export function parsePrice(input: string): PriceResult {
  const text = input.trim();
  if (text === "" || /^call\s+for\s+price$/i.test(text)) return { ok: true, cents: null };
  if (/^(\$\s*)?[-\u2212(]/.test(text))
    return { ok: false, message: "Price: can't be below zero. Leave it empty for Call for Price." };
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?$/.exec(text);
  const whole = match?.[1]?.replace(/,/g, "") ?? "";
  const fraction = match?.[2];
  if (!match || (whole === "" && !fraction)) {
    return {
      ok: false,
      message: "Price: enter an amount in dollars, like 19.99, or leave it empty for Call for Price.",
    };
  }
  if (fraction !== undefined && fraction.length > 2) {
    return { ok: false, message: "Price: use at most two digits after the point, like 19.99." };
  }
  // Seven digits reach $9,999,999; anything longer is over the limit without being read as a number.
  const cents =
    whole.replace(/^0+(?=\d)/, "").length > 7
      ? Infinity
      : Number(whole || "0") * 100 + Number((fraction ?? "").padEnd(2, "0"));
  if (cents > PRICE_MAX_CENTS)
    return { ok: false, message: "Price: the most a product can cost here is $1,000,000.00." };
  return { ok: true, cents };
}

/** Cents as the Price field shows them: "19.99", "1.00"; empty for Call for Price. */
export function priceInputText(cents: Cents | null): string {
  if (cents === null) return "";
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

/** A name's text, trimmed, that can become a slug (a letter or a digit in it). */
const nameField = (label: string, max: number) =>
  z
    .string({ error: `${label}: please enter a name.` })
    .trim()
    .min(1, `${label}: please enter a name.`)
    .max(max, `${label}: keep it under ${max.toLocaleString("en-US")} characters.`)
    .refine((value) => value === "" || slugify(value) !== "", `${label}: include at least one letter or number.`);

const linkField = (label: string, example: string) =>
  z
    .string({ error: `${label}: please enter an address, like ${example}.` })
    .trim()
    .min(1, `${label}: please enter an address, like ${example}.`)
    .transform((value, ctx) => {
      const problem = siteLinkProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: `${label}: ${problem}` });
      return value;
    });

export const versionField = z
  .string({ error: UNREADABLE })
  .regex(/^\d{1,9}$/, UNREADABLE)
  .transform(Number);

/** A database id from a form or an address: a positive number in PostgreSQL's integer range. */
export function parseId(value: string | undefined | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

const productFields = {
  name: nameField("Name", NAME_MAX_LENGTH),
  categoryId: z.string({ error: "Category: choose a category." }).transform((value, ctx) => {
    const id = parseId(value);
    if (id === null) ctx.addIssue({ code: "custom", message: "Category: choose a category." });
    return id ?? 0;
  }),
  description: z
    .string()
    .optional()
    .transform((value) => (value ?? "").trim())
    .pipe(
      z
        .string()
        .max(
          DESCRIPTION_MAX_LENGTH,
          `Description: keep it under ${DESCRIPTION_MAX_LENGTH.toLocaleString("en-US")} characters.`,
        ),
    ),
  price: z
    .string()
    .optional()
    .transform((value, ctx): Cents | null => {
      const parsed = parsePrice(value ?? "");
      if (parsed.ok) return parsed.cents;
      ctx.addIssue({ code: "custom", message: parsed.message });
      return z.NEVER;
    }),
  imageUrl: linkField("Image URL", "/images/sticker.svg"),
  linkUrl: linkField("Link", "/Shwag"),
  status: z.enum(PRODUCT_STATUSES, { error: "Status: choose Available or Coming later." }),
  // A checkbox: present ("on") when ticked, absent otherwise.
  purchasable: z
    .string()
    .optional()
    .transform((value) => value === "on" || value === "true"),
};

/**
 * The rules the database also holds (products_purchasable_has_price), said
 * beside the Purchasable box: something sold online has a price, can be had
 * today, and costs at least what a card payment can be.
 */
function purchasableRules(data: { price: unknown; status: unknown; purchasable: unknown }, ctx: z.RefinementCtx): void {
  if (data.purchasable !== true) return;
  const issue = (message: string) => ctx.addIssue({ code: "custom", path: ["purchasable"], message });
  if (data.price === null) {
    issue("Purchasable: a product sold online needs a price. Enter one, or untick Purchasable to keep Call for Price.");
  } else if (typeof data.price === "number" && data.price < MIN_CARD_PAYMENT_CENTS) {
    issue("Purchasable: card payments start at $0.50. Raise the price, or untick Purchasable.");
  }
  if (data.status === "coming_later") {
    issue(
      "Purchasable: a product that is coming later can't be bought yet. Set Status to Available, or untick Purchasable.",
    );
  }
}

// Checked even when another field is wrong, so every message shows at once; a price that
// could not be read arrives here as no number and leaves the price's own message to speak.
const purchasableCheck = z.superRefine(purchasableRules, { when: () => true });

/** The console's product form when adding a product. */
export const newProductForm = z.object(productFields).check(purchasableCheck);

/** The console's product form when editing: the same, and the version it was opened at. */
export const editProductForm = z.object({ ...productFields, version: versionField }).check(purchasableCheck);

export type ProductInput = z.infer<typeof newProductForm>;
export type ProductFieldName = keyof typeof productFields;

/** The form's fields as typed (strings), to show them again with their messages. */
export interface ProductFormValues {
  name: string;
  categoryId: string;
  description: string;
  price: string;
  imageUrl: string;
  linkUrl: string;
  status: string;
  purchasable: boolean;
}

export const productFieldNames = [
  "name",
  "categoryId",
  "description",
  "price",
  "imageUrl",
  "linkUrl",
  "status",
  "purchasable",
] as const;

/** What each field is called on the form, for messages that list fields. */
export const productFieldLabels: Record<ProductFieldName, string> = {
  name: "Name",
  categoryId: "Category",
  description: "Description",
  price: "Price",
  imageUrl: "Image URL",
  linkUrl: "Link",
  status: "Status",
  purchasable: "Purchasable",
};

/** The console's category form (add or rename). */
export const categoryForm = z.object({ title: nameField("Category name", CATEGORY_TITLE_MAX_LENGTH) });
export const editCategoryForm = z.object({
  title: nameField("Category name", CATEGORY_TITLE_MAX_LENGTH),
  version: versionField,
});
