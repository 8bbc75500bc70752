/// <reference lib="webworker" />
import { defaultBirdsong, encodeWav, synthesizeBirdsong } from "./birdsong-synth";

// Synthesis takes tens of milliseconds: done here, the page never stutters.
const samples = synthesizeBirdsong(defaultBirdsong);
const wav = encodeWav(samples, defaultBirdsong.sampleRate);
(self as unknown as DedicatedWorkerGlobalScope).postMessage(wav, [wav]);
