import { describe, expect, it } from 'vitest';
import { clientErrorMessages } from './client-errors.js';
import { cryptoErrorTexts } from './crypto-errors.js';
import { reporterErrorPageTexts } from './error-pages.js';
import { errorMessages, rateLimitTexts } from './errors.js';
import * as enFormChunk from './en/chunks/form.js';
import * as enSentChunk from './en/chunks/form-sent.js';
import * as enCleaningChunk from './en/chunks/file-cleaning.js';
import * as enInboxChunk from './en/chunks/inbox.js';
import * as enInboxReportChunk from './en/chunks/inbox-report.js';
import * as enForm from './en/index.js';
import * as enErrorsChunk from './en/chunks/errors.js';
import * as enReplyNoticesChunk from './en/chunks/reply-notices.js';
import { inboxTexts } from './conversation.js';
import { externalChannelTexts } from './external-channels.js';
import { fieldValueTexts } from './field-values.js';
import {
  inboxRefusalTexts,
  inboxReportTexts,
  messageTexts,
  oralReportTexts,
  phoneProtocolTexts,
} from './inbox-report.js';
import { fileTexts } from './files.js';
import { formFollowUpTexts } from './form-follow-up.js';
import { formReceiptTexts } from './form-receipt.js';
import { sentTexts } from './form-sent.js';
import { formTexts } from './form.js';
import { replyNoticeTexts } from './reply-notices.js';
import { metadataKindTexts, metadataTexts } from './metadata.js';
import { submissionTexts } from './submission.js';
import { reporterChunks, type ReporterCatalogue, type ReporterChunk } from './reporter-catalogue.js';
import * as plFormChunk from './pl/chunks/form.js';
import * as plSentChunk from './pl/chunks/form-sent.js';
import * as plCleaningChunk from './pl/chunks/file-cleaning.js';
import * as plInboxChunk from './pl/chunks/inbox.js';
import * as plInboxReportChunk from './pl/chunks/inbox-report.js';
import * as plErrorsChunk from './pl/chunks/errors.js';
import * as plReplyNoticesChunk from './pl/chunks/reply-notices.js';
import * as ukFormChunk from './uk/chunks/form.js';
import * as ukSentChunk from './uk/chunks/form-sent.js';
import * as ukCleaningChunk from './uk/chunks/file-cleaning.js';
import * as ukInboxChunk from './uk/chunks/inbox.js';
import * as ukInboxReportChunk from './uk/chunks/inbox-report.js';
import * as ukForm from './uk/index.js';
import * as ukErrorsChunk from './uk/chunks/errors.js';
import * as ukReplyNoticesChunk from './uk/chunks/reply-notices.js';
import { isSameText, shape, textsOf } from './translation-checks.js';
import { validationTexts } from './validation.js';
import { voiceTexts } from './voice.js';
import * as plVoiceChunk from './pl/chunks/voice.js';
import * as ukVoiceChunk from './uk/chunks/voice.js';
import * as enVoiceChunk from './en/chunks/voice.js';

/** The Polish source of every reporter catalogue, by the name its module exports. */
const polish: ReporterCatalogue = {
  clientErrorMessages,
  cryptoErrorTexts,
  externalChannelTexts,
  errorMessages,
  reporterErrorPageTexts,
  rateLimitTexts,
  submissionTexts,
  fieldValueTexts,
  fileTexts,
  formFollowUpTexts,
  formReceiptTexts,
  sentTexts,
  formTexts,
  inboxTexts,
  inboxRefusalTexts,
  inboxReportTexts,
  messageTexts,
  phoneProtocolTexts,
  oralReportTexts,
  metadataKindTexts,
  metadataTexts,
  replyNoticeTexts,
  validationTexts,
  voiceTexts,
};
const uk = ukForm;
const en = enForm;
const translations = { uk, en } as Record<string, Record<string, Record<string, unknown>>>;

describe.each(Object.keys(translations))('the %s reporter catalogue', (language) => {
  const catalogue = translations[language]!;

  it('has exactly the Polish modules, each with exactly the Polish keys', () => {
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(polish).sort());
    for (const [name, source] of Object.entries(polish)) {
      expect({ name, keys: Object.keys(catalogue[name] ?? {}).sort() }).toEqual({
        name,
        keys: Object.keys(source).sort(),
      });
    }
  });

  it('keeps every value’s shape (a text, a list as long, a function of as many arguments) and leaves no text empty', () => {
    for (const [name, source] of Object.entries(polish) as [string, Record<string, unknown>][]) {
      for (const [key, value] of Object.entries(source)) {
        const translated = catalogue[name]?.[key];
        expect({ at: `${name}.${key}`, shape: shape(translated) }).toEqual({
          at: `${name}.${key}`,
          shape: shape(value),
        });
        for (const text of textsOf(translated)) expect(text.trim().length, `${name}.${key}`).toBeGreaterThan(0);
      }
    }
  });

  it('is translated: no text is the Polish one (except a few that read the same in every language)', () => {
    // 'Status' is English as it is Polish; the notice of replies is sent in Polish whatever the
    // language (it says nothing, its language included), and 'E-mail' and 'SMS' are everyone's words.
    const sameEverywhere = new Set([
      'formTexts.organisationLogo',
      'inboxTexts.status',
      'replyNoticeTexts.notice',
      'replyNoticeTexts.channelEmail',
      'replyNoticeTexts.channelSms',
    ]);
    const untranslated = Object.entries(polish).flatMap(([name, source]) =>
      Object.entries(source as Record<string, unknown>)
        .filter(([key, value]) => isSameText(value, catalogue[name]?.[key]))
        .map(([key]) => `${name}.${key}`)
        .filter((at) => !sameEverywhere.has(at)),
    );
    expect(untranslated).toEqual([]);
  });
});

/** Each language's chunks, by the names of reporter-catalogue.ts. */
const chunks: Record<string, Record<ReporterChunk, Record<string, unknown>>> = {
  pl: {
    form: plFormChunk,
    'form-sent': plSentChunk,
    'file-cleaning': plCleaningChunk,
    inbox: plInboxChunk,
    'inbox-report': plInboxReportChunk,
    'reply-notices': plReplyNoticesChunk,
    voice: plVoiceChunk,
    errors: plErrorsChunk,
  },
  uk: {
    form: ukFormChunk,
    'form-sent': ukSentChunk,
    'file-cleaning': ukCleaningChunk,
    inbox: ukInboxChunk,
    'inbox-report': ukInboxReportChunk,
    'reply-notices': ukReplyNoticesChunk,
    voice: ukVoiceChunk,
    errors: ukErrorsChunk,
  },
  en: {
    form: enFormChunk,
    'form-sent': enSentChunk,
    'file-cleaning': enCleaningChunk,
    inbox: enInboxChunk,
    'inbox-report': enInboxReportChunk,
    'reply-notices': enReplyNoticesChunk,
    voice: enVoiceChunk,
    errors: enErrorsChunk,
  },
};

describe.each(Object.keys(chunks))('the %s chunks a reporter screen loads', (language) => {
  it('each export exactly the catalogues of reporter-catalogue.ts, and every catalogue is in one', () => {
    for (const [chunk, names] of Object.entries(reporterChunks)) {
      const exported = Object.keys(chunks[language]![chunk as ReporterChunk]).sort();
      expect({ chunk, exported }).toEqual({ chunk, exported: [...names].sort() });
    }
    expect(Object.values(reporterChunks).flat().sort()).toEqual(Object.keys(polish).sort());
  });
});

describe('counted words in the translations take the right plural form', () => {
  it('Ukrainian: 1 символ, 2–4 символи, 5 and 11–14 символів, 21 символ; файли and файлів likewise', () => {
    expect([1, 3, 5, 12, 21, 22].map((n) => uk.validationTexts.tooLongText(n))).toEqual([
      'Текст може містити щонайбільше 1 символ.',
      'Текст може містити щонайбільше 3 символи.',
      'Текст може містити щонайбільше 5 символів.',
      'Текст може містити щонайбільше 12 символів.',
      'Текст може містити щонайбільше 21 символ.',
      'Текст може містити щонайбільше 22 символи.',
    ]);
    expect(uk.formTexts.tooManyFiles(20)).toBe('До повідомлення можна додати щонайбільше 20 файлів.');
    expect(uk.formTexts.tooManyFiles(2)).toBe('До повідомлення можна додати щонайбільше 2 файли.');
  });

  it('English: 1 character, otherwise characters', () => {
    expect(en.validationTexts.tooShortText(1)).toBe('The text must have at least 1 character.');
    expect(en.validationTexts.tooShortText(3)).toBe('The text must have at least 3 characters.');
    expect(en.formTexts.tooManyFiles(20)).toBe('You can attach at most 20 files to a report.');
  });

  it('Polish keeps its words: 1 znak, 3 znaki, 5 and 12 znaków, 22 znaki', () => {
    expect([1, 3, 5, 12, 22].map((n) => validationTexts.tooLongText(n))).toEqual([
      'Tekst może mieć najwyżej 1 znak.',
      'Tekst może mieć najwyżej 3 znaki.',
      'Tekst może mieć najwyżej 5 znaków.',
      'Tekst może mieć najwyżej 12 znaków.',
      'Tekst może mieć najwyżej 22 znaki.',
    ]);
    expect(validationTexts.tooMany(4)).toBe('Można podać najwyżej 4 elementy.');
  });
});
