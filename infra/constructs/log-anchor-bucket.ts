import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { acknowledge } from '../nag.js';

/**
 * How long each anchor of the system log's heads stays undeletable and unchangeable, by anyone,
 * the account's root included (Object Lock in compliance mode; decision 211): the longest a report
 * the log speaks of is kept (3 years after the end of the year it closed, so up to 4 years).
 */
export const LOG_ANCHOR_RETENTION_DAYS = 4 * 365;

/**
 * IAM path of the one role that may write anchors: the anchoring job's worker (the job fans out
 * per organisation; its dispatcher's role is an ordinary function's).
 */
export const logAnchorRolePath = (stackPrefix: string): string => `/${stackPrefix}/log-anchor/`;

/** Where anchors are kept: `heads/{table}/{tenantId}.json` (functions/adapters/log-anchors.ts). */
export const LOG_ANCHOR_PREFIX = 'heads/';

export interface LogAnchorBucketProps {
  stackPrefix: string;
}

/**
 * The anchor store of the system log (docs/security.md §8): a bucket of its own whose every
 * object version is locked in compliance mode for `LOG_ANCHOR_RETENTION_DAYS`, versioned (each
 * anchor a version, the newest read by the check), encrypted, private, SSL only. Its policy lets
 * only the anchoring job's worker put, and nobody delete (a delete marker would hide the newest
 * anchor). Versions older than the lock are expired, so the bucket does not grow for ever.
 */
export class LogAnchorBucket extends Construct {
  readonly bucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: LogAnchorBucketProps) {
    super(scope, id);
    this.bucket = new s3.Bucket(this, 'Bucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      // Anchors hold hashes, numbers and times only; a customer key would protect nothing more.
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      versioned: true,
      objectLockEnabled: true,
      objectLockDefaultRetention: s3.ObjectLockRetention.compliance(Duration.days(LOG_ANCHOR_RETENTION_DAYS)),
      lifecycleRules: [
        {
          id: 'expire-unlocked-anchors',
          noncurrentVersionExpiration: Duration.days(LOG_ANCHOR_RETENTION_DAYS + 1),
        },
      ],
      // Locked versions cannot be deleted anyway; a stack removed never tries.
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledge(
      this.bucket,
      ['AwsSolutions-S1'],
      'no access log: only the anchoring job writes here (the bucket policy refuses every other writer) and only the log check reads; an access log would be one more bucket to guard, not evidence',
    );

    const stack = Stack.of(this);
    const jobRole = stack.formatArn({
      service: 'iam',
      region: '',
      resource: 'role',
      resourceName: `${logAnchorRolePath(props.stackPrefix).slice(1)}*`,
    });
    const everything = [this.bucket.bucketArn, this.bucket.arnForObjects('*')];
    this.bucket.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'OnlyTheAnchoringJobWrites',
        effect: iam.Effect.DENY,
        principals: [new iam.AnyPrincipal()],
        actions: ['s3:PutObject', 's3:PutObjectRetention', 's3:PutObjectLegalHold'],
        resources: everything,
        conditions: { ArnNotLike: { 'aws:PrincipalArn': jobRole } },
      }),
    );
    this.bucket.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'NobodyDeletesAnchors',
        effect: iam.Effect.DENY,
        principals: [new iam.AnyPrincipal()],
        actions: ['s3:DeleteObject', 's3:DeleteObjectVersion'],
        resources: everything,
      }),
    );
  }
}
