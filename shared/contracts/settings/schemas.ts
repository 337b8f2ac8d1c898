import * as z from 'zod';
import { ALIAS_PATTERN, aliasLimits } from '../../domain/alias.js';
import { EMAIL_PATTERN } from '../../domain/auth.js';
import { isValidNip } from '../../domain/nip.js';
import { translationLanguages } from '../../domain/category-translations.js';
import { EXTERNAL_CHANNELS_NOTE_MAX } from '../../domain/external-channels-note.js';
import { hasMarkup } from '../../domain/label-links.js';
import { ACKNOWLEDGEMENT_TEXT_MAX, escalationDayLimits } from '../../domain/rules.js';
import { PHONE_PATTERN, hasStatementExtension, settingsLimits } from '../../domain/settings.js';
import { isPlainText } from '../../domain/text.js';
import { disguisePolicies, voiceLimits } from '../../domain/voice-messages.js';
import {
  aliasTexts,
  channelTexts,
  companyDataTexts,
  externalChannelsNoteTexts,
  logoTexts,
  rulesTexts,
  statementTexts,
  voiceMessageSettingsTexts,
} from '../../messages/settings.js';
import { validationTexts } from '../../messages/validation.js';
import { companyDataFields } from '../auth/schemas.js';
import { ZPlainText } from '../text.js';

/**
 * Which of the spec's messages a typed NIP earns (docs/features.md, "Limits and rules"), or null when it is empty or
 * valid.
 */
export function nipProblem(nip: string): string | null {
  if (nip === '') return null;
  if (nip.length < settingsLimits.nipLength) return companyDataTexts.nipTooShort;
  if (nip.length > settingsLimits.nipLength) return companyDataTexts.nipTooLong;
  return isValidNip(nip) ? null : companyDataTexts.nipInvalid;
}

/** The tax id: optional (empty or null: none), else exactly 10 digits with a valid checksum. */
export const ZNip = z
  .string()
  .trim()
  .max(50, companyDataTexts.nipTooLong)
  .superRefine((nip, ctx) => {
    const problem = nipProblem(nip);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .nullable()
  .transform((nip) => nip || null);

/**
 * Company data (docs/features.md, "Limits and rules"): the activation's rules with Settings' "Pole jest wymagane.",
 * and the NIP.
 */
export const ZCompanyData = z.strictObject({
  ...companyDataFields({ required: companyDataTexts.required, nameRequired: companyDataTexts.required }),
  nip: ZNip,
});
export type CompanyDataInput = z.input<typeof ZCompanyData>;

/**
 * The form alias (docs/features.md, "Limits and rules"): 6–100 letters, digits, '-' and '_', with the spec's three
 * messages.
 */
export const ZFormAlias = z
  .string()
  .trim()
  .min(aliasLimits.min, aliasTexts.tooShort)
  .max(aliasLimits.max, aliasTexts.tooLong)
  .regex(ALIAS_PATTERN, aliasTexts.invalidCharacters);

/** What a presigned upload needs: a URL and exactly the headers to send with it. */
export const ZUploadSlot = z.object({
  fileId: z.uuid(),
  uploadUrl: z.string(),
  headers: z.record(z.string(), z.string()),
});

export const ZUploadParams = z.object({ fileId: z.uuid() });

export const ZLogoUpload = z.strictObject({
  size: z.number().int().positive().max(settingsLimits.logoMaxBytes, logoTexts.tooLarge),
});

export const ZStatementUpload = z.strictObject({
  name: ZPlainText({ max: settingsLimits.statementNameMax }).refine(hasStatementExtension, statementTexts.notHtml),
  size: z.number().int().positive().max(settingsLimits.statementMaxBytes, logoTexts.tooLarge),
});

export const ZStoredFile = z.object({ id: z.uuid(), name: z.string(), size: z.number().int() });

/** An optional typed value: blank is none (null). */
const ZOptional = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((value) => value || null);

/**
 * The additional report types (docs/features.md, "Features": Ustawienia): each enabled type needs its category
 * ('Nie wybrano kategorii dla zgłoszeń…'); the phone type its number, the e-mail type its address.
 * The PIN is the server's to give, never typed.
 */
export const ZChannelsInput = z
  .strictObject({
    phone: z.strictObject({
      enabled: z.boolean(),
      categoryId: z.uuid().nullable(),
      phoneNumber: ZOptional(settingsLimits.phoneDigits * 2),
    }),
    email: z.strictObject({
      enabled: z.boolean(),
      categoryId: z.uuid().nullable(),
      address: ZOptional(settingsLimits.emailMax).transform((address) => address?.toLowerCase() ?? null),
    }),
  })
  .superRefine(({ phone, email }, ctx) => {
    const problem = (path: string[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    if (phone.enabled && !phone.categoryId) problem(['phone', 'categoryId'], channelTexts.phoneCategoryMissing);
    if (phone.phoneNumber ? !PHONE_PATTERN.test(phone.phoneNumber) : phone.enabled)
      problem(['phone', 'phoneNumber'], channelTexts.phoneNumberInvalid);
    if (email.enabled && !email.categoryId) problem(['email', 'categoryId'], channelTexts.emailCategoryMissing);
    if (email.address ? !EMAIL_PATTERN.test(email.address) : email.enabled)
      problem(['email', 'address'], channelTexts.emailInvalid);
  });
export type ChannelsInput = z.input<typeof ZChannelsInput>;

export const ZSecuritySettings = z.strictObject({
  adminFilesAntivirusScan: z.boolean(),
  reporterFilesAntivirusScan: z.boolean(),
  /** 'Wymagaj drugiego składnika logowania'; a client that does not send it leaves it off. */
  requireSecondFactor: z.boolean().default(false),
});

/**
 * One language of an organisation's text shown to reporters (external reports, the automatic
 * acknowledgement): plain text whose paragraphs are separated by line breaks, no markup, no other
 * hidden character; empty when there is none.
 */
const ZOrganisationTextLanguage = (max: number) =>
  z
    .string()
    .normalize('NFC')
    .trim()
    .max(max, validationTexts.tooLongText(max))
    .refine((text) => isPlainText(text.replace(/\r?\n/g, '')), validationTexts.hiddenCharacters)
    .refine((text) => !hasMarkup(text), externalChannelsNoteTexts.markup);

/** An organisation's text in Polish with its translations; a translation needs the Polish text. */
const ZOrganisationTextInput = (max: number) =>
  z
    .strictObject({
      text: ZOrganisationTextLanguage(max),
      translations: z.strictObject({ uk: ZOrganisationTextLanguage(max), en: ZOrganisationTextLanguage(max) }),
    })
    .superRefine(({ text, translations }, ctx) => {
      if (text !== '') return;
      for (const language of translationLanguages)
        if (translations[language] !== '')
          ctx.addIssue({
            code: 'custom',
            path: ['translations', language],
            message: externalChannelsNoteTexts.translationWithoutText,
          });
    });

/** The organisation's text on external reports, Polish and translations; an empty Polish text removes it. */
export const ZExternalChannelsNoteInput = ZOrganisationTextInput(EXTERNAL_CHANNELS_NOTE_MAX);
export type ExternalChannelsNoteInput = z.input<typeof ZExternalChannelsNoteInput>;

/** As stored and shown: the Polish text and the translations written (absent languages have none). */
export const ZExternalChannelsNote = z.object({
  text: z.string(),
  translations: z.optional(z.partialRecord(z.enum(translationLanguages), z.string())),
});

/** Voice messages: enabled (within the package), the disguise policy and the time limit in whole minutes. */
export const ZVoiceMessageSettings = z.strictObject({
  enabled: z.boolean(),
  disguise: z.enum(disguisePolicies),
  maxMinutes: z
    .number(voiceMessageSettingsTexts.minutesRange(voiceLimits.minMinutes, voiceLimits.maxMinutes))
    .int(voiceMessageSettingsTexts.minutesRange(voiceLimits.minMinutes, voiceLimits.maxMinutes))
    .min(voiceLimits.minMinutes, voiceMessageSettingsTexts.minutesRange(voiceLimits.minMinutes, voiceLimits.maxMinutes))
    .max(
      voiceLimits.maxMinutes,
      voiceMessageSettingsTexts.minutesRange(voiceLimits.minMinutes, voiceLimits.maxMinutes),
    ),
});
export type VoiceMessageSettingsInput = z.infer<typeof ZVoiceMessageSettings>;

/**
 * The rules (issue #34, 'Reguły'). The automatic acknowledgement's text is needed to switch it on;
 * switched off without a text, the organisation has none (reports acknowledged before keep theirs).
 * Each escalation counts whole days, from 1 to 90: a negative or absurd number is refused.
 */
const daysRange = rulesTexts.daysRange(escalationDayLimits.min, escalationDayLimits.max);

/** An escalation: on or off, and its whole days within the limits (checked also while off: it is stored). */
const ZEscalationRule = z.strictObject({
  enabled: z.boolean(),
  days: z
    .number(daysRange)
    .int(daysRange)
    .min(escalationDayLimits.min, daysRange)
    .max(escalationDayLimits.max, daysRange),
});

export const ZRulesInput = z.strictObject({
  acknowledgement: z
    .strictObject({ enabled: z.boolean(), texts: ZOrganisationTextInput(ACKNOWLEDGEMENT_TEXT_MAX) })
    .superRefine(({ enabled, texts }, ctx) => {
      if (enabled && texts.text === '')
        ctx.addIssue({ code: 'custom', path: ['texts', 'text'], message: rulesTexts.textRequired });
    }),
  escalation: z.strictObject({
    unopened: ZEscalationRule,
    unassigned: ZEscalationRule,
    feedbackReminder: ZEscalationRule,
  }),
});
export type RulesInput = z.input<typeof ZRulesInput>;

/** The rules as Settings show them: the acknowledgement's current text and its version (null: none written). */
export const ZRules = z.object({
  acknowledgement: z.object({
    enabled: z.boolean(),
    version: z.number().int().nullable(),
    texts: ZExternalChannelsNote.nullable(),
  }),
  escalation: z.object({
    unopened: z.object({ enabled: z.boolean(), days: z.number().int() }),
    unassigned: z.object({ enabled: z.boolean(), days: z.number().int() }),
    feedbackReminder: z.object({ enabled: z.boolean(), days: z.number().int() }),
  }),
});

const ZCategoryChoice = z.object({ id: z.uuid(), name: z.string() });

/** Everything Settings shows; the own account is the session's. */
export const ZSettings = z.object({
  company: z.object({
    companyName: z.string(),
    companyAddress: z.string(),
    companyZipCode: z.string(),
    companyCity: z.string(),
    nip: z.string().nullable(),
    isActive: z.boolean(),
    validTo: z.string(),
    packageName: z.string(),
  }),
  logo: ZStoredFile.nullable(),
  form: z.object({
    alias: z.string(),
    /** The alias given at registration: where the form returns when the alias is deleted. */
    generatedAlias: z.string(),
    isCustom: z.boolean(),
  }),
  accessibilityStatement: ZStoredFile.nullable(),
  channels: z.object({
    /** Whether the organisation's package includes each type (shown only then). */
    phoneAvailable: z.boolean(),
    emailAvailable: z.boolean(),
    phone: z.object({
      enabled: z.boolean(),
      category: ZCategoryChoice.nullable(),
      phoneNumber: z.string().nullable(),
      pin: z.string().nullable(),
    }),
    email: z.object({
      enabled: z.boolean(),
      category: ZCategoryChoice.nullable(),
      address: z.string().nullable(),
      /** The only domain the e-mail channel receives at (the address must be there); null when the deploy names none. */
      receivingDomain: z.string().nullable(),
    }),
    /** The categories a type's reports may go to. */
    categories: z.array(ZCategoryChoice),
  }),
  security: ZSecuritySettings,
  /** Voice messages; `available` says whether the package includes them (the card shows only then). */
  voiceMessages: ZVoiceMessageSettings.extend({ available: z.boolean() }),
  /** The organisation's text under the explanation of external reports; null when it wrote none. */
  externalChannelsNote: ZExternalChannelsNote.nullable(),
  /** 'Reguły' (issue #34). */
  rules: ZRules,
  /** Only the main administrator changes Settings (docs/features.md, "Who may do what"); everybody else reads. */
  canEdit: z.boolean(),
});
export type Settings = z.infer<typeof ZSettings>;
