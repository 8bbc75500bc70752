/**
 * Bank transfers with the built-in test provider (docs/decisions/0094): each
 * buyer's account is made once, and money that reaches it pays their open
 * invoices, exactly once, through the payments ledger.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";

import { action as testTransferApi } from "#app/routes/api/payments.test-bank-transfer";
import { getEnv } from "#app/server/config/env.server";
import { getDb } from "#app/server/db/client.server";
import {
  auditLog,
  bankTransfers,
  buyerBankAccounts,
  buyerCredits,
  heldPayments,
  invoices,
  outbox,
  payments,
} from "#app/server/db/schema.server";
import { testProvider } from "#app/server/payments/test-provider.server";
import { pricedDraft, sendDraft, storeQuoteRequest } from "#tests/support/proposal-fixtures";

import { ensureBankAccount, receiveBankTransfer, simulateTestTransfer } from "./bank-transfers.server";
import { issueInvoice } from "./changes.server";
import { invoicePdfAttachment, invoiceViewById } from "./queries.server";

const owner = { id: null, email: "owner@nestz.example" };

/** A buyer, and a way to issue them invoices of any amount on any day (each of its own proposal, as the site allows one balance invoice per proposal). */
async function buyer() {
  const request = await storeQuoteRequest();
  const { proposal } = await sendDraft(await pricedDraft(request.id, 4_000_000));
  const issue = async (amountCents: number, on = "2026-11-02T18:00:00Z") => {
    const another = await storeQuoteRequest({ email: request.email, name: request.name });
    const sent = await sendDraft(await pricedDraft(another.id, 4_000_000));
    return issueInvoice({
      proposal: sent.proposal,
      quoteReference: sent.reference,
      kind: "balance",
      amountCents,
      poNumber: null,
      actor: owner,
      now: new Date(on),
    });
  };
  const account = await ensureBankAccount({ email: proposal.buyerEmail, name: proposal.buyerName }, testProvider);
  const [row] = await getDb()
    .select()
    .from(buyerBankAccounts)
    .where(eq(buyerBankAccounts.buyerEmail, proposal.buyerEmail.toLowerCase()));
  if (!row) throw new Error("no account stored");
  let sequence = 0;
  const transfer = (amountCents: number, transferId = `ccsbtxn_test_${row.customerId}_${++sequence}`) =>
    receiveBankTransfer({ provider: "test", transferId, customerId: row.customerId, amountCents, currency: "usd" });
  return { proposal, issue, account, customerId: row.customerId, transfer };
}

const invoiceRow = async (id: number) => (await getDb().select().from(invoices).where(eq(invoices.id, id)))[0];
const ledgerOf = (invoiceId: number) => getDb().select().from(payments).where(eq(payments.invoiceId, invoiceId));

describe("a buyer's own account", () => {
  it("is made once, however many ask for it at the same time, and printed on their invoice in place of a request to call", async () => {
    const request = await storeQuoteRequest();
    const { proposal, reference } = await sendDraft(await pricedDraft(request.id, 4_000_000));
    const who = { email: proposal.buyerEmail.toUpperCase(), name: proposal.buyerName };
    const accounts = await Promise.all(Array.from({ length: 5 }, () => ensureBankAccount(who, testProvider)));
    expect(new Set(accounts.map((account) => account.accountNumber)).size).toBe(1);
    const rows = await getDb()
      .select()
      .from(buyerBankAccounts)
      .where(eq(buyerBankAccounts.buyerEmail, proposal.buyerEmail.toLowerCase()));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.accountNumber).toMatch(/^\d{12}$/);

    const invoice = await issueInvoice({
      proposal,
      quoteReference: reference,
      kind: "balance",
      amountCents: 1_000_00,
      poNumber: null,
      actor: owner,
      now: new Date(),
    });
    const view = await invoiceViewById(invoice.id);
    expect(view?.bankAccount).toEqual(accounts[0]);
    expect(view?.remitTo.join(" ")).not.toMatch(/call/i);
  });
});

describe("the account on an invoice", () => {
  it("is asked for when the invoice is issued, never when its page is viewed, and a provider away fails neither", async () => {
    const away = vi.spyOn(testProvider, "bankAccountFor").mockRejectedValue(new Error("the provider is away"));
    try {
      const request = await storeQuoteRequest();
      const { proposal, reference } = await sendDraft(await pricedDraft(request.id, 4_000_000));
      const invoice = await issueInvoice({
        proposal,
        quoteReference: reference,
        kind: "balance",
        amountCents: 5_000_00,
        poNumber: null,
        actor: owner,
        now: new Date(),
      });
      expect(invoice.number).toMatch(/^INV-/);
      // The issue asked; its email waits for the account (the outbox tries it again later).
      await expect(invoicePdfAttachment(invoice.id)).rejects.toThrow("away");
      await vi.waitFor(() => expect(away).toHaveBeenCalledTimes(2));
      away.mockClear();
      const view = await invoiceViewById(invoice.id);
      expect(view?.bankAccount).toBeNull();
      expect(away).not.toHaveBeenCalled();
      away.mockRestore();
      // Back again: the email's PDF makes the account, and the page shows it.
      expect((await invoicePdfAttachment(invoice.id))?.filename).toContain(invoice.number);
      expect((await invoiceViewById(invoice.id))?.bankAccount).toMatchObject({ routingNumber: "110000000" });
    } finally {
      away.mockRestore();
    }
  });
});

describe("money arriving in a buyer's account", () => {
  it("pays an invoice of exactly that amount, in the ledger under the transfer's id", async () => {
    const { issue, transfer } = await buyer();
    const invoice = await issue(10_000_00);
    expect(await transfer(10_000_00, "ccsbtxn_test_exact_one")).toEqual({
      kind: "matched",
      paidInvoiceIds: [invoice.id],
      partInvoiceIds: [],
      creditCents: 0,
    });
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: "paid", paymentMethod: "bank-transfer" });
    expect(await ledgerOf(invoice.id)).toEqual([
      expect.objectContaining({
        amountCents: 10_000_00,
        method: "bank-transfer",
        transferId: "ccsbtxn_test_exact_one",
      }),
    ]);
    const audit = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "invoice.paid-by-transfer"), eq(auditLog.subjectId, String(invoice.id))));
    expect(audit).toHaveLength(1);
  });

  it("leaves a short transfer's invoice partly paid with its balance shown, and the rest then pays it", async () => {
    const { issue, transfer } = await buyer();
    const invoice = await issue(10_000_00);
    await transfer(4_000_00);
    expect((await invoiceRow(invoice.id))?.status).toBe("open");
    expect(await invoiceViewById(invoice.id)).toMatchObject({
      paidCents: 4_000_00,
      balanceCents: 6_000_00,
      paid: null,
    });

    await transfer(6_000_00);
    expect((await invoiceRow(invoice.id))?.status).toBe("paid");
    expect(await invoiceViewById(invoice.id)).toMatchObject({ paidCents: 10_000_00, balanceCents: 0 });
  });

  it("keeps an overpayment as a credit that pays towards the buyer's next invoice, shown on it", async () => {
    const { proposal, issue, transfer } = await buyer();
    const first = await issue(10_000_00);
    const outcome = await transfer(12_500_00, "ccsbtxn_test_over");
    expect(outcome).toMatchObject({ kind: "matched", paidInvoiceIds: [first.id], creditCents: 2_500_00 });
    expect(await ledgerOf(first.id)).toEqual([expect.objectContaining({ amountCents: 10_000_00 })]);
    const [arrival] = await getDb().select().from(bankTransfers).where(eq(bankTransfers.id, "ccsbtxn_test_over"));
    expect(arrival).toMatchObject({ amountCents: 12_500_00, creditCents: 2_500_00 });

    const next = await issue(8_000_00, "2026-11-20T18:00:00Z");
    expect(await invoiceViewById(next.id)).toMatchObject({
      paidCents: 2_500_00,
      creditCents: 2_500_00,
      balanceCents: 5_500_00,
    });
    const credits = await getDb()
      .select()
      .from(buyerCredits)
      .where(eq(buyerCredits.buyerEmail, proposal.buyerEmail.toLowerCase()));
    expect(credits.map((row) => row.cents).sort((a, b) => a - b)).toEqual([-2_500_00, 2_500_00]);
    // The credit is spent: a third invoice gets none of it.
    const third = await issue(1_000_00, "2026-11-25T18:00:00Z");
    expect(await invoiceViewById(third.id)).toMatchObject({ paidCents: 0, balanceCents: 1_000_00 });
  });

  it("pays two open invoices oldest first, the later one partly", async () => {
    const { issue, transfer } = await buyer();
    const newer = await issue(7_000_00, "2026-11-10T18:00:00Z");
    const older = await issue(5_000_00, "2026-11-01T18:00:00Z");
    const outcome = await transfer(6_000_00);
    expect(outcome).toMatchObject({ paidInvoiceIds: [older.id], partInvoiceIds: [newer.id], creditCents: 0 });
    expect(await ledgerOf(older.id)).toEqual([expect.objectContaining({ amountCents: 5_000_00 })]);
    expect(await ledgerOf(newer.id)).toEqual([expect.objectContaining({ amountCents: 1_000_00 })]);
    expect(await invoiceViewById(newer.id)).toMatchObject({ balanceCents: 6_000_00 });
  });

  it("is recorded once when the same transfer arrives twice, one after the other or at the same moment", async () => {
    const { issue, transfer } = await buyer();
    const invoice = await issue(10_000_00);
    const outcomes = await Promise.all([
      transfer(3_000_00, "ccsbtxn_test_twice"),
      transfer(3_000_00, "ccsbtxn_test_twice"),
    ]);
    expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(["duplicate", "matched"]);
    expect(await transfer(3_000_00, "ccsbtxn_test_twice")).toEqual({ kind: "duplicate" });
    expect(await ledgerOf(invoice.id)).toEqual([expect.objectContaining({ amountCents: 3_000_00 })]);
    expect(await invoiceViewById(invoice.id)).toMatchObject({ balanceCents: 7_000_00 });
  });

  it("reaches the owner when it arrives for an account the site does not know", async () => {
    const outcome = await receiveBankTransfer({
      provider: "test",
      transferId: "ccsbtxn_test_stranger",
      customerId: "cus_test_nobody_we_know",
      amountCents: 2_000_00,
      currency: "usd",
    });
    expect(outcome).toEqual({ kind: "held" });
    const held = await getDb().select().from(heldPayments).where(eq(heldPayments.intentId, "ccsbtxn_test_stranger"));
    expect(held).toEqual([expect.objectContaining({ reason: "no-match", amountCents: 2_000_00 })]);
    const emails = await getDb()
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, "payment-held"), eq(outbox.recipient, getEnv().CONTACT_EMAIL)));
    expect(emails.some((email) => email.text.includes("$2,000.00"))).toBe(true);
    // Delivered again, it is still held once.
    await receiveBankTransfer({
      provider: "test",
      transferId: "ccsbtxn_test_stranger",
      customerId: "cus_test_nobody_we_know",
      amountCents: 2_000_00,
      currency: "usd",
    });
    expect(
      await getDb().select().from(heldPayments).where(eq(heldPayments.intentId, "ccsbtxn_test_stranger")),
    ).toHaveLength(1);
  });
});

describe("the test provider's simulated transfer", () => {
  it("pays the invoice's buyer and is audited with who sent it", async () => {
    const { issue } = await buyer();
    const invoice = await issue(3_000_00);
    const staff = { id: null, email: "staff@nestz.example" };
    const result = await simulateTestTransfer(staff, invoice.id, 1_000_00);
    expect(result).toMatchObject({ ok: true, outcome: { kind: "matched", partInvoiceIds: [invoice.id] } });
    const audit = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "bank-transfer.simulated"), eq(auditLog.subjectId, String(invoice.id))));
    expect(audit).toEqual([expect.objectContaining({ actorEmail: "staff@nestz.example" })]);
    expect(await simulateTestTransfer(staff, 999_999_999, 1_00)).toEqual({ ok: false, reason: "not-found" });
  });
});

describe("the test provider's transfer API", () => {
  const post = (body: unknown) =>
    testTransferApi({
      request: new Request("http://localhost:3000/api/payments/test/bank-transfer", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      }),
    });

  it("pays by account number, once per transfer id, and refuses what it cannot read or match", async () => {
    const { issue, account } = await buyer();
    const invoice = await issue(2_000_00);
    const sent = { accountNumber: account.accountNumber, amountCents: 500_00, transferId: "ccsbtxn_test_api_once" };
    expect((await post(sent)).status).toBe(200);
    expect(await (await post(sent)).json()).toMatchObject({ outcome: { kind: "duplicate" } });
    expect(await invoiceViewById(invoice.id)).toMatchObject({ paidCents: 500_00, balanceCents: 1_500_00 });

    expect((await post({ accountNumber: "999999999999", amountCents: 100 })).status).toBe(404);
    expect((await post({ accountNumber: account.accountNumber, amountCents: -5 })).status).toBe(400);
    expect((await post({ accountNumber: account.accountNumber, amountCents: 1.5 })).status).toBe(400);
    expect(await invoiceViewById(invoice.id)).toMatchObject({ paidCents: 500_00 });
  });
});
