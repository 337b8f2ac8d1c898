import type { Environment } from 'aws-cdk-lib';
import type { Node } from 'constructs';
import { environments as committedEnvironments } from './environments.js';

/**
 * One deployment's settings, as committed in infra/environments.ts. Only `account` and `mailFrom`
 * are required; everything else has a default.
 */
export interface EnvironmentSettings {
  /** The environment's own AWS account (one account per environment). */
  account: string;
  /** Region of every stack but the edge stack (us-east-1). Reports are personal data: an EU region. */
  region?: string;
  /** Prefix of stack names, IAM role paths and resource names; default `Ostoja`. */
  stackPrefix?: string;
  /** Sender of every e-mail, a bare address; its domain becomes the SES identity (Easy DKIM). */
  mailFrom: string;
  /**
   * Sender of the notice of replies (docs/security.md §6.7), a bare address naming neither the
   * product nor an organisation (decision 209); default `powiadomienie@` the sender's domain. A
   * domain of its own that does not name the product hides more: the deploy verifies it in SES too.
   */
  noticeSender?: string;
  /** The notice's SMS sender ID (3 to 11 letters and digits, at least one letter); default `Info`. */
  noticeSmsSenderId?: string;
  /** The site's host name, e.g. `zgloszenia.example.pl`. */
  domainName?: string;
  /**
   * A Route 53 public hosted zone holding `domainName` (and, when it covers it, the sender's
   * domain): the deploy then makes the us-east-1 certificate, the site's alias records and the
   * mail's DKIM and MAIL FROM records. Both or neither.
   */
  hostedZoneId?: string;
  hostedZoneName?: string;
  /** With `domainName` but no hosted zone: an ACM certificate in us-east-1 covering it. */
  certificateArn?: string;
  /** Without `domainName`: the CloudFront address (`SiteUrl` output) once the first deploy made it. */
  siteOrigin?: string;
  /** Who receives the alarms (each confirms the subscription e-mail once). */
  alarmEmails?: readonly string[];
  /**
   * HTTPS endpoints of a pager subscribed to the paging topic (e.g. PagerDuty's or Opsgenie's
   * Amazon SNS/CloudWatch integration URL): the alarms that must wake someone (infra/README.md).
   */
  pagingEndpoints?: readonly string[];
  /** The SMS spend limit agreed with AWS (USD a month; AWS's default is 1); the alarm fires at 80 %. */
  smsMonthlyBudgetUsd?: number;
  /** LOG_LEVEL of every Lambda; default `info`. */
  logLevel?: LogLevel;
  /** Steady requests per second and burst on the API stage; default 100 / 200. */
  apiRateLimit?: number;
  apiBurstLimit?: number;
  /** Daily AWS Backup of the table and the files bucket, copied into a second vault; default true. */
  backups?: boolean;
  /**
   * The second region, inside the EEA, that backups are copied and files replicated into
   * (disaster recovery, infra/RUNBOOK.md); default eu-west-1, or eu-central-1 when `region` is it.
   */
  drRegion?: string;
  /**
   * The table every function uses, when it is not the data stack's own: the name of a table
   * restored from a backup or a point in time. One deploy switches every function to it
   * (infra/RUNBOOK.md, "Switching to a restored table").
   */
  tableName?: string;
  /**
   * The Przelewy24 account (merchant id, shop id — the merchant id when omitted — and sandbox or
   * production). Its API and CRC keys go into the secret the data stack creates (infra/README.md).
   * Without it ordering answers 'Błąd tworzenia płatności!'.
   */
  przelewy24?: { merchantId: number; posId?: number; environment: 'sandbox' | 'production' };
}

export interface OstojaConfig {
  /** The entry of infra/environments.ts this is. */
  name: string;
  env: Required<Pick<Environment, 'account' | 'region'>>;
  stackPrefix: string;
  mail: {
    from: string;
    /** The SES domain identity: the sender's domain. */
    domain: string;
    /** MAIL FROM domain (bounces, SPF alignment): `bounce.{domain}`. */
    mailFromDomain: string;
    /**
     * Where SES receives the e-mail channel's mail (type 3 reports): `reports.{domain}`, its MX
     * pointing at SES receiving. Organisations' report addresses live here (or forward to it).
     */
    receivingDomain: string;
    /**
     * The notice of replies' sender (decision 209): `from` with its neutral display name, the bare
     * `address` SES is allowed to send it as, its `domain` (an identity of its own when it is not
     * the sender's) and the SMS sender ID.
     */
    notice: { from: string; address: string; domain: string; smsSenderId: string };
  };
  /** The site's origin as users see it (e-mail links, CORS); undefined until known (see README). */
  siteOrigin: string | undefined;
  domainName: string | undefined;
  hostedZone: { id: string; name: string } | undefined;
  certificateArn: string | undefined;
  alarmEmails: readonly string[];
  pagingEndpoints: readonly string[];
  smsMonthlyBudgetUsd: number;
  logLevel: LogLevel | undefined;
  apiThrottle: { rateLimit: number; burstLimit: number };
  backups: boolean;
  drRegion: string;
  tableName: string | undefined;
  przelewy24: { merchantId: number; posId: number; environment: 'sandbox' | 'production' } | undefined;
}

/** The environment `npx cdk synth` uses without `-c env`: offline, never deployable. */
export const EXAMPLE_ENVIRONMENT = 'example';

export const DEFAULTS = {
  region: 'eu-central-1',
  stackPrefix: 'Ostoja',
  smsMonthlyBudgetUsd: 1,
  apiRateLimit: 100,
  apiBurstLimit: 200,
  /** The notice of replies names neither the product nor an organisation (decision 209). */
  noticeLocalPart: 'powiadomienie',
  noticeDisplayName: 'Powiadomienie',
  noticeSmsSenderId: 'Info',
} as const;

/** The account of `example`: no credentials can deploy to it. */
const NO_ACCOUNT = '000000000000';

/**
 * Files-bucket CORS origin while no site origin is configured: any CloudFront domain, so that
 * uploads work on the first deployment (before the distribution's name is known). CORS is not
 * what protects the bucket (every request needs a presigned URL); set `siteOrigin` anyway.
 */
export const FALLBACK_CORS_ORIGIN = 'https://*.cloudfront.net';

const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Settings that used to be `-c` flags: refused, so nobody believes a flag still changes anything. */
const RETIRED_FLAGS = [
  'mailFrom',
  'domainName',
  'certificateArn',
  'siteOrigin',
  'region',
  'stackPrefix',
  'logLevel',
  'apiRateLimit',
  'apiBurstLimit',
] as const;

type ProcessEnv = Record<string, string | undefined>;

const EMAIL = /^[^\s@<>"]+@([^\s@<>"]+\.[^\s@<>"]+)$/;
/** What a notice's sender may not contain: the product's name. */
const NAMES_PRODUCT = /ostoj/i;
const HOST_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
/** Names reserved for examples and tests (RFC 2606, RFC 6761): a sender there is a placeholder. */
const RESERVED_NAME = /(^|\.)(example|invalid|localhost|test|example\.(com|net|org))$/;

/** `https://host[:port]` with nothing after it; anything else is refused so links and CORS stay exact. */
export function normaliseOrigin(raw: string, key = 'siteOrigin'): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`"${key}" must be an origin like https://zgloszenia.example.pl, got "${raw}"`);
  }
  if (url.protocol !== 'https:') throw new Error(`"${key}" must use https, got "${raw}"`);
  if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash || url.username) {
    throw new Error(`"${key}" must be an origin without path, query or credentials, got "${raw}"`);
  }
  return url.origin;
}

const isEuRegion = (region: string): boolean => region.startsWith('eu-');

/** AWS regions inside the EEA (not Zurich, not London): where a disaster-recovery copy may go. */
const EEA_REGIONS = new Set(['eu-central-1', 'eu-west-1', 'eu-west-3', 'eu-south-1', 'eu-south-2', 'eu-north-1']);

function positiveInt(value: number | undefined, key: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value <= 0) throw new Error(`"${key}" must be a positive integer, got ${value}`);
  return value;
}

/**
 * Turns one committed entry into the settings the stacks use, refusing anything that would
 * deploy wrongly: a placeholder account or sender, a non-EU region nobody chose, a domain without
 * a certificate. Only `example` may keep placeholders (it cannot be deployed).
 */
export function resolveEnvironment(
  name: string,
  settings: EnvironmentSettings,
  processEnv: ProcessEnv = {},
): OstojaConfig {
  const fail = (message: string): never => {
    throw new Error(`Environment "${name}" (infra/environments.ts): ${message}`);
  };
  const offline = name === EXAMPLE_ENVIRONMENT;

  if (!/^\d{12}$/.test(settings.account))
    fail(`"account" must be a 12-digit AWS account id, got "${settings.account}"`);
  if (!offline && settings.account === NO_ACCOUNT)
    fail('"account" is still the placeholder 000000000000: name the environment\'s own AWS account');

  const region = settings.region ?? processEnv.CDK_DEFAULT_REGION ?? (offline ? DEFAULTS.region : undefined);
  if (region === undefined) return fail('"region" is missing: name an EU region, e.g. eu-central-1');
  if (!/^[a-z]{2}(-[a-z]+)+-\d$/.test(region))
    fail(`"region" must be a region name like eu-central-1, got "${region}"`);
  if (settings.region === undefined && !isEuRegion(region)) {
    fail(
      `no "region" is set and the AWS profile gives ${region} (the CDK CLI falls back to us-east-1 when the profile names none). ` +
        'Reports are personal data: set "region" to the EU region you mean, e.g. eu-central-1.',
    );
  }

  const mailMatch = EMAIL.exec(settings.mailFrom);
  if (!mailMatch) return fail(`"mailFrom" must be a bare e-mail address (no display name), got "${settings.mailFrom}"`);
  const mailDomain = mailMatch[1]!.toLowerCase();
  if (!offline && RESERVED_NAME.test(mailDomain)) {
    fail(
      `"mailFrom" is the placeholder ${settings.mailFrom}: name the real sender (its domain is verified in SES by this deploy)`,
    );
  }

  const noticeAddress = settings.noticeSender ?? `${DEFAULTS.noticeLocalPart}@${mailDomain}`;
  const noticeMatch = EMAIL.exec(noticeAddress);
  if (!noticeMatch)
    return fail(`"noticeSender" must be a bare e-mail address (no display name), got "${noticeAddress}"`);
  const noticeDomain = noticeMatch[1]!.toLowerCase();
  if (settings.noticeSender !== undefined && NAMES_PRODUCT.test(settings.noticeSender))
    fail(`"noticeSender" names the product (${settings.noticeSender}): a notice's sender must be neutral`);
  if (!offline && settings.noticeSender !== undefined && RESERVED_NAME.test(noticeDomain))
    fail(`"noticeSender" is the placeholder ${settings.noticeSender}: name a real, neutral sender`);
  const noticeSmsSenderId = settings.noticeSmsSenderId ?? DEFAULTS.noticeSmsSenderId;
  if (!/^(?=.*[A-Za-z])[A-Za-z0-9]{3,11}$/.test(noticeSmsSenderId) || NAMES_PRODUCT.test(noticeSmsSenderId))
    fail(
      `"noticeSmsSenderId" must be 3 to 11 letters and digits, at least one letter, not naming the product, got "${noticeSmsSenderId}"`,
    );

  const domainName = settings.domainName?.toLowerCase();
  if (domainName !== undefined) {
    if (!HOST_NAME.test(domainName))
      fail(`"domainName" must be a host name like zgloszenia.example.pl, got "${domainName}"`);
    if (!offline && RESERVED_NAME.test(domainName))
      fail(`"domainName" is the placeholder ${domainName}: name the site's real host name`);
  }

  const { hostedZoneId, certificateArn } = settings;
  const hostedZoneName = settings.hostedZoneName?.toLowerCase().replace(/\.$/, '');
  if ((hostedZoneId === undefined) !== (hostedZoneName === undefined))
    fail('"hostedZoneId" and "hostedZoneName" go together');
  if (hostedZoneId !== undefined && !/^Z[A-Z0-9]{1,31}$/.test(hostedZoneId))
    fail(`"hostedZoneId" must look like Z0123456789ABCDEFGHIJ, got "${hostedZoneId}"`);
  const hostedZone =
    hostedZoneId !== undefined && hostedZoneName !== undefined ? { id: hostedZoneId, name: hostedZoneName } : undefined;
  if (hostedZone) {
    if (!offline && RESERVED_NAME.test(hostedZone.name)) fail(`"hostedZoneName" is the placeholder ${hostedZone.name}`);
    if (domainName === undefined)
      fail('"hostedZoneId" needs "domainName": the site name the zone should point at the distribution');
    else if (!isWithin(domainName, hostedZone.name))
      fail(`"domainName" ${domainName} is not inside the hosted zone ${hostedZone.name}`);
  }
  if (domainName !== undefined && hostedZone === undefined && certificateArn === undefined) {
    fail(
      '"domainName" needs a hosted zone (hostedZoneId/hostedZoneName) or "certificateArn" (ACM, us-east-1, covering it)',
    );
  }
  if (certificateArn !== undefined) {
    if (!/^arn:aws[\w-]*:acm:us-east-1:\d{12}:certificate\/[\w-]+$/.test(certificateArn)) {
      fail(
        `"certificateArn" must be an ACM certificate ARN in us-east-1 (CloudFront needs that region), got "${certificateArn}"`,
      );
    }
    if (hostedZone)
      fail('"certificateArn" and a hosted zone exclude each other: with the zone, the deploy makes the certificate');
  }

  if (settings.siteOrigin !== undefined && domainName !== undefined)
    fail('"siteOrigin" is derived from "domainName": set only one');
  const siteOrigin =
    settings.siteOrigin !== undefined ? normaliseOrigin(settings.siteOrigin) : domainName && `https://${domainName}`;

  const stackPrefix = settings.stackPrefix ?? DEFAULTS.stackPrefix;
  if (!/^[A-Za-z][A-Za-z0-9-]{0,40}$/.test(stackPrefix))
    fail(`"stackPrefix" must be letters, digits and hyphens, got "${stackPrefix}"`);

  const alarmEmails = settings.alarmEmails ?? [];
  for (const email of alarmEmails)
    if (!EMAIL.test(email)) fail(`"alarmEmails" holds "${email}", which is not an e-mail address`);
  if (!offline && alarmEmails.length === 0)
    fail('"alarmEmails" is empty: name at least one operator who receives the alarms');

  const pagingEndpoints = settings.pagingEndpoints ?? [];
  for (const url of pagingEndpoints)
    if (!/^https:\/\/[^\s/]+\/\S*$/.test(url)) fail(`"pagingEndpoints" holds "${url}", which is not an https:// URL`);

  const sms = settings.smsMonthlyBudgetUsd ?? DEFAULTS.smsMonthlyBudgetUsd;
  if (!(sms > 0)) fail(`"smsMonthlyBudgetUsd" must be a positive number, got ${sms}`);

  const drRegion = settings.drRegion ?? (region === 'eu-west-1' ? 'eu-central-1' : 'eu-west-1');
  if (!EEA_REGIONS.has(drRegion)) fail(`"drRegion" must be a region inside the EEA, got "${drRegion}"`);
  if (drRegion === region)
    fail('"drRegion" must differ from "region": a copy in the same region survives no regional outage');
  if (settings.tableName !== undefined && !/^[A-Za-z0-9_.-]{3,255}$/.test(settings.tableName))
    fail(`"tableName" must be a DynamoDB table name, got "${settings.tableName}"`);

  if (settings.logLevel !== undefined && !(LOG_LEVELS as readonly string[]).includes(settings.logLevel)) {
    fail(`"logLevel" must be one of ${LOG_LEVELS.join(', ')}, got "${settings.logLevel}"`);
  }

  return {
    name,
    env: { account: settings.account, region },
    stackPrefix,
    mail: {
      from: settings.mailFrom,
      domain: mailDomain,
      mailFromDomain: `bounce.${mailDomain}`,
      receivingDomain: `reports.${mailDomain}`,
      notice: {
        from: `${DEFAULTS.noticeDisplayName} <${noticeAddress}>`,
        address: noticeAddress,
        domain: noticeDomain,
        smsSenderId: noticeSmsSenderId,
      },
    },
    siteOrigin: siteOrigin || undefined,
    domainName,
    hostedZone,
    certificateArn,
    alarmEmails,
    pagingEndpoints,
    smsMonthlyBudgetUsd: sms,
    logLevel: settings.logLevel,
    apiThrottle: {
      rateLimit: positiveInt(settings.apiRateLimit, 'apiRateLimit', DEFAULTS.apiRateLimit),
      burstLimit: positiveInt(settings.apiBurstLimit, 'apiBurstLimit', DEFAULTS.apiBurstLimit),
    },
    backups: settings.backups ?? true,
    drRegion,
    tableName: settings.tableName,
    przelewy24: settings.przelewy24
      ? {
          merchantId: settings.przelewy24.merchantId,
          posId: settings.przelewy24.posId ?? settings.przelewy24.merchantId,
          environment: settings.przelewy24.environment,
        }
      : undefined,
  };
}

/** `a.b.example.pl` is within `example.pl`, and so is `example.pl` itself. */
export const isWithin = (name: string, zone: string): boolean => name === zone || name.endsWith(`.${zone}`);

/**
 * The environment named by `-c env=…` (default `example`). Per-setting flags are refused: a
 * setting lives in the committed entry or nowhere.
 */
export function readConfig(
  node: Node,
  processEnv: ProcessEnv = process.env,
  environments: Readonly<Record<string, EnvironmentSettings>> = committedEnvironments,
): OstojaConfig {
  for (const flag of RETIRED_FLAGS) {
    if (node.tryGetContext(flag) !== undefined) {
      throw new Error(
        `-c ${flag}=… is not read any more: settings live per environment in infra/environments.ts (select one with -c env=NAME)`,
      );
    }
  }
  const raw: unknown = node.tryGetContext('env') ?? EXAMPLE_ENVIRONMENT;
  const name = String(raw);
  if (!Object.hasOwn(environments, name)) {
    throw new Error(
      `-c env=${name}: no such environment in infra/environments.ts (known: ${Object.keys(environments).join(', ')})`,
    );
  }
  return resolveEnvironment(name, environments[name]!, processEnv);
}
