import { describe, expect, it } from "vitest";

import { RATES_FILE_MAX_BYTES, uploadedText } from "./rate-file-upload";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("uploadedText", () => {
  it("reads a UTF-8 or Windows-1252 CSV as text", () => {
    expect(uploadedText("rates", bytes("LOCATION,CODE\nSeattle,1726\n"))).toEqual({
      ok: true,
      text: "LOCATION,CODE\nSeattle,1726\n",
    });
    expect(uploadedText("rates", Uint8Array.from([0x43, 0x6f, 0x75, 0x72, 0x20, 0xe9]))).toEqual({
      ok: true,
      text: "Cour é",
    });
  });

  it.each([
    ["no file", null, 400, /Choose the rates file/],
    ["an empty file", bytes(""), 400, /empty/],
    ["a ZIP archive", Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2]), 400, /unzip/],
    ["a binary file", Uint8Array.from([0x25, 0x50, 0x44, 0x46, 0, 1]), 400, /not a text file/],
    ["a file over the limit", new Uint8Array(RATES_FILE_MAX_BYTES + 1).fill(0x41), 413, /larger than 2 MB/],
  ])("refuses %s with a message", (_, file, status, message) => {
    const result = uploadedText("rates", file);
    expect(result).toMatchObject({ ok: false, status });
    expect(result.ok ? "" : result.message).toMatch(message);
  });
});
