import { RemovalPolicy } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';

/**
 * A bucket for plaintext that lives seconds (a received e-mail before it is encrypted, a file
 * while GuardDuty scans it): private, SSE-S3, TLS 1.2 only, unversioned (a delete really
 * deletes), its lifecycle rule the backstop, removed with its stack.
 */
/** Why a transient bucket keeps no access log (cdk-nag AwsSolutions-S1). */
export const TRANSIENT_BUCKET_NO_LOGS =
  'plaintext lives here for seconds; an access log would outlive it and record which reports arrived when, which we keep nowhere';

export const transientBucketProps = (lifecycleRule: s3.LifecycleRule): s3.BucketProps => ({
  blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
  objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
  encryption: s3.BucketEncryption.S3_MANAGED,
  enforceSSL: true,
  minimumTLSVersion: 1.2,
  versioned: false,
  lifecycleRules: [lifecycleRule],
  removalPolicy: RemovalPolicy.DESTROY,
  autoDeleteObjects: false,
});
