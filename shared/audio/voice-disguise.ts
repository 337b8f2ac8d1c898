import { fft } from './fft.js';

/**
 * Voice disguise (issue #32), done in the reporter's browser before encryption: the pitch and the
 * formants (the resonances of the vocal tract) are moved by factors drawn at random for each
 * recording, never stored, so that no known fixed shift can simply be reversed.
 *
 * A phase vocoder: each frame's magnitude spectrum is split into a smooth envelope (cepstral
 * smoothing: the formants) and the rest (the harmonics: the pitch). The harmonics move by the
 * pitch factor, with their phases advanced at their new frequencies; the envelope moves by the
 * formant factor, independently; the frames are added back with overlap.
 */

export interface DisguiseFactors {
  /** Frequency ratio of the pitch: 2^(semitones/12). */
  pitch: number;
  /** Frequency ratio of the formants. */
  formant: number;
}

/**
 * The pitch moves by 4.5 to 7 semitones, up or down (the 4 to 7, kept half a semitone off
 * 4 so that a measured shift is never under 4); the formants by 1.5 to 3.5, up or down, independently.
 */
export const disguiseRanges = {
  pitchSemitones: { min: 4.5, max: 7 },
  formantSemitones: { min: 1.5, max: 3.5 },
} as const;

export const semitonesToRatio = (semitones: number): number => 2 ** (semitones / 12);

/**
 * Draws a recording's factors. `random` gives uniform numbers in [0, 1) (the browser passes one
 * built on `crypto.getRandomValues`); the factors are kept only while the recording is rendered.
 */
export function drawDisguise(random: () => number): DisguiseFactors {
  const draw = ({ min, max }: { min: number; max: number }) =>
    (random() < 0.5 ? -1 : 1) * (min + (max - min) * random());
  return {
    pitch: semitonesToRatio(draw(disguiseRanges.pitchSemitones)),
    formant: semitonesToRatio(draw(disguiseRanges.formantSemitones)),
  };
}

/** Uniform numbers in [0, 1) from the platform's cryptographic generator. */
export function cryptoRandom(): number {
  const [value] = crypto.getRandomValues(new Uint32Array(1));
  return (value ?? 0) / 2 ** 32;
}

const FRAME = 1024;
const HOP = FRAME / 4;
/** Cepstral coefficients kept for the envelope: below the shortest pitch period of speech at 16 kHz. */
const LIFTER = 30;
const BINS = FRAME / 2 + 1;
const TWO_PI = 2 * Math.PI;

const hann = Float64Array.from({ length: FRAME }, (_, i) => 0.5 - 0.5 * Math.cos((TWO_PI * i) / FRAME));

/** The smooth log-magnitude envelope of one frame (`logMag` has BINS values). */
function envelopeOf(logMag: Float64Array, re: Float64Array, im: Float64Array): Float64Array {
  for (let k = 0; k < FRAME; k++) {
    re[k] = logMag[k < BINS ? k : FRAME - k]!;
    im[k] = 0;
  }
  fft(re, im, true);
  for (let q = 0; q < FRAME; q++) {
    const kept = q < LIFTER || q > FRAME - LIFTER;
    re[q] = kept ? re[q]! / FRAME : 0;
    im[q] = kept ? im[q]! / FRAME : 0;
  }
  fft(re, im);
  return Float64Array.from({ length: BINS }, (_, k) => re[k]!);
}

/** The envelope read at `bin / factor`, linearly interpolated (held at the ends). */
function shiftedEnvelope(logEnvelope: Float64Array, factor: number, target: Float64Array): void {
  for (let k = 0; k < BINS; k++) {
    const source = Math.min(k / factor, BINS - 1);
    const low = Math.floor(source);
    const high = Math.min(low + 1, BINS - 1);
    const t = source - low;
    target[k] = logEnvelope[low]! * (1 - t) + logEnvelope[high]! * t;
  }
}

const wrapPhase = (phase: number) => phase - TWO_PI * Math.round(phase / TWO_PI);

export interface DisguiseOptions {
  /** Called now and then with the share done (0–1), and awaited: a page yields to the browser there. */
  onProgress?: (fraction: number) => void | Promise<void>;
}

/**
 * Renders `samples` (mono PCM in [-1, 1]) with the pitch and the formants moved; the same length.
 * The result is scaled down only if it would clip.
 */
export async function disguiseSamples(
  samples: Float32Array,
  factors: DisguiseFactors,
  { onProgress }: DisguiseOptions = {},
): Promise<Float32Array> {
  const padded = new Float64Array(samples.length + 2 * FRAME);
  padded.set(samples, FRAME);
  const output = new Float64Array(padded.length);
  const weight = new Float64Array(padded.length);
  const re = new Float64Array(FRAME);
  const im = new Float64Array(FRAME);
  const cepRe = new Float64Array(FRAME);
  const cepIm = new Float64Array(FRAME);
  const lastPhase = new Float64Array(BINS);
  const sumPhase = new Float64Array(BINS);
  const logMag = new Float64Array(BINS);
  const trueBin = new Float64Array(BINS);
  const synMag = new Float64Array(BINS);
  const synBin = new Float64Array(BINS);
  const newEnvelope = new Float64Array(BINS);
  const expected = (TWO_PI * HOP) / FRAME;
  const frames = Math.floor((padded.length - FRAME) / HOP) + 1;

  for (let frame = 0; frame < frames; frame++) {
    const start = frame * HOP;
    for (let i = 0; i < FRAME; i++) {
      re[i] = padded[start + i]! * hann[i]!;
      im[i] = 0;
    }
    fft(re, im);
    for (let k = 0; k < BINS; k++) {
      const magnitude = Math.hypot(re[k]!, im[k]!);
      const phase = Math.atan2(im[k]!, re[k]!);
      const deviation = wrapPhase(phase - lastPhase[k]! - k * expected);
      lastPhase[k] = phase;
      trueBin[k] = k + deviation / expected;
      logMag[k] = Math.log(magnitude + 1e-9);
    }
    const logEnvelope = envelopeOf(logMag, cepRe, cepIm);
    shiftedEnvelope(logEnvelope, factors.formant, newEnvelope);

    synMag.fill(0);
    synBin.fill(0);
    for (let k = 0; k < BINS; k++) {
      const target = Math.round(k * factors.pitch);
      if (target >= BINS) break;
      const excitation = Math.exp(logMag[k]! - logEnvelope[k]!);
      if (excitation > synMag[target]!) synBin[target] = trueBin[k]! * factors.pitch;
      synMag[target] = synMag[target]! + excitation;
    }

    re.fill(0);
    im.fill(0);
    for (let k = 0; k < BINS; k++) {
      sumPhase[k] = wrapPhase(sumPhase[k]! + synBin[k]! * expected);
      const magnitude = synMag[k]! * Math.exp(newEnvelope[k]!);
      re[k] = magnitude * Math.cos(sumPhase[k]!);
      im[k] = magnitude * Math.sin(sumPhase[k]!);
      if (k > 0 && k < FRAME / 2) {
        re[FRAME - k] = re[k]!;
        im[FRAME - k] = -im[k]!;
      }
    }
    fft(re, im, true);
    for (let i = 0; i < FRAME; i++) {
      output[start + i] = output[start + i]! + (re[i]! / FRAME) * hann[i]!;
      weight[start + i] = weight[start + i]! + hann[i]! * hann[i]!;
    }
    if (onProgress && frame % 200 === 199) await onProgress(frame / frames);
  }

  const result = new Float32Array(samples.length);
  let peak = 0;
  for (let i = 0; i < result.length; i++) {
    const w = weight[i + FRAME]!;
    const value = w > 1e-3 ? output[i + FRAME]! / w : 0;
    result[i] = value;
    peak = Math.max(peak, Math.abs(value));
  }
  if (peak > 0.99) for (let i = 0; i < result.length; i++) result[i] = (result[i]! / peak) * 0.99;
  await onProgress?.(1);
  return result;
}
