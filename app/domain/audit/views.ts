import type { DiffLine } from "./diff";

/** An audit entry as the console shows it: who, when, what, and what changed. */
export interface ActivityView {
  id: number;
  actorEmail: string;
  /** ISO time, for <time dateTime>. */
  at: string;
  /** The same moment in the business's words and time zone. */
  when: string;
  what: string;
  subject: { type: string; label: string; href: string | null };
  changes: DiffLine[];
}

/** One line of a record's history: the activity entry without its subject or field changes. */
export type HistoryView = Pick<ActivityView, "id" | "actorEmail" | "at" | "when" | "what">;
