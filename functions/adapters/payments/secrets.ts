import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { awsRegion, awsRequestHandler } from '../../lib/env.js';

let client: SecretsManagerClient | undefined;

/** A JSON secret of the deployment's secret store (AWS Secrets Manager), read when first needed. */
export async function readSecretJson(secretId: string): Promise<Record<string, unknown>> {
  client ??= new SecretsManagerClient({ region: awsRegion(), requestHandler: awsRequestHandler() });
  const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
  if (!SecretString) throw new Error(`Secret ${secretId} has no string value`);
  return JSON.parse(SecretString) as Record<string, unknown>;
}
