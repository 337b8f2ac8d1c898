import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import {
  AuthorizerPayloadVersion,
  HttpAuthorizer,
  HttpAuthorizerType,
  type IHttpApi,
} from 'aws-cdk-lib/aws-apigatewayv2';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from '../../functions/lib/client-address.js';
import { NAG_REASONS, acknowledge } from '../nag.js';
import { LAMBDA_RUNTIME, functionRolePath } from './handler-function.js';

/**
 * The authorizer's code: a request is authorised only when it carries the origin secret that
 * CloudFront adds to every `/api/*` request (compared in constant time). CommonJS, because
 * inline Lambda code is deployed as `index.js`.
 */
export function originGuardCode(header: string = ORIGIN_VERIFY_HEADER): string {
  return `const { timingSafeEqual } = require('node:crypto');
const expected = Buffer.from(process.env.ORIGIN_VERIFY_TOKEN || '');
exports.handler = async (event) => {
  const presented = Buffer.from((event.headers && event.headers[${JSON.stringify(header)}]) || '');
  const isAuthorized = expected.length > 0 && presented.length === expected.length && timingSafeEqual(presented, expected);
  return { isAuthorized };
};
`;
}

/** How long API Gateway remembers the answer for one header value: the guard runs a few times an hour. */
export const ORIGIN_GUARD_CACHE = Duration.minutes(5);

export interface OriginGuardProps {
  httpApi: IHttpApi;
  originVerifyToken: string;
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
    const logGroup = new logs.LogGroup(this, 'Logs', {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      path: functionRolePath(props.stackPrefix),
      description: 'Ostoja origin guard: writes its own logs, nothing else',
      inlinePolicies: {
        Access: new iam.PolicyDocument({
          statements: [
            new iam.PolicyStatement({
              actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
              resources: [logGroup.logGroupArn],
            }),
          ],
        }),
      },
    });
    this.function = new lambda.Function(this, 'Function', {
      description: 'Refuses API requests that did not come through CloudFront',
      runtime: LAMBDA_RUNTIME,
      architecture: lambda.Architecture.ARM_64,
      memorySize: 128,
      timeout: Duration.seconds(3),
      handler: 'index.handler',
      code: lambda.Code.fromInline(originGuardCode()),
      role: role.withoutPolicyUpdates(),
      logGroup,
      loggingFormat: lambda.LoggingFormat.JSON,
      environment: { ORIGIN_VERIFY_TOKEN: props.originVerifyToken },
    });

    acknowledge(this.function, ['Serverless-LambdaDLQ'], NAG_REASONS.synchronous);

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
