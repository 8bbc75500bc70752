/**
 * The rental agreement a renter accepts with a rental proposal. It is
 * versioned: a proposal keeps the version and the SHA-256 of the exact text
 * it was sent with (domain/rentals/agreement.ts), so an acceptance always
 * covers the words the renter read. Change the words, change the version.
 */
export const RENTAL_AGREEMENT_VERSION = "2026-11-29";

export const RENTAL_AGREEMENT_TEXT = `Rental agreement, version ${RENTAL_AGREEMENT_VERSION}

1. What you rent. The units listed above, with their fittings, for the dates above. We deliver them, set them level and hand you the keys; at the end we pick them up. Each unit carries its Labor & Industries insignia and stays our property throughout.

2. How long. The stay ends on the day the units are picked up. Stays are under 180 days of continuous occupancy. If you would like to stay longer, ask us before the end: we extend when the unit is free, at the same rates, and only the invoices still to come change. If you leave early, tell us the day; you pay for the days you had the units, and we credit any days already invoiced that you did not use.

3. Paying. The security deposit and the first period are invoiced when you accept. A stay of a month or less is invoiced at once; a longer stay is invoiced by calendar month, each month on its first day, with part months charged by the day. Invoices are due on receipt and can be paid by card or bank transfer. We send a friendly reminder if one is late.

4. The security deposit. It is not rent and carries no tax. After pick-up we inspect each unit and send you the inspection with any charges for damage beyond ordinary wear or for cleaning, each one listed. We refund the deposit less those charges; if the charges are more than the deposit, we invoice the difference.

5. Looking after the units. Please keep them clean, dry and ventilated, heat them above freezing in winter, and leave the wheels, hitch and electrical connections as we set them. Do not move a unit, sublet it, or let anyone live in it other than the people you told us about. Tell us at once about any damage or fault, and we will arrange the repair; damage from ordinary use is ours to fix.

6. Access. We may visit with a day's notice to inspect or repair, or at any time in an emergency.

7. Insurance and risk. While the units are in your care, please keep them insured for loss and damage and tell us of any claim. We are not responsible for your belongings inside.

8. Ending the agreement. Either of us may end it if the other seriously breaks it and does not put things right within 10 days of being told in writing. Washington law governs this agreement.

By typing your name and accepting, you agree to this rental agreement and to the proposal above, including the security deposit and the way it is invoiced.`;
