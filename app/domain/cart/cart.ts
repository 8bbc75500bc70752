/**
 * The cart, as the specification describes it: adding a present item raises
 * its quantity by 1, otherwise adds it with quantity 1; decreasing at 1
 * removes the line, otherwise lowers it by 1; remove deletes the line; the
 * total is the sum of quantity × price. Prices are integer cents.
 *
 * Every function returns a new value and never changes its arguments. When
 * nothing changes, the very same array or state comes back, so callers can
 * skip work with `===`.
 */

export interface CartItem {
  id: number;
  name: string;
  description: string;
  /** Integer cents. */
  priceCents: number;
  imageUrl: string;
  quantity: number;
}

export interface CartState {
  cartItems: CartItem[];
  isCartOpen: boolean;
}

/** What is added: a product, without a quantity. */
export type CartProduct = Omit<CartItem, "quantity">;

/** The most of one item a single order takes (bulk orders go by phone). */
export const MAX_QUANTITY = 99;
/** The most lines a cart holds. */
export const MAX_LINES = 50;

/** Never changed in place (no function here mutates), so it can be shared. */
export const EMPTY_CART: CartState = { cartItems: [], isCartOpen: false };

/** Whether `addItemToCart` would change the cart (false at the quantity or line limit). */
export function canAddItem(cartItems: readonly CartItem[], id: number): boolean {
  const present = cartItems.find((item) => item.id === id);
  return present ? present.quantity < MAX_QUANTITY : cartItems.length < MAX_LINES;
}

export function addItemToCart(cartItems: CartItem[], product: CartProduct): CartItem[] {
  if (!canAddItem(cartItems, product.id)) return cartItems;
  const present = cartItems.some((item) => item.id === product.id);
  if (present) {
    return cartItems.map((item) => (item.id === product.id ? { ...item, quantity: item.quantity + 1 } : item));
  }
  const { id, name, description, priceCents, imageUrl } = product;
  return [...cartItems, { id, name, description, priceCents, imageUrl, quantity: 1 }];
}

/** Lowers the quantity by one; at quantity 1 the line goes. */
export function decreaseItemQuantity(cartItems: CartItem[], id: number): CartItem[] {
  const present = cartItems.find((item) => item.id === id);
  if (!present) return cartItems;
  if (present.quantity <= 1) return removeItemFromCart(cartItems, id);
  return cartItems.map((item) => (item.id === id ? { ...item, quantity: item.quantity - 1 } : item));
}

export function removeItemFromCart(cartItems: CartItem[], id: number): CartItem[] {
  return cartItems.some((item) => item.id === id) ? cartItems.filter((item) => item.id !== id) : cartItems;
}

/** How many things are in the cart (the number on the cart icon). */
export function cartCount(cartItems: readonly CartItem[]): number {
  return cartItems.reduce((sum, item) => sum + item.quantity, 0);
}

/** The sum of quantity × price, in integer cents. */
export function cartTotalCents(cartItems: readonly CartItem[]): number {
  return cartItems.reduce((sum, item) => sum + item.quantity * item.priceCents, 0);
}

export function setCartOpen(state: CartState, isCartOpen: boolean): CartState {
  return state.isCartOpen === isCartOpen ? state : { ...state, isCartOpen };
}

/**
 * The amount the payment is made for, in cents ("total × 100" of the
 * specification, computed from integer cents so no float ever rounds it).
 */
export function paymentAmountCents(cartItems: readonly CartItem[]): number {
  const total = cartTotalCents(cartItems);
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError(`${total} is not a payable number of cents`);
  return total;
}

/** The lines as the payment API takes them: what and how many, never a price. */
export function paymentLines(cartItems: readonly CartItem[]): { id: number; quantity: number }[] {
  return cartItems.map(({ id, quantity }) => ({ id, quantity }));
}

/** What the shop says about a product now (`priceCents` null: it can't be bought online). */
export interface CurrentPrice {
  name: string;
  priceCents: number | null;
}

/**
 * Brings the lines up to date with the shop after it refused a stale price:
 * current names and prices; what can no longer be bought online goes.
 * Returns the same array when nothing changed.
 */
export function applyCurrentPrices(cartItems: CartItem[], current: ReadonlyMap<number, CurrentPrice>): CartItem[] {
  let changed = false;
  const next: CartItem[] = [];
  for (const item of cartItems) {
    const now = current.get(item.id);
    if (!now || now.priceCents === null) {
      changed = true;
      continue;
    }
    if (now.priceCents !== item.priceCents || now.name !== item.name) {
      changed = true;
      next.push({ ...item, name: now.name, priceCents: now.priceCents });
    } else {
      next.push(item);
    }
  }
  return changed ? next : cartItems;
}

// --- What comes back from storage ------------------------------------------

// Checked by hand rather than with a schema library: this runs on every page,
// and a validation library would be most of the page's own JavaScript.

/** A picture of our own: a path on this site, never another origin or a script. */
const LOCAL_IMAGE = /^\/(?!\/)[\w\-./%]*$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isWhole = (value: unknown, min: number, max: number): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;

const isText = (value: unknown, min: number, max: number): value is string =>
  typeof value === "string" && value.trim().length >= min && value.length <= max;

function readItem(raw: unknown): CartItem | null {
  if (!isRecord(raw)) return null;
  const { id, name, description, priceCents, imageUrl, quantity } = raw;
  if (!isWhole(id, 1, 2_147_483_647) || !isText(name, 1, 200) || !isText(description, 0, 2000)) return null;
  if (!isWhole(priceCents, 0, 100_000_000)) return null;
  if (typeof imageUrl !== "string" || imageUrl.length > 500 || !LOCAL_IMAGE.test(imageUrl)) return null;
  if (typeof quantity !== "number" || !Number.isFinite(quantity)) return null;
  return {
    id,
    name: name.trim(),
    description,
    priceCents,
    imageUrl,
    quantity: Math.min(MAX_QUANTITY, Math.max(1, Math.trunc(quantity))),
  };
}

/**
 * Reads a cart back from localStorage (the raw string or the parsed JSON).
 * Anything that is not a cart we wrote (junk, a different shape, duplicate
 * lines, a foreign image address) gives the empty cart; quantities are
 * clamped to 1..99 and the cart keeps at most 50 lines.
 */
export function parseStoredCart(stored: unknown): CartState {
  let value = stored;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      return EMPTY_CART;
    }
  }
  if (!isRecord(value) || !Array.isArray(value.cartItems) || value.cartItems.length > 1000) return EMPTY_CART;
  if (value.isCartOpen !== undefined && typeof value.isCartOpen !== "boolean") return EMPTY_CART;
  const cartItems: CartItem[] = [];
  for (const raw of value.cartItems) {
    const item = readItem(raw);
    if (!item) return EMPTY_CART;
    cartItems.push(item);
  }
  if (new Set(cartItems.map((item) => item.id)).size !== cartItems.length) return EMPTY_CART;
  return { cartItems: cartItems.slice(0, MAX_LINES), isCartOpen: value.isCartOpen ?? false };
}
