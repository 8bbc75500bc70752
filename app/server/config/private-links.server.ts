/**
 * A buyer's private links: the token that opens one, and the absolute
 * addresses emails and PDFs carry (from PUBLIC_URL), stated once for the
 * proposals and billing that both send them.
 */
import { randomBytes } from "node:crypto";

import { getEnv } from "./env.server";

/** A fresh private link token: 192 random bits, base64url, never derived from an id. */
export function newToken(): string {
  return randomBytes(24).toString("base64url");
}

export const proposalUrl = (token: string) => `${getEnv().PUBLIC_URL}/proposal/${token}`;
export const invoiceUrl = (token: string) => `${getEnv().PUBLIC_URL}/invoice/${token}`;
export const consoleProposalUrl = (id: number) => `${getEnv().PUBLIC_URL}/admin/proposals/${id}`;
