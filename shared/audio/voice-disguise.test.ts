import { describe, expect, it } from 'vitest';
import { fft } from './fft.js';
import { disguiseSamples, drawDisguise, semitonesToRatio } from './voice-disguise.js';

const RATE = 16_000;

const tone = (seconds: number, partials: { frequency: number; amplitude: number }[]) =>
  Float32Array.from({ length: Math.round(seconds * RATE) }, (_, i) =>
    partials.reduce(
      (sum, { frequency, amplitude }) => sum + amplitude * Math.sin((2 * Math.PI * frequency * i) / RATE),
      0,
    ),
  );

/**
 * The fundamental of a steady sound by autocorrelation over the middle second: the lag of the
 * highest peak between 60 and 600 Hz, refined by a parabola through its neighbours.
 */
function fundamental(samples: Float32Array): number {
  const middle = samples.subarray(Math.floor(samples.length / 2 - RATE / 2), Math.floor(samples.length / 2 + RATE / 2));
  const correlation = (lag: number) => {
    let sum = 0;
    for (let i = 0; i + lag < middle.length; i++) sum += middle[i]! * middle[i + lag]!;
    return sum / (middle.length - lag);
  };
  const [minLag, maxLag] = [Math.floor(RATE / 600), Math.ceil(RATE / 60)];
  let best = minLag;
  const values = new Map<number, number>();
  for (let lag = minLag - 1; lag <= maxLag + 1; lag++) values.set(lag, correlation(lag));
  // the first lag whose correlation comes within 10% of the strongest: the period, not a multiple of it
  const strongest = Math.max(...[...values].filter(([lag]) => lag >= minLag && lag <= maxLag).map(([, v]) => v));
  for (let lag = minLag; lag <= maxLag; lag++) {
    const v = values.get(lag)!;
    if (v >= 0.9 * strongest && v >= values.get(lag - 1)! && v >= values.get(lag + 1)!) {
      best = lag;
      break;
    }
  }
  const [a, b, c] = [values.get(best - 1)!, values.get(best)!, values.get(best + 1)!];
  const shift = (a - c) / (2 * (a - 2 * b + c));
  return RATE / (best + (Number.isFinite(shift) ? shift : 0));
}

const semitonesBetween = (from: number, to: number) => 12 * Math.log2(to / from);

/** The spectral centroid of the middle second: where the energy sits, which moves with the formants. */
function centroid(samples: Float32Array): number {
  const size = 16_384;
  const re = new Float64Array(size);
  const im = new Float64Array(size);
  const start = Math.floor(samples.length / 2 - size / 2);
  for (let i = 0; i < size; i++) re[i] = samples[start + i]! * (0.5 - 0.5 * Math.cos((2 * Math.PI * i) / size));
  fft(re, im);
  let [weighted, total] = [0, 0];
  for (let k = 1; k < size / 2; k++) {
    const power = re[k]! ** 2 + im[k]! ** 2;
    weighted += power * ((k * RATE) / size);
    total += power;
  }
  return weighted / total;
}

describe('voice disguise', () => {
  it.each([4, -4, 5.5, -7])('moves the fundamental of a 200 Hz sine by %s semitones', async (semitones) => {
    const source = tone(2, [{ frequency: 200, amplitude: 0.5 }]);
    expect(fundamental(source)).toBeCloseTo(200, 0);
    const disguised = await disguiseSamples(source, { pitch: semitonesToRatio(semitones), formant: 1 });
    expect(disguised.length).toBe(source.length);
    const moved = semitonesBetween(200, fundamental(disguised));
    expect(Math.abs(moved - semitones)).toBeLessThan(0.5);
    expect(Math.abs(moved)).toBeGreaterThanOrEqual(4 - 0.5);
  });

  it('moves a voiced sound (harmonics under a formant-like envelope) by at least 4 semitones with the formants moved too', async () => {
    // 140 Hz with its harmonics, loudest around 700 Hz as an open vowel's first formant
    const partials = Array.from({ length: 40 }, (_, i) => {
      const frequency = 140 * (i + 1);
      return { frequency, amplitude: 0.3 / (1 + ((frequency - 700) / 300) ** 2) };
    });
    const source = tone(2, partials);
    const factors = { pitch: semitonesToRatio(-5), formant: semitonesToRatio(3) };
    const disguised = await disguiseSamples(source, factors);
    expect(Math.abs(semitonesBetween(fundamental(source), fundamental(disguised)))).toBeGreaterThanOrEqual(4);
    expect(semitonesBetween(fundamental(source), fundamental(disguised))).toBeLessThan(0);
    // the energy moved up with the formants, although the pitch went down
    expect(centroid(disguised)).toBeGreaterThan(centroid(source) * semitonesToRatio(1));
  });

  it('moves the formants alone without moving the pitch', async () => {
    const partials = Array.from({ length: 30 }, (_, i) => ({
      frequency: 180 * (i + 1),
      amplitude: 0.3 / (1 + ((180 * (i + 1) - 900) / 300) ** 2),
    }));
    const source = tone(2, partials);
    const disguised = await disguiseSamples(source, { pitch: 1, formant: semitonesToRatio(-3) });
    expect(Math.abs(semitonesBetween(fundamental(source), fundamental(disguised)))).toBeLessThan(0.5);
    expect(centroid(disguised)).toBeLessThan(centroid(source) * semitonesToRatio(-1));
  });

  it('draws the factors per recording: pitch 4 to 7 semitones either way, formants independently', () => {
    const values = [0.1, 0.0, 0.9, 0.2, 0.7, 1 - 1e-9, 0.3, 0.5];
    let at = 0;
    const sequence = () => values[at++ % values.length]!;
    const first = drawDisguise(sequence);
    const second = drawDisguise(sequence);
    expect(semitonesBetween(1, first.pitch)).toBeCloseTo(-4.5, 5);
    expect(semitonesBetween(1, first.formant)).toBeCloseTo(1.5 + 2 * 0.2, 5);
    expect(semitonesBetween(1, second.pitch)).toBeCloseTo(7, 5);
    expect(semitonesBetween(1, second.formant)).toBeCloseTo(-(1.5 + 2 * 0.5), 5);

    const drawn = Array.from({ length: 400 }, () => drawDisguise(Math.random));
    const pitches = drawn.map((factors) => semitonesBetween(1, factors.pitch));
    expect(pitches.every((value) => Math.abs(value) >= 4.5 && Math.abs(value) <= 7)).toBe(true);
    expect(pitches.some((value) => value > 0) && pitches.some((value) => value < 0)).toBe(true);
    expect(new Set(drawn.map((factors) => factors.pitch)).size).toBe(drawn.length);
  });

  it('keeps silence silent (below one step of 16-bit sound) and never clips', async () => {
    const silence = await disguiseSamples(new Float32Array(RATE), { pitch: 1.4, formant: 0.9 });
    expect(Math.max(...silence.map(Math.abs))).toBeLessThan(1e-6);
    const loud = tone(1, [{ frequency: 300, amplitude: 1 }]);
    const disguised = await disguiseSamples(loud, { pitch: semitonesToRatio(6), formant: semitonesToRatio(2) });
    expect(Math.max(...disguised.map(Math.abs))).toBeLessThanOrEqual(0.99);
  });
});
