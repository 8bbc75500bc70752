/**
 * The query strings of the console's Email, People, Activity and Proposals lists, and
 * the small forms on those pages. Empty fields mean "not given" (a GET form
 * sends every field); every message names its field.
 */
import { SUBJECT_TYPE_PATTERN } from "#app/domain/audit/activity";
import { z } from "#app/domain/common/zod";
import { OUTBOX_VIEWS } from "#app/domain/email/outbox-status";
import { PROPOSAL_STATUSES } from "#app/domain/proposals/status";

const given = (value: unknown) => (value === "" ? undefined : value);

/** A keyset cursor: the id of the last row the previous page showed. */
const cursor = (field: string) =>
  z.preprocess(
    given,
    z
      .string()
      .regex(/^[1-9]\d{0,14}$/, `${field}: that page link is broken. Start again from the newest.`)
      .transform(Number)
      .optional(),
  );

export const emailListQuery = z.object({
  status: z.preprocess(
    (value) => (value === "all" ? undefined : given(value)),
    z.enum(OUTBOX_VIEWS, { error: "Show: choose all, failed, waiting or sent." }).optional(),
  ),
  before: cursor("Older messages"),
});

export const SEARCH_MAX = 200;

export const peopleQuery = z.object({
  q: z.preprocess(
    given,
    z
      .string()
      .trim()
      .max(SEARCH_MAX, `Search: at most ${SEARCH_MAX} characters, please.`)
      .optional()
      .transform((value) => value || undefined),
  ),
  page: z.preprocess(
    given,
    z
      .string()
      .regex(/^[1-9]\d{0,4}$/, "Page: that page number doesn't exist. Start again from the first page.")
      .transform(Number)
      .optional(),
  ),
});

export const activityQuery = z.object({
  subject: z.preprocess(
    (value) => (value === "all" ? undefined : given(value)),
    z.string().regex(SUBJECT_TYPE_PATTERN, "Kind of change: choose one from the list.").optional(),
  ),
  before: cursor("Older changes"),
});

export const proposalsQuery = z.object({
  status: z.preprocess(
    (value) => (value === "all" ? undefined : given(value)),
    z.enum(PROPOSAL_STATUSES, { error: `Status: choose one of ${PROPOSAL_STATUSES.join(", ")}.` }).optional(),
  ),
  before: cursor("Older proposals"),
});

/** The first message of each field, or the parsed values. */
export function parseQuery<S extends z.ZodType>(
  schema: S,
  params: URLSearchParams,
): { ok: true; data: z.infer<S> } | { ok: false; message: string } {
  const parsed = schema.safeParse(Object.fromEntries(params));
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, message: parsed.error.issues.map((issue) => issue.message).join(" ") };
}

export const UNREADABLE = "That form could not be read. Please reload the page and try again.";

/** The Retry form of a failed email. */
export const retryEmailForm = z.object({
  intent: z.literal("retry", { error: UNREADABLE }),
  acceptDuplicate: z.preprocess(given, z.literal("yes", { error: UNREADABLE }).optional()),
});

/** A People row's "Make admin" / "Remove admin" button. */
export const roleForm = z.object({
  intent: z.enum(["grant-admin", "revoke-admin"], { error: UNREADABLE }),
  userId: z.string({ error: UNREADABLE }).min(1, UNREADABLE).max(100, UNREADABLE),
});
