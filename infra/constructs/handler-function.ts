import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, SourceMapMode, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { removesFileVersions, type FunctionAccess } from '../access.js';
import { logAnchorRolePath } from './log-anchor-bucket.js';
import type { LogLevel } from '../config.js';
import { fromRoot, lockFile, projectRoot } from '../paths.js';
import { functionPolicy } from './function-policy.js';
import { withInvoiceRenderer, type PaymentSettings } from '../billing.js';
import { handlerBundle } from '../handler-bundle.js';
import { ROUTE_TIMEOUT_SECONDS, SCANNING_ROUTE_TIMEOUT_SECONDS } from '@shared/domain/retries.js';

/**
 * The Lambda runtime of every handler and job, in one place.
 *
 * nodejs24.x, the newest Lambda offers: nodejs20.x can no longer be deployed (Lambda refuses it
 * since 2026-08-31) and nodejs22.x is deprecated on 2027-04-30. The project develops and tests on
 * Node 20; the local runtime runs the handlers' TypeScript in that Node, never a bundle, and the
 * handlers use nothing Node 24 removed (infra/README.md, "Lambda runtime").
 */
export const LAMBDA_RUNTIME = lambda.Runtime.NODEJS_24_X;

export const bundlingOptions: BundlingOptions = {
  forceDockerBundling: false,
  format: OutputFormat.ESM,
  target: handlerBundle.target,
  mainFields: [...handlerBundle.mainFields],
  minify: handlerBundle.minify,
  banner: handlerBundle.banner,
  sourceMap: true,
  sourceMapMode: SourceMapMode.DEFAULT,
  sourcesContent: false,
  externalModules: [],
};

/** Connection and request timeouts of every AWS SDK client in the handlers (functions/lib/env.ts). */
export const SDK_TIMEOUTS_MS = { connection: 1000, request: 3000 } as const;

/** IAM path of every function role: the files bucket's policy refuses them what only the purge role may do. */
export const functionRolePath = (stackPrefix: string): string => `/${stackPrefix}/functions/`;

/** IAM path of the one kind of role that may remove file versions: a job whose access has `purge`. */
export const purgeRolePath = (stackPrefix: string): string => `/${stackPrefix}/purge/`;

/**
 * A role's IAM path: the purge path for a job that removes file versions, the anchor path for the
 * job that writes log anchors (each the only path its bucket's policy lets do that), else the path
 * of every function.
 */
function rolePath(access: FunctionAccess, stackPrefix: string): string {
  if (removesFileVersions(access)) return purgeRolePath(stackPrefix);
  if (access.logAnchor === 'write') return logAnchorRolePath(stackPrefix);
  return functionRolePath(stackPrefix);
}

/** What every handler needs to reach: the shared data resources and deployment settings. */
export interface HandlerEnvironment {
  table: ITable;
  filesBucket: IBucket;
  /**
   * The sender and the SES configuration set every e-mail goes through; the domain SES receives
   * the e-mail channel's reports at (an organisation's report address must be there).
   */
  mail: {
    from: string;
    configurationSetName: string;
    receivingDomain?: string;
    notice?: { from: string; address: string; smsSenderId: string };
  };
  /** Unset until the site origin is known (see config.ts); handlers that need it fail loudly. */
  siteOrigin: string | undefined;
  logLevel: LogLevel | undefined;
  stackPrefix: string;
  /** The Przelewy24 account (infra/billing.ts); unset until the environment names one. */
  payments?: PaymentSettings;
  /** The bucket GuardDuty scans (constructs/malware-scanning.ts); needed by functions whose access has `scan`. */
  scanBucket?: IBucket;
  /**
   * The receipt signing key (docs/security.md §6.8) and the periods the keys endpoint publishes:
   * when the current key started signing, and the retired keys (a JSON array of published keys).
   */
  receiptKey?: { key: IKey; validFrom: string; retiredKeys: string };
  /** The HMAC key of the rate-limit buckets' subjects (functions/adapters/rate-limit-keys.ts). */
  rateLimitKey?: IKey;
  /** The key that seals reporters' notice addresses (functions/adapters/reply-notice-key.ts). */
  replyNoticeKey?: IKey;
  /** The key that seals staff authenticator secrets (functions/adapters/totp-secret-key.ts). */
  totpKey?: IKey;
  /** The system log's anchor bucket (functions/adapters/log-anchors.ts). */
  logAnchorBucket?: IBucket;
  /** The disaster-recovery replica of the files bucket and its region (functions/adapters/s3.ts). */
  filesReplica?: { bucketName: string; region: string };
}

/** A scanning function waits for GuardDuty's verdict: as long as API Gateway waits (30 s), less a second. */
export const SCAN_FUNCTION_TIMEOUT = Duration.seconds(SCANNING_ROUTE_TIMEOUT_SECONDS);

/**
 * Concurrency reserved for, and so the most taken by, each function that waits for a scan: a
 * burst of uploads, each holding a Lambda up to 29 s, cannot take the account's concurrency from
 * sign-in and the form. 7 scanning functions × 20 = 140 of the account's 1,000 (a new account may
 * start lower: raise its quota first, or the deploy fails).
 */
export const SCAN_RESERVED_CONCURRENCY = 20;

export interface HandlerFunctionProps {
  /** Module relative to the repository root exporting `handler`. */
  entry: string;
  description?: string;
  access: FunctionAccess;
  environment: HandlerEnvironment;
  timeout?: Duration;
  /** Where a failed asynchronous run ends up (scheduled jobs); the policy gets sqs:SendMessage on it. */
  deadLetterQueue?: sqs.IQueue;
  /** Talks to Przelewy24: gets the account's settings and may read its secret (infra/billing.ts). */
  payments?: boolean;
  /** Makes invoices: the invoice renderer's bundle and its font files go beside the handler's (infra/billing.ts). */
  invoiceRenderer?: boolean;
  /**
   * The e-mail channel: the bucket SES stores received mail in, which the function reads and
   * deletes under `inbound/` (INBOUND_MAIL_BUCKET); nothing else of it.
   */
  inboundMail?: IBucket;
  /** MB; default 512. */
  memorySize?: number;
  /** A job's dispatcher: may send to this queue (sqs:SendMessage only), named by JOB_QUEUE_URL. */
  sendsTo?: sqs.IQueue;
  /** A job's worker: its SQS event source reads and deletes this queue's messages. */
  receivesFrom?: sqs.IQueue;
}

/**
 * One Lambda for one handler module: runtime, bundling, JSON logs kept a month, X-Ray traces,
 * environment, and a role of its own whose single inline policy is exactly its access line
 * (access.ts, function-policy.ts). The role is handed to Lambda without policy updates, so no
 * CDK grant can widen it unseen.
 */
export class HandlerFunction extends Construct {
  readonly function: NodejsFunction;
  readonly logGroup: logs.LogGroup;
  readonly role: iam.Role;

  constructor(scope: Construct, id: string, props: HandlerFunctionProps) {
    super(scope, id);
    const { environment: env, access } = props;

    this.logGroup = new logs.LogGroup(this, 'Logs', {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });

    const policy = functionPolicy(this, access, {
      table: env.table,
      filesBucket: env.filesBucket,
      scanBucket: env.scanBucket,
      receiptKey: env.receiptKey?.key,
      rateLimitKey: env.rateLimitKey,
      replyNoticeKey: env.replyNoticeKey,
      totpKey: env.totpKey,
      logAnchorBucket: env.logAnchorBucket,
      filesReplica: env.filesReplica,
      mail: env.mail,
      logGroup: this.logGroup,
    });
    if (access.scan && !env.scanBucket)
      throw new Error(`${props.entry}: its access has scan, but no scan bucket was given`);
    if (props.deadLetterQueue) {
      policy.addStatements(
        new iam.PolicyStatement({
          sid: 'DeadLetters',
          actions: ['sqs:SendMessage'],
          resources: [props.deadLetterQueue.queueArn],
        }),
      );
    }
    if (props.sendsTo) {
      policy.addStatements(
        new iam.PolicyStatement({
          sid: 'OrganisationQueueSend',
          actions: ['sqs:SendMessage'],
          resources: [props.sendsTo.queueArn],
        }),
      );
    }
    if (props.receivesFrom) {
      // What Lambda's event source mapping calls with the function's role (the role takes no grants).
      policy.addStatements(
        new iam.PolicyStatement({
          sid: 'OrganisationQueueReceive',
          actions: ['sqs:ReceiveMessage', 'sqs:DeleteMessage', 'sqs:ChangeMessageVisibility', 'sqs:GetQueueAttributes'],
          resources: [props.receivesFrom.queueArn],
        }),
      );
    }
    if (props.inboundMail) {
      policy.addStatements(
        new iam.PolicyStatement({
          sid: 'InboundMail',
          actions: ['s3:GetObject', 's3:DeleteObject'],
          resources: [props.inboundMail.arnForObjects('inbound/*')],
        }),
        // A missing message answers 404 (a retried delivery after the deletion), not 403.
        new iam.PolicyStatement({
          sid: 'InboundMailList',
          actions: ['s3:ListBucket'],
          resources: [props.inboundMail.bucketArn],
        }),
      );
    }
    const payments = props.payments ? env.payments : undefined;
    if (payments) {
      policy.addStatements(
        new iam.PolicyStatement({
          sid: 'PaymentSecret',
          actions: ['secretsmanager:GetSecretValue'],
          resources: [payments.secretArn],
        }),
      );
    }
    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      path: rolePath(access, env.stackPrefix),
      description: props.description === undefined ? undefined : iamText(props.description).slice(0, 1000),
      inlinePolicies: { Access: policy },
    });

    this.function = new NodejsFunction(this, 'Function', {
      entry: fromRoot(props.entry),
      handler: 'handler',
      projectRoot,
      depsLockFilePath: lockFile,
      runtime: LAMBDA_RUNTIME,
      architecture: lambda.Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      reservedConcurrentExecutions: access.scan ? SCAN_RESERVED_CONCURRENCY : undefined,
      timeout: props.timeout ?? (access.scan ? SCAN_FUNCTION_TIMEOUT : Duration.seconds(ROUTE_TIMEOUT_SECONDS)),
      description: props.description?.slice(0, 256),
      role: this.role.withoutPolicyUpdates(),
      logGroup: this.logGroup,
      loggingFormat: lambda.LoggingFormat.JSON,
      applicationLogLevelV2: lambda.ApplicationLogLevel.INFO,
      systemLogLevelV2: lambda.SystemLogLevel.INFO,
      tracing: lambda.Tracing.ACTIVE,
      deadLetterQueue: props.deadLetterQueue,
      bundling: props.invoiceRenderer ? withInvoiceRenderer(bundlingOptions) : bundlingOptions,
      environment: {
        TABLE_NAME: env.table.tableName,
        FILES_BUCKET: env.filesBucket.bucketName,
        MAIL_FROM: env.mail.from,
        MAIL_CONFIGURATION_SET: env.mail.configurationSetName,
        ...(env.mail.receivingDomain ? { REPORTS_MAIL_DOMAIN: env.mail.receivingDomain } : {}),
        // The notice of replies is sent as a neutral sender (decision 209), only by the notifier.
        ...(access.email === 'notices' && env.mail.notice
          ? { NOTICE_SENDER: env.mail.notice.from, NOTICE_SMS_SENDER_ID: env.mail.notice.smsSenderId }
          : {}),
        AWS_SDK_CONNECTION_TIMEOUT_MS: String(SDK_TIMEOUTS_MS.connection),
        AWS_SDK_REQUEST_TIMEOUT_MS: String(SDK_TIMEOUTS_MS.request),
        ...(env.siteOrigin ? { APP_ORIGIN: env.siteOrigin } : {}),
        ...(props.inboundMail ? { INBOUND_MAIL_BUCKET: props.inboundMail.bucketName } : {}),
        ...(props.sendsTo ? { JOB_QUEUE_URL: props.sendsTo.queueUrl } : {}),
        ...(env.logLevel ? { LOG_LEVEL: env.logLevel } : {}),
        ...(access.scan && env.scanBucket ? { SCAN_BUCKET: env.scanBucket.bucketName } : {}),
        ...(access.receiptKey !== 'none' && env.receiptKey
          ? {
              RECEIPT_KMS_KEY_ID: env.receiptKey.key.keyArn,
              RECEIPT_KEY_VALID_FROM: env.receiptKey.validFrom,
              RECEIPT_RETIRED_KEYS: env.receiptKey.retiredKeys,
            }
          : {}),
        ...(access.rateLimitKey && env.rateLimitKey ? { RATE_LIMIT_KMS_KEY_ID: env.rateLimitKey.keyArn } : {}),
        ...(access.filesReplica && env.filesReplica
          ? { FILES_REPLICA_BUCKET: env.filesReplica.bucketName, FILES_REPLICA_REGION: env.filesReplica.region }
          : {}),
        ...(access.replyNoticeKey !== 'none' && env.replyNoticeKey
          ? { REPLY_NOTICE_KMS_KEY_ID: env.replyNoticeKey.keyArn }
          : {}),
        ...(access.totpKey !== 'none' && env.totpKey ? { TOTP_KMS_KEY_ID: env.totpKey.keyArn } : {}),
        ...(access.logAnchor !== 'none' && env.logAnchorBucket
          ? { LOG_ANCHOR_BUCKET: env.logAnchorBucket.bucketName }
          : {}),
        ...(payments
          ? {
              P24_SECRET_ARN: payments.secretArn,
              P24_MERCHANT_ID: String(payments.merchantId),
              P24_POS_ID: String(payments.posId),
              P24_ENVIRONMENT: payments.environment,
            }
          : {}),
        // No NODE_OPTIONS=--enable-source-maps: it slows module load by 15-25 %. The source map
        // ships beside the bundle for decoding a stack trace offline (infra/README.md).
      },
    });
  }
}

/** IAM descriptions take Latin-1 only: `Zgłoszenia wewnętrzne` → `Zgloszenia wewnetrzne`. */
export function iamText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/[^\t\n\r\x20-\x7E\xA1-\xFF]/g, '?');
}

/** `list-reports` → `ListReports`: construct ids (hence logical ids) come from contract names. */
export function pascalCase(kebab: string): string {
  return kebab
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
}
