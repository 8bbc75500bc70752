/**
 * A buyer's private links (/proposal/<token>, /invoice/<token>) are kept at
 * rest as a SHA-256 of the token and a random nonce, never as the token: the
 * token is an HMAC of the nonce under a key derived from AUTH_SECRET, which
 * lives in the environment, not in the database or its backups. So the server
 * can still write a link into a reminder, the console or the proposal page,
 * while whoever reads the database or a dump cannot open one
 * (docs/decisions/0064).
 */
import { createHash, createHmac, randomBytes } from "node:crypto";

import { eq, or, type SQL } from "drizzle-orm";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

import { invoices, proposals } from "#app/server/db/schema.server";

import { getEnv } from "./env.server";
import { authSecret } from "./secret.server";

export type LinkKind = "proposal" | "invoice" | "change-order";

let cached: { secret: string; key: Buffer } | undefined;

function linkKey(): Buffer {
  const secret = authSecret(getEnv());
  if (cached?.secret !== secret) {
    cached = { secret, key: createHmac("sha256", secret).update("nestz private links").digest() };
  }
  return cached.key;
}

/** The SHA-256 (hex) of a token: what is stored, and what a visit is looked up by. */
export function tokenHashOf(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The token of a link: 192 bits, base64url, 32 characters (the format buyers' pages accept). */
export function linkToken(kind: LinkKind, linkNonce: string): string {
  return createHmac("sha256", linkKey()).update(`${kind}:${linkNonce}`).digest("base64url").slice(0, 32);
}

/** A new link's stored half (nonce and hash), for a row about to be inserted. */
export function newLink(kind: LinkKind): { linkNonce: string; tokenHash: string } {
  const linkNonce = randomBytes(16).toString("hex");
  return { linkNonce, tokenHash: tokenHashOf(linkToken(kind, linkNonce)) };
}

/** The condition that finds a row by a visitor's token: its link, or the one emailed before links were keyed. */
export function byToken(table: { tokenHash: AnyPgColumn; earlierTokenHash: AnyPgColumn }, token: string): SQL {
  const hash = tokenHashOf(token);
  return or(eq(table.tokenHash, hash), eq(table.earlierTokenHash, hash)) as SQL;
}

/**
 * Gives each link emailed before links were keyed (stored by migration 0013 as
 * its hash in both token_hash and earlier_token_hash) the keyed link the site
 * writes from now on; the emailed one keeps opening. Run at start-up, after the
 * migrations: SQL cannot do it, it has no key. Returns how many rows it keyed.
 */
export async function keyEarlierLinks<Schema extends Record<string, unknown>>(
  db: NodePgDatabase<Schema>,
): Promise<number> {
  let keyed = 0;
  const earlierProposals = await db
    .select({ id: proposals.id, linkNonce: proposals.linkNonce })
    .from(proposals)
    .where(eq(proposals.tokenHash, proposals.earlierTokenHash));
  for (const row of earlierProposals) {
    const tokenHash = tokenHashOf(linkToken("proposal", row.linkNonce));
    await db.update(proposals).set({ tokenHash }).where(eq(proposals.id, row.id));
    keyed++;
  }
  const earlierInvoices = await db
    .select({ id: invoices.id, linkNonce: invoices.linkNonce })
    .from(invoices)
    .where(eq(invoices.tokenHash, invoices.earlierTokenHash));
  for (const row of earlierInvoices) {
    const tokenHash = tokenHashOf(linkToken("invoice", row.linkNonce));
    await db.update(invoices).set({ tokenHash }).where(eq(invoices.id, row.id));
    keyed++;
  }
  return keyed;
}

export const proposalUrl = (token: string) => `${getEnv().PUBLIC_URL}/proposal/${token}`;
export const invoiceUrl = (token: string) => `${getEnv().PUBLIC_URL}/invoice/${token}`;
export const changeOrderUrl = (token: string) => `${getEnv().PUBLIC_URL}/change-order/${token}`;
export const consoleProposalUrl = (id: number) => `${getEnv().PUBLIC_URL}/admin/proposals/${id}`;
