import { createHash, timingSafeEqual } from 'node:crypto';
import { messageOf } from '../../lib/message-of.js';

/**
 * Przelewy24's REST API (v1), written here rather than taken from `@ingameltd/node-przelewy24`
 * (docs/decisions.md): that library fixes the host to P24's own (no local fake gateway), pulls in
 * axios 0.21 with known advisories, sets no timeouts, and checks a notification's signature over
 * the fields in whatever order they arrived. Signatures are SHA-384 over the JSON of the
 * documented fields in the documented order, with the CRC key last (JSON as PHP's json_encode
 * with JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES writes it, which is what JSON.stringify
 * writes).
 */
export interface Przelewy24Config {
  merchantId: number;
  posId: number;
  /** The API key ("klucz do raportów"), the password of the REST calls' basic auth. */
  apiKey: string;
  /** The CRC key, part of every signature. */
  crc: string;
  /** https://secure.przelewy24.pl, https://sandbox.przelewy24.pl, or the local fake gateway. */
  baseUrl: string;
}

export const przelewy24Hosts = {
  production: 'https://secure.przelewy24.pl',
  sandbox: 'https://sandbox.przelewy24.pl',
} as const;

const REQUEST_TIMEOUT_MS = 8_000;

const sha384 = (fields: Record<string, string | number>): string =>
  createHash('sha384').update(JSON.stringify(fields), 'utf8').digest('hex');

/** Signature of a transaction registration: sessionId, merchantId, amount, currency, crc. */
export const registrationSign = (
  config: Przelewy24Config,
  t: { sessionId: string; amount: number; currency: string },
): string =>
  sha384({
    sessionId: t.sessionId,
    merchantId: config.merchantId,
    amount: t.amount,
    currency: t.currency,
    crc: config.crc,
  });

/** The fields of a transaction notification (P24 → urlStatus). */
export interface NotificationFields {
  merchantId: number;
  posId: number;
  sessionId: string;
  amount: number;
  originAmount: number;
  currency: string;
  orderId: number;
  methodId: number;
  statement: string;
}

/** Signature of a notification: merchantId, posId, sessionId, amount, originAmount, currency, orderId, methodId, statement, crc. */
export const notificationSign = (config: Pick<Przelewy24Config, 'crc'>, n: NotificationFields): string =>
  sha384({
    merchantId: n.merchantId,
    posId: n.posId,
    sessionId: n.sessionId,
    amount: n.amount,
    originAmount: n.originAmount,
    currency: n.currency,
    orderId: n.orderId,
    methodId: n.methodId,
    statement: n.statement,
    crc: config.crc,
  });

/** Signature of a verification: sessionId, orderId, amount, currency, crc. */
export const verificationSign = (
  config: Pick<Przelewy24Config, 'crc'>,
  v: { sessionId: string; orderId: number; amount: number; currency: string },
): string =>
  sha384({ sessionId: v.sessionId, orderId: v.orderId, amount: v.amount, currency: v.currency, crc: config.crc });

/** Whether a notification carries its own correct signature (constant-time comparison). */
export function isNotificationSigned(
  config: Pick<Przelewy24Config, 'crc'>,
  n: NotificationFields & { sign: string },
): boolean {
  const expected = Buffer.from(notificationSign(config, n), 'hex');
  const given = Buffer.from(n.sign, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export class Przelewy24Error extends Error {
  override readonly name = 'Przelewy24Error';
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

async function call(
  config: Przelewy24Config,
  method: 'POST' | 'PUT',
  path: string,
  body: object,
): Promise<{ data?: unknown; error?: unknown }> {
  let response: Response;
  try {
    response = await fetch(`${config.baseUrl}/api/v1${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from(`${config.posId}:${config.apiKey}`).toString('base64')}`,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    throw new Przelewy24Error(`Przelewy24 ${path}: ${messageOf(error)}`, null);
  }
  const answer = (await response.json().catch(() => ({}))) as { data?: unknown; error?: unknown };
  if (!response.ok)
    throw new Przelewy24Error(
      `Przelewy24 ${path} answered ${response.status}: ${JSON.stringify(answer.error ?? '')}`,
      response.status,
    );
  return answer;
}

export interface Registration {
  sessionId: string;
  amount: number;
  currency: string;
  description: string;
  email: string;
  client: string;
  urlReturn: string;
  urlStatus: string;
}

/** Registers a transaction; answers its token and the page the payer is sent to. */
export async function registerTransaction(
  config: Przelewy24Config,
  t: Registration,
): Promise<{ token: string; paymentUrl: string }> {
  const answer = await call(config, 'POST', '/transaction/register', {
    merchantId: config.merchantId,
    posId: config.posId,
    sessionId: t.sessionId,
    amount: t.amount,
    currency: t.currency,
    description: t.description,
    email: t.email,
    client: t.client,
    country: 'PL',
    language: 'pl',
    urlReturn: t.urlReturn,
    urlStatus: t.urlStatus,
    timeLimit: 15,
    encoding: 'UTF-8',
    sign: registrationSign(config, t),
  });
  const token = (answer.data as { token?: unknown } | undefined)?.token;
  if (typeof token !== 'string' || !/^[A-Za-z0-9-]{1,100}$/.test(token))
    throw new Przelewy24Error('Przelewy24 gave no token', null);
  return { token, paymentUrl: `${config.baseUrl}/trnRequest/${token}` };
}

/**
 * Przelewy24's answer to a verification it refuses: the transaction is unknown, unpaid or not
 * of these data (400). A refusal, not an outage: asking again later would not change it.
 */
const VERIFICATION_REFUSED = 400;

/**
 * Confirms a notified transaction with Przelewy24 (without it the money is not taken): true on
 * success, false when Przelewy24 refuses to confirm it (not paid, not found, other data); throws
 * `Przelewy24Error` only when Przelewy24 cannot be asked (no answer, 5xx, our credentials refused).
 */
export async function verifyTransaction(
  config: Przelewy24Config,
  v: { sessionId: string; orderId: number; amount: number; currency: string },
): Promise<boolean> {
  let answer: Awaited<ReturnType<typeof call>>;
  try {
    answer = await call(config, 'PUT', '/transaction/verify', {
      merchantId: config.merchantId,
      posId: config.posId,
      sessionId: v.sessionId,
      amount: v.amount,
      currency: v.currency,
      orderId: v.orderId,
      sign: verificationSign(config, v),
    });
  } catch (error) {
    if (error instanceof Przelewy24Error && error.status === VERIFICATION_REFUSED) return false;
    throw error;
  }
  return (answer.data as { status?: unknown } | undefined)?.status === 'success';
}
