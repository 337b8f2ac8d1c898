import { KMSClient } from '@aws-sdk/client-kms';
import { awsRegion, awsRequestHandler } from '../lib/env.js';

let client: KMSClient | undefined;

/** The KMS client of this function instance (the receipt signing key, the rate-limit key). */
export const kmsClient = (): KMSClient =>
  (client ??= new KMSClient({ region: awsRegion(), requestHandler: awsRequestHandler() }));
