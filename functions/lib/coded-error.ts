import type { ErrorBody, ErrorCode, MessageRef } from '@shared/errors.js';
import { codeMessageKey, errorMessages } from '@shared/messages/errors.js';
import { log } from './logger.js';
import { messageKeyOf, type KeyedText } from './message-keys.js';

type Extra = Pick<ErrorBody, 'fields' | 'fieldKeys' | 'retryAfterSeconds' | 'remainingAttempts'>;

/**
 * A text's key: its own, else the one its wording has in the catalogues. A text no catalogue
 * defines (a defect: every text the functions answer with is in `shared/messages`) is logged and
 * keyed by its code, so that a screen in another language says at least what kind of failure it is.
 */
function refOf(code: ErrorCode, text: KeyedText): MessageRef {
  if (text.ref) return text.ref;
  const key = messageKeyOf(text.message);
  if (key) return { key };
  log.warn('error text without a message key', { errorCode: code });
  return { key: codeMessageKey(code) };
}

/**
 * A failure that names its code: the handler kit answers it with the code's status, its Polish
 * message (the code's default unless a more precise one is given) and that message's key.
 */
export abstract class CodedError extends Error {
  private readonly text: KeyedText;

  constructor(
    readonly code: ErrorCode,
    message: string | KeyedText = errorMessages[code],
    readonly extra: Extra = {},
  ) {
    const text = typeof message === 'string' ? { message } : message;
    super(text.message);
    this.text = text;
  }

  /**
   * The body a client reads. The key is looked up here, not when the error is made: a write's
   * failure is made with the write and mostly never thrown, and some never reach a client.
   */
  toBody(): ErrorBody {
    const { fieldKeys: given, ...extra } = this.extra;
    const fieldKeys = { ...fieldKeysOf(extra.fields), ...given };
    return {
      code: this.code,
      message: this.message,
      ...refOf(this.code, this.text),
      ...extra,
      ...(Object.keys(fieldKeys).length ? { fieldKeys } : {}),
    };
  }
}

/** The keys of the fields' messages that the catalogues define by their wording. */
function fieldKeysOf(fields: Record<string, string> | undefined): Record<string, MessageRef> {
  const keys: Record<string, MessageRef> = {};
  for (const [path, message] of Object.entries(fields ?? {})) {
    const key = messageKeyOf(message);
    if (key) keys[path] = { key };
  }
  return keys;
}
