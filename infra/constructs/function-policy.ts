import { Stack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { ILogGroup } from 'aws-cdk-lib/aws-logs';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { removesFileVersions, type FileRight, type FunctionAccess } from '../access.js';
import { LOG_ANCHOR_PREFIX } from './log-anchor-bucket.js';
import { SCAN_PREFIX } from './malware-scanning.js';

export interface PolicyResources {
  table: ITable;
  filesBucket: IBucket;
  /** The bucket GuardDuty scans (constructs/malware-scanning.ts), for functions whose access has `scan`. */
  scanBucket?: IBucket | undefined;
  /**
   * The only sender the function may use (the product's, or for `email: 'notices'` the notice's
   * neutral one), and the configuration set every send goes through.
   */
  mail: { from: string; configurationSetName: string; notice?: { from: string; address: string; smsSenderId: string } };
  logGroup: ILogGroup;
  /** The receipt signing key (docs/security.md §6.8), for functions whose access has `receiptKey`. */
  receiptKey?: IKey | undefined;
  /** The rate-limit buckets' HMAC key, for functions whose access has `rateLimitKey`. */
  rateLimitKey?: IKey | undefined;
  /** The key that seals notice addresses, for functions whose access has `replyNoticeKey`. */
  replyNoticeKey?: IKey | undefined;
  /** The key that seals staff authenticator secrets, for functions whose access has `totpKey`. */
  totpKey?: IKey | undefined;
  /** The system log's anchor bucket, for functions whose access has `logAnchor`. */
  logAnchorBucket?: IBucket | undefined;
  /** The disaster-recovery replica of the files bucket, for functions whose access has `filesReplica`. */
  filesReplica?: { bucketName: string } | undefined;
}

const S3_ACTIONS: Record<FileRight, readonly string[]> = {
  read: ['s3:GetObject'],
  write: ['s3:PutObject'],
  delete: ['s3:DeleteObject'],
  purge: ['s3:DeleteObjectVersion'],
};

/**
 * The whole policy of one function: its own log group, X-Ray, and exactly what `access` names
 * (see access.ts). Nothing else is ever added to a function's role.
 */
export function functionPolicy(
  scope: Construct,
  access: FunctionAccess,
  resources: PolicyResources,
): iam.PolicyDocument {
  const {
    table,
    filesBucket,
    scanBucket,
    mail,
    logGroup,
    receiptKey,
    rateLimitKey,
    replyNoticeKey,
    totpKey,
    logAnchorBucket,
  } = resources;
  const statements = [
    new iam.PolicyStatement({
      sid: 'OwnLogs',
      actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
      resources: [logGroup.logGroupArn],
    }),
    new iam.PolicyStatement({
      sid: 'Traces',
      // X-Ray's trace actions have no resource-level permissions.
      actions: ['xray:PutTraceSegments', 'xray:PutTelemetryRecords'],
      resources: ['*'],
    }),
  ];

  const stack = Stack.of(scope);
  /** The customer-managed key of the table or the bucket, usable only through that service. */
  const keyUse = (sid: string, key: IKey | undefined, service: 'dynamodb' | 's3', actions: readonly string[]) => {
    if (key)
      statements.push(
        new iam.PolicyStatement({
          sid,
          actions: [...actions],
          resources: [key.keyArn],
          conditions: { StringEquals: { 'kms:ViaService': `${service}.${stack.region}.amazonaws.com` } },
        }),
      );
  };

  if (access.table.length > 0) {
    statements.push(
      new iam.PolicyStatement({
        sid: 'Table',
        actions: [...new Set(access.table)].sort().map((action) => `dynamodb:${action}`),
        resources: access.table.includes('Query') ? [table.tableArn, `${table.tableArn}/index/*`] : [table.tableArn],
      }),
    );
    keyUse('TableKey', table.encryptionKey, 'dynamodb', [
      'kms:Decrypt',
      'kms:Encrypt',
      'kms:GenerateDataKey',
      'kms:DescribeKey',
    ]);
  }

  const fileRights = new Set(Object.values(access.files).flat());
  if (fileRights.has('read') || fileRights.has('write'))
    keyUse('FilesKey', filesBucket.encryptionKey, 's3', [
      ...(fileRights.has('read') ? ['kms:Decrypt'] : []),
      ...(fileRights.has('write') ? ['kms:GenerateDataKey'] : []),
    ]);

  for (const right of ['read', 'write', 'delete', 'purge'] as const) {
    const prefixes = Object.entries(access.files)
      .filter(([, rights]) => rights.includes(right))
      .map(([prefix]) => prefix)
      .sort();
    if (prefixes.length === 0) continue;
    for (const prefix of prefixes) {
      if (!/^[a-z0-9-]+\/([a-z0-9-]+\/)*$/.test(prefix))
        throw new Error(`File prefix "${prefix}" must be folder names ending in "/"`);
    }
    statements.push(
      new iam.PolicyStatement({
        sid: `Files${right[0]!.toUpperCase()}${right.slice(1)}`,
        actions: [...S3_ACTIONS[right]],
        resources: prefixes.map((prefix) => filesBucket.arnForObjects(`${prefix}*`)),
      }),
    );
  }

  const purges = removesFileVersions(access);
  if (access.listFiles || purges) {
    statements.push(
      new iam.PolicyStatement({
        sid: 'FilesList',
        actions: purges ? ['s3:ListBucket', 's3:ListBucketVersions'] : ['s3:ListBucket'],
        resources: [filesBucket.bucketArn],
      }),
    );
  }

  if (access.filesReplica && resources.filesReplica) {
    const replica = `arn:${stack.partition}:s3:::${resources.filesReplica.bucketName}`;
    const purged = Object.entries(access.files)
      .filter(([, rights]) => rights.includes('purge'))
      .map(([prefix]) => `${replica}/${prefix}*`)
      .sort();
    statements.push(
      new iam.PolicyStatement({
        sid: 'FilesReplicaPurge',
        actions: ['s3:DeleteObject', 's3:DeleteObjectVersion'],
        resources: purged,
      }),
      new iam.PolicyStatement({
        sid: 'FilesReplicaList',
        actions: ['s3:ListBucket', 's3:ListBucketVersions'],
        resources: [replica],
      }),
    );
  }

  if (access.scan && scanBucket) {
    statements.push(
      new iam.PolicyStatement({
        sid: 'AntivirusScan',
        // Put the bytes, read GuardDuty's verdict tag, delete them: under scan/ only.
        actions: ['s3:PutObject', 's3:GetObjectTagging', 's3:DeleteObject'],
        resources: [scanBucket.arnForObjects(`${SCAN_PREFIX}*`)],
      }),
    );
  }

  if (access.receiptKey !== 'none') {
    if (!receiptKey) throw new Error(`its access has receiptKey ${access.receiptKey}, but no receipt key was given`);
    statements.push(
      new iam.PolicyStatement({
        sid: 'ReceiptKey',
        // Sign only for the functions that store reports; the public half for the one that publishes it.
        actions: access.receiptKey === 'sign' ? ['kms:GetPublicKey', 'kms:Sign'] : ['kms:GetPublicKey'],
        resources: [receiptKey.keyArn],
      }),
    );
  }

  if (access.rateLimitKey) {
    if (!rateLimitKey) throw new Error('its access has rateLimitKey, but no rate-limit key was given');
    statements.push(
      new iam.PolicyStatement({ sid: 'RateLimitKey', actions: ['kms:GenerateMac'], resources: [rateLimitKey.keyArn] }),
    );
  }

  if (access.replyNoticeKey !== 'none') {
    if (!replyNoticeKey)
      throw new Error(`its access has replyNoticeKey ${access.replyNoticeKey}, but no notice key was given`);
    statements.push(
      new iam.PolicyStatement({
        sid: 'ReplyNoticeKey',
        // Sealing makes a data key; only the notifier job may open one.
        actions: [access.replyNoticeKey === 'seal' ? 'kms:GenerateDataKey' : 'kms:Decrypt'],
        resources: [replyNoticeKey.keyArn],
      }),
    );
  }

  if (access.totpKey !== 'none') {
    if (!totpKey) throw new Error(`its access has totpKey ${access.totpKey}, but no authenticator key was given`);
    statements.push(
      new iam.PolicyStatement({
        sid: 'TotpKey',
        // Offering a secret makes a data key; only the routes that check a code may open one.
        actions: [access.totpKey === 'seal' ? 'kms:GenerateDataKey' : 'kms:Decrypt'],
        resources: [totpKey.keyArn],
      }),
    );
  }

  if (access.logAnchor !== 'none') {
    if (!logAnchorBucket)
      throw new Error(`its access has logAnchor ${access.logAnchor}, but no anchor bucket was given`);
    statements.push(
      new iam.PolicyStatement({
        sid: 'LogAnchors',
        // Reading the newest anchor; only the anchoring job writes one (the bucket's policy agrees).
        actions: access.logAnchor === 'write' ? ['s3:GetObject', 's3:PutObject'] : ['s3:GetObject'],
        resources: [logAnchorBucket.arnForObjects(`${LOG_ANCHOR_PREFIX}*`)],
      }),
      // An organisation not anchored yet answers 404, not 403.
      new iam.PolicyStatement({
        sid: 'LogAnchorsList',
        actions: ['s3:ListBucket'],
        resources: [logAnchorBucket.bucketArn],
      }),
    );
  }

  if (access.email) {
    if (access.email === 'notices' && !mail.notice)
      throw new Error("its access has email 'notices', but no notice sender was given");
    const sender = access.email === 'notices' ? mail.notice!.address : mail.from;
    statements.push(
      new iam.PolicyStatement({
        sid: 'Email',
        actions: ['ses:SendEmail'],
        // Any identity (in the SES sandbox the recipients are identities too), only as this sender,
        // and only through the configuration set (bounce and complaint suppression).
        resources: [
          stack.formatArn({ service: 'ses', resource: 'identity', resourceName: '*' }),
          stack.formatArn({ service: 'ses', resource: 'configuration-set', resourceName: mail.configurationSetName }),
        ],
        conditions: { StringEquals: { 'ses:FromAddress': sender } },
      }),
    );
  }

  if (access.sms) {
    statements.push(
      new iam.PolicyStatement({
        sid: 'Sms',
        actions: ['sns:Publish'],
        // Publishing straight to a phone number has no resource ARN: `*` is the only resource IAM accepts.
        resources: ['*'],
      }),
    );
  }

  return new iam.PolicyDocument({ statements });
}
