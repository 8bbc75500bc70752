import { describe, expect, it } from "vitest";

import { encodeWav, random, synthesizeBirdsong } from "./birdsong-synth";

const options = { seconds: 6, sampleRate: 8_000, seed: 7 };

describe("synthesizeBirdsong", () => {
  it("makes the asked length of sound, in range, and not silence", () => {
    const samples = synthesizeBirdsong(options);
    expect(samples.length).toBe(48_000);
    let peak = 0;
    for (const sample of samples) peak = Math.max(peak, Math.abs(sample));
    expect(peak).toBeGreaterThan(0.1);
    expect(peak).toBeLessThanOrEqual(1);
  });

  it("fades in from silence and back out", () => {
    const samples = synthesizeBirdsong(options);
    expect(Math.abs(samples[0] ?? 1)).toBe(0);
    expect(Math.abs(samples.at(-1) ?? 1)).toBe(0);
  });

  it("is the same song for the same seed, and another for another", () => {
    expect(synthesizeBirdsong(options)).toEqual(synthesizeBirdsong(options));
    expect(synthesizeBirdsong({ ...options, seed: 8 })).not.toEqual(synthesizeBirdsong(options));
  });
});

describe("encodeWav", () => {
  it("writes a valid 16-bit mono PCM header and the samples", () => {
    const wav = new DataView(encodeWav(new Float32Array([0, 1, -1]), 8_000));
    const tag = (offset: number) => String.fromCharCode(...[0, 1, 2, 3].map((i) => wav.getUint8(offset + i)));
    expect(tag(0)).toBe("RIFF");
    expect(tag(8)).toBe("WAVE");
    expect(wav.getUint16(22, true)).toBe(1);
    expect(wav.getUint32(24, true)).toBe(8_000);
    expect(wav.getUint32(40, true)).toBe(6);
    expect(wav.getInt16(46, true)).toBe(0x7fff);
    expect(wav.getInt16(48, true)).toBe(-0x8000);
  });
});

describe("random", () => {
  it("gives numbers in [0, 1)", () => {
    const next = random(1);
    for (let i = 0; i < 1000; i++) {
      const value = next();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});
