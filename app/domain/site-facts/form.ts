import { z } from "#app/domain/common/zod";

import { isMonth, UNITS_READY_MAX } from "./live-facts";

/** The console's "Units ready" and "Next build slot" form; messages name their field. */
export const siteFactsForm = z.object({
  unitsReady: z
    .string({ error: "Units ready: please enter a number." })
    .trim()
    .regex(/^\d{1,4}$/, `Units ready: enter a whole number from 0 to ${UNITS_READY_MAX.toLocaleString("en-US")}.`)
    .transform(Number),
  nextBuildMonth: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || null)
    .refine((value) => value === null || isMonth(value), "Next build slot: choose a month, like 2027-03."),
  version: z
    .string({ error: "That form could not be read. Please reload the page and try again." })
    .regex(/^\d{1,9}$/, "That form could not be read. Please reload the page and try again.")
    .transform(Number),
});

export type SiteFactsInput = z.infer<typeof siteFactsForm>;

/** The form's values for the figures as stored. */
export const siteFactsValues = (settings: { unitsReady: number; nextBuildMonth: string | null; version: number }) => ({
  unitsReady: String(settings.unitsReady),
  nextBuildMonth: settings.nextBuildMonth ?? "",
  version: settings.version,
});
