import { optionalEnv, requireEnv } from '../../lib/env.js';
import { przelewy24Hosts, type Przelewy24Config } from './przelewy24.js';
import { readSecretJson } from './secrets.js';

/**
 * The deployment's Przelewy24 account. Merchant and shop ids and the environment are plain
 * settings (P24_MERCHANT_ID, P24_POS_ID, P24_ENVIRONMENT = sandbox | production); the API and CRC
 * keys come from the deployment's secret store (P24_SECRET_ARN: a JSON `{"apiKey","crc"}` in AWS
 * Secrets Manager) or, locally, from P24_API_KEY / P24_CRC beside P24_BASE_URL (the fake gateway).
 * Read once per Lambda instance.
 */
let cached: Promise<Przelewy24Config> | undefined;

export function przelewy24Config(): Promise<Przelewy24Config> {
  cached ??= load().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
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
