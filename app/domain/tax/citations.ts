/** The rules the tax domain relies on, each with where to read it: shown beside every decision. */
export interface Citation {
  cite: string;
  url: string;
}

const rcw = (cite: string): Citation => ({
  cite: `RCW ${cite}`,
  url: `https://app.leg.wa.gov/RCW/default.aspx?cite=${cite}`,
});
const wac = (cite: string): Citation => ({
  cite: `WAC ${cite}`,
  url: `https://app.leg.wa.gov/WAC/default.aspx?cite=${cite}`,
});

export const CITATIONS = {
  /** Delivered goods are taxed where the buyer receives them. */
  destinationSourcing: rcw("82.32.730"),
  /** Delivery charges are part of the selling price. */
  deliveryCharges: wac("458-20-110"),
  /** Sales to the state, counties, cities, school and other districts are taxable. */
  publicBuyers: wac("458-20-189"),
  /** Sales to the United States paid directly with federal funds are exempt. */
  federalBuyers: wac("458-20-190"),
  /** Goods delivered outside Washington: no Washington tax, with a record of the delivery. */
  outOfStateDelivery: wac("458-20-193"),
  /** Reseller permits: the seller keeps a copy received at the time of sale. */
  resellerPermits: wac("458-20-102"),
} as const satisfies Record<string, Citation>;
