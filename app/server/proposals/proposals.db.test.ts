import { randomUUID } from "node:crypto";

import { and, eq, like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { DEFAULT_SCHEDULES } from "#app/domain/billing/schedule";
import type { DraftContent } from "#app/domain/proposals/draft";
import { attachmentResolvers } from "#app/email-attachments.server";
import { startDeposit } from "#app/server/billing/card-payments.server";
import { invoiceViewByToken } from "#app/server/billing/queries.server";
import { confirmTestPayment } from "#app/server/billing/settlements.server";
import { getPublicConfig } from "#app/server/config/env.server";
import { keyEarlierLinks, tokenHashOf } from "#app/server/config/private-links.server";
import { getDb } from "#app/server/db/client.server";
import { auditLog, invoices, outbox, proposals, quoteRequests } from "#app/server/db/schema.server";
import { resolveAttachments } from "#app/server/email/attachments.server";
import { testProvider } from "#app/server/payments/test-provider.server";
import { proposalPdf } from "#app/server/pdf/proposal.server";
import { readPdf } from "#tests/support/pdf-text";
import { pricedDraft, sendDraft, storeQuoteRequest } from "#tests/support/proposal-fixtures";

import { acceptProposal, answerWithPurchaseOrder, declineProposal, recordFirstView } from "./changes.server";
import { prepareProposal, reviseProposal, saveDraft, sendProposal, withdrawProposal } from "./console-changes.server";
import { getConsoleProposal, listProposals, PROPOSALS_PAGE_SIZE, proposalsCsv } from "./console-queries.server";
import { contentHashOf, draftContentOf, proposalViewByToken } from "./queries.server";

const owner = { id: null, email: "owner@nestz.example" };
const goodCard = { number: "4242 4242 4242 4242", expMonth: 12, expYear: 2040, cvc: "123" };
const declinedCard = { ...goodCard, number: "4000 0000 0000 0002" };

const newRequest = (changes: Partial<typeof quoteRequests.$inferInsert> = {}) =>
  storeQuoteRequest({
    buyerType: "government",
    name: "Ada Lovelace",
    email: `ada-${randomUUID()}@example.com`,
    organization: "Clark County",
    units: 2,
    model: "office",
    options: ["bathroom"],
    ...changes,
  });

const row = async (id: number) => (await getDb().select().from(proposals).where(eq(proposals.id, id)))[0];

/** A request with a draft priced and ready to send. */
async function readyDraft(changes: Partial<DraftContent> = {}) {
  const request = await newRequest();
  return { request, id: await pricedDraft(request.id, 1_000_000, changes) };
}

async function sentProposal(changes: Partial<DraftContent> = {}) {
  const ready = await readyDraft(changes);
  const { token, reference, proposal } = await sendDraft(ready.id);
  return { ...ready, token, reference, proposal };
}

const acceptance = (hash: string) => ({
  name: "Ada Lovelace",
  contentHash: hash,
  client: "203.0.113.9",
  userAgent: "vitest",
});

describe("preparing and sending", () => {
  it("fills the draft from the request: model and options unpriced, delivery at the ZIP's fee per unit, Oregon untaxed", async () => {
    const request = await newRequest();
    const prepared = await prepareProposal(owner, request.id);
    if (!prepared.ok) throw new Error(prepared.reason);
    const draft = await row(prepared.id);
    expect(draft?.lines).toEqual([
      { description: "Office Nestz", quantity: 2, unitPriceCents: null },
      { description: "Bathroom", quantity: 2, unitPriceCents: null },
      { description: "Delivery to Portland, OR, per unit", quantity: 2, unitPriceCents: 20_000 },
    ]);
    expect(draft).toMatchObject({
      version: 1,
      status: "draft",
      deliveryState: "OR",
      deliveryZip: "97201",
      taxTreatment: "no-washington-tax",
      taxRateMilli: null,
      paymentTerms: "both",
    });
    // A public buyer's schedule: each unit invoiced as it is delivered, against the purchase order.
    expect(draft?.paymentSchedule).toEqual({ units: 2, stages: DEFAULT_SCHEDULES.government.stages });
    // Pressing "Prepare" again finds the same draft.
    expect(await prepareProposal(owner, request.id)).toEqual({ ok: true, id: prepared.id, created: false });
  });

  it("refuses to send a draft with open prices", async () => {
    const request = await newRequest();
    const prepared = await prepareProposal(owner, request.id);
    if (!prepared.ok) throw new Error(prepared.reason);
    const sent = await sendProposal(owner, prepared.id);
    expect(sent).toMatchObject({ ok: false, reason: "incomplete" });
    expect((await row(prepared.id))?.status).toBe("draft");
  });

  it("freezes the version, emails the link, marks the request quoted, all with their activity", async () => {
    const { request, id, token, reference, proposal } = await sentProposal();
    expect(reference).toBe(`${request.reference}-P1`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(proposal).toMatchObject({ status: "sent", version: 1 });
    expect(proposal.contentHash).toBe(contentHashOf(proposal, request.reference));
    const mails = await getDb().select().from(outbox).where(eq(outbox.recipient, request.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`/proposal/${token}`);
    // The version rides along as a PDF, drawn when the email leaves.
    expect(mails[0]?.attachments).toEqual([{ kind: "proposal-pdf", id }]);
    const [file] = await resolveAttachments(mails[0]?.attachments ?? [], attachmentResolvers);
    expect(file).toMatchObject({ filename: `Nestz proposal ${reference}.pdf`, contentType: "application/pdf" });
    expect((await readPdf(file?.content ?? Buffer.alloc(0))).text).toContain(reference);
    const [after] = await getDb().select().from(quoteRequests).where(eq(quoteRequests.id, request.id));
    expect(after?.status).toBe("quoted");
    const actions = await getDb()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, "proposal"), eq(auditLog.subjectId, String(id))));
    expect(actions.map((entry) => entry.action)).toEqual(expect.arrayContaining(["proposal.drafted", "proposal.sent"]));
  });

  it("never lets a sent version change, not even by SQL", async () => {
    const { id, proposal } = await sentProposal();
    await expect(getDb().update(proposals).set({ lines: [] }).where(eq(proposals.id, id))).rejects.toThrow();
    await expect(getDb().update(proposals).set({ totalCents: 1 }).where(eq(proposals.id, id))).rejects.toThrow();
    await expect(getDb().update(proposals).set({ status: "draft" }).where(eq(proposals.id, id))).rejects.toThrow();
    expect(await saveDraft(owner, id, draftContentOf(proposal))).toEqual({ ok: false, reason: "not-draft" });
    expect((await row(id))?.lines).toEqual(proposal.lines);
  });

  it("writes nothing, activity included, when part of sending fails", async () => {
    const { id, request } = await readyDraft();
    // An address the outbox refuses makes the email fail inside the transaction.
    await getDb().execute(sql`update proposals set buyer_email = 'not an address' where id = ${id}`);
    await expect(sendProposal(owner, id)).rejects.toThrow();
    expect((await row(id))?.status).toBe("draft");
    const sentEntries = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "proposal.sent"), eq(auditLog.subjectId, String(id))));
    expect(sentEntries).toHaveLength(0);
    const [after] = await getDb().select().from(quoteRequests).where(eq(quoteRequests.id, request.id));
    expect(after?.status).toBe("new");
  });

  it("revises into version 2, which supersedes version 1 when sent; the old link says so", async () => {
    const first = await sentProposal();
    const revised = await reviseProposal(owner, first.id);
    if (!revised.ok) throw new Error(revised.reason);
    expect((await row(revised.id))?.version).toBe(2);
    const sent = await sendProposal(owner, revised.id);
    expect(sent).toMatchObject({ ok: true, reference: `${first.request.reference}-P2` });
    expect((await row(first.id))?.status).toBe("superseded");
    const view = await proposalViewByToken(first.token);
    expect(view).toMatchObject({ status: "superseded", replacedBy: `${first.request.reference}-P2` });
    expect(await acceptProposal(first.token, acceptance(first.proposal.contentHash ?? ""))).toEqual({
      ok: false,
      reason: "superseded",
    });
  });

  it("withdraws a sent version, which then refuses acceptance", async () => {
    const { id, token, proposal } = await sentProposal();
    expect(await withdrawProposal(owner, id)).toEqual({ ok: true });
    expect(await withdrawProposal(owner, id)).toEqual({ ok: false, reason: "not-open" });
    expect(await acceptProposal(token, acceptance(proposal.contentHash ?? ""))).toEqual({
      ok: false,
      reason: "withdrawn",
    });
  });
});

describe("the buyer's answer", () => {
  it("tells the owner of the first view only", async () => {
    const { token, reference } = await sentProposal();
    expect(await recordFirstView(token)).toBe(true);
    expect(await recordFirstView(token)).toBe(false);
    const notices = await getDb()
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, "proposal-viewed"), like(outbox.subject, `%${reference} %`)));
    expect(notices).toHaveLength(1);
  });

  it("accepts exactly once under concurrent requests", async () => {
    const { id, token, proposal } = await sentProposal();
    const results = await Promise.all(
      Array.from({ length: 6 }, () => acceptProposal(token, acceptance(proposal.contentHash ?? ""))),
    );
    expect(results.filter((result) => result.ok && result.changed)).toHaveLength(1);
    expect(results.every((result) => result.ok)).toBe(true);
    const stored = await row(id);
    expect(stored).toMatchObject({
      status: "accepted",
      acceptedName: "Ada Lovelace",
      acceptedEmail: proposal.buyerEmail,
      acceptedClient: "203.0.113.9",
      acceptedUserAgent: "vitest",
      acceptedHash: proposal.contentHash,
    });
    const entries = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "proposal.accepted"), eq(auditLog.subjectId, String(id))));
    expect(entries).toHaveLength(1);
  });

  it("keeps where it was signed from for the owner: not on the buyer's link or its PDF", async () => {
    const { id, token, proposal } = await sentProposal();
    const signedFrom = { client: "2001:db8:77::9", userAgent: "Signer/7.1 (Testing)" };
    expect(await acceptProposal(token, { ...acceptance(proposal.contentHash ?? ""), ...signedFrom })).toMatchObject({
      ok: true,
    });
    const view = await proposalViewByToken(token);
    expect(view?.acceptance?.name).toBe("Ada Lovelace");
    const shown = JSON.stringify(view);
    expect(shown).not.toContain(signedFrom.client);
    expect(shown).not.toContain(signedFrom.userAgent);
    if (!view) throw new Error("no view");
    const pdf = (await readPdf((await proposalPdf(view, getPublicConfig())).body)).text;
    expect(pdf).toContain("Ada Lovelace");
    expect(pdf).not.toContain(signedFrom.client);
    expect(pdf).not.toContain("Signer/7.1");
    expect((await getConsoleProposal(id))?.signedFrom).toEqual(signedFrom);
  });

  it("refuses an acceptance of content other than what was sent", async () => {
    const { token } = await sentProposal();
    expect(await acceptProposal(token, acceptance("0".repeat(64)))).toEqual({ ok: false, reason: "changed" });
  });

  it("refuses an expired proposal, and says why", async () => {
    const { token, proposal } = await sentProposal();
    const later = new Date(proposal.expiresAt.getTime() + 1_000);
    expect(await acceptProposal(token, acceptance(proposal.contentHash ?? ""), later)).toEqual({
      ok: false,
      reason: "expired",
    });
    expect((await proposalViewByToken(token, later))?.status).toBe("expired");
  });

  it("decides an acceptance racing the sending of a revision one way only", async () => {
    for (let round = 0; round < 3; round += 1) {
      const first = await sentProposal();
      const revised = await reviseProposal(owner, first.id);
      if (!revised.ok) throw new Error(revised.reason);
      const [accepted, sent] = await Promise.all([
        acceptProposal(first.token, acceptance(first.proposal.contentHash ?? "")),
        sendProposal(owner, revised.id),
      ]);
      const v1 = await row(first.id);
      const v2 = await row(revised.id);
      if (accepted.ok) {
        expect(sent).toEqual({ ok: false, reason: "accepted" });
        expect(v1?.status).toBe("accepted");
        expect(v2?.status).toBe("draft");
      } else {
        expect(accepted).toEqual({ ok: false, reason: "superseded" });
        expect(sent.ok).toBe(true);
        expect(v1?.status).toBe("superseded");
        expect(v2?.status).toBe("sent");
      }
    }
  });

  it("records a decline with its reason", async () => {
    const { id, token } = await sentProposal();
    expect(await declineProposal(token, "We chose another site.")).toEqual({ ok: true, changed: true });
    expect(await declineProposal(token, "again")).toEqual({ ok: true, changed: false });
    expect((await row(id))?.declineReason).toBe("We chose another site.");
  });
});

describe("private links at rest", () => {
  /** Every column of the row as text: where a stored token would show. */
  const rowText = async (table: "proposals" | "invoices", id: number) => {
    const result = await getDb().execute<{ text: string }>(
      sql`select row_to_json(t)::text as text from ${sql.identifier(table)} t where t.id = ${id}`,
    );
    return result.rows[0]?.text ?? "";
  };

  it("stores no link, only its SHA-256, and finds the proposal and its invoice by the link", async () => {
    const { id, token, proposal } = await sentProposal({ paymentTerms: "po" });
    expect(await acceptProposal(token, acceptance(proposal.contentHash ?? ""))).toMatchObject({ ok: true });
    const answered = await answerWithPurchaseOrder(token, "PO-77");
    if (!answered.ok || answered.invoiceToken === null) throw new Error(answered.ok ? "no invoice" : answered.reason);
    const [invoice] = await getDb().select().from(invoices).where(eq(invoices.proposalId, id));
    if (!invoice) throw new Error("no invoice");

    for (const [table, rowId, link] of [
      ["proposals", id, token],
      ["invoices", invoice.id, answered.invoiceToken],
    ] as const) {
      const text = await rowText(table, rowId);
      expect(text, table).not.toContain(link);
      expect(text, table).toContain(tokenHashOf(link));
    }
    expect((await proposalViewByToken(token))?.status).toBe("accepted");
    expect((await invoiceViewByToken(answered.invoiceToken))?.number).toBe(invoice.number);
    // The proposal page links to its invoice by the same link the buyer was emailed.
    expect((await proposalViewByToken(token))?.invoices.map((each) => each.token)).toEqual([answered.invoiceToken]);
    const [mail] = await getDb()
      .select()
      .from(outbox)
      .where(like(outbox.subject, `%${invoice.number}%`));
    expect(mail?.text).toContain(`/invoice/${answered.invoiceToken}`);
    // A token one character off finds nothing.
    const wrong = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect(await proposalViewByToken(wrong)).toBeNull();
  });

  it("hashes in SQL exactly as the app does: the migration's expression", async () => {
    const token = "Zq3_x-9AbCdEfGhIjKlMnOpQrStUvWxY";
    const result = await getDb().execute<{ hash: string }>(
      sql`select encode(sha256(convert_to(${token}, 'UTF8')), 'hex') as hash`,
    );
    expect(result.rows[0]?.hash).toBe(tokenHashOf(token));
  });

  it("keeps a link emailed before links were keyed opening, beside the keyed one start-up gives it", async () => {
    const { id } = await readyDraft();
    const emailed = "Em41led_beforeKeys-0123456789abc";
    // As migration 0013 leaves a row it could only hash.
    await getDb()
      .update(proposals)
      .set({ tokenHash: tokenHashOf(emailed), earlierTokenHash: tokenHashOf(emailed) })
      .where(eq(proposals.id, id));
    const sent = await sendProposal(owner, id);
    if (!sent.ok) throw new Error("not sent");
    expect(await proposalViewByToken(emailed)).not.toBeNull();
    expect(await keyEarlierLinks(getDb())).toBeGreaterThanOrEqual(1);
    expect(await proposalViewByToken(emailed)).not.toBeNull();
    expect(await proposalViewByToken(sent.token)).not.toBeNull();
    expect((await row(id))?.tokenHash).toBe(tokenHashOf(sent.token));
    // Keyed once, a sent version's link never changes again.
    await expect(
      getDb()
        .update(proposals)
        .set({ tokenHash: tokenHashOf("x") })
        .where(eq(proposals.id, id)),
    ).rejects.toThrow();
    expect(await keyEarlierLinks(getDb())).toBe(0);
  });
});

describe("the deposit", () => {
  it("is charged from the stored version and paid exactly once, however often it is confirmed; a declined card can retry", async () => {
    const { id, token, proposal } = await sentProposal();
    await acceptProposal(token, acceptance(proposal.contentHash ?? ""));
    const [a, b] = await Promise.all([startDeposit(token, testProvider), startDeposit(token, testProvider)]);
    if (!a.ok || !b.ok) throw new Error("deposit not started");
    expect(a.intentId).toBe(b.intentId);
    expect(a.amountCents).toBe(proposal.depositCents);

    const declined = await confirmTestPayment({
      intentId: a.intentId,
      clientSecret: a.clientSecret,
      card: declinedCard,
    });
    expect(declined.outcome).toBe("declined");
    expect((await row(id))?.depositPaidAt).toBeNull();

    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () =>
        confirmTestPayment({ intentId: a.intentId, clientSecret: a.clientSecret, card: goodCard }),
      ),
    );
    expect(outcomes.every((outcome) => outcome.outcome === "succeeded")).toBe(true);
    expect((await row(id))?.depositPaidAt).toBeInstanceOf(Date);
    const entries = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "proposal.deposit-paid"), eq(auditLog.subjectId, String(id))));
    expect(entries).toHaveLength(1);
    const receipts = await getDb()
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, "proposal-deposit-receipt"), eq(outbox.recipient, proposal.buyerEmail)));
    expect(receipts).toHaveLength(1);
    expect(await startDeposit(token, testProvider)).toEqual({ ok: false, reason: "paid" });
  });

  it("is refused before acceptance", async () => {
    const { token } = await sentProposal();
    expect(await startDeposit(token, testProvider)).toEqual({ ok: false, reason: "not-accepted" });
  });
});

describe("purchase orders and invoice numbers", () => {
  it("issues one invoice per purchase order, answered again with the same one", async () => {
    const { id, token, proposal } = await sentProposal();
    await acceptProposal(token, acceptance(proposal.contentHash ?? ""));
    const [a, b] = await Promise.all([
      answerWithPurchaseOrder(token, "PO-77"),
      answerWithPurchaseOrder(token, "PO-77"),
    ]);
    if (!a.ok || !b.ok) throw new Error("no invoice");
    expect(a.number).toBe(b.number);
    const rows = await getDb().select().from(invoices).where(eq(invoices.proposalId, id));
    expect(rows).toHaveLength(1);
    // The schedule's acceptance stage (25 %, with its share of the tax), against the order.
    expect(rows[0]).toMatchObject({ amountCents: proposal.depositCents, stage: 0, poNumber: "PO-77", status: "open" });
    expect(rows[0]?.taxCents).toBe(proposal.depositTaxCents);
    // Its email carries the invoice as a PDF with the PO and the number.
    const [mail] = await getDb()
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, "invoice-issued"), eq(outbox.recipient, proposal.buyerEmail)));
    expect(mail?.attachments).toEqual([{ kind: "invoice-pdf", id: rows[0]?.id }]);
    const [file] = await resolveAttachments(mail?.attachments ?? [], attachmentResolvers);
    const text = (await readPdf(file?.content ?? Buffer.alloc(0))).text;
    expect(text).toContain(a.number);
    expect(text).toContain("PO-77");
  });

  it("numbers invoices uniquely and without gaps under concurrency", async () => {
    const accepted = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const sent = await sentProposal();
        await acceptProposal(sent.token, acceptance(sent.proposal.contentHash ?? ""));
        return sent.token;
      }),
    );
    const [before] = await getDb()
      .execute<{ last: number }>(sql`select last from invoice_counter`)
      .then((r) => r.rows);
    const results = await Promise.all(accepted.map((token, i) => answerWithPurchaseOrder(token, `PO-${i}`)));
    const numbers = results.map((result) => (result.ok ? result.number : "")).sort();
    const start = (before?.last ?? 0) + 1;
    expect(numbers).toEqual(Array.from({ length: 8 }, (_, i) => `INV-${String(start + i).padStart(4, "0")}`));
  });
});

describe("the console's list of proposals", () => {
  it("pages newest first by cursor, every proposal once, and the CSV holds them all", async () => {
    const made: number[] = [];
    for (let index = 0; index < PROPOSALS_PAGE_SIZE + 5; index++) {
      const request = await newRequest();
      const prepared = await prepareProposal(owner, request.id);
      if (!prepared.ok) throw new Error(prepared.reason);
      made.push(prepared.id);
    }
    const seen: number[] = [];
    let before: number | undefined;
    let pages = 0;
    do {
      const page = await listProposals("draft", before);
      expect(page.proposals.length).toBeLessThanOrEqual(PROPOSALS_PAGE_SIZE);
      seen.push(...page.proposals.map((proposal) => proposal.id));
      before = page.older ?? undefined;
      pages++;
    } while (before !== undefined && pages < 100);
    expect(pages).toBeGreaterThan(1);
    expect(new Set(seen).size, "no proposal shown twice").toBe(seen.length);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    expect(seen).toEqual(expect.arrayContaining(made));
    const csv = await proposalsCsv("draft");
    expect(csv.trim().split("\n").length - 1, "one CSV row per draft").toBe(seen.length);
  });
});
