import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { conversationTexts, inboxTexts } from '@shared/messages/conversation.js';
import { rateLimitTexts } from '@shared/messages/errors.js';
import { externalTexts } from '@shared/messages/external.js';
import { fileTexts } from '@shared/messages/files.js';
import { phoneReportTexts } from '@shared/messages/phone-reports.js';
import { submissionTexts } from '@shared/messages/submission.js';
import { keyed, keyedModules, messageKeyOf } from './message-keys.js';

const functionsFolder = join(import.meta.dirname, '..');

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('message keys of error texts', () => {
  it('index every shared/messages module the functions read, so that no text they answer with lacks a key', () => {
    const read = new Set(
      sources(functionsFolder).flatMap((path) =>
        [...readFileSync(path, 'utf8').matchAll(/from '@shared\/messages\/([a-z-]+)\.js'/g)].map((match) => match[1]),
      ),
    );
    // catalogue.ts holds the languages and their names, no text an error says.
    expect([...read].filter((name) => name !== 'catalogue' && !Object.hasOwn(keyedModules, name!))).toEqual([]);
  });

  it('name a text by its catalogue and entry', () => {
    expect(messageKeyOf(submissionTexts.slotExpired)).toBe('submissionTexts.slotExpired');
    expect(messageKeyOf(inboxTexts.invalidCredentials)).toBe('inboxTexts.invalidCredentials');
    expect(messageKeyOf('Nie ma takiego tekstu w katalogach.')).toBeUndefined();
  });

  it('name a refusal the inbox can meet by the catalogue the inbox translates, not the staff one that defines it', () => {
    expect(messageKeyOf(conversationTexts.closed)).toBe('inboxRefusalTexts.closed');
    expect(messageKeyOf(conversationTexts.changedMeanwhile)).toBe('inboxRefusalTexts.changedMeanwhile');
    expect(messageKeyOf(phoneReportTexts.notPhone)).toBe('inboxRefusalTexts.notPhone');
    expect(messageKeyOf(phoneReportTexts.alreadyApproved)).toBe('inboxRefusalTexts.alreadyApproved');
  });

  it("name the download page's refusals by the catalogue it translates (Polish and English)", () => {
    expect(messageKeyOf(externalTexts.downloadFailed)).toBe('externalTexts.downloadFailed');
    expect(messageKeyOf(externalTexts.notFound)).toBe('externalTexts.notFound');
  });

  it('name a text said with arguments by its entry and the arguments', () => {
    expect(keyed(fileTexts.infected, 2)).toEqual({
      message: fileTexts.infected(2),
      ref: { key: 'fileTexts.infected', args: [2] },
    });
    expect(keyed(rateLimitTexts.retryAfter, 90).ref).toEqual({ key: 'rateLimitTexts.retryAfter', args: [90] });
  });
});
