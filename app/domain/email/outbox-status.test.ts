import { describe, expect, it } from "vitest";

import { OUTBOX_STATES, outboxView, retryMayDuplicate } from "./outbox-status";

describe("outboxView", () => {
  it("calls a message sent only when the mail server accepted it", () => {
    expect(outboxView("sent", false)).toBe("sent");
    // An error from an earlier try does not matter once it went out.
    expect(outboxView("sent", true)).toBe("sent");
  });

  it("calls a message failed when its last try failed, or when nobody knows whether it arrived", () => {
    expect(outboxView("pending", true)).toBe("failed");
    expect(outboxView("uncertain", true)).toBe("failed");
    expect(outboxView("uncertain", false)).toBe("failed");
  });

  it("calls a message waiting when it was never tried, or is being sent right now", () => {
    expect(outboxView("pending", false)).toBe("waiting");
    expect(outboxView("sending", false)).toBe("waiting");
    // A second try under way is not a failure (yet), and must not be offered for retry.
    expect(outboxView("sending", true)).toBe("waiting");
  });

  it("puts every state of the outbox in exactly one view", () => {
    for (const state of OUTBOX_STATES) {
      for (const hasError of [false, true])
        expect(["failed", "waiting", "sent"]).toContain(outboxView(state, hasError));
    }
  });
});

describe("retryMayDuplicate", () => {
  it("warns only for a message a sender may have delivered before it stopped", () => {
    expect(OUTBOX_STATES.filter(retryMayDuplicate)).toEqual(["uncertain"]);
  });
});
