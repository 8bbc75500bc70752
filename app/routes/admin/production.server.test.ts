import { describe, expect, it } from "vitest";

import { BOOKING_MESSAGES } from "#app/domain/production/forms";
import type { BuyerFormState } from "#app/domain/proposals/views";
import type { AdminUser } from "#app/server/auth/admin-guard.server";
import { PDF_BYTES } from "#tests/support/test-images";

import { handleProposalForm } from "../buyer/proposal.server";
import { handleProductionForm, type ProductionAnswer } from "./production.server";

/** Bad input on the production board and the order's page is a 4xx with its reason, before anything is read or stored. */

const admin = { actor: { id: null, email: "owner@nestz.example" } } as unknown as AdminUser;

async function post(body: FormData | Record<string, string>) {
  const form = body instanceof FormData ? body : new URLSearchParams(body);
  const answer = await handleProductionForm(
    new Request("http://localhost/admin/production", { method: "POST", body: form }),
    admin,
  );
  return { status: answer.init?.status, notice: (answer.data as ProductionAnswer).notice };
}

describe("the production board's forms", () => {
  it("refuse an unknown form, a rate out of range, an unknown stage and a capacity past the trucks", async () => {
    expect((await post({ intent: "other" })).status).toBe(400);
    expect(await post({ intent: "weekly-rate", weeklyRate: "500" })).toEqual({
      status: 400,
      notice: { tone: "error", text: "Enter how many homes a week, a whole number from 0 to 100." },
    });
    expect((await post({ intent: "weekly-rate", weeklyRate: "two" })).status).toBe(400);
    expect((await post({ intent: "mark-stage", unitId: "1", stage: "roof" })).notice.text).toBe(
      "Choose the stage the home has reached.",
    );
    expect((await post({ intent: "delivery-day", day: "2026-12-10", capacity: "51" })).status).toBe(400);
    expect((await post({ intent: "delivery-day", day: "not a day", capacity: "2" })).notice.text).toBe("Choose a day.");
  });

  it("refuse a delivery the buyer did not acknowledge, and a time that is not one", async () => {
    const fields = { intent: "delivered", unitId: "1", time: "14:30", receivedBy: "Ada", acknowledgedName: "Grace" };
    expect((await post(fields)).notice.text).toBe("The buyer confirms they received the home here today.");
    expect((await post({ ...fields, acknowledged: "yes", time: "25:00" })).status).toBe(400);
  });

  it("refuse a stage's file that is not a photo with 415", async () => {
    const form = new FormData();
    form.set("intent", "mark-stage");
    form.set("unitId", "1");
    form.set("stage", "frame");
    form.append("photos", new File([new Uint8Array(PDF_BYTES)], "plan.pdf", { type: "application/pdf" }));
    const { status, notice } = await post(form);
    expect(status).toBe(415);
    expect(notice.text).toContain("plan.pdf: That file isn't a JPEG, PNG or WebP photo");
  });
});

describe("the buyer's delivery day", () => {
  it("is refused without every item of the site checklist", async () => {
    const token = "t".repeat(43);
    const body = new URLSearchParams({ intent: "book-delivery", unitId: "1", day: "2026-12-10" });
    body.append("checklist", "access");
    const answer = await handleProposalForm(
      new Request(`http://localhost/proposal/${token}`, { method: "POST", body }),
      token,
    );
    if (answer instanceof Response) throw new Error("a redirect");
    expect(answer.init?.status).toBe(400);
    expect((answer.data as BuyerFormState).errors).toEqual({ checklist: BOOKING_MESSAGES.checklist });
  });
});
