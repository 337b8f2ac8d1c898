import { Duration, Stack } from 'aws-cdk-lib';
import {
  AuthorizerPayloadVersion,
  HttpAuthorizer,
  HttpAuthorizerType,
  type IHttpApi,
} from 'aws-cdk-lib/aws-apigatewayv2';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { ORIGIN_GUARD_CONTEXT, ORIGIN_VERIFY_HEADER } from '../../functions/lib/client-address.js';
import { InlineFunction } from './inline-function.js';

/**
 * The authorizer's code: a request is authorised only when it carries a value of the origin
 * secret, which CloudFront adds to every `/api/*` request (compared in constant time), and the
 * guard then tells the handler so in the request's context (`ORIGIN_GUARD_CONTEXT`). The values
 * come from Secrets Manager: the current one and, around a rotation, the one coming in (pending)
 * and the one going out (previous), since CloudFront's edges take minutes to switch. Read every
 * five minutes, and at once (at most once a second) when a value it does not know arrives, which
 * is how a rotation's new value first shows. CommonJS, because inline Lambda code is deployed as
 * `index.js`; the Lambda runtime carries the AWS SDK.
 */
export function originGuardCode(header: string = ORIGIN_VERIFY_HEADER): string {
  return `const { timingSafeEqual } = require('node:crypto');
const HEADER = ${JSON.stringify(header)};
const CONTEXT = ${JSON.stringify(ORIGIN_GUARD_CONTEXT)};
const STAGES = ['AWSCURRENT', 'AWSPENDING', 'AWSPREVIOUS'];
const MAX_AGE_MS = 5 * 60 * 1000;
const REREAD_MS = 1000;

function makeHandler(readStage, now = Date.now) {
  let accepted = [];
  let readAt = -Infinity;
  async function refresh() {
    readAt = now();
    try {
      const values = await Promise.all(STAGES.map(readStage));
      accepted = values.filter(Boolean).map((value) => Buffer.from(value));
    } catch (error) {
      // Secrets Manager did not answer: the values read before stay (none: nothing passes).
      console.error(JSON.stringify({ level: 'error', message: 'origin secret unreadable', error: String(error) }));
    }
  }
  const known = (presented) =>
    accepted.some((value) => value.length === presented.length && timingSafeEqual(value, presented));
  return async (event) => {
    const presented = Buffer.from((event.headers && event.headers[HEADER]) || '');
    if (presented.length === 0) return { isAuthorized: false };
    if (now() - readAt > MAX_AGE_MS || (!known(presented) && now() - readAt > REREAD_MS)) await refresh();
    return known(presented) ? { isAuthorized: true, context: CONTEXT } : { isAuthorized: false };
  };
}

function readFromSecretsManager(secretId) {
  const { SecretsManagerClient, GetSecretValueCommand } = require('@aws-sdk/client-secrets-manager');
  const client = new SecretsManagerClient({});
  return async (stage) => {
    try {
      const answer = await client.send(new GetSecretValueCommand({ SecretId: secretId, VersionStage: stage }));
      return answer.SecretString || null;
    } catch (error) {
      // No version in that stage (no rotation under way).
      if (error.name === 'ResourceNotFoundException') return null;
      throw error;
    }
  };
}

exports.makeHandler = makeHandler;
exports.handler = process.env.ORIGIN_SECRET_ARN
  ? makeHandler(readFromSecretsManager(process.env.ORIGIN_SECRET_ARN))
  : async () => ({ isAuthorized: false });
`;
}

/** How long API Gateway remembers the answer for one header value: the guard runs a few times an hour. */
export const ORIGIN_GUARD_CACHE = Duration.minutes(5);

export interface OriginGuardProps {
  httpApi: IHttpApi;
  /** The origin secret (ApiStack), which CloudFront sends and the guard reads. */
  originSecret: secretsmanager.ISecret;
  stackPrefix: string;
}

/**
 * Makes the API's own `execute-api` address refuse every request that did not come through
 * CloudFront. An HTTP API has no resource policy and no AWS WAF, so the check is a Lambda
 * authorizer on every route whose identity source is the origin-secret header:
 * - without the header, API Gateway answers 401 itself and invokes nothing;
 * - with a wrong value, the guard answers "not authorised" and API Gateway answers 403;
 * - with the right value (only CloudFront has it), the answer is cached for five minutes per
 *   value, so the guard costs a handful of invocations an hour, not one per request.
 * No handler runs for a request that went around CloudFront (and so around AWS WAF).
 */
export class OriginGuard extends Construct {
  readonly authorizer: HttpAuthorizer;
  readonly function: lambda.Function;

  constructor(scope: Construct, id: string, props: OriginGuardProps) {
    super(scope, id);
    this.function = new InlineFunction(this, 'Guard', {
      description: 'Refuses API requests that did not come through CloudFront',
      roleDescription: 'Ostoja origin guard: reads the origin secret, writes its own logs',
      code: originGuardCode(),
      statements: [
        new iam.PolicyStatement({
          actions: ['secretsmanager:GetSecretValue'],
          resources: [props.originSecret.secretArn],
        }),
      ],
      environment: { ORIGIN_SECRET_ARN: props.originSecret.secretArn },
      timeout: Duration.seconds(3),
      logRetention: logs.RetentionDays.ONE_MONTH,
      stackPrefix: props.stackPrefix,
    }).function;

    const stack = Stack.of(this);
    this.authorizer = new HttpAuthorizer(this, 'Authorizer', {
      httpApi: props.httpApi,
      authorizerName: 'origin-guard',
      type: HttpAuthorizerType.LAMBDA,
      identitySource: [`$request.header.${ORIGIN_VERIFY_HEADER}`],
      payloadFormatVersion: AuthorizerPayloadVersion.VERSION_2_0,
      enableSimpleResponses: true,
      resultsCacheTtl: ORIGIN_GUARD_CACHE,
      authorizerUri: `arn:${stack.partition}:apigateway:${stack.region}:lambda:path/2015-03-31/functions/${this.function.functionArn}/invocations`,
    });
    this.function.addPermission('InvokedByApiGateway', {
      principal: new iam.ServicePrincipal('apigateway.amazonaws.com'),
      sourceArn: stack.formatArn({
        service: 'execute-api',
        resource: props.httpApi.apiId,
        resourceName: `authorizers/${this.authorizer.authorizerId}`,
      }),
    });
  }
}
