import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileKinds, matchesKind } from '@shared/domain/file-kinds.js';
import { cleanFile } from '@shared/metadata/clean-file.js';
import { encodeVoice, VOICE_SAMPLE_RATE } from './voice-audio.js';

/**
 * The encoding of a voice message: Opus in WebM where the browser has an Opus encoder, else WAV.
 * jsdom has no WebCodecs: the encoder here hands out a packet of made-up bytes per 20 ms with
 * the decoder configuration a real one gives (OpusHead), so what is checked is the muxing and
 * the file's metadata; Chromium's real encoder is the browser test's (tests/e2e/voice-message.test.ts).
 */
const opusHead = Uint8Array.from([...new TextEncoder().encode('OpusHead'), 1, 1, 104, 0, 0x80, 0x3e, 0, 0, 0, 0, 0]);
const FRAME = 320; // 20 ms at 16 kHz

const given: { frames: number; rates: Set<number>; channels: Set<number> } = {
  frames: 0,
  rates: new Set(),
  channels: new Set(),
};

class FakeAudioData {
  readonly numberOfFrames: number;
  readonly sampleRate: number;
  readonly numberOfChannels: number;
  readonly timestamp: number;
  constructor(init: { numberOfFrames: number; sampleRate: number; numberOfChannels: number; timestamp: number }) {
    ({
      numberOfFrames: this.numberOfFrames,
      sampleRate: this.sampleRate,
      numberOfChannels: this.numberOfChannels,
      timestamp: this.timestamp,
    } = init);
  }
  close() {}
}

function fakeEncoder({ supported = true, fails = false } = {}) {
  return class FakeAudioEncoder {
    static isConfigSupported = async (config: AudioEncoderConfig) => ({ supported, config });
    private sent = 0;
    constructor(private readonly init: AudioEncoderInit) {}
    configure(config: AudioEncoderConfig) {
      expect(config).toMatchObject({ codec: 'opus', sampleRate: VOICE_SAMPLE_RATE, numberOfChannels: 1 });
    }
    encode(data: FakeAudioData) {
      if (fails) return this.init.error(new DOMException('encoder broke', 'EncodingError'));
      given.frames += data.numberOfFrames;
      given.rates.add(data.sampleRate);
      given.channels.add(data.numberOfChannels);
      for (let at = 0; at < data.numberOfFrames; at += FRAME) {
        const bytes = Uint8Array.from({ length: 60 }, (_, i) => (i * 7 + this.sent) & 0xff);
        const chunk = {
          type: 'key',
          timestamp: data.timestamp + Math.round((at * 1e6) / data.sampleRate),
          duration: 20_000,
          byteLength: bytes.length,
          copyTo: (target: Uint8Array) => target.set(bytes),
        } as unknown as EncodedAudioChunk;
        this.init.output(
          chunk,
          this.sent++ === 0
            ? { decoderConfig: { codec: 'opus', sampleRate: 48_000, numberOfChannels: 1, description: opusHead } }
            : {},
        );
      }
    }
    flush = async () => (fails ? Promise.reject(new DOMException('encoder broke', 'EncodingError')) : undefined);
    close() {}
  };
}

const tone = (seconds: number) =>
  Float32Array.from(
    { length: seconds * VOICE_SAMPLE_RATE },
    (_, i) => 0.3 * Math.sin((2 * Math.PI * 200 * i) / 16_000),
  );
const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

afterEach(() => {
  vi.unstubAllGlobals();
  Object.assign(given, { frames: 0, rates: new Set(), channels: new Set() });
});

describe('a voice message’s file', () => {
  it('is Opus in WebM where the browser encodes Opus: every sample given at 16 kHz mono, nothing but the codec’s headers', async () => {
    vi.stubGlobal('AudioEncoder', fakeEncoder());
    vi.stubGlobal('AudioData', FakeAudioData);
    const encoded = await encodeVoice(tone(3));
    expect(encoded).toMatchObject({ extension: 'webm', type: 'audio/webm' });
    expect(given).toEqual({ frames: 3 * VOICE_SAMPLE_RATE, rates: new Set([16_000]), channels: new Set([1]) });
    expect(matchesKind(encoded.bytes, fileKinds.webm)).toBe(true);
    expect(text(encoded.bytes)).toContain('A_OPUS');
    expect(text(encoded.bytes)).toContain(text(opusHead));
    // The muxer's name (its mandatory MuxingApp and WritingApp) is emptied: the cleaning every
    // attachment goes through before sending finds nothing and leaves every byte as it is.
    expect(text(encoded.bytes)).not.toMatch(/mediabunny/i);
    const cleaned = await cleanFile(encoded.bytes);
    expect(cleaned).toMatchObject({ status: 'cleaned', format: 'webm', removed: [] });
    expect(cleaned.status === 'cleaned' && Buffer.from(cleaned.bytes).equals(Buffer.from(encoded.bytes))).toBe(true);
  });

  it.each([
    ['has no WebCodecs encoder', undefined],
    ['cannot encode Opus', fakeEncoder({ supported: false })],
    ['fails while encoding', fakeEncoder({ fails: true })],
  ])('is 16-bit WAV where the browser %s, with every sample', async (_case, encoder) => {
    vi.stubGlobal('AudioEncoder', encoder);
    vi.stubGlobal('AudioData', FakeAudioData);
    const encoded = await encodeVoice(tone(2));
    expect(encoded).toMatchObject({ extension: 'wav', type: 'audio/wav' });
    expect(matchesKind(encoded.bytes, fileKinds.wav)).toBe(true);
    expect(encoded.bytes.length).toBe(44 + 2 * 2 * VOICE_SAMPLE_RATE);
    const cleaned = await cleanFile(encoded.bytes);
    expect(cleaned).toMatchObject({ status: 'cleaned', format: 'wav', removed: [] });
  });
});
