import { RemovalPolicy, type Duration } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { NAG_REASONS, acknowledge } from '../nag.js';
import { LAMBDA_RUNTIME, functionRolePath } from './handler-function.js';

export interface InlineFunctionProps {
  /** The function's own description. */
  description: string;
  /** Its role's description: what it may do. */
  roleDescription: string;
  /** CommonJS, deployed as `index.js` (at most 4 KB); the Lambda runtime carries the AWS SDK. */
  code: string;
  /** What it may do besides writing its own logs. */
  statements: iam.PolicyStatement[];
  environment: Record<string, string>;
  timeout: Duration;
  logRetention: logs.RetentionDays;
  stackPrefix: string;
}

/**
 * A small function of the platform's own whose code is written inline rather than bundled (the
 * origin guard, the origin secret's rotation): its log group, a role holding only its own logs and
 * `statements`, invoked synchronously by an AWS service (no dead-letter queue).
 */
export class InlineFunction extends Construct {
  readonly function: lambda.Function;

  constructor(scope: Construct, id: string, props: InlineFunctionProps) {
    super(scope, id);
    const logGroup = new logs.LogGroup(this, 'Logs', {
      retention: props.logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      path: functionRolePath(props.stackPrefix),
      description: props.roleDescription,
      inlinePolicies: {
        Access: new iam.PolicyDocument({
          statements: [
            new iam.PolicyStatement({
              actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
              resources: [logGroup.logGroupArn],
            }),
            ...props.statements,
          ],
        }),
      },
    });
    this.function = new lambda.Function(this, 'Function', {
      description: props.description,
      runtime: LAMBDA_RUNTIME,
      architecture: lambda.Architecture.ARM_64,
      memorySize: 128,
      timeout: props.timeout,
      handler: 'index.handler',
      code: lambda.Code.fromInline(props.code),
      role: role.withoutPolicyUpdates(),
      logGroup,
      loggingFormat: lambda.LoggingFormat.JSON,
      environment: props.environment,
    });
    acknowledge(this.function, ['Serverless-LambdaDLQ'], NAG_REASONS.synchronous);
  }
}
