/**
 * A voice message in a real browser (issue #32): Chromium's fake microphone plays a WAV that
 * espeak-ng speaks and sox resamples; the reporter records it in the form, hears the disguised
 * result (Opus in WebM), and sends. The organisation decrypts exactly the bytes the reporter
 * heard, whose median fundamental (decoded by ffmpeg) differs from the source's by at least 4
 * semitones; staff play it on the report page. The reporter then records another in the inbox,
 * sent with a message, and staff play that one in the conversation.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesBucket, s3 } from '../../functions/adapters/s3.js';
import { dynamo, tableName } from '../../functions/data/client.js';
import { keys } from '../../functions/data/keys.js';
import { createCategory, updateVoiceMessages } from '@shared/contracts/index.js';
import { decryptFile } from '@shared/crypto/files.js';
import { normaliseReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { fileContext, openReportAsOrganisation } from '@shared/crypto/submission.js';
import { fileKinds, matchesKind } from '@shared/domain/file-kinds.js';
import { parseVoiceMarker } from '@shared/domain/voice-messages.js';
import { cleanFile } from '@shared/metadata/clean-file.js';
import { conversationTexts, inboxTexts } from '@shared/messages/conversation.js';
import { formTexts } from '@shared/messages/form.js';
import { reportPageTexts } from '@shared/messages/report-page.js';
import { voiceTexts } from '@shared/messages/voice.js';
import { demo } from '../../local/config.js';
import { chromiumArgs, field, logInAsStaff, sendReportForm } from '../support/browser.js';
import { journey } from '../support/journey.js';
import { testRuntime } from '../support/test-runtime.js';
import { describedCategory, logInDemoAdmin } from '../support/demo-admin.js';
import { axeViolations } from '../support/axe.js';

const origin = testRuntime.origin;
const unique = randomBytes(4).toString('hex');
const dir = mkdtempSync(join(tmpdir(), 'ostoja-voice-e2e-'));
const source = join(dir, 'source.wav');

/** Mono 16-bit PCM of a WAV file (the `data` chunk), as numbers in [-1, 1], and its rate. */
function pcmOf(wav: Uint8Array): { samples: Float32Array; rate: number } {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  let at = 12;
  let rate = 0;
  while (at + 8 <= wav.length) {
    const id = String.fromCharCode(...wav.subarray(at, at + 4));
    const size = view.getUint32(at + 4, true);
    if (id === 'fmt ') rate = view.getUint32(at + 12, true);
    if (id === 'data') {
      const count = Math.floor(Math.min(size, wav.length - at - 8) / 2);
      const samples = Float32Array.from({ length: count }, (_, i) => view.getInt16(at + 8 + i * 2, true) / 0x8000);
      return { samples, rate };
    }
    at += 8 + size + (size % 2);
  }
  throw new Error('no data chunk');
}

/**
 * The median fundamental of the voiced frames (40 ms, those with energy and a clear period): the
 * normalised autocorrelation's shortest peak within 90% of its highest one, between 40 and
 * 400 Hz. The floor is far below the source's voice (shifted down 7 semitones, a 105 Hz voice
 * speaks at 70 Hz, and a floor there took its lower frames for their octave); the shortest period
 * keeps a multiple of it from passing for the voice an octave down.
 */
function medianFundamental({ samples, rate }: { samples: Float32Array; rate: number }): number {
  const frame = Math.round(0.04 * rate);
  const [minLag, maxLag] = [Math.floor(rate / 400), Math.ceil(rate / 40)];
  const loudest = Math.max(
    ...Array.from({ length: Math.floor(samples.length / frame) }, (_, f) => {
      let energy = 0;
      for (let i = f * frame; i < (f + 1) * frame; i++) energy += samples[i]! ** 2;
      return energy;
    }),
  );
  const found: number[] = [];
  for (let start = 0; start + frame + maxLag < samples.length; start += frame) {
    let energy = 0;
    for (let i = start; i < start + frame; i++) energy += samples[i]! ** 2;
    if (energy < loudest * 0.1) continue;
    const values: number[] = [];
    for (let lag = minLag; lag <= maxLag; lag++) {
      let [sum, a, b] = [0, 0, 0];
      for (let i = start; i < start + frame; i++) {
        sum += samples[i]! * samples[i + lag]!;
        a += samples[i]! ** 2;
        b += samples[i + lag]! ** 2;
      }
      values.push(sum / Math.sqrt(a * b + 1e-12));
    }
    const best = Math.max(...values);
    // The shortest period that correlates almost as well (a multiple of it, an octave down, also
    // does), taken at the top of its own peak: the first lag over 90% lies on the peak's rising
    // side, which read a shifted-down voice as higher than it is.
    let index = values.findIndex((value) => value >= 0.9 * best);
    while (index + 1 < values.length && values[index + 1]! > values[index]!) index += 1;
    const period = minLag + index;
    if (best > 0.6) found.push(rate / period);
  }
  found.sort((x, y) => x - y);
  if (found.length < 5) throw new Error(`too few voiced frames: ${found.length}`);
  return found[Math.floor(found.length / 2)]!;
}

let browser: Browser;
let admin: Awaited<ReturnType<typeof logInDemoAdmin>>;

beforeAll(async () => {
  // Spoken Polish, resampled to 48 kHz mono 16-bit, which Chromium's fake microphone plays once.
  const spoken = join(dir, 'spoken.wav');
  execFileSync('espeak-ng', [
    '-v',
    'pl',
    '-s',
    '140',
    '-w',
    spoken,
    'Dzień dobry. Chcę zgłosić nieprawidłowości w dziale zakupów. Faktury są wystawiane bez dostawy.',
  ]);
  execFileSync('sox', [spoken, '-r', '48000', '-c', '1', '-b', '16', source]);
  [browser, admin] = await Promise.all([
    chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        ...chromiumArgs,
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-audio-capture=${source}%noloop`,
        '--autoplay-policy=no-user-gesture-required',
      ],
    }),
    logInDemoAdmin(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

journey('a reporter records a disguised voice message, staff hear it', () => {
  let categoryName: string;
  let identifier: string;
  let password: string;
  let heard: Uint8Array;
  let reportId: string;
  let page: Page;
  const seen: string[] = [];

  it('a category with files is created through the API', async () => {
    categoryName = `E2E głos ${unique}`;
    const created = await admin.client.call(createCategory, {
      body: describedCategory(categoryName, true),
    });
    expect(created.status).toBe(200);
  });

  it('the form’s document lets it use the microphone; the reporter records, hears the disguised result and sends', async () => {
    // The test reads the player's Blob back with fetch(), which the page's CSP (connect-src) rightly
    // refuses: this context alone bypasses it. Staff's page below plays a Blob URL under the CSP.
    const context = await browser.newContext({ locale: 'pl-PL', bypassCSP: true });
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`CSP ${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    page = await context.newPage();
    page.on('console', (message) => message.type() === 'error' && seen.push(message.text()));
    page.on('pageerror', (error) => seen.push(error.message));
    const response = await page.goto(`${origin}/form/${demo.alias}`);
    expect(response?.headers()['permissions-policy']).toContain('microphone=(self)');
    expect(response?.headers()['content-security-policy']).toContain("media-src 'self' blob:");
    await page.getByRole('heading', { level: 1, name: formTexts.pageTitle }).waitFor();
    await page.getByLabel(/^Kategoria zgłoszenia/).selectOption({ label: categoryName });
    await page.getByLabel(/^Opis zdarzenia/).fill(`Nagrałem wiadomość ${unique}`);
    const section = page.getByRole('region', { name: voiceTexts.title });
    expect(await section.getByRole('checkbox', { name: voiceTexts.disguise }).isChecked()).toBe(true);
    await section.getByRole('button', { name: voiceTexts.record }).click();
    await section.getByText(/^Nagrywanie… 0:0[3-9]$/).waitFor({ timeout: 20_000 });
    // The recorder while recording (the level meter, the time, the controls) passes axe.
    expect(await axeViolations(page)).toEqual([]);
    await section.getByRole('button', { name: voiceTexts.pause }).click();
    await section.getByText(/^Nagrywanie wstrzymane: /).waitFor();
    await section.getByRole('button', { name: voiceTexts.resume }).click();
    await section.getByText(/^Nagrywanie… 0:0[5-9]$/).waitFor({ timeout: 20_000 });
    await section.getByRole('button', { name: voiceTexts.stop }).click();
    await section.getByText(/^Nagranie ze zmienionym głosem, 0:0\d\./).waitFor({ timeout: 60_000 });

    expect(await axeViolations(page)).toEqual([]);
    // What the reporter hears: the player's Blob, read back here.
    const player = section.getByLabel(voiceTexts.listen);
    const src = await player.getAttribute('src');
    expect(src).toMatch(/^blob:/);
    heard = new Uint8Array(
      await page.evaluate(async (url) => [...new Uint8Array(await (await fetch(url)).arrayBuffer())], src!),
    );
    // Chromium encodes Opus (WebCodecs): the recording is Opus in WebM, and carries nothing that
    // the cleaning every attachment goes through would remove.
    expect(matchesKind(heard, fileKinds.webm)).toBe(true);
    expect(await cleanFile(heard)).toMatchObject({ status: 'cleaned', format: 'webm', removed: [] });
    await page.getByText(voiceTexts.fileName('webm')).first().waitFor();

    const sent = await sendReportForm(page, 60_000);
    identifier = sent.identifier;
    password = (await sent.success.getByTestId('report-password').innerText()).trim();
    expect(seen).toEqual([]);
    await context.close();
  });

  it('the organisation decrypts exactly what the reporter heard, marked disguised, its pitch at least 4 semitones from the source', async () => {
    const pointer = await dynamo.send(
      new GetCommand({ TableName: tableName(), Key: keys.identifier(normaliseReporterIdentifier(identifier)) }),
    );
    reportId = String(pointer.Item?.reportId);
    const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.report('demo', reportId) }));
    const stored = Item as Parameters<typeof openReportAsOrganisation>[2] & {
      files: { fileId: string; s3Key: string }[];
    };
    const opened = await openReportAsOrganisation(
      admin.organisationPrivateKey,
      admin.session.keys.organisation.kid,
      stored,
    );
    expect(opened.fileNames.map((file) => file.name)).toEqual([voiceTexts.fileName('webm')]);
    const marker = parseVoiceMarker(opened.fileNames[0]!.voice!);
    expect(marker?.disguised).toBe(true);
    expect(marker!.durationSeconds).toBeGreaterThan(3);
    const file = stored.files[0]!;
    const object = await s3.send(new GetObjectCommand({ Bucket: filesBucket(), Key: file.s3Key }));
    const plaintext = await decryptFile(opened.reportKey, await object.Body!.transformToByteArray(), {
      context: fileContext(stored, file.fileId),
    });
    expect(Buffer.from(plaintext).equals(Buffer.from(heard))).toBe(true);
    // Opus at speech rate: a small fraction of 16-bit WAV's 1.92 MB a minute.
    const bytesPerMinute = (plaintext.length / marker!.durationSeconds) * 60;
    expect(bytesPerMinute).toBeLessThan(400_000);

    const sent = join(dir, 'sent.webm');
    writeFileSync(sent, plaintext);
    const decoded = join(dir, 'sent.wav');
    execFileSync('ffmpeg', ['-loglevel', 'error', '-y', '-i', sent, '-ac', '1', '-c:a', 'pcm_s16le', decoded]);
    const before = medianFundamental(pcmOf(readFileSync(source)));
    const after = medianFundamental(pcmOf(readFileSync(decoded)));
    // espeak-ng's Polish voice speaks around 100-150 Hz: the measure found the voice, not noise.
    expect(before).toBeGreaterThan(70);
    expect(before).toBeLessThan(250);
    const semitones = 12 * Math.log2(after / before);
    expect(Math.abs(semitones), `source ${before.toFixed(1)} Hz, sent ${after.toFixed(1)} Hz`).toBeGreaterThanOrEqual(
      4,
    );
  });

  it('staff see it is a disguised voice message and play it from a Blob URL, with no CSP violation', async () => {
    const context = await browser.newContext({ locale: 'pl-PL' });
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`CSP ${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const staff = await context.newPage();
    const problems: string[] = [];
    staff.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    await logInAsStaff(staff, origin, demo.adminEmail, demo.adminPassword, 60_000);
    await staff.goto(`${origin}/signal/${reportId}`);
    await staff.getByRole('button', { name: 'Wyświetl zgłoszenie' }).click();
    const voice = staff.getByTestId('voice-message');
    await voice.getByText(reportPageTexts.voiceDisguised).waitFor({ timeout: 30_000 });
    await voice.getByRole('button', { name: reportPageTexts.voiceListen }).click();
    const player = voice.getByLabel(reportPageTexts.voicePlayer(voiceTexts.fileName('webm')));
    await player.waitFor({ timeout: 30_000 });
    const duration = await player.evaluate(
      (audio: HTMLAudioElement) =>
        new Promise<number>((resolve, reject) => {
          if (audio.readyState >= 1) resolve(audio.duration);
          audio.addEventListener('loadedmetadata', () => resolve(audio.duration));
          audio.addEventListener('error', () => reject(new Error(`media error ${audio.error?.code}`)));
        }),
    );
    expect(duration).toBeGreaterThan(3);
    expect(await axeViolations(staff)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('in the inbox, whose document lets it use the microphone, the reporter records another with a message and sends it', async () => {
    const context = await browser.newContext({ locale: 'pl-PL' });
    const inbox = await context.newPage();
    const problems: string[] = [];
    inbox.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    inbox.on('pageerror', (error) => problems.push(error.message));
    const response = await inbox.goto(`${origin}/inboxlogin`);
    expect(response?.headers()['permissions-policy']).toContain('microphone=(self)');
    await inbox.getByLabel(field(inboxTexts.identifier)).fill(identifier);
    await inbox.getByLabel(field(inboxTexts.password)).fill(password);
    await inbox.getByRole('button', { name: inboxTexts.login }).click();
    const box = inbox.getByRole('region', { name: inboxTexts.writeMessage });
    const section = box.getByRole('region', { name: voiceTexts.title });
    await section.getByRole('button', { name: voiceTexts.record }).click({ timeout: 60_000 });
    await section.getByText(/^Nagrywanie… 0:0[2-9]$/).waitFor({ timeout: 20_000 });
    await section.getByRole('button', { name: voiceTexts.stop }).click();
    await section.getByText(/^Nagranie ze zmienionym głosem, 0:0\d\. Zostanie wysłane z wiadomością\.$/).waitFor({
      timeout: 60_000,
    });
    await box.getByText(voiceTexts.fileName('webm')).first().waitFor();
    expect(await axeViolations(inbox)).toEqual([]);
    await box.getByLabel(inboxTexts.messageText).fill(`Nagranie do wiadomości ${unique}`);
    await box.getByRole('button', { name: conversationTexts.send, exact: true }).click();
    await box.getByText(inboxTexts.messageSent).waitFor({ timeout: 60_000 });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('staff play the inbox’s voice message in the conversation', async () => {
    const context = await browser.newContext({ locale: 'pl-PL' });
    const staff = await context.newPage();
    const problems: string[] = [];
    staff.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    await logInAsStaff(staff, origin, demo.adminEmail, demo.adminPassword, 60_000);
    await staff.goto(`${origin}/signal/${reportId}`);
    await staff.getByRole('button', { name: 'Wyświetl zgłoszenie' }).click();
    const conversation = staff.getByRole('region', { name: 'Korespondencja z sygnalistą' });
    await conversation.getByText(`Nagranie do wiadomości ${unique}`).waitFor({ timeout: 30_000 });
    const voice = conversation.getByTestId('voice-message');
    await voice.getByText(reportPageTexts.voiceDisguised).waitFor({ timeout: 30_000 });
    await voice.getByRole('button', { name: reportPageTexts.voiceListen }).click();
    const player = voice.getByLabel(reportPageTexts.voicePlayer(voiceTexts.fileName('webm')));
    await player.waitFor({ timeout: 30_000 });
    const duration = await player.evaluate(
      (audio: HTMLAudioElement) =>
        new Promise<number>((resolve, reject) => {
          if (audio.readyState >= 1) resolve(audio.duration);
          audio.addEventListener('loadedmetadata', () => resolve(audio.duration));
          audio.addEventListener('error', () => reject(new Error(`media error ${audio.error?.code}`)));
        }),
    );
    expect(duration).toBeGreaterThan(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});

/**
 * The viewport widths at which the recorder's reserved place changes (voice-slot.css: the
 * narrowest supported, 320 px, then each range's first width), and a wide screen.
 */
function reservedRanges(): number[] {
  const css = readFileSync(join(import.meta.dirname, '../../web/src/features/form/components/voice-slot.css'), 'utf8');
  const starts = [...css.matchAll(/min-width: ([\d.]+)em/g)].map((match) => Math.round(Number(match[1]) * 16));
  expect(starts.length).toBeGreaterThan(2);
  return [320, ...starts, 1280];
}

describe('the recorder’s place in the form', () => {
  it('is kept from the first view: when the recorder comes, nothing under it moves, in every language and policy', async () => {
    const widths = reservedRanges();
    const moved: string[] = [];
    try {
      // The demo's policy and 'zawsze', the two tallest recorders ('nigdy' shows less than 'zawsze').
      for (const disguise of ['reporterChooses', 'always'] as const) {
        const saved = await admin.client.call(updateVoiceMessages, {
          body: { enabled: true, disguise, maxMinutes: 10 },
        });
        expect(saved.status).toBe(200);
        for (const language of ['pl', 'uk', 'en']) {
          const context = await browser.newContext({ locale: 'pl-PL' });
          const page = await context.newPage();
          for (const width of widths) {
            await page.setViewportSize({ width, height: 800 });
            await page.goto(`${origin}/form/${demo.alias}?lang=${language}`);
            const send = page.locator('form button[type=submit]');
            await page.locator('.voice-slot').waitFor({ state: 'attached' });
            await page.waitForLoadState('networkidle');
            // Where the send button is on the page (not in the viewport: focusing may scroll).
            const top = () => send.evaluate((button) => button.getBoundingClientRect().top + window.scrollY);
            const before = await top();
            expect(await page.locator('section[aria-labelledby="voice-heading"]').count()).toBe(0);
            await page.locator('form textarea').first().focus();
            await page.locator('section[aria-labelledby="voice-heading"]').waitFor();
            const after = await top();
            if (Math.abs(after - before) > 0.5) moved.push(`${disguise} ${language} ${width} px: ${after - before} px`);
          }
          await context.close();
        }
      }
    } finally {
      await admin.client.call(updateVoiceMessages, { body: demo.voiceMessages });
    }
    expect(moved).toEqual([]);
  }, 240_000);
});
