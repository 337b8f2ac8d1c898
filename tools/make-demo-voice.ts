/**
 * `npx tsx tools/make-demo-voice.ts`: makes the demo's voice message once (docs/demo.md), which
 * is committed and which the seed attaches to the demo inbox's report, so that `npm start` on a
 * fresh machine needs no speech tools. Needs Debian's espeak-ng, sox and ffmpeg (as the voice
 * message's browser test does). Polish speech from espeak-ng, at 16 kHz mono, disguised by the
 * form's own code (shared/audio, factors drawn now and not kept), encoded as the recorder encodes
 * it (Opus at 24 kbit/s in WebM, here by ffmpeg's libopus) and cleaned as every attachment is
 * (shared/metadata: the muxer's name emptied, ffmpeg's tags voided). Writes
 * `local/demo-voice-message.webm` and its marker, `local/demo-voice-message.json`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { cryptoRandom, disguiseSamples, drawDisguise } from '@shared/audio/voice-disguise.js';
import { encodeWav } from '@shared/audio/wav.js';
import type { VoiceMarker } from '@shared/domain/voice-messages.js';
import { cleanFile } from '@shared/metadata/clean-file.js';

const SAMPLE_RATE = 16_000;
const spoken =
  'Dzień dobry. Chcę zgłosić, że w dziale zakupów faktury za usługi doradcze są płacone, choć nikt tych usług nie wykonał. Kierownik prosi, żeby nikomu o tym nie mówić.';

const root = resolve(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'ostoja-demo-voice-'));
try {
  const speech = join(dir, 'speech.wav');
  const plain = join(dir, 'plain.wav');
  execFileSync('espeak-ng', ['-v', 'pl', '-s', '140', '-w', speech, spoken]);
  execFileSync('sox', [speech, '-r', String(SAMPLE_RATE), '-c', '1', '-b', '16', plain]);
  const wav = readFileSync(plain);
  // sox writes a bare 44-byte header before the samples.
  const view = new DataView(wav.buffer, wav.byteOffset + 44, wav.length - 44);
  const samples = Float32Array.from({ length: view.byteLength / 2 }, (_, i) => view.getInt16(i * 2, true) / 0x8000);
  const disguised = await disguiseSamples(samples, drawDisguise(cryptoRandom));
  const disguisedWav = join(dir, 'disguised.wav');
  writeFileSync(disguisedWav, encodeWav(disguised, SAMPLE_RATE));
  const encoded = join(dir, 'encoded.webm');
  execFileSync('ffmpeg', [
    ...['-loglevel', 'error', '-y', '-i', disguisedWav, '-map_metadata', '-1', '-fflags', '+bitexact'],
    ...['-c:a', 'libopus', '-b:a', '24k', '-ac', '1', encoded],
  ]);
  const cleaned = await cleanFile(readFileSync(encoded));
  if (cleaned.status !== 'cleaned' || cleaned.format !== 'webm') throw new Error(`not cleaned: ${cleaned.status}`);
  const marker: VoiceMarker = {
    disguised: true,
    durationSeconds: Math.round((disguised.length / SAMPLE_RATE) * 10) / 10,
  };
  writeFileSync(join(root, 'local/demo-voice-message.webm'), cleaned.bytes);
  writeFileSync(join(root, 'local/demo-voice-message.json'), `${JSON.stringify(marker, null, 2)}\n`);
  console.log(`local/demo-voice-message.webm: ${cleaned.bytes.length} bytes, ${marker.durationSeconds} s`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
