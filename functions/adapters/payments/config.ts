import { optionalEnv, requireEnv } from '../../lib/env.js';
import { Przelewy24Error, przelewy24Hosts, type Przelewy24Config } from './przelewy24.js';
import { readSecretJson } from './secrets.js';

/**
 * The deployment's Przelewy24 account. Merchant and shop ids and the environment are plain
 * settings (P24_MERCHANT_ID, P24_POS_ID, P24_ENVIRONMENT = sandbox | production); the API and CRC
 * keys come from the deployment's secret store (P24_SECRET_ARN: a JSON `{"apiKey","crc"}` in AWS
 * Secrets Manager) or, locally, from P24_API_KEY / P24_CRC beside P24_BASE_URL (the fake gateway).
 * Read when an instance first needs them, again after `KEEP_MS`, and at once when Przelewy24
 * refuses them (`reread`): keys rotated in the panel and the secret (infra/RUNBOOK.md) are taken up
 * within a minute, not when the instance happens to be recycled.
 */
const KEEP_MS = 5 * 60_000;
/** A reread asked for sooner than this after the last read is answered with what was read. */
const REREAD_GAP_MS = 10_000;

let cached: { config: Promise<Przelewy24Config>; readAt: number } | undefined;

export function przelewy24Config({ reread = false }: { reread?: boolean } = {}): Promise<Przelewy24Config> {
  const now = Date.now();
  const age = cached ? now - cached.readAt : Infinity;
  // A forged notification asks for a reread too: the gap keeps it from reading the secret each time.
  if (!cached || age > KEEP_MS || (reread && age > REREAD_GAP_MS)) {
    const config = load();
    const read = { config, readAt: now };
    cached = read;
    config.catch(() => {
      if (cached === read) cached = undefined;
    });
  }
  return cached.config;
}

/** A call to Przelewy24 with the keys read, made once more with them read again if it refused them (401). */
export async function withPrzelewy24Keys<T>(call: (config: Przelewy24Config) => Promise<T>): Promise<T> {
  try {
    return await call(await przelewy24Config());
  } catch (error) {
    if (!(error instanceof Przelewy24Error && error.status === 401)) throw error;
    return call(await przelewy24Config({ reread: true }));
  }
}

async function load(): Promise<Przelewy24Config> {
  const merchantId = Number(requireEnv('P24_MERCHANT_ID'));
  const posId = Number(optionalEnv('P24_POS_ID') ?? merchantId);
  const environment = optionalEnv('P24_ENVIRONMENT') ?? 'sandbox';
  if (environment !== 'sandbox' && environment !== 'production')
    throw new Error(`P24_ENVIRONMENT must be sandbox or production, not ${environment}`);
  const baseUrl = optionalEnv('P24_BASE_URL') ?? przelewy24Hosts[environment];
  const secretArn = optionalEnv('P24_SECRET_ARN');
  const secret = secretArn
    ? await readSecretJson(secretArn)
    : { apiKey: requireEnv('P24_API_KEY'), crc: requireEnv('P24_CRC') };
  if (typeof secret.apiKey !== 'string' || typeof secret.crc !== 'string' || !secret.apiKey || !secret.crc)
    throw new Error('The Przelewy24 secret needs apiKey and crc');
  if (!Number.isInteger(merchantId) || !Number.isInteger(posId))
    throw new Error('P24_MERCHANT_ID and P24_POS_ID must be numbers');
  return { merchantId, posId, apiKey: secret.apiKey, crc: secret.crc, baseUrl };
}
