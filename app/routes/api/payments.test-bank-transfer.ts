import { z } from "#app/domain/common/zod";
import { customerOfAccountNumber, receiveBankTransfer } from "#app/server/billing/bank-transfers.server";
import { apiError, handleApi, postOnly } from "#app/server/http/api-response.server";
import { readJson } from "#app/server/http/json-body.server";
import { getPaymentSettings } from "#app/server/payments/settings.server";

const body = z.object({
  accountNumber: z.string().regex(/^\d{4,17}$/),
  amountCents: z.number().int().min(1).max(1_000_000_000),
  currency: z.literal("usd").default("usd"),
  /** The same id twice is the same arrival, recorded once (as a webhook delivered again). */
  transferId: z
    .string()
    .regex(/^ccsbtxn_test_\w{1,64}$/)
    .optional(),
});

/**
 * POST /api/payments/test/bank-transfer: the test provider's stand-in for
 * money arriving at a buyer's own account number, as Stripe's cash balance
 * webhook reports it. Only while the test provider takes payments.
 */
export function action({ request }: { request: Request }) {
  return handleApi(async () => {
    if (getPaymentSettings().provider !== "test") return apiError(404, "not_found", "Test payments are off.");
    if (request.method !== "POST") return postOnly();
    const { accountNumber, amountCents, currency, transferId } = await readJson(request, body);
    const customerId = await customerOfAccountNumber(accountNumber);
    if (!customerId) return apiError(404, "account_not_found", "No buyer has that account number.");
    const id = transferId ?? `ccsbtxn_test_${crypto.randomUUID().replaceAll("-", "")}`;
    const outcome = await receiveBankTransfer({ provider: "test", transferId: id, customerId, amountCents, currency });
    return Response.json({ transferId: id, outcome });
  });
}

export function loader() {
  return postOnly();
}
