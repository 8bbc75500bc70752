import type { Actor } from "#app/server/audit/record.server";
import { getEnv } from "#app/server/config/env.server";

import { requireSameOrigin } from "../http/same-origin.server";
import { type GuardArgs, requireAdmin, type SessionUser } from "./session.server";

export interface AdminUser extends SessionUser {
  actor: Actor;
}

/** For console loaders: guests sign in first and come back; other accounts get the designed 403. */
export async function requireConsoleUser(args: GuardArgs): Promise<AdminUser> {
  const user = await requireAdmin(args, isListedAdmin);
  return { ...user, actor: { id: user.id, email: user.email } };
}

/**
 * For console actions: the same, and the request must come from this site
 * (a form on another site cannot press the owner's buttons).
 */
export async function requireConsoleChange(args: GuardArgs): Promise<AdminUser> {
  requireSameOrigin(args.request);
  return requireConsoleUser(args);
}

/** Is this address one ADMIN_EMAILS names (admin once its owner proves it by the emailed link)? */
export function isListedAdmin(email: string): boolean {
  return getEnv().ADMIN_EMAILS.includes(email.trim().toLowerCase());
}
