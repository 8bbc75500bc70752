import type { Actor } from "../audit.server";
import { getEnv } from "../env.server";
import { requireSameOrigin } from "../http/same-origin.server";
import { requireAdmin, type SessionUser } from "./session.server";

export interface AdminUser extends SessionUser {
  actor: Actor;
}

/** For console loaders: guests sign in first and come back; other accounts get the designed 403. */
export async function requireConsoleUser(request: Request): Promise<AdminUser> {
  const user = await requireAdmin(request, isListedAdmin);
  return { ...user, actor: { id: user.id, email: user.email } };
}

/**
 * For console actions: the same, and the request must come from this site
 * (a form on another site cannot press the owner's buttons).
 */
export async function requireConsoleChange(request: Request): Promise<AdminUser> {
  requireSameOrigin(request);
  return requireConsoleUser(request);
}

/** Is this address one ADMIN_EMAILS names (admin once its owner proves it by the emailed link)? */
export function isListedAdmin(email: string): boolean {
  return getEnv().ADMIN_EMAILS.includes(email.trim().toLowerCase());
}
