import type { Environment } from 'aws-cdk-lib';
import type { Node } from 'constructs';

/**
 * Deployment settings, read once from CDK context (`-c key=value` or cdk.json) and the
 * environment. Everything else in infra/ is derived from the route table and the table spec.
 *
 * | context          | default                    | meaning                                                     |
 * |------------------|----------------------------|-------------------------------------------------------------|
 * | `mailFrom`       | `no-reply@ostoja.example`  | sender of every e-mail; must be an SES-verified identity     |
 * | `domainName`     | —                          | custom host name of the site, e.g. `zgloszenia.example.pl`   |
 * | `certificateArn` | —                          | ACM certificate (us-east-1) for `domainName`; required with it |
 * | `siteOrigin`     | `https://{domainName}`     | origin of the site as users see it (links in e-mails, CORS)  |
 * | `region`         | see below                  | AWS region of every stack                                    |
 * | `stackPrefix`    | `Ostoja`                   | prefix of stack names (a second environment in one account) |
 * | `logLevel`       | — (handlers default: info) | LOG_LEVEL of every Lambda                                   |
 * | `apiRateLimit`   | `100`                      | steady requests per second on the API stage                 |
 * | `apiBurstLimit`  | `200`                      | burst on the API stage                                      |
 *
 * Account and region come from `CDK_DEFAULT_ACCOUNT` / `CDK_DEFAULT_REGION` (set by the CLI from
 * the AWS profile), with dummy values so that `cdk synth` works offline without credentials.
 * `-c region=…` wins over the profile. Beware: when the profile names no region the CLI passes
 * `us-east-1`; reports are personal data, so a non-EU region not asked for explicitly is
 * flagged (`regionWarning`).
 */
export interface OstojaConfig {
  env: Required<Pick<Environment, 'account' | 'region'>>;
  stackPrefix: string;
  mailFrom: string;
  /** The site's origin, e.g. `https://zgloszenia.example.pl`; undefined until known (see README). */
  siteOrigin: string | undefined;
  domainName: string | undefined;
  certificateArn: string | undefined;
  logLevel: LogLevel | undefined;
  apiThrottle: { rateLimit: number; burstLimit: number };
  /** Set when the region was not chosen explicitly and lies outside the EU. */
  regionWarning: string | undefined;
}

export const DEFAULTS = {
  account: '000000000000',
  region: 'eu-central-1',
  stackPrefix: 'Ostoja',
  mailFrom: 'no-reply@ostoja.example',
  apiRateLimit: 100,
  apiBurstLimit: 200,
} as const;

/**
 * Files-bucket CORS origin while no `siteOrigin` is configured: any CloudFront domain, so that
 * uploads work on the first deployment (before the distribution's name is known). CORS is not
 * what protects the bucket (every request needs a presigned URL); set `siteOrigin` anyway.
 */
export const FALLBACK_CORS_ORIGIN = 'https://*.cloudfront.net';

const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

type Env = Record<string, string | undefined>;

function text(node: Node, key: string): string | undefined {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' && typeof value !== 'number') throw new Error(`Context "${key}" must be a string`);
  return String(value).trim();
}

function positiveInt(node: Node, key: string, fallback: number): number {
  const raw = text(node, key);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`Context "${key}" must be a positive integer, got "${raw}"`);
  return value;
}

/** `https://host[:port]` with nothing after it; anything else is refused so links and CORS stay exact. */
export function normaliseOrigin(raw: string, key = 'siteOrigin'): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`Context "${key}" must be an origin like https://zgloszenia.example.pl, got "${raw}"`);
  }
  if (url.protocol !== 'https:') throw new Error(`Context "${key}" must use https, got "${raw}"`);
  if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash || url.username) {
    throw new Error(`Context "${key}" must be an origin without path, query or credentials, got "${raw}"`);
  }
  return url.origin;
}

export function readConfig(node: Node, env: Env = process.env): OstojaConfig {
  const mailFrom = text(node, 'mailFrom') ?? DEFAULTS.mailFrom;
  // A bare address: the IAM condition on ses:FromAddress compares exactly this string.
  if (!/^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(mailFrom)) {
    throw new Error(`Context "mailFrom" must be a bare e-mail address (no display name), got "${mailFrom}"`);
  }

  const domainName = text(node, 'domainName')?.toLowerCase();
  if (domainName !== undefined && !/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(domainName)) {
    throw new Error(`Context "domainName" must be a host name like zgloszenia.example.pl, got "${domainName}"`);
  }
  const certificateArn = text(node, 'certificateArn');
  if (domainName !== undefined && certificateArn === undefined) {
    throw new Error('Context "domainName" needs "certificateArn": an ACM certificate in us-east-1 covering that name');
  }
  if (certificateArn !== undefined && !/^arn:aws[\w-]*:acm:us-east-1:\d{12}:certificate\/[\w-]+$/.test(certificateArn)) {
    throw new Error(`Context "certificateArn" must be an ACM certificate ARN in us-east-1 (CloudFront needs that region), got "${certificateArn}"`);
  }

  const explicitOrigin = text(node, 'siteOrigin');
  const siteOrigin =
    explicitOrigin !== undefined
      ? normaliseOrigin(explicitOrigin)
      : domainName !== undefined
        ? `https://${domainName}`
        : undefined;

  const logLevel = text(node, 'logLevel');
  if (logLevel !== undefined && !(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    throw new Error(`Context "logLevel" must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }

  const stackPrefix = text(node, 'stackPrefix') ?? DEFAULTS.stackPrefix;
  if (!/^[A-Za-z][A-Za-z0-9-]{0,40}$/.test(stackPrefix)) {
    throw new Error(`Context "stackPrefix" must be letters, digits and hyphens, got "${stackPrefix}"`);
  }

  const explicitRegion = text(node, 'region');
  if (explicitRegion !== undefined && !/^[a-z]{2}(-[a-z]+)+-\d$/.test(explicitRegion)) {
    throw new Error(`Context "region" must be a region name like eu-central-1, got "${explicitRegion}"`);
  }
  const region = explicitRegion ?? (env.CDK_DEFAULT_REGION || DEFAULTS.region);
  const regionWarning =
    explicitRegion === undefined && !region.startsWith('eu-')
      ? `Deploying to ${region}, taken from the AWS profile or the CLI's fallback. Reports are personal data: ` +
        'pass -c region=eu-central-1 (or the EU region you mean), or -c region=' + region + ' if this is intended.'
      : undefined;

  return {
    env: {
      account: env.CDK_DEFAULT_ACCOUNT || DEFAULTS.account,
      region,
    },
    regionWarning,
    stackPrefix,
    mailFrom,
    siteOrigin,
    domainName,
    certificateArn,
    logLevel: logLevel as LogLevel | undefined,
    apiThrottle: {
      rateLimit: positiveInt(node, 'apiRateLimit', DEFAULTS.apiRateLimit),
      burstLimit: positiveInt(node, 'apiBurstLimit', DEFAULTS.apiBurstLimit),
    },
  };
}
