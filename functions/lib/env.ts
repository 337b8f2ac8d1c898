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

/**
 * Connection and request timeouts (ms) of every AWS SDK client, set by the deployment
 * (AWS_SDK_CONNECTION_TIMEOUT_MS, AWS_SDK_REQUEST_TIMEOUT_MS): a request that hangs fails and is
 * retried by the SDK instead of holding the Lambda until its own timeout. Unset locally (no limit).
 */
export function awsRequestHandler():
  { connectionTimeout?: number; requestTimeout?: number; throwOnRequestTimeout: true } | undefined {
  const milliseconds = (name: string) => {
    const value = Number(optionalEnv(name));
    return Number.isInteger(value) && value > 0 ? value : undefined;
  };
  const connectionTimeout = milliseconds('AWS_SDK_CONNECTION_TIMEOUT_MS');
  const requestTimeout = milliseconds('AWS_SDK_REQUEST_TIMEOUT_MS');
  if (connectionTimeout === undefined && requestTimeout === undefined) return undefined;
  return { connectionTimeout, requestTimeout, throwOnRequestTimeout: true };
}
