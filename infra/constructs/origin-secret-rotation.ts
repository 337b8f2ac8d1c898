import { Duration, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from '../../functions/lib/client-address.js';
import { InlineFunction } from './inline-function.js';

/** How often the origin secret is replaced. */
export const ORIGIN_SECRET_ROTATION = Duration.days(30);

/**
 * The rotation function's code, Secrets Manager's four steps (CommonJS, inline; the Lambda
 * runtime carries the AWS SDK):
 * - createSecret: a new random value as the pending version (the origin guard accepts it from now);
 * - setSecret: CloudFront's API origin sends the pending value (its edges switch over minutes,
 *   meanwhile both values arrive and both pass);
 * - testSecret: the distribution's configuration holds it;
 * - finishSecret: the pending value becomes current, the old one previous (still accepted until
 *   the next rotation, so no edge that switches late is refused).
 * `withOriginHeader` is the configuration change alone, exported for the tests.
 */
export function originSecretRotationCode(header: string = ORIGIN_VERIFY_HEADER): string {
  return `const HEADER = ${JSON.stringify(header)};

/** The custom headers of the distribution's origins that carry the origin secret. */
function secretHeaders(config) {
  return ((config.Origins && config.Origins.Items) || []).flatMap((origin) =>
    ((origin.CustomHeaders && origin.CustomHeaders.Items) || []).filter((item) => item.HeaderName.toLowerCase() === HEADER),
  );
}

/** Sets \`value\` on every origin that sends the header; how many it changed. */
function withOriginHeader(config, value) {
  const headers = secretHeaders(config);
  for (const item of headers) item.HeaderValue = value;
  return headers.length;
}

const DISTRIBUTION = process.env.DISTRIBUTION_ID;
let clients;
/** The SDK's clients, made on the first step (the Lambda runtime carries the SDK). */
function aws() {
  if (!clients) {
    const sm = require('@aws-sdk/client-secrets-manager');
    const cf = require('@aws-sdk/client-cloudfront');
    clients = { sm, cf, secrets: new sm.SecretsManagerClient({}), cloudfront: new cf.CloudFrontClient({}) };
  }
  return clients;
}

async function pendingValue(secretId, token) {
  const { sm, secrets } = aws();
  const answer = await secrets.send(
    new sm.GetSecretValueCommand({ SecretId: secretId, VersionId: token, VersionStage: 'AWSPENDING' }),
  );
  return answer.SecretString;
}

const steps = {
  async createSecret(secretId, token) {
    const { sm, secrets } = aws();
    try {
      await pendingValue(secretId, token);
      return; // made by an earlier attempt of this rotation
    } catch (error) {
      if (error.name !== 'ResourceNotFoundException') throw error;
    }
    const { RandomPassword } = await secrets.send(
      new sm.GetRandomPasswordCommand({ PasswordLength: 64, ExcludePunctuation: true }),
    );
    await secrets.send(
      new sm.PutSecretValueCommand({
        SecretId: secretId,
        ClientRequestToken: token,
        SecretString: RandomPassword,
        VersionStages: ['AWSPENDING'],
      }),
    );
  },
  async setSecret(secretId, token) {
    const { cf, cloudfront } = aws();
    const value = await pendingValue(secretId, token);
    const { DistributionConfig, ETag } = await cloudfront.send(new cf.GetDistributionConfigCommand({ Id: DISTRIBUTION }));
    if (withOriginHeader(DistributionConfig, value) === 0) throw new Error('No origin of the distribution sends ' + HEADER);
    await cloudfront.send(
      new cf.UpdateDistributionCommand({ Id: DISTRIBUTION, IfMatch: ETag, DistributionConfig }),
    );
  },
  async testSecret(secretId, token) {
    const { cf, cloudfront } = aws();
    const value = await pendingValue(secretId, token);
    const { DistributionConfig } = await cloudfront.send(new cf.GetDistributionConfigCommand({ Id: DISTRIBUTION }));
    const sent = secretHeaders(DistributionConfig);
    if (sent.length === 0 || sent.some((item) => item.HeaderValue !== value)) {
      throw new Error('The distribution does not send the pending origin secret');
    }
  },
  async finishSecret(secretId, token) {
    const { sm, secrets } = aws();
    const { VersionIdsToStages } = await secrets.send(new sm.DescribeSecretCommand({ SecretId: secretId }));
    const current = Object.keys(VersionIdsToStages).find((id) => VersionIdsToStages[id].includes('AWSCURRENT'));
    if (current === token) return;
    await secrets.send(
      new sm.UpdateSecretVersionStageCommand({
        SecretId: secretId,
        VersionStage: 'AWSCURRENT',
        MoveToVersionId: token,
        RemoveFromVersionId: current,
      }),
    );
  },
};

exports.withOriginHeader = withOriginHeader;
exports.handler = async (event) => {
  const step = steps[event.Step];
  if (!step) throw new Error('Unknown rotation step ' + event.Step);
  await step(event.SecretId, event.ClientRequestToken);
};
`;
}

export interface OriginSecretRotationProps {
  secret: secretsmanager.ISecret;
  /** The distribution whose API origin sends the secret. */
  distributionId: string;
  stackPrefix: string;
}

/**
 * Replaces the origin secret every 30 days, CloudFront's header with it, with no request refused:
 * the origin guard accepts the current, pending and previous values (origin-guard.ts).
 */
export class OriginSecretRotation extends Construct {
  readonly function: lambda.Function;

  constructor(scope: Construct, id: string, props: OriginSecretRotationProps) {
    super(scope, id);
    const stack = Stack.of(this);
    const distributionArn = stack.formatArn({
      service: 'cloudfront',
      region: '',
      resource: 'distribution',
      resourceName: props.distributionId,
    });
    this.function = new InlineFunction(this, 'Rotation', {
      description: "Rotates the origin secret: a new value, CloudFront's API origin header, then current",
      roleDescription: "Ostoja origin secret rotation: the secret's versions and the distribution's API origin header",
      code: originSecretRotationCode(),
      statements: [
        new iam.PolicyStatement({
          actions: [
            'secretsmanager:DescribeSecret',
            'secretsmanager:GetSecretValue',
            'secretsmanager:PutSecretValue',
            'secretsmanager:UpdateSecretVersionStage',
          ],
          resources: [props.secret.secretArn],
        }),
        new iam.PolicyStatement({
          sid: 'RandomPassword',
          actions: ['secretsmanager:GetRandomPassword'],
          resources: ['*'],
        }),
        new iam.PolicyStatement({
          actions: ['cloudfront:GetDistributionConfig', 'cloudfront:UpdateDistribution'],
          resources: [distributionArn],
        }),
      ],
      environment: { DISTRIBUTION_ID: props.distributionId },
      timeout: Duration.seconds(60),
      logRetention: logs.RetentionDays.ONE_YEAR,
      stackPrefix: props.stackPrefix,
    }).function;
    // Lets Secrets Manager invoke the function (the role's statements above are all it holds).
    new secretsmanager.RotationSchedule(this, 'Schedule', {
      secret: props.secret,
      rotationLambda: this.function,
      automaticallyAfter: ORIGIN_SECRET_ROTATION,
    });
  }
}
