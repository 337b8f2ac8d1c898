import { cryptoRandom, disguiseSamples, drawDisguise } from '@shared/audio/voice-disguise.js';
import { encodeWav } from '@shared/audio/wav.js';
import { contentTypeForName } from '@shared/domain/file-kinds.js';

/** The sample rate a voice message is rendered at: speech, in little space. */
export const VOICE_SAMPLE_RATE = 16_000;

/** Why a recording cannot start or be used, as the recorder says it. */
export type VoiceFailure = 'noMicrophone' | 'denied' | 'unsupported' | 'failed';

/** The browser records at all: a microphone API, MediaRecorder and offline rendering. */
export const canRecord = (): boolean =>
  typeof navigator !== 'undefined' &&
  typeof navigator.mediaDevices?.getUserMedia === 'function' &&
  typeof MediaRecorder !== 'undefined' &&
  typeof OfflineAudioContext !== 'undefined';

/** A failure of `getUserMedia` as the reporter is told it. */
export function microphoneFailure(error: unknown): VoiceFailure {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError') return 'noMicrophone';
  return 'failed';
}

/** The container MediaRecorder is asked for: Opus in WebM or Ogg where supported, else the browser's own (AAC in MP4 on Safari). */
export function recorderMimeType(): string | undefined {
  return ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/mp4'].find((type) =>
    MediaRecorder.isTypeSupported(type),
  );
}

/**
 * The recording as mono PCM at `VOICE_SAMPLE_RATE`, rendered offline (decoded, mixed down and
 * resampled by an OfflineAudioContext).
 */
export async function decodeRecording(recording: Blob): Promise<Float32Array> {
  const decoded = await new OfflineAudioContext(1, 1, VOICE_SAMPLE_RATE).decodeAudioData(await recording.arrayBuffer());
  const length = Math.max(1, Math.ceil(decoded.duration * VOICE_SAMPLE_RATE));
  const context = new OfflineAudioContext(1, length, VOICE_SAMPLE_RATE);
  const source = context.createBufferSource();
  source.buffer = decoded;
  source.connect(context.destination);
  source.start();
  const rendered = await context.startRendering();
  return rendered.getChannelData(0).slice();
}

export interface RenderedVoice {
  file: File;
  durationSeconds: number;
}

/** Where the browser encodes Opus itself (WebCodecs' `AudioEncoder`): Chromium, Firefox from 130. */
async function encodesOpus(): Promise<boolean> {
  if (typeof AudioEncoder === 'undefined' || typeof AudioData === 'undefined') return false;
  try {
    const { supported } = await AudioEncoder.isConfigSupported({
      codec: 'opus',
      sampleRate: VOICE_SAMPLE_RATE,
      numberOfChannels: 1,
    });
    return supported === true;
  } catch {
    return false;
  }
}

/**
 * The sound as the file that is attached: Opus in WebM where the browser encodes Opus (about a
 * tenth of WAV's size), else 16-bit WAV; Opus that fails on the way (its code not fetched, the
 * encoder refusing) falls back to WAV too. Either is made from the sound alone: no metadata.
 */
export async function encodeVoice(
  samples: Float32Array,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; extension: 'webm' | 'wav'; type: string }> {
  const typed = <E extends 'webm' | 'wav'>(extension: E) => ({ extension, type: contentTypeForName(`.${extension}`) });
  if (await encodesOpus()) {
    try {
      const { encodeOpusWebm } = await import('./voice-opus.js');
      return { bytes: await encodeOpusWebm(samples, VOICE_SAMPLE_RATE), ...typed('webm') };
    } catch {
      // WAV below
    }
  }
  return { bytes: encodeWav(samples, VOICE_SAMPLE_RATE), ...typed('wav') };
}

/** How much of the progress shown is the disguise's (the encoding is the rest). */
const DISGUISE_SHARE = 0.9;

/**
 * The file that is attached: the PCM encoded (`encodeVoice`), the voice first disguised by
 * factors drawn now and forgotten when this returns (shared/audio/voice-disguise.ts).
 */
export async function renderVoice(
  pcm: Float32Array,
  {
    disguise,
    fileName,
    onProgress,
  }: { disguise: boolean; fileName: (extension: string) => string; onProgress: (fraction: number) => void },
): Promise<RenderedVoice> {
  const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  const samples = disguise
    ? await disguiseSamples(pcm, drawDisguise(cryptoRandom), {
        onProgress: async (fraction) => {
          onProgress(fraction * DISGUISE_SHARE);
          await yieldToPage();
        },
      })
    : pcm;
  const encoded = await encodeVoice(samples);
  onProgress(1);
  return {
    file: new File([encoded.bytes], fileName(encoded.extension), { type: encoded.type }),
    durationSeconds: samples.length / VOICE_SAMPLE_RATE,
  };
}

/** The loudness of the microphone's sound now, 0–100, for the level meter. */
export function levelOf(analyser: AnalyserNode, buffer: Float32Array<ArrayBuffer>): number {
  analyser.getFloatTimeDomainData(buffer);
  let sum = 0;
  for (const value of buffer) sum += value * value;
  const rms = Math.sqrt(sum / buffer.length);
  // -60 dBFS (silence) to 0 dBFS
  return Math.max(0, Math.min(100, ((20 * Math.log10(rms + 1e-9) + 60) / 60) * 100));
}
