import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { ArnFormat, CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { tableSpec } from '../../functions/data/table-spec.js';
import { Backups } from '../constructs/backups.js';
import { NAG_REASONS, acceptWildcardsOf, acknowledge } from '../nag.js';
import { drNames, replicationRolePath } from './disaster-recovery-stack.js';
import { LogAnchorBucket, logAnchorRolePath } from '../constructs/log-anchor-bucket.js';
import { MalwareScanning } from '../constructs/malware-scanning.js';
import { functionRolePath, purgeRolePath } from '../constructs/handler-function.js';
import { PENDING_UPLOAD_DAYS } from '@shared/domain/files.js';

export interface DataStackProps extends StackProps {
  /** Origins allowed to PUT/GET/HEAD presigned URLs from the browser (CORS). */
  corsOrigins: readonly string[];
  stackPrefix: string;
  /** Daily AWS Backup of the table and the bucket into a vault, copied into a second one. */
  backups: boolean;
  /** The second EEA region: backups are copied and files replicated there (disaster-recovery-stack.ts). */
  drRegion: string;
}

/** What no function role may do to the files bucket, even if a later grant allowed it by mistake. */
export const FUNCTION_DENIED_BUCKET_ACTIONS = [
  's3:DeleteObjectVersion',
  's3:PutBucketVersioning',
  's3:PutLifecycleConfiguration',
  's3:PutBucketPolicy',
  's3:DeleteBucketPolicy',
] as const;

/** Prefix of temporary objects (unfinalised uploads, bundles being built): gone after a day. */
export const TMP_PREFIX = 'tmp/';

/**
 * What must survive every other stack: the one DynamoDB table (docs/development.md, "Data") and the files
 * bucket (ciphertext attachments, invoices, forwarded bundles). Both are RETAINed and the
 * table is deletion-protected: `cdk destroy` never takes data with it.
 */
export class DataStack extends Stack {
  readonly table: dynamodb.Table;
  readonly tableKey: kms.Key;
  readonly filesKey: kms.Key;
  readonly filesBucket: s3.Bucket;
  /** GuardDuty Malware Protection for S3 and the bucket it watches (the antivirus scan). */
  readonly malwareScanning: MalwareScanning;
  readonly backups: Backups | undefined;
  /** Przelewy24's API and CRC keys (`{"apiKey","crc"}`), put in by the operator (infra/README.md). */
  readonly paymentSecret: secretsmanager.Secret;
  /**
   * The receipt signing key (docs/security.md §6.8): Ed25519 in KMS, never exported; retained, so
   * a stack replaced or destroyed never takes away the key that receipts were signed with.
   */
  readonly receiptKey: kms.Key;
  readonly rateLimitKey: kms.Key;
  readonly replyNoticeKey: kms.Key;
  readonly totpKey: kms.Key;
  /** Where the system log's heads are anchored outside the table, under Object Lock (docs/security.md §8). */
  readonly logAnchorBucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);

    const str = (name: string) => ({ name, type: dynamodb.AttributeType.STRING });
    const dr = drNames(props.stackPrefix, this.account);

    // Customer-managed keys (rotated yearly): a backup can be copied to another account only when
    // its key is one of ours, and a key's use can be audited and revoked apart from the service.
    this.tableKey = new kms.Key(this, 'TableKey', {
      description: 'Ostoja: the DynamoDB table',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.filesKey = new kms.Key(this, 'FilesKey', {
      description: 'Ostoja: the files bucket',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: str(tableSpec.partitionKey),
      sortKey: str(tableSpec.sortKey),
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      encryption: dynamodb.TableEncryption.CUSTOMER_MANAGED,
      encryptionKey: this.tableKey,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: tableSpec.ttlAttribute,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of tableSpec.globalIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: str(index.partitionKey),
        sortKey: str(index.sortKey),
        projectionType: dynamodb.ProjectionType.INCLUDE,
        nonKeyAttributes: [...index.projection.include],
      });
    }

    this.filesBucket = new s3.Bucket(this, 'FilesBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: s3.BucketEncryption.KMS,
      encryptionKey: this.filesKey,
      // One data key per object batch instead of a KMS call per request.
      bucketKeyEnabled: true,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      versioned: true,
      replicationRole: new iam.Role(this, 'FilesReplicationRole', {
        assumedBy: new iam.ServicePrincipal('s3.amazonaws.com'),
        path: replicationRolePath(props.stackPrefix),
        description: 'S3 replication of the files bucket into the disaster-recovery region',
      }),
      replicationRules: [
        {
          destination: s3.Bucket.fromBucketName(this, 'FilesReplica', dr.filesBucket),
          kmsKey: kms.Key.fromKeyArn(
            this,
            'FilesReplicaKey',
            this.formatArn({ region: props.drRegion, service: 'kms', resource: dr.filesKeyAlias }),
          ),
          sseKmsEncryptedObjects: true,
          priority: 0,
          deleteMarkerReplication: true,
        },
      ],
      cors: [
        {
          allowedOrigins: [...props.corsOrigins],
          allowedMethods: [s3.HttpMethods.PUT, s3.HttpMethods.GET, s3.HttpMethods.HEAD],
          // Presigned PUTs sign content-type (and the browser adds its own headers); the signature,
          // not this list, decides what is accepted.
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag'],
          maxAge: 3600,
        },
      ],
      lifecycleRules: [
        {
          id: 'expire-temporary-objects',
          prefix: TMP_PREFIX,
          expiration: Duration.days(PENDING_UPLOAD_DAYS),
          noncurrentVersionExpiration: Duration.days(PENDING_UPLOAD_DAYS),
        },
        { id: 'abort-incomplete-multipart-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
        {
          // Files are written once and read rarely, often never again after a case is closed.
          id: 'intelligent-tiering',
          transitions: [{ storageClass: s3.StorageClass.INTELLIGENT_TIERING, transitionAfter: Duration.days(0) }],
        },
        {
          // Deleted or overwritten files stay recoverable for 30 days, then are gone for good.
          id: 'expire-noncurrent-versions',
          noncurrentVersionExpiration: Duration.days(30),
          expiredObjectDeleteMarker: true,
        },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledge(this.filesBucket, ['AwsSolutions-S1'], NAG_REASONS.noAccessLogs);
    acceptWildcardsOf(
      this.node.findChild('FilesReplicationRole'),
      "the policy CDK writes for S3 replication: every object version of the files bucket and of its replica, and the keys' data-key actions it needs",
    );
    this.guardFileVersions(props.stackPrefix);
    this.malwareScanning = new MalwareScanning(this, 'MalwareScanning');
    this.logAnchorBucket = new LogAnchorBucket(this, 'LogAnchors', { stackPrefix: props.stackPrefix }).bucket;

    this.backups = props.backups
      ? new Backups(this, 'Backups', {
          stackPrefix: props.stackPrefix,
          table: this.table,
          bucket: this.filesBucket,
          drVaultArn: this.formatArn({
            region: props.drRegion,
            service: 'backup',
            resource: 'backup-vault',
            resourceName: dr.vault,
            arnFormat: ArnFormat.COLON_RESOURCE_NAME,
          }),
        })
      : undefined;

    this.paymentSecret = new secretsmanager.Secret(this, 'Przelewy24Secret', {
      description:
        'Ostoja: Przelewy24 API key and CRC key as {"apiKey","crc"}; put the real values in after the first deploy',
      secretObjectValue: {},
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledge(
      this.paymentSecret,
      ['AwsSolutions-SMG4'],
      "Przelewy24 issues both keys in its merchant panel; no API rotates them, so rotation is the operator's documented manual step (infra/README.md, 'Payments')",
    );
    this.receiptKey = new kms.Key(this, 'ReceiptKey', {
      description: 'Ostoja: signs the receipts of reports (Ed25519); its public half is published',
      keySpec: kms.KeySpec.ECC_NIST_EDWARDS25519,
      keyUsage: kms.KeyUsage.SIGN_VERIFY,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.rateLimitKey = new kms.Key(this, 'RateLimitKey', {
      description:
        "Ostoja: hashes the rate-limit buckets' subjects (client addresses, e-mails) so the table never gives one back",
      keySpec: kms.KeySpec.HMAC_256,
      keyUsage: kms.KeyUsage.GENERATE_VERIFY_MAC,
      // Buckets live at most an hour: a key replaced by a deploy only restarts the windows.
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.replyNoticeKey = new kms.Key(this, 'ReplyNoticeKey', {
      description:
        "Ostoja: seals reporters' notice addresses (docs/security.md §6.7); only the notifier job may decrypt",
      enableKeyRotation: true,
      // Sealed addresses in the table and its backups need it as long as they exist.
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.totpKey = new kms.Key(this, 'TotpKey', {
      description:
        'Ostoja: seals staff authenticator secrets (docs/security.md §12.2); only the routes that check a code may decrypt',
      enableKeyRotation: true,
      // Every enabled authenticator app needs it as long as it is on.
      removalPolicy: RemovalPolicy.RETAIN,
    });
    new CfnOutput(this, 'Przelewy24SecretArn', { value: this.paymentSecret.secretArn });
    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'FilesBucketName', { value: this.filesBucket.bucketName });
    new CfnOutput(this, 'ScanBucketName', { value: this.malwareScanning.bucket.bucketName });
    new CfnOutput(this, 'LogAnchorBucketName', { value: this.logAnchorBucket.bucketName });
  }

  /**
   * Versioning is what makes a deleted or overwritten file recoverable for 30 days, so nothing a
   * handler runs as may remove versions or switch versioning and lifecycle off. Removing a version
   * is for the purge path alone: a role under the purge path (a scheduled job of its own).
   */
  private guardFileVersions(stackPrefix: string): void {
    const roleArn = (path: string) =>
      this.formatArn({ service: 'iam', region: '', resource: 'role', resourceName: `${path.slice(1)}*` });
    const everything = [this.filesBucket.bucketArn, this.filesBucket.arnForObjects('*')];
    this.filesBucket.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'OnlyThePurgeRoleRemovesVersions',
        effect: iam.Effect.DENY,
        principals: [new iam.AnyPrincipal()],
        actions: ['s3:DeleteObjectVersion'],
        resources: everything,
        conditions: { ArnNotLike: { 'aws:PrincipalArn': roleArn(purgeRolePath(stackPrefix)) } },
      }),
    );
    this.filesBucket.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'FunctionsKeepVersioningAndLifecycle',
        effect: iam.Effect.DENY,
        principals: [new iam.AnyPrincipal()],
        actions: [...FUNCTION_DENIED_BUCKET_ACTIONS],
        resources: everything,
        conditions: {
          ArnLike: {
            'aws:PrincipalArn': [
              roleArn(functionRolePath(stackPrefix)),
              roleArn(purgeRolePath(stackPrefix)),
              roleArn(logAnchorRolePath(stackPrefix)),
            ],
          },
        },
      }),
    );
  }
}
