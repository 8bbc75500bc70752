/** Money is integer cents everywhere; it becomes dollars only when shown. */

export type Cents = number;

export function assertCents(value: number): Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${value} is not a whole number of cents`);
  return value;
}

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const usdWhole = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});

/** "$1.00", "$37,800.00" */
export function formatCents(cents: Cents): string {
  return usd.format(assertCents(cents) / 100);
}

/** "$200" for whole dollars, "$4.50" otherwise: for prose, where ".00" is noise. */
export function formatCentsShort(cents: Cents): string {
  assertCents(cents);
  return cents % 100 === 0 ? usdWhole.format(cents / 100) : usd.format(cents / 100);
}

/** Dollars for JSON APIs that speak dollars (the catalog's `price`). */
export function centsToDollars(cents: Cents): number {
  return assertCents(cents) / 100;
}

/** Parses a dollar amount exactly, without going through binary floating point. */
export function dollarsToCents(dollars: string | number): Cents {
  const text = typeof dollars === "number" ? dollars.toFixed(2) : dollars.trim();
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new RangeError(`"${text}" is not a dollar amount`);
  const [, sign, whole = "0", fraction = ""] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return assertCents(sign ? -cents : cents);
}
