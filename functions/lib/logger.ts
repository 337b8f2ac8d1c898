/**
 * Structured JSON logs. Only what is passed explicitly is written: never a request body,
 * a header value, a cookie or report content. Keys that look secret are redacted anyway, and so
 * is any e-mail address, phone number or IP address inside a logged text.
 *
 * Every line written during an invocation carries its `requestId`, `coldStart` and `xrayTraceId`
 * (the fields Powertools' logger adds), kept per invocation in AsyncLocalStorage: the local
 * gateway runs many invocations in one process at once, so one shared logger's state would mix them.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Context } from 'aws-lambda';

type Level = 'debug' | 'info' | 'warn' | 'error';
type Fields = Record<string, unknown>;

interface Invocation {
  requestId?: string;
  coldStart: boolean;
  xrayTraceId?: string;
}

const REDACTED = '[redacted]';
const SECRET_KEY = /pass|secret|token|cookie|authorization|csrf|code|key|content|ciphertext|email|phone/i;
const NOT_SECRET_KEYS: ReadonlySet<string> = new Set(['errorCode']);
/** What identifies a person wherever it appears in a text: e-mail addresses, phone numbers, IP addresses. */
const PERSONAL_TEXT = [
  /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[^\s@"'<>(),;:]+/g,
  /(?<![\w.+-])(?:(?:\+|00)48[ -]?)?\d{3}[ -]?\d{3}[ -]?\d{3}(?![\w.-])/g,
  /(?<![\w+])\+\d{8,15}(?!\w)/g,
  /(?<![\w.])\d{1,3}(?:\.\d{1,3}){3}(?![\w.])/g,
  /(?<![\w:])(?:[0-9a-f]{1,4}:){7}[0-9a-f]{1,4}(?![\w:])/gi,
  /(?<![\w:])(?:[0-9a-f]{1,4}(?::[0-9a-f]{1,4}){0,6})?::(?:[0-9a-f]{1,4}(?::[0-9a-f]{1,4}){0,6})?(?![\w:])/gi,
];
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

const invocation = new AsyncLocalStorage<Invocation>();
let coldStart = true;

/** The trace's root id from Lambda's `_X_AMZN_TRACE_ID` (`Root=1-…;Parent=…;Sampled=…`). */
function xrayTraceId(header: string | undefined): string | undefined {
  return header?.match(/Root=([^;]+)/)?.[1];
}

/**
 * Runs one invocation of a function: every line logged meanwhile carries its request id, whether
 * it is the first invocation of this instance (cold start) and its X-Ray trace id.
 */
export function withInvocation<T>(context: Pick<Context, 'awsRequestId'> | undefined, run: () => T): T {
  const fields: Invocation = {
    requestId: context?.awsRequestId,
    coldStart,
    xrayTraceId: xrayTraceId(process.env._X_AMZN_TRACE_ID),
  };
  coldStart = false;
  return invocation.run(fields, run);
}

/** A Lambda handler not made by `defineHandler` (jobs, SES events), with its invocation on every log line. */
export function loggedHandler<E, R>(run: (event?: E) => Promise<R>): (event?: E, context?: Context) => Promise<R> {
  return (event, context) => withInvocation(context, () => run(event));
}

function scrub(text: string): string {
  return PERSONAL_TEXT.reduce((out, pattern) => out.replace(pattern, REDACTED), text);
}

function redact(value: unknown): unknown {
  if (typeof value === 'string') return scrub(value);
  if (Array.isArray(value)) return value.map(redact);
  if (value === null || typeof value !== 'object') return value;
  const out: Fields = {};
  for (const [key, field] of Object.entries(value)) {
    out[key] = SECRET_KEY.test(key) && !NOT_SECRET_KEYS.has(key) ? REDACTED : redact(field);
  }
  return out;
}

function write(level: Level, message: string, fields: Fields = {}): void {
  const threshold = (process.env.LOG_LEVEL as Level | undefined) ?? 'info';
  if (order[level] < (order[threshold] ?? order.info)) return;
  const line = JSON.stringify({
    level,
    time: new Date().toISOString(),
    message: scrub(message),
    ...invocation.getStore(),
    ...(redact(fields) as Fields),
  });
  if (level === 'error' || level === 'warn') console.error(line);
  else console.log(line);
}

export const log = {
  debug: (message: string, fields?: Fields) => write('debug', message, fields),
  info: (message: string, fields?: Fields) => write('info', message, fields),
  warn: (message: string, fields?: Fields) => write('warn', message, fields),
  error: (message: string, fields?: Fields) => write('error', message, fields),
};
