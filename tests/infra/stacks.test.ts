import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableSpec } from '../../functions/data/table-spec.js';
import { ORIGIN_VERIFY_HEADER } from '../../functions/lib/client-address.js';
import { NONCE_COOKIE, documentHeaders, staticAssetHeaders } from '../../functions/lib/security-headers.js';
import { routes } from '../../functions/routes.js';
import { accessFor } from '../../infra/access.js';
import { LAMBDA_RUNTIME } from '../../infra/constructs/handler-function.js';
import type { JobDefinition } from '../../infra/jobs.js';
import { createOstoja, type OstojaStacks } from '../../infra/ostoja.js';
import { assertUniqueRoutes, routeKeyOf } from '../../infra/stacks/api-stack.js';
import { TMP_PREFIX } from '../../infra/stacks/data-stack.js';
import { testApp } from './test-app.js';

const SITE_ORIGIN = 'https://zgloszenia.example.pl';
const MAIL_FROM = 'powiadomienia@ostoja.example.pl';

/** A job that exists only in this test: the jobs construct must turn it into a Lambda and a rule. */
const throwawayJob: JobDefinition = { name: 'sweep-test-things', entry: 'functions/system/health.ts', schedule: 'rate(1 day)' };

// CloudFront managed policies (fixed AWS ids).
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

type Resource = { Type: string; Properties?: Record<string, any>; DeletionPolicy?: string };
type Statement = { Effect: string; Action: string | string[]; Resource?: unknown; Condition?: Record<string, any> };

const asArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

let stacks: OstojaStacks;
let data: Template;
let api: Template;
let web: Template;
let jobs: Template;
let all: Template[];

/** A stand-in for `npm run build` output, so the site upload is part of what is checked. */
const siteDist = mkdtempSync(join(tmpdir(), 'ostoja-web-dist-'));
afterAll(() => rmSync(siteDist, { recursive: true, force: true }));

beforeAll(() => {
  mkdirSync(join(siteDist, 'assets'));
  writeFileSync(join(siteDist, 'index.html'), '<!doctype html><title>Ostoja</title>');
  writeFileSync(join(siteDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  // One app for the whole file: synthesising is the slow part.
  const { app, config } = testApp({ mailFrom: MAIL_FROM, siteOrigin: SITE_ORIGIN });
  stacks = createOstoja(app, config, { jobs: [throwawayJob], siteDist });
  data = Template.fromStack(stacks.data);
  api = Template.fromStack(stacks.api);
  web = Template.fromStack(stacks.web);
  jobs = Template.fromStack(stacks.jobs!);
  all = [data, api, web, jobs];
});

/** Every IAM statement of a template: managed-policy documents and inline role policies. */
function statementsOf(template: Template): Statement[] {
  const out: Statement[] = [];
  for (const resource of Object.values(template.toJSON().Resources as Record<string, Resource>)) {
    if (resource.Type === 'AWS::IAM::Policy' || resource.Type === 'AWS::IAM::ManagedPolicy') {
      out.push(...asArray<Statement>(resource.Properties?.PolicyDocument?.Statement));
    }
    if (resource.Type === 'AWS::IAM::Role') {
      for (const policy of asArray<any>(resource.Properties?.Policies)) out.push(...asArray<Statement>(policy.PolicyDocument?.Statement));
    }
  }
  return out;
}

/** The actions the role of one Lambda (found by its construct path) is allowed. */
function allowedActionsOfFunction(template: Template, constructId: string): { actions: Set<string>; statements: Statement[] } {
  const resources = template.toJSON().Resources as Record<string, Resource>;
  const fnEntry = Object.entries(resources).find(
    ([id, r]) => r.Type === 'AWS::Lambda::Function' && id.startsWith(`${constructId}Function`),
  );
  if (!fnEntry) throw new Error(`No Lambda for ${constructId}`);
  const roleId = fnEntry[1].Properties!.Role['Fn::GetAtt'][0] as string;
  const statements = Object.values(resources)
    .filter((r) => r.Type === 'AWS::IAM::Policy' && asArray<any>(r.Properties?.Roles).some((ref) => ref.Ref === roleId))
    .flatMap((r) => asArray<Statement>(r.Properties!.PolicyDocument.Statement))
    .filter((s) => s.Effect === 'Allow');
  return { actions: new Set(statements.flatMap((s) => asArray(s.Action))), statements };
}

const pascal = (name: string) => name.split('-').map((p) => p[0]!.toUpperCase() + p.slice(1)).join('');

describe('api stack', () => {
  it('has one Lambda per route of the route table and nothing else', () => {
    expect(routes.length).toBeGreaterThan(0);
    api.resourceCountIs('AWS::Lambda::Function', routes.length);
  });

  it('serves every route key of the route table as an HTTP API route', () => {
    api.resourceCountIs('AWS::ApiGatewayV2::Route', routes.length);
    for (const route of routes) {
      api.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: routeKeyOf(route) });
    }
  });

  it('names each Lambda after its contract, so adding a route never renames another', () => {
    const ids = Object.keys(api.findResources('AWS::Lambda::Function'));
    for (const route of routes) expect(ids.some((id) => id.startsWith(`${pascal(route.contract.name)}Function`))).toBe(true);
  });

  it('runs every handler on the project runtime, ARM, 512 MB, 10 s, with the env the handlers read', () => {
    const functions = Object.values(api.findResources('AWS::Lambda::Function')) as Resource[];
    for (const fn of functions) {
      expect(fn.Properties).toMatchObject({
        Runtime: LAMBDA_RUNTIME.name,
        Architectures: ['arm64'],
        MemorySize: 512,
        Timeout: 10,
        Handler: 'index.handler',
        Environment: {
          Variables: {
            TABLE_NAME: expect.anything(),
            FILES_BUCKET: expect.anything(),
            MAIL_FROM: MAIL_FROM,
            APP_ORIGIN: SITE_ORIGIN,
          },
        },
        LoggingConfig: { LogGroup: expect.anything() },
      });
    }
  });

  it('gives every handler its own log group kept for one month', () => {
    api.resourceCountIs('AWS::Logs::LogGroup', routes.length);
    api.allResourcesProperties('AWS::Logs::LogGroup', { RetentionInDays: 30 });
  });

  it('throttles the API stage', () => {
    api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 100, ThrottlingBurstLimit: 200 },
    });
  });

  it('grants each handler exactly what its area may do', () => {
    for (const route of routes) {
      const access = accessFor(route.contract.area);
      const { actions, statements } = allowedActionsOfFunction(api, pascal(route.contract.name));
      const name = route.contract.name;
      expect(actions.has('dynamodb:GetItem'), `${name} reads the table`).toBe(true);
      expect(actions.has('dynamodb:PutItem'), `${name} table write`).toBe(access.table === 'readWrite');
      expect([...actions].some((a) => a.startsWith('s3:GetObject')), `${name} file read`).toBe(access.files !== 'none');
      expect(actions.has('s3:PutObject'), `${name} file write`).toBe(access.files === 'readWrite');
      expect(actions.has('ses:SendEmail'), `${name} e-mail`).toBe(access.email);
      expect(actions.has('sns:Publish'), `${name} SMS`).toBe(access.sms);
      const ses = statements.find((s) => asArray(s.Action).includes('ses:SendEmail'));
      if (ses) expect(ses.Condition).toEqual({ StringEquals: { 'ses:FromAddress': MAIL_FROM } });
    }
  });

  it('lets delete-report purge every version of a report\'s files', () => {
    const { actions } = allowedActionsOfFunction(api, pascal('delete-report'));
    const allows = (action: string) => [...actions].some((granted) => granted === action || (granted.endsWith('*') && action.startsWith(granted.slice(0, -1))));
    for (const action of ['s3:ListBucketVersions', 's3:ListBucket', 's3:DeleteObjectVersion', 's3:DeleteObject']) expect(allows(action), action).toBe(true);
  });

  it('refuses a route table with two routes of one name', () => {
    const [first] = routes;
    expect(() => assertUniqueRoutes([first!, { ...first!, contract: { ...first!.contract, path: '/api/other' } }])).toThrow(/used by both/);
  });
});

describe('data stack', () => {
  it('builds the table from the table spec: keys, GSIs with their projections, TTL', () => {
    data.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: tableSpec.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableSpec.sortKey, KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
      TimeToLiveSpecification: { AttributeName: tableSpec.ttlAttribute, Enabled: true },
      GlobalSecondaryIndexes: tableSpec.globalIndexes.map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: index.projection === 'ALL' ? { ProjectionType: 'ALL' } : { ProjectionType: 'INCLUDE', NonKeyAttributes: [...index.projection.include] },
      })),
    });
  });

  it('lists read an index that copies only list attributes, never report content', () => {
    const lists = tableSpec.globalIndexes.find((index) => index.name === 'Lists');
    expect(lists?.projection).toEqual({ include: expect.arrayContaining(['identifier', 'label', 'state']) });
    const included = lists?.projection === 'ALL' ? [] : [...(lists?.projection.include ?? [])];
    for (const content of ['fields', 'reporter', 'files', 'keys', 'fieldDefs', 'reporterAuthVerifier']) expect(included).not.toContain(content);
  });

  it('protects the table: PITR, deletion protection, AWS-managed encryption, retained', () => {
    data.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        DeletionProtectionEnabled: true,
        // SSEEnabled without a key ARN: the AWS-managed key aws/dynamodb (absent would be the AWS-owned key).
        SSESpecification: { SSEEnabled: true },
      }),
    });
  });

  it('keeps the files bucket private, encrypted, versioned and retained', () => {
    data.hasResource('AWS::S3::Bucket', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
        },
        VersioningConfiguration: { Status: 'Enabled' },
      }),
    });
  });

  it('refuses plain-HTTP access to the files bucket', () => {
    data.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Action: 's3:*', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('lets only the site origin use presigned URLs from the browser', () => {
    data.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: {
        CorsRules: [Match.objectLike({ AllowedOrigins: [SITE_ORIGIN], AllowedMethods: ['PUT', 'GET', 'HEAD'] })],
      },
    });
  });

  it('expires temporary objects, abandoned multipart uploads and old versions', () => {
    data.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({ Prefix: TMP_PREFIX, ExpirationInDays: 1, Status: 'Enabled' }),
          Match.objectLike({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 }, Status: 'Enabled' }),
          Match.objectLike({ NoncurrentVersionExpiration: { NoncurrentDays: 30 }, Status: 'Enabled' }),
        ]),
      },
    });
  });
});

describe('web stack', () => {
  const distributionConfig = () =>
    (Object.values(web.findResources('AWS::CloudFront::Distribution'))[0] as Resource).Properties!.DistributionConfig;

  it('sends /api/* uncached to the HTTP API with every viewer header but Host', () => {
    web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: [
          Match.objectLike({
            PathPattern: '/api/*',
            CachePolicyId: CACHING_DISABLED,
            OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
            AllowedMethods: Match.arrayWith(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']),
            ViewerProtocolPolicy: 'https-only',
            ResponseHeadersPolicyId: Match.anyValue(),
          }),
        ],
      }),
    });
  });

  it('proves to the API that a request came through CloudFront, with the secret the Lambdas know', () => {
    const origins = distributionConfig().Origins as { CustomOriginConfig?: unknown; OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[] }[];
    const apiOrigin = origins.find((origin) => origin.CustomOriginConfig);
    expect(apiOrigin?.OriginCustomHeaders?.map((h) => h.HeaderName)).toEqual([ORIGIN_VERIFY_HEADER]);
    const functions = Object.values(api.findResources('AWS::Lambda::Function')) as Resource[];
    for (const fn of functions) expect(fn.Properties!.Environment.Variables.ORIGIN_VERIFY_TOKEN).toBeDefined();
  });

  it('serves the SPA from the private bucket with the security headers, the SPA rewrite and the nonce function', () => {
    const config = distributionConfig();
    expect(config.DefaultRootObject).toBe('index.html');
    expect(config.CustomErrorResponses).toBeUndefined(); // API errors must reach the client as they are
    expect(config.DefaultCacheBehavior.ResponseHeadersPolicyId).toBeDefined();
    expect(config.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    const events = (config.DefaultCacheBehavior.FunctionAssociations as { EventType: string }[]).map((a) => a.EventType);
    expect(events.sort()).toEqual(['viewer-request', 'viewer-response']);
    web.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
  });

  it('puts the common security headers of security-headers.ts into the response-headers policy', () => {
    web.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: {
          StrictTransportSecurity: Match.objectLike({ AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true, Preload: true }),
          ContentTypeOptions: { Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'no-referrer', Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
        },
        CustomHeadersConfig: {
          Items: Match.arrayWith([
            { Header: 'permissions-policy', Value: staticAssetHeaders['permissions-policy'], Override: true },
          ]),
        },
      }),
    });
  });

  it('generates the nonce function from the CSP text and the nonce cookie name', () => {
    const functions = Object.values(web.findResources('AWS::CloudFront::Function')) as Resource[];
    const nonce = functions.find((f) => JSON.stringify(f.Properties!.FunctionCode).includes(NONCE_COOKIE));
    expect(nonce?.Properties).toMatchObject({ FunctionConfig: { Runtime: 'cloudfront-js-2.0' }, AutoPublish: true });
    const code = JSON.stringify(nonce!.Properties!.FunctionCode);
    expect(code).toContain("style-src-elem 'self' 'nonce-");
    expect(code).toContain('SameSite=Strict');
  });

  it('keeps the site bucket private and TLS-only', () => {
    web.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
    });
    web.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]),
      },
    });
  });

  it('uploads hashed assets as immutable and documents as revalidated, then invalidates the cache', () => {
    web.resourceCountIs('Custom::CDKBucketDeployment', 2);
    web.hasResourceProperties('Custom::CDKBucketDeployment', {
      DestinationBucketKeyPrefix: 'assets/',
      Prune: false,
      SystemMetadata: { 'cache-control': staticAssetHeaders['cache-control'] },
    });
    web.hasResourceProperties('Custom::CDKBucketDeployment', {
      Prune: true,
      Exclude: ['assets/*'],
      SystemMetadata: { 'cache-control': documentHeaders('x')['cache-control'] },
      DistributionPaths: ['/*'],
    });
  });
});

describe('jobs stack', () => {
  it('makes one Lambda and one schedule rule per job definition', () => {
    jobs.resourceCountIs('AWS::Lambda::Function', 1);
    jobs.resourceCountIs('AWS::Events::Rule', 1);
    jobs.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: throwawayJob.schedule,
      State: 'ENABLED',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^SchedulesSweepTestThings'), 'Arn'] } })],
    });
    jobs.hasResourceProperties('AWS::Lambda::Function', { Runtime: LAMBDA_RUNTIME.name, Timeout: 60 });
  });
});

describe('every stack', () => {
  it('grants no IAM wildcard actions (no "*", no "dynamodb:*", no "s3:*")', () => {
    const actions = all.flatMap((template) =>
      statementsOf(template)
        .filter((s) => s.Effect === 'Allow')
        .flatMap((s) => asArray(s.Action)),
    );
    expect(actions.length).toBeGreaterThan(routes.length); // the check saw the policies
    for (const action of actions) {
      expect(action).not.toBe('*');
      expect(action).not.toMatch(/^[\w-]+:\*$/);
    }
  });

  it('uses no Lambda runtime that Lambda no longer lets us create (nodejs20.x and older)', () => {
    for (const template of all) {
      for (const fn of Object.values(template.findResources('AWS::Lambda::Function')) as Resource[]) {
        const runtime = String(fn.Properties?.Runtime ?? '');
        const node = /^nodejs(\d+)/.exec(runtime);
        if (node) expect(Number(node[1]), runtime).toBeGreaterThanOrEqual(22);
      }
    }
  });
});
