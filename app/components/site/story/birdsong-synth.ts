/**
 * Synthesised birdsong: a few birds singing short phrases of chirps (sine
 * sweeps under a soft envelope) over a hush of leaves. Deterministic for a
 * given seed, so every visitor hears the same little forest. Pure: returns
 * samples and WAV bytes, touches no browser API.
 */

export interface BirdsongOptions {
  seconds: number;
  sampleRate: number;
  seed: number;
}

export const defaultBirdsong: BirdsongOptions = { seconds: 75, sampleRate: 22_050, seed: 1_905 };

/** Small, fast, seedable PRNG (mulberry32). */
export function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Bird {
  pitch: number; // Hz at the start of a chirp
  sweep: number; // Hz change over a chirp
  chirpMs: number;
  gapMs: number;
  loudness: number;
}

export function synthesizeBirdsong({ seconds, sampleRate, seed }: BirdsongOptions): Float32Array {
  const next = random(seed);
  const samples = new Float32Array(Math.round(seconds * sampleRate));

  // Leaves and distant air: low-passed noise, very quiet.
  let low = 0;
  for (let i = 0; i < samples.length; i++) {
    low += 0.02 * (next() * 2 - 1 - low);
    samples[i] = low * 0.05;
  }

  const birds: Bird[] = [
    { pitch: 3_400, sweep: 1_300, chirpMs: 70, gapMs: 60, loudness: 0.32 },
    { pitch: 4_600, sweep: -1_500, chirpMs: 45, gapMs: 40, loudness: 0.22 },
    { pitch: 2_500, sweep: 700, chirpMs: 120, gapMs: 90, loudness: 0.26 },
  ];

  for (const bird of birds) {
    let at = next() * 2; // seconds
    while (at < seconds - 2) {
      const chirps = 3 + Math.floor(next() * 6);
      let t = at;
      for (let c = 0; c < chirps; c++) {
        const length = (bird.chirpMs * (0.8 + next() * 0.4)) / 1000;
        const pitch = bird.pitch * (0.92 + next() * 0.16);
        addChirp(samples, sampleRate, t, length, pitch, bird.sweep, bird.loudness * (0.7 + next() * 0.3));
        t += length + (bird.gapMs * (0.7 + next() * 0.6)) / 1000;
      }
      at = t + 1.2 + next() * 4;
    }
  }

  // Fade in and out over two seconds, and keep every sample in range.
  const fade = Math.min(samples.length / 2, 2 * sampleRate);
  for (let i = 0; i < samples.length; i++) {
    const edge = Math.min(i, samples.length - 1 - i);
    const gain = edge < fade ? edge / fade : 1;
    samples[i] = Math.max(-1, Math.min(1, (samples[i] ?? 0) * gain));
  }
  return samples;
}

function addChirp(
  out: Float32Array,
  rate: number,
  start: number,
  length: number,
  pitch: number,
  sweep: number,
  loudness: number,
) {
  const first = Math.floor(start * rate);
  const count = Math.floor(length * rate);
  let phase = 0;
  for (let n = 0; n < count && first + n < out.length; n++) {
    const progress = n / count;
    const frequency = pitch + sweep * progress + 180 * Math.sin(progress * Math.PI * 6);
    phase += (2 * Math.PI * frequency) / rate;
    const envelope = Math.sin(Math.PI * progress) ** 2;
    const index = first + n;
    out[index] = (out[index] ?? 0) + Math.sin(phase) * envelope * loudness;
  }
}

/** 16-bit mono PCM in a WAV container. */
export function encodeWav(samples: Float32Array, sampleRate: number): ArrayBuffer {
  const buffer = new ArrayBuffer(44 + samples.length * 2);
  const view = new DataView(buffer);
  const text = (offset: number, value: string) => {
    for (let i = 0; i < value.length; i++) view.setUint8(offset + i, value.charCodeAt(i));
  };
  text(0, "RIFF");
  view.setUint32(4, 36 + samples.length * 2, true);
  text(8, "WAVE");
  text(12, "fmt ");
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // bytes per second
  view.setUint16(32, 2, true); // block align
  view.setUint16(34, 16, true); // bits per sample
  text(36, "data");
  view.setUint32(40, samples.length * 2, true);
  for (let i = 0; i < samples.length; i++) {
    const value = samples[i] ?? 0;
    view.setInt16(44 + i * 2, value < 0 ? value * 0x8000 : value * 0x7fff, true);
  }
  return buffer;
}
