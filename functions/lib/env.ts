/** Reads a required environment variable; a missing one is a deployment error, said loudly. */
export function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

export const optionalEnv = (name: string): string | undefined => process.env[name] || undefined;

/**
 * Endpoint overrides for local emulators. In AWS these are unset and the SDK uses the
 * regional endpoints; locally `local/` sets them to the emulators it started.
 */
export const awsEndpoints = {
  dynamodb: () => optionalEnv('DYNAMODB_ENDPOINT'),
  s3: () => optionalEnv('S3_ENDPOINT'),
  ses: () => optionalEnv('SES_ENDPOINT'),
  sns: () => optionalEnv('SNS_ENDPOINT'),
};

export const awsRegion = (): string => process.env.AWS_REGION ?? 'eu-central-1';
