import { describe, expect, it } from "vitest";

import { deviceClass } from "./device";

describe("device class", () => {
  it("tells phones, tablets and desktops apart", () => {
    expect(
      deviceClass("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148"),
    ).toBe("phone");
    expect(
      deviceClass("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36"),
    ).toBe("phone");
    expect(deviceClass("Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15")).toBe("tablet");
    expect(deviceClass("Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 Chrome/120 Safari/537.36")).toBe(
      "tablet",
    );
    expect(deviceClass("Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Safari/605.1.15")).toBe(
      "desktop",
    );
    expect(deviceClass("")).toBe("desktop");
    expect(deviceClass(null)).toBe("desktop");
  });
});
