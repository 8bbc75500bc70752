import { describe, expect, it } from "vitest";

import { choiceRefusalMessage } from "#app/content/proposals/choices";
import { acceptFormMessages } from "#app/content/proposals/proposals";
import type { BuyerFormState } from "#app/domain/proposals/views";

import { handleProposalForm } from "./proposal.server";

/** The buyer's forms refuse what would print differently from what was typed, before anything is read or stored. */

const token = "t".repeat(43);

async function post(fields: Record<string, string>) {
  const request = new Request(`http://localhost/proposal/${token}`, {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  const answer = await handleProposalForm(request, token);
  if (answer instanceof Response) throw new Error(`a redirect to ${answer.headers.get("location")}`);
  return { status: answer.init?.status, state: answer.data as BuyerFormState };
}

const accept = (name: string) => post({ intent: "accept", name, agree: "yes", contentHash: "c".repeat(64) });

describe("the buyer's acceptance", () => {
  it("refuses a name with a direction override, beside the name field", async () => {
    const { status, state } = await accept("Ada \u202eecalevoL");
    expect(status).toBe(400);
    expect(state.form).toBe("accept");
    expect(state.errors).toEqual({ name: acceptFormMessages.nameHidden });
    expect(state.values?.name).toBe("Ada \u202eecalevoL");
  });

  it("refuses invisible characters and scripts the signed record cannot print", async () => {
    expect((await accept("Ada\u200bLovelace")).state.errors).toEqual({ name: acceptFormMessages.nameHidden });
    expect((await accept("王小明")).state.errors).toEqual({ name: acceptFormMessages.nameUnprintable });
  });
});

describe("the buyer's choices", () => {
  it("refuses an acceptance whose choices are not line numbers, before anything is read or stored", async () => {
    const { status, state } = await post({
      intent: "accept",
      name: "Ada Lovelace",
      agree: "yes",
      contentHash: "c".repeat(64),
      "choice-0": "the red one",
    });
    expect(status).toBe(400);
    expect(state).toMatchObject({ form: "accept", message: choiceRefusalMessage({ kind: "not-offered" }) });
  });
});

describe("the buyer's purchase order", () => {
  it("refuses a number with a direction override or out-of-place characters, beside the field", async () => {
    const hidden = await post({ intent: "purchase-order", poNumber: "PO-\u202e0021" });
    expect(hidden.status).toBe(400);
    expect(hidden.state.errors).toEqual({ poNumber: acceptFormMessages.poHidden });
    const odd = await post({ intent: "purchase-order", poNumber: "PO<script>" });
    expect(odd.status).toBe(400);
    expect(odd.state.errors).toEqual({ poNumber: acceptFormMessages.poCharacters });
  });
});
