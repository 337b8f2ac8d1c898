import { BufferTarget, EncodedAudioPacketSource, EncodedPacket, Output, WebMOutputFormat } from 'mediabunny';
import { cleanWebm } from '@shared/metadata/webm.js';

/*
 * Opus in WebM (issue #32): the browser's own Opus encoder (WebCodecs `AudioEncoder`) and
 * Mediabunny's WebM muxer, fetched only when a recording is encoded (a chunk of its own).
 */

/** Speech, mono: about 24 kbit/s, some 0.2 MB a minute. */
export const OPUS_BITRATE = 24_000;

/** The samples given to the encoder at once: a second at 16 kHz. */
const BLOCK_FRAMES = 16_000;

/**
 * The mono PCM as Opus in WebM. The muxer names itself as the file's muxing and writing
 * application; those mandatory fields are emptied by the same cleaning every attachment goes
 * through (shared/metadata/webm.ts), so the file carries nothing but its codec's headers and the
 * sound, and its cleaning before sending finds nothing more.
 */
export async function encodeOpusWebm(samples: Float32Array, sampleRate: number): Promise<Uint8Array<ArrayBuffer>> {
  const output = new Output({ format: new WebMOutputFormat(), target: new BufferTarget() });
  const track = new EncodedAudioPacketSource('opus');
  output.addAudioTrack(track);
  await output.start();

  // The muxer takes packets in order, one at a time.
  let muxed = Promise.resolve();
  let failure: unknown = null;
  const encoder = new AudioEncoder({
    output: (chunk, meta) => {
      const data = new Uint8Array(chunk.byteLength);
      chunk.copyTo(data);
      const packet = new EncodedPacket(data, chunk.type, chunk.timestamp / 1e6, (chunk.duration ?? 0) / 1e6);
      muxed = muxed.then(() => track.add(packet, meta));
    },
    error: (error) => {
      failure = error;
    },
  });
  encoder.configure({ codec: 'opus', sampleRate, numberOfChannels: 1, bitrate: OPUS_BITRATE });
  for (let at = 0; at < samples.length; at += BLOCK_FRAMES) {
    const block = samples.slice(at, at + BLOCK_FRAMES);
    const data = new AudioData({
      format: 'f32',
      sampleRate,
      numberOfChannels: 1,
      numberOfFrames: block.length,
      timestamp: Math.round((at * 1_000_000) / sampleRate),
      data: block,
    });
    encoder.encode(data);
    data.close();
  }
  await encoder.flush();
  encoder.close();
  await muxed;
  if (failure) throw failure instanceof Error ? failure : new Error('Opus encoding failed');
  await output.finalize();
  const buffer = output.target.buffer;
  if (!buffer) throw new Error('WebM muxing produced nothing');
  return cleanWebm(new Uint8Array(buffer)).bytes;
}
