import { accountLimits } from './auth.js';
import { fileKinds, type FileKind } from './file-kinds.js';
import { MB } from './files.js';
import { NIP_LENGTH } from './nip.js';

/**
 * Settings' limits and rules (docs/features.md, "Limits and rules"), one definition for the handlers (enforcement)
 * and the edit panels (hints).
 */
export const settingsLimits = {
  /** Logo and accessibility statement: 5 MB each. */
  logoMaxBytes: 5 * MB,
  statementMaxBytes: 5 * MB,
  statementNameMax: 200,
  nipLength: NIP_LENGTH,
  phoneDigits: accountLimits.phoneDigits,
  /** The organisation's PIN a caller gives on the phone channel. */
  pinDigits: 6,
  emailMax: accountLimits.emailMax,
} as const;

/** The logo: PNG only, checked by its signature on the server after the upload. */
export const logoKind: FileKind = fileKinds.png;
export const LOGO_CONTENT_TYPE = 'image/png';
export const LOGO_FILE_NAME = 'logo.png';

/** The accessibility statement: HTML only. */
export const statementExtensions = ['html', 'htm'] as const;

/** How many leading bytes of a statement the server reads to tell it is an HTML document. */
export const STATEMENT_SNIFF_BYTES = 1024;

/**
 * Whether the leading bytes of a file are an HTML document: text (no NUL), and a doctype or an
 * `<html` element within the first kilobyte (after a BOM, whitespace or comments). A PDF or an
 * image renamed to .html is refused.
 */
export function looksLikeHtml(head: Uint8Array): boolean {
  if (head.includes(0)) return false;
  const text = new TextDecoder('utf-8', { fatal: false }).decode(head).toLowerCase();
  return /<!doctype\s+html|<html[\s>]/.test(text);
}

/** Whether a statement's name has an HTML extension. */
export const hasStatementExtension = (name: string): boolean => {
  const dot = name.lastIndexOf('.');
  return dot > 0 && (statementExtensions as readonly string[]).includes(name.slice(dot + 1).toLowerCase());
};

/** A Polish phone number of the phone channel. */
export { PHONE_PATTERN } from './phone.js';

/**
 * A new PIN of the phone channel: `pinDigits` random digits (never starting with 0, so that it
 * reads the same spoken or typed). Unique across the product (a claim item holds it).
 */
export function newPhonePin(randomValues: (bytes: Uint32Array) => Uint32Array): string {
  const [value] = randomValues(new Uint32Array(1));
  const span = 9 * 10 ** (settingsLimits.pinDigits - 1);
  return String(10 ** (settingsLimits.pinDigits - 1) + ((value ?? 0) % span));
}

/** What the antivirus toggles are called in the spec. */
export interface SecuritySettings {
  adminFilesAntivirusScan: boolean;
  reporterFilesAntivirusScan: boolean;
  /** 'Wymagaj drugiego składnika logowania': staff without SMS or an authenticator app set one up at login. */
  requireSecondFactor: boolean;
}

export const defaultSecuritySettings: SecuritySettings = {
  adminFilesAntivirusScan: false,
  reporterFilesAntivirusScan: false,
  requireSecondFactor: false,
};
