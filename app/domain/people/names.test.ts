import { describe, expect, it } from "vitest";

import { checkDisplayName } from "#app/domain/auth/forms";

import { tidyDisplayName } from "./names";

describe("tidyDisplayName (for names that come from Google)", () => {
  it("drops hidden characters, collapses spaces and cuts to the limit without splitting an emoji", () => {
    expect(tidyDisplayName("  Pat\u202E  Google ")).toBe("Pat Google");
    expect(tidyDisplayName("x".repeat(59) + "🌲🌲")).toBe("x".repeat(59));
    expect(tidyDisplayName("y".repeat(5_000))).toHaveLength(60);
    expect(tidyDisplayName(undefined)).toBe("");
    expect(checkDisplayName(tidyDisplayName("Sam 👩\u200d🌾 \u2066x")).ok).toBe(true);
  });
});
