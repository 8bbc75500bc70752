import { describe, expect, it, vi } from "vitest";

import type { BuildSheetView } from "#app/domain/production/views";
import { getPublicConfig, parseEnv } from "#app/server/config/env.server";
import { readPdf } from "#tests/support/pdf-text";

import { buildSheetPdf } from "./build-sheet.server";

/** The workshop's build sheet drawn for real and read back: every home, its model, options, colours and note. */

vi.setConfig({ testTimeout: 30_000 });

const config = getPublicConfig(parseEnv({ COMPANY_LEGAL_NAME: "Nestz Homes of the Northwest LLC" }));

const view: BuildSheetView = {
  proposalId: 7,
  reference: "Q-2026-0042-v2",
  buyer: "Ada Lovelace, Clark County",
  acceptedLabel: "November 28, 2026",
  deliveryPlace: "1 Main St, Vancouver, WA",
  requestMessage: "Sage green if you can.",
  units: [1, 2].map((unit) => ({
    id: unit,
    unit,
    label: `Home ${unit} of 2`,
    model: "Bedroom Nestz",
    options: [{ description: "Kitchen", coverage: "Every home" }],
    colours: [{ description: "Custom paint", coverage: "1 of 2 homes" }],
    note: unit === 2 ? "Paint this one sage green, white trim." : "",
    stageLabel: "Frame",
    photos: [],
  })),
};

describe("a build sheet's PDF", () => {
  it("names the order and, home by home, the model, options, colours and the owner's note", async () => {
    const pdf = await readPdf((await buildSheetPdf(view, config)).body);
    expect(pdf.info).toMatchObject({ Title: "Build sheet Q-2026-0042-v2", Author: config.legalName });
    const text = pdf.text.replace(/\s+/g, " ");
    for (const shown of [
      "Home 1 of 2: Bedroom Nestz",
      "Home 2 of 2: Bedroom Nestz",
      "Kitchen (every home)",
      "Custom paint (1 of 2 homes)",
      "Note: Paint this one sage green, white trim.",
      "Sage green if you can.",
      "1 Main St, Vancouver, WA",
    ])
      expect(text).toContain(shown);
  });
});
