/**
 * The voice disguise's rendering time (issue 32 asks for it per minute of audio in Chromium):
 * `shared/audio/voice-disguise.ts` bundled as the web build bundles it, run in a page of Debian's
 * Chromium on a minute of a synthetic voice (a 120 Hz source whose pitch wanders, its harmonics
 * under three formants, with breath noise) at the recorder's sample rate. The page yields to the
 * browser at each progress call, as the form does while it renders. The figure is the median of
 * several renderings after one to warm up, and its ratio to the audio's own length: how many
 * times faster than real time a reporter waits.
 */
import { launchChromium } from '../tests/support/browser.js';
import type { BenchFigure } from './bench-crypto';
import { pageScript } from './page-script.js';

/** The recorder's sample rate (web/src/features/form/lib/voice-audio.ts). */
const SAMPLE_RATE = 16_000;
const SECONDS = 60;
const ROUNDS = 5;

/**
 * What runs in the page, bundled with the disguise as the web build bundles it, on
 * `globalThis.voiceBench`: the median time of `rounds` renderings of the synthetic voice, after one.
 */
const pageCode = `
import { cryptoRandom, disguiseSamples, drawDisguise } from './shared/audio/voice-disguise.ts';

function syntheticVoice(sampleRate, seconds) {
  const voice = new Float32Array(sampleRate * seconds);
  let phase = 0;
  for (let i = 0; i < voice.length; i++) {
    phase += (2 * Math.PI * 120 * (1 + 0.08 * Math.sin((2 * Math.PI * 0.7 * i) / sampleRate))) / sampleRate;
    let sample = 0;
    for (let harmonic = 1; harmonic <= 30; harmonic++) {
      const frequency = 120 * harmonic;
      const formants = [500, 1500, 2500].reduce((gain, centre) => gain + Math.exp(-(((frequency - centre) / 300) ** 2)), 0.05);
      sample += (formants * Math.sin(harmonic * phase)) / harmonic;
    }
    voice[i] = 0.3 * sample + 0.01 * (Math.random() * 2 - 1);
  }
  return voice;
}

export async function medianMilliseconds(sampleRate, seconds, rounds) {
  const voice = syntheticVoice(sampleRate, seconds);
  const yieldToPage = () => new Promise((resolve) => setTimeout(resolve, 0));
  const times = [];
  for (let round = 0; round <= rounds; round++) {
    const started = performance.now();
    await disguiseSamples(voice, drawDisguise(cryptoRandom), { onProgress: yieldToPage });
    if (round > 0) times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)];
}
`;

export async function benchVoiceDisguise(): Promise<BenchFigure[]> {
  const script = await pageScript({ contents: pageCode }, 'voiceBench');
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto('about:blank');
    await page.addScriptTag({ content: script });
    const milliseconds = await page.evaluate(
      ([sampleRate, seconds, rounds]) =>
        (
          globalThis as unknown as { voiceBench: { medianMilliseconds: (...args: number[]) => Promise<number> } }
        ).voiceBench.medianMilliseconds(sampleRate!, seconds!, rounds!),
      [SAMPLE_RATE, SECONDS, ROUNDS],
    );
    const realTime = (SECONDS * 1000) / milliseconds;
    return [
      {
        name: 'disguise of 1 minute of voice (Chromium, median)',
        value: `${(milliseconds / 1000).toFixed(2)} s (${realTime.toFixed(0)}× faster than real time)`,
      },
      {
        name: 'disguise of the 10-minute default limit (from it)',
        value: `${((milliseconds * 10) / 1000).toFixed(1)} s`,
      },
    ];
  } finally {
    await browser.close();
  }
}
