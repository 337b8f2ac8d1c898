import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, SourceMapMode, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { AreaAccess } from '../access.js';
import type { LogLevel } from '../config.js';
import { fromRoot, lockFile, projectRoot } from '../paths.js';

/**
 * The Lambda runtime of every handler and job, in one place.
 *
 * Not nodejs20.x: Lambda deprecated it on 2026-04-30 and has refused to create functions on it
 * since 2026-08-31 (updates since 2026-09-30), so a deployment today would fail. nodejs22.x is
 * the nearest runtime to the Node 20 the project develops and tests on; its own deprecation is
 * scheduled for 2027-04-30: plan the move to nodejs24.x before then (one line, here).
 */
export const LAMBDA_RUNTIME = lambda.Runtime.NODEJS_22_X;

/** esbuild target matching LAMBDA_RUNTIME. */
const ESBUILD_TARGET = 'node22';

/**
 * Bundling of every handler: local esbuild (never Docker), one minified ESM file per function.
 *
 * The AWS SDK is bundled (`externalModules: []`) rather than taken from the runtime: the
 * handlers run against exactly the pinned SDK versions the tests ran against (the runtime's
 * copy changes under us and lags behind options such as `requestChecksumCalculation`), and a
 * tree-shaken, minified bundle loads faster on cold start than resolving the full SDK from
 * the runtime's node_modules (DESIGN §10). The cost is a few hundred KB per zip.
 *
 * ESM output needs a `require` for the CommonJS dependencies that call it (node built-ins
 * inside the SDK and middy): the banner creates one with `createRequire`.
 */
export const handlerBundle = {
  format: 'esm',
  platform: 'node',
  target: ESBUILD_TARGET,
  mainFields: ['module', 'main'],
  minify: true,
  banner: "import { createRequire as __ostojaCreateRequire } from 'node:module'; const require = __ostojaCreateRequire(import.meta.url);",
} as const;

export const bundlingOptions: BundlingOptions = {
  forceDockerBundling: false,
  format: OutputFormat.ESM,
  target: handlerBundle.target,
  mainFields: [...handlerBundle.mainFields],
  minify: handlerBundle.minify,
  banner: handlerBundle.banner,
  sourceMap: true,
  sourceMapMode: SourceMapMode.DEFAULT,
  sourcesContent: false,
  externalModules: [],
};

/** What every handler needs to reach: the shared data resources and deployment settings. */
export interface HandlerEnvironment {
  table: ITable;
  filesBucket: IBucket;
  mailFrom: string;
  /** Unset until the site origin is known (see config.ts); handlers that need it fail loudly. */
  siteOrigin: string | undefined;
  logLevel: LogLevel | undefined;
  /** The secret CloudFront adds to API requests (functions/lib/client-address.ts); API handlers only. */
  originVerifyToken?: string;
}

export interface HandlerFunctionProps {
  /** Module relative to the repository root exporting `handler`. */
  entry: string;
  description?: string;
  access: AreaAccess;
  environment: HandlerEnvironment;
  timeout?: Duration;
}

/**
 * One Lambda for one handler module: runtime, bundling, logs with retention, environment and
 * exactly the permissions its area's access line grants (see access.ts).
 */
export class HandlerFunction extends Construct {
  readonly function: NodejsFunction;
  readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: HandlerFunctionProps) {
    super(scope, id);
    const { environment: env, access } = props;

    this.logGroup = new logs.LogGroup(this, 'Logs', {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });

    this.function = new NodejsFunction(this, 'Function', {
      entry: fromRoot(props.entry),
      handler: 'handler',
      projectRoot,
      depsLockFilePath: lockFile,
      runtime: LAMBDA_RUNTIME,
      architecture: lambda.Architecture.ARM_64,
      memorySize: 512,
      timeout: props.timeout ?? Duration.seconds(10),
      description: props.description?.slice(0, 256),
      logGroup: this.logGroup,
      bundling: bundlingOptions,
      environment: {
        TABLE_NAME: env.table.tableName,
        FILES_BUCKET: env.filesBucket.bucketName,
        MAIL_FROM: env.mailFrom,
        ...(env.siteOrigin ? { APP_ORIGIN: env.siteOrigin } : {}),
        ...(env.logLevel ? { LOG_LEVEL: env.logLevel } : {}),
        ...(env.originVerifyToken ? { ORIGIN_VERIFY_TOKEN: env.originVerifyToken } : {}),
        // Stack traces through the bundled source map.
        NODE_OPTIONS: '--enable-source-maps',
      },
    });

    if (access.table === 'read') env.table.grantReadData(this.function);
    else env.table.grantReadWriteData(this.function);

    if (access.files === 'read') env.filesBucket.grantRead(this.function);
    else if (access.files === 'readWrite') env.filesBucket.grantReadWrite(this.function);

    if (access.email) {
      this.function.addToRolePolicy(
        new iam.PolicyStatement({
          actions: ['ses:SendEmail'],
          // Any verified identity (in the SES sandbox recipients are identities too), but only as this sender.
          resources: [Stack.of(this).formatArn({ service: 'ses', resource: 'identity', resourceName: '*' })],
          conditions: { StringEquals: { 'ses:FromAddress': env.mailFrom } },
        }),
      );
    }

    if (access.sms) {
      this.function.addToRolePolicy(
        new iam.PolicyStatement({
          actions: ['sns:Publish'],
          // Publishing straight to a phone number has no resource ARN: `*` is the only resource IAM accepts.
          resources: ['*'],
        }),
      );
    }
  }
}

/** `list-reports` → `ListReports`: construct ids (hence logical ids) come from contract names. */
export function pascalCase(kebab: string): string {
  return kebab
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
}
