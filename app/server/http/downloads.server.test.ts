import { describe, expect, it } from "vitest";

import { csvDownload, privateDownload } from "./downloads.server";

describe("console downloads", () => {
  it("sends a CSV as a private attachment under its name", async () => {
    const response = csvDownload("a,b\r\n1,2\r\n", "nestz-orders-2026-11-27.csv");
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": 'attachment; filename="nestz-orders-2026-11-27.csv"',
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    });
    expect(await response.text()).toBe("a,b\r\n1,2\r\n");
  });

  it("keeps a name from ending the quoted value or adding a header line", () => {
    const response = csvDownload("", 'evil".csv\r\nSet-Cookie: x=1\\');
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="evil.csvSet-Cookie: x=1"');
  });

  it("states the length of a binary file and sends its bytes", async () => {
    const bytes = new Uint8Array([37, 80, 68, 70]);
    const response = privateDownload(bytes, { contentType: "application/pdf", fileName: "spec.pdf" });
    expect(response.headers.get("content-length")).toBe("4");
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });
});
