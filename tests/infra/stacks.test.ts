import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableSpec } from '../../functions/data/table-spec.js';
import { ORIGIN_VERIFY_HEADER } from '../../functions/lib/client-address.js';
import { NONCE_COOKIE, documentHeaders, staticAssetHeaders } from '../../functions/lib/security-headers.js';
import { routes } from '../../functions/routes.js';
import { siteDocuments } from '@shared/domain/documents.js';
import { FORWARD_MAIL_TAG } from '@shared/domain/forwards.js';
import { rateLimitTexts } from '@shared/messages/errors.js';
import { accessFor, removesFileVersions, routeFunctionAccess } from '../../infra/access.js';
import { BACKUP_RETENTION } from '../../infra/constructs/backups.js';
import { LOG_ANCHOR_RETENTION_DAYS } from '../../infra/constructs/log-anchor-bucket.js';
import { LAMBDA_RUNTIME, SDK_TIMEOUTS_MS, pascalCase } from '../../infra/constructs/handler-function.js';
import { DELIVERY_DETAIL_TYPES } from '../../infra/constructs/mail-delivery-events.js';
import { ALARM_THRESHOLDS } from '../../infra/constructs/monitoring.js';
import { CANARY_FORM_ALIAS, SYNTHETIC_CHECKS } from '../../infra/constructs/site-canary.js';
import { catchAllRateLimit, edgeRateLimits } from '../../infra/edge-limits.js';
import { RECEIPT_KEYS_PATH } from '@shared/receipts/receipt-keys.js';
import { ROUTE_CLASS_THROTTLES } from '../../infra/route-classes.js';
import { jobs as productionJobs, type JobDefinition } from '../../infra/jobs.js';
import { createOstoja, type OstojaStacks } from '../../infra/ostoja.js';
import { assertUniqueRoutes, routeKeyOf, routesByArea } from '../../infra/stacks/api-stack.js';
import { FUNCTION_DENIED_BUCKET_ACTIONS, TMP_PREFIX } from '../../infra/stacks/data-stack.js';
import { productionLike, testApp } from './test-app.js';
import {
  CLOUDFORMATION_RESOURCE_LIMIT,
  asArray,
  describeAccess,
  describeGrants,
  functionAndRole,
  resourcesOf,
  roleStatements,
  statementsOf,
  templatesOf,
  type Resource,
} from './templates.js';

const SITE_ORIGIN = 'https://zgloszenia.ostoja.pl';
const MAIL_FROM = productionLike.mailFrom;

/** Jobs that exist only in this test: one ordinary, one that removes file versions for good. */
const sweepJob: JobDefinition = {
  name: 'sweep-test-things',
  entry: 'functions/system/health.ts',
  schedule: 'rate(1 day)',
};
const purgeJob: JobDefinition = {
  name: 'purge-test-reports',
  entry: 'functions/system/health.ts',
  schedule: 'cron(30 2 * * ? *)',
  access: { table: ['GetItem', 'Query'], files: { 'reports/': ['delete', 'purge'] }, email: false, sms: false },
};

/**
 * The production jobs this file synthesises too: one alone may open a sealed notice address, one
 * alone write log anchors (its worker: the job fans out per organisation).
 */
const noticeJob = productionJobs.find((job) => job.name === 'send-reply-notices')!;
const anchorJob = productionJobs.find((job) => job.name === 'anchor-log-heads')!;
/** A production job that fans out per organisation: a dispatcher, a queue and its worker. */
const digestJob = productionJobs.find((job) => job.name === 'send-deadline-digests')!;
/** The one job that removes file versions in the disaster-recovery replica too. */
const minimisationJob = productionJobs.find((job) => job.name === 'delete-irrelevant-data')!;

// CloudFront managed policy (fixed AWS id).
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';

let stacks: OstojaStacks;
let templates: Map<string, Template>;
let edge: Template;
let data: Template;
let mail: Template;
let api: Template;
let web: Template;
let jobs: Template;
let monitoring: Template;
/** Each area's nested stack, by area. */
let areas: Map<string, Template>;

/** A stand-in for `npm run build` output, so the site upload is part of what is checked. */
const siteDist = mkdtempSync(join(tmpdir(), 'ostoja-web-dist-'));
afterAll(() => rmSync(siteDist, { recursive: true, force: true }));

beforeAll(() => {
  mkdirSync(join(siteDist, 'assets'));
  writeFileSync(join(siteDist, 'index.html'), '<!doctype html><title>Ostoja</title>');
  writeFileSync(join(siteDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  // One app for the whole file: synthesising is the slow part.
  const { app, config } = testApp(productionLike);
  stacks = createOstoja(app, config, {
    jobs: [sweepJob, purgeJob, noticeJob, anchorJob, digestJob, minimisationJob],
    siteDist,
  });
  templates = templatesOf(stacks);
  edge = Template.fromStack(stacks.edge);
  data = Template.fromStack(stacks.data);
  mail = Template.fromStack(stacks.mail);
  api = Template.fromStack(stacks.api);
  web = Template.fromStack(stacks.web);
  jobs = Template.fromStack(stacks.jobs!);
  monitoring = Template.fromStack(stacks.monitoring);
  areas = new Map([...stacks.api.areas].map(([area, stack]) => [area, Template.fromStack(stack)]));
});

/** The template of the area stack holding `contractName`'s Lambda. */
const areaOf = (contractName: string): Template => {
  const route = routes.find((r) => r.contract.name === contractName);
  if (!route) throw new Error(`No route ${contractName}`);
  return areas.get(route.contract.area)!;
};

const functionsOf = (template: Template) =>
  Object.values(template.findResources('AWS::Lambda::Function')) as Resource[];
const handlerFunctions = () => [...areas.values()].flatMap(functionsOf);
/** The logical id of a template's one secret. */
const secretId = (template: Template) => Object.keys(template.findResources('AWS::SecretsManager::Secret'))[0]!;

describe('api stack', () => {
  it('has one nested stack per area, each with one Lambda per route of that area', () => {
    const byArea = routesByArea(routes);
    expect([...areas.keys()]).toEqual([...byArea.keys()]);
    for (const [area, areaRoutes] of byArea) {
      areas.get(area)!.resourceCountIs('AWS::Lambda::Function', areaRoutes.length);
      areas.get(area)!.resourceCountIs('AWS::ApiGatewayV2::Route', areaRoutes.length);
    }
    api.resourceCountIs('AWS::CloudFormation::Stack', byArea.size);
    // The parent holds the API, its stage and the origin guard; no endpoint lives there.
    api.resourceCountIs('AWS::ApiGatewayV2::Route', 0);
  });

  it('serves every route key of the route table, each behind the origin guard', () => {
    for (const route of routes) {
      areaOf(route.contract.name).hasResourceProperties('AWS::ApiGatewayV2::Route', {
        RouteKey: routeKeyOf(route),
        AuthorizationType: 'CUSTOM',
        AuthorizerId: Match.anyValue(),
      });
    }
  });

  it('names each Lambda after its contract, so adding a route never renames another', () => {
    for (const route of routes) {
      const ids = Object.keys(areaOf(route.contract.name).findResources('AWS::Lambda::Function'));
      expect(ids.some((id) => id.startsWith(`${pascalCase(route.contract.name)}Function`))).toBe(true);
    }
  });

  it('runs every handler on the project runtime, ARM, 512 MB, 10 s (29 s when it waits for the antivirus), JSON logs, X-Ray, with the env the handlers read', () => {
    expect(handlerFunctions()).toHaveLength(routes.length);
    for (const route of routes) {
      const scans = accessFor(route.contract.area, route.contract.name).scan;
      const { fn } = functionAndRole(areaOf(route.contract.name), pascalCase(route.contract.name));
      expect(fn.Properties).toMatchObject({
        Runtime: LAMBDA_RUNTIME.name,
        Architectures: ['arm64'],
        MemorySize: 512,
        Timeout: scans ? 29 : 10,
        Handler: 'index.handler',
        TracingConfig: { Mode: 'Active' },
        LoggingConfig: { LogFormat: 'JSON', LogGroup: expect.anything() },
        Environment: {
          Variables: {
            TABLE_NAME: expect.anything(),
            FILES_BUCKET: expect.anything(),
            MAIL_FROM: MAIL_FROM,
            MAIL_CONFIGURATION_SET: expect.anything(),
            REPORTS_MAIL_DOMAIN: `reports.${MAIL_FROM.split('@')[1]}`,
            APP_ORIGIN: SITE_ORIGIN,
            AWS_SDK_CONNECTION_TIMEOUT_MS: String(SDK_TIMEOUTS_MS.connection),
            AWS_SDK_REQUEST_TIMEOUT_MS: String(SDK_TIMEOUTS_MS.request),
          },
        },
      });
      if (scans) expect(fn.Properties!.Environment.Variables.SCAN_BUCKET).toEqual(expect.anything());
      else expect(fn.Properties!.Environment.Variables).not.toHaveProperty('SCAN_BUCKET');
    }
  });

  it('lets exactly the routes that accept a file the organisation may scan wait for the antivirus', () => {
    const scanning = routes
      .filter((route) => accessFor(route.contract.area, route.contract.name).scan)
      .map((route) => route.contract.name);
    expect(scanning.sort()).toEqual(
      [
        'complete-category-attachment-upload',
        'complete-inbox-file-upload',
        'complete-logo-upload',
        'complete-private-file-upload',
        'complete-reply-file-upload',
        'complete-statement-upload',
        'finalise-submission',
      ].sort(),
    );
  });

  it('loads no source maps at run time (they ship in the bundle for offline decoding)', () => {
    for (const fn of [...handlerFunctions(), ...functionsOf(jobs)]) {
      expect(fn.Properties!.Environment.Variables).not.toHaveProperty('NODE_OPTIONS');
    }
  });

  it('gives every handler its own log group kept for one month', () => {
    for (const [area, areaRoutes] of routesByArea(routes)) {
      areas.get(area)!.resourceCountIs('AWS::Logs::LogGroup', areaRoutes.length);
      areas.get(area)!.allResourcesProperties('AWS::Logs::LogGroup', { RetentionInDays: 30 });
    }
  });

  it('throttles the API stage per class of route: public reads, public writes, reporter, staff', () => {
    api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 100, ThrottlingBurstLimit: 200 },
    });
    const stage = Object.values(api.findResources('AWS::ApiGatewayV2::Stage'))[0] as Resource;
    const settings = stage.Properties!.RouteSettings as Record<
      string,
      { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }
    >;
    expect(Object.keys(settings).sort()).toEqual(routes.map(routeKeyOf).sort());
    const classOf = (key: string) => {
      const found = Object.entries(ROUTE_CLASS_THROTTLES).find(
        ([, t]) =>
          t.rateLimit === settings[key]!.ThrottlingRateLimit && t.burstLimit === settings[key]!.ThrottlingBurstLimit,
      );
      return found?.[0];
    };
    expect(classOf('GET /api/public/forms/{alias}')).toBe('publicReads');
    expect(classOf('POST /api/public/forms/{alias}/submissions')).toBe('publicWrites');
    expect(classOf('POST /api/inbox/sessions')).toBe('reporter');
    expect(classOf('POST /api/auth/login')).toBe('staff');
    expect(classOf('GET /api/health')).toBe('publicReads');
    for (const key of Object.keys(settings)) expect(classOf(key), key).toBeDefined();
    // A route's settings need the route: the stage waits for every area's nested stack.
    expect(asArray(stage.DependsOn as string[]).filter((id) => id.includes('Routes')).length).toBe(
      routesByArea(routes).size,
    );
  });

  it('refuses requests that skip CloudFront: a Lambda authorizer on the origin-secret header, its answer cached', () => {
    api.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'REQUEST',
      IdentitySource: [`$request.header.${ORIGIN_VERIFY_HEADER}`],
      AuthorizerPayloadFormatVersion: '2.0',
      EnableSimpleResponses: true,
      AuthorizerResultTtlInSeconds: 300,
    });
    const guard = functionsOf(api);
    expect(guard).toHaveLength(1);
    expect(guard[0]!.Properties!.Environment.Variables).toEqual({ ORIGIN_SECRET_ARN: { Ref: secretId(api) } });
  });

  it('keeps the origin secret in Secrets Manager, readable by the guard alone: no function holds it in its environment', () => {
    api.resourceCountIs('AWS::SecretsManager::Secret', 1);
    api.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: { PasswordLength: 64, ExcludePunctuation: true },
    });
    const guardPolicy = JSON.stringify(Object.values(api.findResources('AWS::IAM::Role')));
    expect(guardPolicy).toContain('secretsmanager:GetSecretValue');
    const everyFunction = [...handlerFunctions(), ...functionsOf(jobs), ...functionsOf(web)];
    for (const fn of everyFunction) {
      expect(Object.keys(fn.Properties?.Environment?.Variables ?? {})).not.toContain('ORIGIN_VERIFY_TOKEN');
    }
    // Nothing but the guard and the rotation is granted the secret.
    for (const template of [...areas.values(), jobs]) {
      expect(JSON.stringify(template.toJSON())).not.toMatch(/secretsmanager:GetSecretValue[^\]]*OriginSecret/);
    }
  });

  it("lets delete-report only hide a report's files; the purge job alone removes every version", () => {
    expect(removesFileVersions(accessFor('reports', 'delete-report'))).toBe(false);
    const purgeJob = productionJobs.find((job) => job.name === 'purge-deleted-reports');
    expect(purgeJob?.access?.files?.['reports/']).toEqual(expect.arrayContaining(['delete', 'purge']));
  });

  it('refuses a route table with two routes of one name', () => {
    const [first] = routes;
    expect(() =>
      assertUniqueRoutes([first!, { ...first!, contract: { ...first!.contract, path: '/api/other' } }]),
    ).toThrow(/used by both/);
  });
});

/**
 * Every function's policy, reviewed against its handler: DynamoDB actions, file rights per key
 * prefix, listing, e-mail, SMS. A handler that starts calling more needs its line in
 * infra/access.ts and here changed together.
 */
const reviewedGrants: Record<string, string> = {
  health: 'table GetItem | list',
  register: 'table GetItem PutItem UpdateItem | rate-limit-key | email',
  'get-activation': 'table GetItem',
  'activate-account': 'table DeleteItem GetItem PutItem',
  'get-login-params': 'table GetItem PutItem UpdateItem | rate-limit-key',
  login: 'table BatchGetItem GetItem PutItem UpdateItem | rate-limit-key | totp-key GenerateDataKey | sms',
  'login-sms': 'table DeleteItem GetItem PutItem UpdateItem | rate-limit-key',
  'login-totp': 'table DeleteItem GetItem PutItem UpdateItem | rate-limit-key | totp-key Decrypt',
  'login-totp-setup': 'table DeleteItem GetItem PutItem UpdateItem | rate-limit-key | totp-key Decrypt',
  'start-totp-setup': 'table BatchGetItem GetItem UpdateItem | totp-key GenerateDataKey',
  'confirm-totp': 'table BatchGetItem GetItem PutItem UpdateItem | rate-limit-key | totp-key Decrypt',
  'regenerate-backup-codes': 'table BatchGetItem GetItem PutItem UpdateItem | rate-limit-key',
  'disable-totp': 'table BatchGetItem GetItem PutItem UpdateItem | rate-limit-key',
  'passkey-login-options': 'table PutItem UpdateItem | rate-limit-key',
  'login-passkey': 'table DeleteItem GetItem PutItem UpdateItem | rate-limit-key',
  'passkey-registration-options': 'table BatchGetItem GetItem PutItem',
  'register-passkey': 'table BatchGetItem DeleteItem GetItem PutItem UpdateItem | rate-limit-key',
  'list-passkeys': 'table BatchGetItem GetItem',
  'rename-passkey': 'table BatchGetItem GetItem PutItem UpdateItem',
  'store-passkey-prf': 'table BatchGetItem GetItem PutItem UpdateItem | rate-limit-key',
  'remove-passkey': 'table BatchGetItem DeleteItem GetItem PutItem UpdateItem | rate-limit-key',
  logout: 'table BatchGetItem DeleteItem GetItem UpdateItem',
  'get-session': 'table BatchGetItem GetItem UpdateItem',
  'request-password-reset': 'table GetItem PutItem UpdateItem | rate-limit-key | email',
  'get-password-reset': 'table GetItem',
  'reset-password': 'table DeleteItem GetItem PutItem UpdateItem | rate-limit-key',
  'change-password': 'table BatchGetItem GetItem PutItem UpdateItem | rate-limit-key',
  'restore-access': 'table BatchGetItem GetItem UpdateItem',
  'get-dashboard': 'table BatchGetItem GetItem UpdateItem',
  'get-report-statistics': 'table BatchGetItem GetItem Query UpdateItem',
  'get-setup-checklist': 'table BatchGetItem GetItem Query UpdateItem',
  'complete-setup-step': 'table BatchGetItem GetItem PutItem Query UpdateItem',
  'list-categories': 'table BatchGetItem GetItem Query UpdateItem',
  'get-category': 'table BatchGetItem GetItem Query UpdateItem',
  'create-category': 'table BatchGetItem GetItem PutItem Query UpdateItem',
  'update-category': 'table BatchGetItem ConditionCheckItem GetItem PutItem Query UpdateItem',
  'delete-category': 'table BatchGetItem DeleteItem GetItem PutItem Query UpdateItem | delete categories/',
  'create-default-category': 'table BatchGetItem GetItem PutItem Query UpdateItem',
  'list-category-users': 'table BatchGetItem GetItem Query UpdateItem',
  'set-category-users': 'table BatchGetItem GetItem Query UpdateItem',
  'list-category-attachments': 'table BatchGetItem GetItem Query UpdateItem',
  'start-category-attachment-upload': 'table BatchGetItem GetItem PutItem UpdateItem | write tmp/categories/',
  'complete-category-attachment-upload':
    'table BatchGetItem DeleteItem GetItem PutItem UpdateItem | read tmp/categories/ | write categories/ | delete tmp/categories/ | list | scan scan/ s3:DeleteObject s3:GetObjectTagging s3:PutObject',
  'rename-category-attachment': 'table BatchGetItem GetItem UpdateItem',
  'delete-category-attachment': 'table BatchGetItem DeleteItem GetItem PutItem UpdateItem | delete categories/',
  'download-category-attachment': 'table BatchGetItem GetItem UpdateItem | read categories/',
  'get-public-form': 'table GetItem Query | read settings/',
  'get-public-category': 'table GetItem Query',
  'download-public-attachment': 'table GetItem | read categories/',
  'start-submission': 'table GetItem PutItem | write tmp/submissions/',
  'finalise-submission':
    'table DeleteItem GetItem PutItem UpdateItem | read tmp/submissions/ | write reports/ | delete tmp/submissions/ | list | scan scan/ s3:DeleteObject s3:GetObjectTagging s3:PutObject | receipt-key GetPublicKey Sign',
  'get-receipt-keys': 'receipt-key GetPublicKey',
  'check-receipt': 'table GetItem PutItem UpdateItem | rate-limit-key',
  'record-phone-report':
    'table BatchGetItem ConditionCheckItem DeleteItem GetItem PutItem Query UpdateItem | read reports/ tmp/ | write reports/ tmp/ | delete forwards/ reports/ tmp/ | list | receipt-key GetPublicKey Sign | email',
  'get-report': 'table BatchGetItem GetItem Query UpdateItem',
  'open-report': 'table BatchGetItem GetItem PutItem Query UpdateItem',
  'mark-report-feedback': 'table BatchGetItem GetItem PutItem Query UpdateItem',
  'set-report-legal-hold': 'table BatchGetItem GetItem PutItem Query UpdateItem',
  'clear-report-legal-hold': 'table BatchGetItem GetItem PutItem Query UpdateItem',
  'move-report': 'table BatchGetItem ConditionCheckItem GetItem PutItem Query UpdateItem',
  'set-report-label': 'table BatchGetItem GetItem PutItem Query UpdateItem',
  'set-report-handlers': 'table BatchGetItem DeleteItem GetItem PutItem Query UpdateItem',
  'set-report-redactions': 'table BatchGetItem GetItem PutItem Query UpdateItem',
  'set-report-register': 'table BatchGetItem GetItem PutItem Query UpdateItem',
  'mark-irrelevant-data': 'table BatchGetItem GetItem PutItem Query UpdateItem',
  'unmark-irrelevant-data': 'table BatchGetItem DeleteItem GetItem PutItem Query UpdateItem',
  'write-report-protocol': 'table BatchGetItem GetItem PutItem Query UpdateItem',
  'exclude-from-report': 'table BatchGetItem DeleteItem GetItem PutItem Query UpdateItem',
  'readmit-to-report': 'table BatchGetItem GetItem PutItem Query UpdateItem',
  'list-report-notes': 'table BatchGetItem GetItem Query UpdateItem',
  'add-report-note': 'table BatchGetItem ConditionCheckItem GetItem PutItem Query UpdateItem | email',
  'update-report-note': 'table BatchGetItem GetItem PutItem Query UpdateItem | email',
  'download-report-file': 'table BatchGetItem GetItem Query UpdateItem | read reports/',
  'list-private-files': 'table BatchGetItem GetItem Query UpdateItem',
  'start-private-file-upload': 'table BatchGetItem GetItem PutItem Query UpdateItem | write tmp/reports/',
  'complete-private-file-upload':
    'table BatchGetItem DeleteItem GetItem PutItem Query UpdateItem | read tmp/reports/ | write reports/ | delete tmp/reports/ | list | scan scan/ s3:DeleteObject s3:GetObjectTagging s3:PutObject',
  'delete-private-file': 'table BatchGetItem DeleteItem GetItem PutItem Query UpdateItem | delete reports/',
  'list-report-messages': 'table BatchGetItem GetItem Query UpdateItem',
  'send-reply': 'table BatchGetItem GetItem PutItem Query UpdateItem',
  'start-reply-file-upload': 'table BatchGetItem GetItem PutItem Query UpdateItem | write tmp/reports/',
  'complete-reply-file-upload':
    'table BatchGetItem DeleteItem GetItem PutItem Query UpdateItem | read tmp/reports/ | write reports/ | delete tmp/reports/ | list | scan scan/ s3:DeleteObject s3:GetObjectTagging s3:PutObject',
  'log-in-to-inbox': 'table DeleteItem GetItem PutItem UpdateItem | rate-limit-key',
  'log-in-to-phone-inbox': 'table DeleteItem GetItem PutItem UpdateItem | rate-limit-key',
  'renew-inbox-session': 'table DeleteItem GetItem PutItem',
  'log-out-of-inbox': 'table DeleteItem GetItem',
  'get-inbox-report': 'table GetItem',
  'list-inbox-messages': 'table GetItem Query',
  'send-inbox-message': 'table ConditionCheckItem GetItem PutItem UpdateItem',
  'start-inbox-file-upload': 'table GetItem PutItem Query | write tmp/reports/',
  'complete-inbox-file-upload':
    'table DeleteItem GetItem PutItem UpdateItem | read tmp/reports/ | write reports/ | delete tmp/reports/ | list | scan scan/ s3:DeleteObject s3:GetObjectTagging s3:PutObject',
  'download-inbox-file': 'table GetItem | read reports/',
  'get-reply-notice': 'table GetItem',
  'set-reply-notice': 'table ConditionCheckItem GetItem PutItem | reply-notice-key GenerateDataKey',
  'delete-reply-notice': 'table DeleteItem GetItem',
  'answer-protocol': 'table GetItem PutItem UpdateItem',
  'request-meeting': 'table GetItem PutItem UpdateItem',
  'get-settings': 'table BatchGetItem GetItem Query UpdateItem',
  'update-company-data': 'table BatchGetItem GetItem PutItem UpdateItem',
  'set-form-alias': 'table BatchGetItem DeleteItem GetItem PutItem UpdateItem',
  'delete-form-alias': 'table BatchGetItem DeleteItem GetItem PutItem UpdateItem',
  'start-logo-upload': 'table BatchGetItem GetItem PutItem UpdateItem | write tmp/settings/',
  'start-statement-upload': 'table BatchGetItem GetItem PutItem UpdateItem | write tmp/settings/',
  'complete-logo-upload':
    'table BatchGetItem DeleteItem GetItem PutItem UpdateItem | read tmp/settings/ | write settings/ | delete settings/ tmp/settings/ | list | scan scan/ s3:DeleteObject s3:GetObjectTagging s3:PutObject',
  'complete-statement-upload':
    'table BatchGetItem DeleteItem GetItem PutItem UpdateItem | read tmp/settings/ | write settings/ | delete settings/ tmp/settings/ | list | scan scan/ s3:DeleteObject s3:GetObjectTagging s3:PutObject',
  'get-logo': 'table BatchGetItem GetItem UpdateItem | read settings/',
  'download-statement': 'table BatchGetItem GetItem UpdateItem | read settings/',
  'delete-logo': 'table BatchGetItem GetItem PutItem UpdateItem | delete settings/',
  'delete-statement': 'table BatchGetItem GetItem PutItem UpdateItem | delete settings/',
  'download-public-statement': 'table GetItem | read settings/',
  'list-forwards': 'table BatchGetItem GetItem Query UpdateItem',
  'get-forward': 'table BatchGetItem GetItem Query UpdateItem',
  'start-forward': 'table BatchGetItem GetItem PutItem Query UpdateItem | write tmp/forwards/',
  'send-forward':
    'table BatchGetItem DeleteItem GetItem PutItem Query UpdateItem | read tmp/forwards/ | write forwards/ | delete forwards/ tmp/forwards/ | list | email',
  'get-share': 'table GetItem',
  'send-share-code': 'table GetItem PutItem UpdateItem | rate-limit-key | email',
  'download-share': 'table GetItem PutItem UpdateItem | read forwards/ | rate-limit-key',
  'update-channels': 'table BatchGetItem DeleteItem GetItem PutItem UpdateItem',
  'update-security': 'table BatchGetItem GetItem PutItem UpdateItem',
  'get-log-chain': 'table BatchGetItem GetItem Query UpdateItem | log-anchor GetObject heads/ | log-anchor list',
  'update-external-channels-note': 'table BatchGetItem GetItem PutItem UpdateItem',
  'update-voice-messages': 'table BatchGetItem GetItem PutItem UpdateItem',
  'update-rules': 'table BatchGetItem GetItem PutItem UpdateItem',
  'get-procedure': 'table BatchGetItem GetItem Query UpdateItem',
  'create-procedure-version': 'table BatchGetItem GetItem PutItem Query UpdateItem',
  'update-procedure-draft': 'table BatchGetItem GetItem PutItem Query UpdateItem',
  'start-procedure-consultation': 'table BatchGetItem GetItem PutItem Query UpdateItem',
  'record-procedure-comments': 'table BatchGetItem GetItem PutItem Query UpdateItem',
  'publish-procedure': 'table BatchGetItem GetItem PutItem Query UpdateItem',
  'get-public-procedure': 'table GetItem Query',
};

const grantsOf = (contractName: string) =>
  describeGrants(roleStatements(areaOf(contractName), pascalCase(contractName)));

describe('function policies', () => {
  it("gives every function exactly its reviewed grants (a route without a row: its area's, and a staff route reads its caller in a batch)", () => {
    const actual = Object.fromEntries(routes.map((route) => [route.contract.name, grantsOf(route.contract.name)]));
    const expected = Object.fromEntries(
      routes.map((route) => [
        route.contract.name,
        reviewedGrants[route.contract.name] ??
          describeAccess(routeFunctionAccess({ ...route.contract, name: 'an-unreviewed-route' })),
      ]),
    );
    expect(actual).toEqual(expected);
  });

  it('reviews only routes that exist', () => {
    const names = new Set(routes.map((route) => route.contract.name));
    expect(Object.keys(reviewedGrants).filter((name) => !names.has(name))).toEqual([]);
  });

  it('lets every function write its own log group and traces, and nothing outside its line', () => {
    for (const route of routes) {
      const template = areaOf(route.contract.name);
      const id = pascalCase(route.contract.name);
      const statements = roleStatements(template, id);
      const logs = statements.find((s) => s.Sid === 'OwnLogs')!;
      expect(logs.Action).toEqual(['logs:CreateLogStream', 'logs:PutLogEvents']);
      expect(logs.Resource).toEqual({ 'Fn::GetAtt': [expect.stringMatching(new RegExp(`^${id}Logs`)), 'Arn'] });
      expect(statements.find((s) => s.Sid === 'Traces')?.Action).toEqual([
        'xray:PutTelemetryRecords',
        'xray:PutTraceSegments',
      ]);
      expect(functionAndRole(template, id).role.Properties!.Path).toBe('/Ostoja/functions/');
    }
  });

  it('describes each role in the Latin-1 IAM accepts', () => {
    const { role } = functionAndRole(areaOf('create-default-category'), 'CreateDefaultCategory');
    expect(role.Properties!.Description).toContain("'Zgloszenia wewnetrzne'");
  });

  it('sends e-mail only as the configured sender, through the configuration set', () => {
    const email = roleStatements(areaOf('register'), 'Register').find((s) => s.Sid === 'Email')!;
    expect(email.Condition).toEqual({ StringEquals: { 'ses:FromAddress': MAIL_FROM } });
    expect(JSON.stringify(email.Resource)).toContain(':configuration-set/');
  });

  it('lets none of the 13 auth Lambdas but login send SMS, and logout and get-session neither SMS nor e-mail', () => {
    const auth = routes.filter((route) => route.contract.area === 'auth').map((route) => route.contract.name);
    expect(auth.filter((name) => grantsOf(name).includes('sms'))).toEqual(['login']);
    for (const name of ['logout', 'get-session']) expect(grantsOf(name)).not.toMatch(/email|sms/);
  });

  it('lets the public form delete only its own temporary uploads', () => {
    for (const route of routes.filter((r) => r.contract.area === 'form')) {
      const deletes = grantsOf(route.contract.name)
        .split(' | ')
        .filter((part) => part.startsWith('delete'));
      expect(
        deletes.every((part) => part === 'delete tmp/submissions/'),
        route.contract.name,
      ).toBe(true);
    }
  });

  it('lets only the functions that store a report sign receipts, with the receipt key alone, and the keys route read its public half', () => {
    const signers = [...templates.values()]
      .flatMap(statementsOf)
      .filter((statement) => asArray(statement.Action).some((action) => action.startsWith('kms:Sign')));
    // The finalise, the phone report's record and the e-mail channel's receiving.
    expect(signers).toHaveLength(3);
    expect(
      routes.filter((route) => grantsOf(route.contract.name).includes('Sign')).map((r) => r.contract.name),
    ).toEqual(['finalise-submission', 'record-phone-report']);
    for (const statement of signers) {
      expect(statement.Sid).toBe('ReceiptKey');
      expect(JSON.stringify(statement.Resource)).toMatch(/ReceiptKey/);
    }
    const { fn } = functionAndRole(areaOf('finalise-submission'), 'FinaliseSubmission');
    expect(Object.keys(fn.Properties!.Environment.Variables as object)).toEqual(
      expect.arrayContaining(['RECEIPT_KMS_KEY_ID', 'RECEIPT_KEY_VALID_FROM', 'RECEIPT_RETIRED_KEYS']),
    );
    const { fn: other } = functionAndRole(areaOf('start-submission'), 'StartSubmission');
    expect(Object.keys(other.Properties!.Environment.Variables as object)).not.toContain('RECEIPT_KMS_KEY_ID');
  });

  it("keys the rate-limit buckets' subjects with an HMAC key in KMS that only the routes counting attempts may use", () => {
    data.hasResourceProperties('AWS::KMS::Key', { KeySpec: 'HMAC_256', KeyUsage: 'GENERATE_VERIFY_MAC' });
    const users = [...templates.values()]
      .flatMap(statementsOf)
      .filter((statement) => asArray(statement.Action).some((action) => action.startsWith('kms:GenerateMac')));
    for (const statement of users) {
      expect(statement.Sid).toBe('RateLimitKey');
      expect(asArray(statement.Action)).toEqual(['kms:GenerateMac']);
      expect(JSON.stringify(statement.Resource)).toMatch(/RateLimitKey/);
    }
    expect(routes.filter((route) => grantsOf(route.contract.name).includes('rate-limit-key')).length).toBe(
      users.length,
    );
    const { fn } = functionAndRole(areaOf('log-in-to-inbox'), 'LogInToInbox');
    expect(Object.keys(fn.Properties!.Environment.Variables as object)).toContain('RATE_LIMIT_KMS_KEY_ID');
    const { fn: other } = functionAndRole(areaOf('get-inbox-report'), 'GetInboxReport');
    expect(Object.keys(other.Properties!.Environment.Variables as object)).not.toContain('RATE_LIMIT_KMS_KEY_ID');
  });

  it("seals reporters' notice addresses with a KMS key only the notice route may use to seal and only the notifier job to open", () => {
    data.hasResourceProperties('AWS::KMS::Key', {
      Description: Match.stringLikeRegexp('notice addresses'),
      EnableKeyRotation: true,
    });
    const users = [...templates.values()]
      .flatMap(statementsOf)
      .filter((statement) => statement.Sid === 'ReplyNoticeKey');
    expect(users.map((statement) => asArray(statement.Action)).sort()).toEqual([
      ['kms:Decrypt'],
      ['kms:GenerateDataKey'],
    ]);
    for (const statement of users) expect(JSON.stringify(statement.Resource)).toMatch(/ReplyNoticeKey/);
    expect(
      routes.filter((route) => grantsOf(route.contract.name).includes('reply-notice-key')).map((r) => r.contract.name),
    ).toEqual(['set-reply-notice']);
    const { fn } = functionAndRole(areaOf('set-reply-notice'), 'SetReplyNotice');
    expect(Object.keys(fn.Properties!.Environment.Variables as object)).toContain('REPLY_NOTICE_KMS_KEY_ID');
    const { fn: other } = functionAndRole(areaOf('get-reply-notice'), 'GetReplyNotice');
    expect(Object.keys(other.Properties!.Environment.Variables as object)).not.toContain('REPLY_NOTICE_KMS_KEY_ID');
  });

  it('seals staff authenticator secrets with a KMS key: the routes that offer a secret seal, only those that check a code open', () => {
    data.hasResourceProperties('AWS::KMS::Key', {
      Description: Match.stringLikeRegexp('authenticator secrets'),
      EnableKeyRotation: true,
    });
    const users = (action: string) =>
      routes
        .filter((route) => grantsOf(route.contract.name).includes(`totp-key ${action}`))
        .map((route) => route.contract.name)
        .sort();
    expect(users('GenerateDataKey')).toEqual(['login', 'start-totp-setup']);
    expect(users('Decrypt')).toEqual(['confirm-totp', 'login-totp', 'login-totp-setup']);
    const { fn } = functionAndRole(areaOf('login-totp'), 'LoginTotp');
    expect(Object.keys(fn.Properties!.Environment.Variables as object)).toContain('TOTP_KMS_KEY_ID');
    const { fn: other } = functionAndRole(areaOf('login-sms'), 'LoginSms');
    expect(Object.keys(other.Properties!.Environment.Variables as object)).not.toContain('TOTP_KMS_KEY_ID');
  });

  it('lets only the anchoring job write log anchors, and only the log check (besides it) read them', () => {
    const users = [...templates.values()].flatMap(statementsOf).filter((statement) => statement.Sid === 'LogAnchors');
    expect(users.map((statement) => asArray(statement.Action)).sort()).toEqual([
      ['s3:GetObject'],
      ['s3:GetObject', 's3:PutObject'],
    ]);
    for (const statement of users) expect(JSON.stringify(statement.Resource)).toMatch(/LogAnchorsBucket/);
    expect(
      routes.filter((route) => grantsOf(route.contract.name).includes('log-anchor')).map((r) => r.contract.name),
    ).toEqual(['get-log-chain']);
  });

  it('grants no function Scan, batch writes, version removal or bucket settings', () => {
    // BatchGetItem reads by key as GetItem does (the log's entries, a user's categories' counters): not forbidden.
    const forbidden =
      /^(dynamodb:(Scan|BatchWriteItem|DeleteTable|UpdateTable)|s3:(DeleteObjectVersion|PutBucket|PutLifecycle|DeleteBucket))/;
    for (const template of areas.values()) {
      const actions = statementsOf(template).flatMap((s) => asArray(s.Action));
      expect(actions.filter((action) => forbidden.test(action))).toEqual([]);
    }
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
        Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: [...index.projection.include] },
      })),
    });
  });

  it('keeps the receipt signing key in KMS: Ed25519, for signing only, retained', () => {
    data.hasResource('AWS::KMS::Key', {
      Properties: Match.objectLike({ KeySpec: 'ECC_NIST_EDWARDS25519', KeyUsage: 'SIGN_VERIFY' }),
      DeletionPolicy: 'Retain',
    });
  });

  it('has one index, Lists: the unread GSI1 that copied whole items is gone', () => {
    const [table] = Object.values(data.findResources('AWS::DynamoDB::Table'));
    const indexes = (table?.Properties as { GlobalSecondaryIndexes?: { IndexName: string }[] }).GlobalSecondaryIndexes;
    expect(indexes?.map((index) => index.IndexName)).toEqual(['Lists']);
  });

  it('lists read an index that copies only list attributes, never report content', () => {
    const lists = tableSpec.globalIndexes.find((index) => index.name === 'Lists');
    expect(lists?.projection).toEqual({ include: expect.arrayContaining(['identifier', 'label', 'state']) });
    const included = [...(lists?.projection.include ?? [])];
    for (const content of ['fields', 'reporter', 'files', 'keys', 'fieldDefs', 'reporterAuthVerifier'])
      expect(included).not.toContain(content);
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

  it('keeps the files bucket private, encrypted with its own key, versioned and retained', () => {
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
          ServerSideEncryptionConfiguration: [
            {
              BucketKeyEnabled: true,
              ServerSideEncryptionByDefault: { SSEAlgorithm: 'aws:kms', KMSMasterKeyID: Match.anyValue() },
            },
          ],
        },
        VersioningConfiguration: { Status: 'Enabled' },
      }),
    });
  });

  /** The files bucket's policy (the scan bucket has one of its own). */
  const policyOfBucket = (idPrefix: string) =>
    (Object.values(data.findResources('AWS::S3::BucketPolicy')) as Resource[]).find((policy) =>
      String(policy.Properties!.Bucket.Ref).startsWith(idPrefix),
    )!.Properties!.PolicyDocument.Statement as any[];
  const bucketPolicy = () => policyOfBucket('FilesBucket');

  describe('antivirus: GuardDuty Malware Protection for S3', () => {
    const plan = () => Object.values(data.findResources('AWS::GuardDuty::MalwareProtectionPlan')) as Resource[];
    const scanBucketId = () =>
      Object.keys(data.findResources('AWS::S3::Bucket')).find((id) => id.startsWith('MalwareScanningScanBucket'))!;

    it('protects the scan bucket under scan/, writing its verdict as the tag the functions read', () => {
      expect(plan()).toHaveLength(1);
      expect(plan()[0]!.Properties).toMatchObject({
        ProtectedResource: { S3Bucket: { BucketName: { Ref: scanBucketId() }, ObjectPrefixes: ['scan/'] } },
        Actions: { Tagging: { Status: 'ENABLED' } },
        Role: { 'Fn::GetAtt': [expect.stringMatching(/^MalwareScanningGuardDutyRole/), 'Arn'] },
      });
    });

    it('keeps the plaintext in a bucket of its own: private, encrypted, unversioned, emptied after a day, TLS only', () => {
      const bucket = data.toJSON().Resources[scanBucketId()] as Resource;
      expect(bucket.Properties).toMatchObject({
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
        },
        LifecycleConfiguration: { Rules: [expect.objectContaining({ ExpirationInDays: 1, Status: 'Enabled' })] },
      });
      expect(bucket.Properties).not.toHaveProperty('VersioningConfiguration');
      expect(policyOfBucket('MalwareScanningScanBucket')).toContainEqual(
        expect.objectContaining({
          Effect: 'Deny',
          Action: 's3:*',
          Condition: { Bool: { 'aws:SecureTransport': 'false' } },
        }),
      );
      // Never backed up: the backup plan selects the table and the files bucket only.
      const selections = Object.values(data.findResources('AWS::Backup::BackupSelection')) as Resource[];
      expect(JSON.stringify(selections)).not.toContain(scanBucketId());
    });

    it("gives GuardDuty's role only what the service needs on that bucket and its own EventBridge rule", () => {
      const role = Object.entries(resourcesOf(data)).find(
        ([id, r]) => r.Type === 'AWS::IAM::Role' && id.startsWith('MalwareScanningGuardDutyRole'),
      )![1];
      expect(role.Properties!.AssumeRolePolicyDocument.Statement).toEqual([
        expect.objectContaining({
          Effect: 'Allow',
          Principal: { Service: 'malware-protection-plan.guardduty.amazonaws.com' },
          Action: 'sts:AssumeRole',
        }),
      ]);
      const statements = asArray<any>(role.Properties!.Policies).flatMap((policy) =>
        asArray<any>(policy.PolicyDocument.Statement),
      );
      expect(statements.map((statement) => statement.Sid)).toEqual([
        'ManagedRule',
        'WatchManagedRule',
        'BucketEvents',
        'ValidationObject',
        'ScanAndTag',
      ]);
      for (const statement of statements) expect(JSON.stringify(statement.Resource)).not.toContain('FilesBucket');
      expect(statements[0].Condition).toEqual({
        StringLike: { 'events:ManagedBy': 'malware-protection-plan.guardduty.amazonaws.com' },
      });
    });
  });

  describe('anchors of the system log heads', () => {
    const anchorBucket = () =>
      Object.entries(data.findResources('AWS::S3::Bucket')).find(([id]) => id.startsWith('LogAnchorsBucket'))![1];
    const anchorPolicy = () => policyOfBucket('LogAnchorsBucket');

    it('keeps them in a bucket of their own under Object Lock in compliance mode for 4 years, versioned, encrypted, private, retained', () => {
      expect(LOG_ANCHOR_RETENTION_DAYS).toBe(4 * 365);
      expect(anchorBucket()).toMatchObject({
        DeletionPolicy: 'Retain',
        Properties: {
          ObjectLockEnabled: true,
          ObjectLockConfiguration: {
            ObjectLockEnabled: 'Enabled',
            Rule: { DefaultRetention: { Mode: 'COMPLIANCE', Days: LOG_ANCHOR_RETENTION_DAYS } },
          },
          VersioningConfiguration: { Status: 'Enabled' },
          BucketEncryption: {
            ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
          },
          PublicAccessBlockConfiguration: {
            BlockPublicAcls: true,
            BlockPublicPolicy: true,
            IgnorePublicAcls: true,
            RestrictPublicBuckets: true,
          },
        },
      });
    });

    it('refuses plain HTTP, a put by anyone but a role under the anchor path, and every delete', () => {
      const policy = anchorPolicy();
      expect(policy).toContainEqual(
        expect.objectContaining({
          Effect: 'Deny',
          Action: 's3:*',
          Condition: { Bool: { 'aws:SecureTransport': 'false' } },
        }),
      );
      const writers = policy.find((s) => s.Sid === 'OnlyTheAnchoringJobWrites');
      expect(writers).toMatchObject({ Effect: 'Deny', Principal: { AWS: '*' } });
      expect(writers.Action).toContain('s3:PutObject');
      expect(JSON.stringify(writers.Condition.ArnNotLike['aws:PrincipalArn'])).toContain(':role/Ostoja/log-anchor/*');
      const deletes = policy.find((s) => s.Sid === 'NobodyDeletesAnchors');
      expect(deletes).toMatchObject({ Effect: 'Deny', Principal: { AWS: '*' } });
      expect([...deletes.Action].sort()).toEqual(['s3:DeleteObject', 's3:DeleteObjectVersion']);
      expect(deletes.Condition).toBeUndefined();
    });
  });

  it('refuses plain-HTTP access to the files bucket', () => {
    expect(bucketPolicy()).toContainEqual(
      expect.objectContaining({
        Effect: 'Deny',
        Action: 's3:*',
        Condition: { Bool: { 'aws:SecureTransport': 'false' } },
      }),
    );
  });

  it('lets no one but a role under the purge path remove a file version', () => {
    const statement = bucketPolicy().find((s) => s.Sid === 'OnlyThePurgeRoleRemovesVersions');
    expect(statement).toMatchObject({ Effect: 'Deny', Principal: { AWS: '*' }, Action: 's3:DeleteObjectVersion' });
    expect(JSON.stringify(statement.Condition.ArnNotLike['aws:PrincipalArn'])).toContain(':role/Ostoja/purge/*');
  });

  it('refuses function roles versioning, lifecycle and bucket-policy changes', () => {
    const statement = bucketPolicy().find((s) => s.Sid === 'FunctionsKeepVersioningAndLifecycle');
    expect(statement).toMatchObject({ Effect: 'Deny', Principal: { AWS: '*' } });
    expect([...statement.Action].sort()).toEqual([...FUNCTION_DENIED_BUCKET_ACTIONS].sort());
    expect(JSON.stringify(statement.Condition.ArnLike['aws:PrincipalArn'])).toMatch(
      /:role\/Ostoja\/functions\/\*.*:role\/Ostoja\/purge\/\*/,
    );
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

  it('backs up the table and the bucket every night into a vault, copied into a second, locked one and into the DR region', () => {
    data.resourceCountIs('AWS::Backup::BackupVault', 2);
    data.hasResourceProperties('AWS::Backup::BackupVault', {
      BackupVaultName: 'ostoja-backups-copy',
      LockConfiguration: { MinRetentionDays: 7, MaxRetentionDays: 365, ChangeableForDays: 3 },
      AccessPolicy: Match.objectLike({
        Statement: [Match.objectLike({ Effect: 'Deny', Action: Match.arrayWith(['backup:DeleteRecoveryPoint']) })],
      }),
    });
    const days = BACKUP_RETENTION.toDays();
    data.hasResourceProperties('AWS::Backup::BackupPlan', {
      BackupPlan: {
        BackupPlanName: 'ostoja-daily',
        BackupPlanRule: [
          Match.objectLike({
            ScheduleExpression: 'cron(0 2 * * ? *)',
            Lifecycle: { DeleteAfterDays: days },
            CopyActions: [
              { DestinationBackupVaultArn: Match.anyValue(), Lifecycle: { DeleteAfterDays: days } },
              {
                DestinationBackupVaultArn: Match.stringLikeRegexp(':eu-west-1:'),
                Lifecycle: { DeleteAfterDays: days },
              },
            ],
          }),
        ],
      },
    });
    const selection = JSON.stringify(Object.values(data.findResources('AWS::Backup::BackupSelection'))[0]);
    expect(selection).toMatch(/TableCD117FA1.*FilesBucket/s);
    data.hasResourceProperties('AWS::IAM::Role', {
      ManagedPolicyArns: Match.arrayWith([
        Match.objectLike({
          'Fn::Join': ['', Match.arrayWith([Match.stringLikeRegexp('AWSBackupServiceRolePolicyForS3Backup')])],
        }),
      ]),
    });
  });
});

describe('mail stack', () => {
  it("verifies the sender's domain with Easy DKIM and a MAIL FROM domain, sending through the configuration set", () => {
    mail.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'zgloszenia.ostoja.pl',
      DkimAttributes: { SigningEnabled: true },
      MailFromAttributes: { MailFromDomain: 'bounce.zgloszenia.ostoja.pl' },
      ConfigurationSetAttributes: { ConfigurationSetName: { Ref: Match.anyValue() } },
    });
  });

  it('keeps reputation metrics, suppresses bounced and complaining addresses, requires TLS, tracks nothing', () => {
    mail.hasResourceProperties('AWS::SES::ConfigurationSet', {
      Name: 'ostoja-mail',
      ReputationOptions: { ReputationMetricsEnabled: true },
      SendingOptions: { SendingEnabled: true },
      SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
      DeliveryOptions: { TlsPolicy: 'REQUIRE' },
    });
  });

  it('sends the delivery events of forward e-mails to the function that records them, retried, then to a dead-letter queue', () => {
    mail.resourceCountIs('AWS::SES::ConfigurationSetEventDestination', 1);
    mail.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      ConfigurationSetName: { Ref: Match.stringLikeRegexp('^ConfigurationSet') },
      EventDestination: {
        Enabled: true,
        MatchingEventTypes: ['delivery', 'bounce', 'complaint', 'reject', 'deliveryDelay', 'renderingFailure'],
        EventBridgeDestination: { EventBusArn: Match.stringLikeRegexp(':event-bus/default$') },
      },
    });
    mail.hasResourceProperties('AWS::Events::Rule', {
      EventPattern: {
        source: ['aws.ses'],
        'detail-type': [...DELIVERY_DETAIL_TYPES],
        detail: { mail: { tags: { [FORWARD_MAIL_TAG.name]: [FORWARD_MAIL_TAG.value] } } },
      },
      Targets: [
        Match.objectLike({
          Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^DeliveryEventsRecordDeliveryEvent'), 'Arn'] },
          RetryPolicy: { MaximumRetryAttempts: 4, MaximumEventAgeInSeconds: 21_600 },
          DeadLetterConfig: { Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^DeliveryEventsDeadLetters'), 'Arn'] } },
        }),
      ],
    });
    expect(describeGrants(roleStatements(mail, 'DeliveryEventsRecordDeliveryEvent'))).toBe(
      'table GetItem UpdateItem | dead-letters',
    );
    expect(functionAndRole(mail, 'DeliveryEventsRecordDeliveryEvent').role.Properties!.Path).toBe('/Ostoja/functions/');
  });

  it('puts the DKIM, MX and SPF records into the hosted zone', () => {
    mail.resourceCountIs('AWS::Route53::RecordSet', 6);
    for (const n of [1, 2, 3]) {
      mail.hasResourceProperties('AWS::Route53::RecordSet', {
        Type: 'CNAME',
        HostedZoneId: 'Z0123456789ABCDEFGHIJ',
        // SES's full record name, as is.
        Name: { 'Fn::GetAtt': [Match.stringLikeRegexp('^Identity'), `DkimDNSTokenName${n}`] },
        ResourceRecords: [{ 'Fn::GetAtt': [Match.stringLikeRegexp('^Identity'), `DkimDNSTokenValue${n}`] }],
      });
    }
    mail.hasResourceProperties('AWS::Route53::RecordSet', {
      Type: 'MX',
      Name: 'bounce.zgloszenia.ostoja.pl.',
      ResourceRecords: ['10 feedback-smtp.eu-central-1.amazonses.com'],
    });
    mail.hasResourceProperties('AWS::Route53::RecordSet', {
      Type: 'TXT',
      ResourceRecords: ['"v=spf1 include:amazonses.com ~all"'],
    });
  });
});

describe('mail stack: the e-mail channel (type 3 reports)', () => {
  it('receives mail for the reports domain: its MX points at SES inbound, its identity is verified', () => {
    mail.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'reports.zgloszenia.ostoja.pl' });
    mail.hasResourceProperties('AWS::Route53::RecordSet', {
      Type: 'MX',
      Name: 'reports.zgloszenia.ostoja.pl.',
      HostedZoneId: 'Z0123456789ABCDEFGHIJ',
      ResourceRecords: ['10 inbound-smtp.eu-central-1.amazonaws.com'],
    });
  });

  it('scans, stores the message under inbound/ and then invokes the function, in that order', () => {
    mail.resourceCountIs('AWS::SES::ReceiptRuleSet', 1);
    mail.resourceCountIs('AWS::SES::ReceiptRule', 1);
    const rule = Object.values(mail.findResources('AWS::SES::ReceiptRule'))[0] as Resource;
    const props = rule.Properties as {
      Rule: {
        Recipients: string[];
        ScanEnabled: boolean;
        TlsPolicy: string;
        Enabled: boolean;
        Actions: Record<string, { [k: string]: unknown }>[];
      };
    };
    expect(props.Rule).toMatchObject({
      Recipients: ['reports.zgloszenia.ostoja.pl'],
      ScanEnabled: true,
      TlsPolicy: 'Require',
      Enabled: true,
    });
    expect(props.Rule.Actions.map((action) => Object.keys(action)[0])).toEqual(['S3Action', 'LambdaAction']);
    expect(props.Rule.Actions[0]!.S3Action).toMatchObject({
      ObjectKeyPrefix: 'inbound/',
      BucketName: { Ref: expect.stringMatching(/^ReceivingInboundMail/) },
    });
    expect(props.Rule.Actions[1]!.LambdaAction).toMatchObject({
      InvocationType: 'Event',
      FunctionArn: { 'Fn::GetAtt': [expect.stringMatching(/^ReceivingReceiveEmailReport/), 'Arn'] },
    });
    // Only SES of this account may put messages, only under inbound/.
    mail.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: 's3:PutObject',
            Effect: 'Allow',
            Principal: { Service: 'ses.amazonaws.com' },
            Resource: {
              'Fn::Join': [
                '',
                [{ 'Fn::GetAtt': [Match.stringLikeRegexp('^ReceivingInboundMail'), 'Arn'] }, '/inbound/*'],
              ],
            },
          }),
        ]),
      },
    });
  });

  it('keeps received mail in a private, encrypted, unversioned bucket that forgets everything after a day', () => {
    mail.hasResourceProperties('AWS::S3::Bucket', {
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      LifecycleConfiguration: {
        Rules: [{ Id: 'expire-received-mail', Prefix: 'inbound/', ExpirationInDays: 1, Status: 'Enabled' }],
      },
    });
    const bucket = Object.values(mail.findResources('AWS::S3::Bucket'))[0] as Resource;
    expect((bucket.Properties as { VersioningConfiguration?: unknown }).VersioningConfiguration).toBeUndefined();
  });

  it('gives the function only what receiving needs: the inbound messages, report files, the table, the reply; failures to a dead-letter queue', () => {
    expect(describeGrants(roleStatements(mail, 'ReceivingReceiveEmailReport'))).toBe(
      'table GetItem PutItem Query UpdateItem | write reports/ | delete reports/ | receipt-key GetPublicKey Sign | email | dead-letters | inbound DeleteObject GetObject inbound/ | inbound list',
    );
    const { fn, role } = functionAndRole(mail, 'ReceivingReceiveEmailReport');
    expect(role.Properties!.Path).toBe('/Ostoja/functions/');
    expect(fn.Properties).toMatchObject({
      MemorySize: 1024,
      Timeout: 120,
      DeadLetterConfig: { TargetArn: { 'Fn::GetAtt': [expect.stringMatching(/^ReceivingDeadLetters/), 'Arn'] } },
    });
    expect(
      (fn.Properties as { Environment: { Variables: Record<string, unknown> } }).Environment.Variables
        .INBOUND_MAIL_BUCKET,
    ).toEqual({ Ref: expect.stringMatching(/^ReceivingInboundMail/) });
  });
});

describe('edge stack', () => {
  const webAcl = () => (Object.values(edge.findResources('AWS::WAFv2::WebACL'))[0] as Resource).Properties!;

  it('lives in us-east-1 with a web ACL for CloudFront and the site certificate, validated through the zone', () => {
    expect(stacks.edge.region).toBe('us-east-1');
    expect(webAcl().Scope).toBe('CLOUDFRONT');
    edge.hasResourceProperties('AWS::CertificateManager::Certificate', {
      DomainName: 'zgloszenia.ostoja.pl',
      ValidationMethod: 'DNS',
      DomainValidationOptions: [{ DomainName: 'zgloszenia.ostoja.pl', HostedZoneId: 'Z0123456789ABCDEFGHIJ' }],
    });
  });

  it('limits every request of one client after the route groups, with no scope-down', () => {
    const rules = webAcl().Rules as any[];
    const catchAll = rules.find((rule) => rule.Name === catchAllRateLimit.name);
    expect(catchAll.Priority).toBe(edgeRateLimits.length);
    expect(catchAll.Statement.RateBasedStatement).toEqual({
      AggregateKeyType: 'IP',
      Limit: catchAllRateLimit.limit,
      EvaluationWindowSec: catchAllRateLimit.windowSeconds,
    });
    expect(catchAll.Action.Block.CustomResponse.ResponseCode).toBe(429);
  });

  it('counts per client first, then applies the AWS common and known-bad-inputs rules, and no address lists', () => {
    const rules = webAcl().Rules as any[];
    expect(rules.map((rule) => rule.Name)).toEqual([
      ...edgeRateLimits.map((limit) => limit.name),
      catchAllRateLimit.name,
      'AWSManagedRulesCommonRuleSet',
      'AWSManagedRulesKnownBadInputsRuleSet',
    ]);
    expect(rules.map((rule) => rule.Priority)).toEqual(rules.map((_, i) => i));
    expect(JSON.stringify(rules)).not.toMatch(/AnonymousIpList|IpReputationList|IPSetReference/);
    const common = rules.find((rule) => rule.Name === 'AWSManagedRulesCommonRuleSet');
    expect(common.Statement.ManagedRuleGroupStatement.RuleActionOverrides).toEqual([
      { Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } },
    ]);
  });

  it('limits the public form, the inbox login and the staff login per client address, answering 429 in Polish', () => {
    const rules = webAcl().Rules as any[];
    const byName = new Map(rules.map((rule) => [rule.Name, rule]));
    const form = byName.get('PublicFormSubmissions');
    expect(form.Statement.RateBasedStatement).toMatchObject({
      AggregateKeyType: 'IP',
      Limit: 30,
      EvaluationWindowSec: 300,
    });
    expect(JSON.stringify(form.Statement.RateBasedStatement.ScopeDownStatement)).toContain(
      '^/api/public/forms/[^/]+/submissions$',
    );
    expect(JSON.stringify(byName.get('InboxLogin').Statement)).toContain('^/api/inbox/sessions$');
    expect(JSON.stringify(byName.get('StaffLogin').Statement)).toContain('^/api/auth/login$');
    for (const limit of edgeRateLimits) {
      expect(byName.get(limit.name).Action.Block.CustomResponse).toMatchObject({
        ResponseCode: 429,
        ResponseHeaders: [{ Name: 'retry-after', Value: String(limit.windowSeconds) }],
      });
    }
    const body = JSON.parse(webAcl().CustomResponseBodies['rate-limited-300'].Content);
    expect(body).toEqual({
      code: 'RATE_LIMITED',
      message: rateLimitTexts.retryAfter(300),
      key: 'rateLimitTexts.retryAfter',
      args: [300],
      retryAfterSeconds: 300,
    });
    expect(body.message).toBe('Zbyt wiele prób. Spróbuj ponownie za 5 min.');
  });
});

describe('web stack', () => {
  const distributionConfig = () =>
    (Object.values(web.findResources('AWS::CloudFront::Distribution'))[0] as Resource).Properties!.DistributionConfig;

  it("sends /api/* uncached to the HTTP API with the viewer's address and only the headers the handlers read", () => {
    const policyId = Object.keys(web.findResources('AWS::CloudFront::OriginRequestPolicy'))[0]!;
    web.hasResourceProperties('AWS::CloudFront::OriginRequestPolicy', {
      OriginRequestPolicyConfig: Match.objectLike({
        HeadersConfig: {
          HeaderBehavior: 'whitelist',
          Headers: ['content-type', 'x-csrf-token', 'x-inbox-token', 'cloudfront-viewer-address'],
        },
        CookiesConfig: { CookieBehavior: 'all' },
        QueryStringsConfig: { QueryStringBehavior: 'all' },
      }),
    });
    web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: [
          Match.objectLike({
            PathPattern: '/api/*',
            CachePolicyId: CACHING_DISABLED,
            OriginRequestPolicyId: { Ref: policyId },
            AllowedMethods: Match.arrayWith(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']),
            ViewerProtocolPolicy: 'https-only',
            ResponseHeadersPolicyId: Match.anyValue(),
          }),
          Match.objectLike({ PathPattern: RECEIPT_KEYS_PATH }),
        ],
      }),
    });
  });

  it('serves the receipt keys at their well-known address from the API route, through the same origin', () => {
    const config = distributionConfig();
    const behaviours = config.CacheBehaviors as {
      PathPattern: string;
      TargetOriginId: string;
      AllowedMethods: string[];
      CachePolicyId: string;
      FunctionAssociations?: { EventType: string; FunctionARN: unknown }[];
    }[];
    const api = behaviours.find((b) => b.PathPattern === '/api/*')!;
    const keys = behaviours.find((b) => b.PathPattern === RECEIPT_KEYS_PATH)!;
    expect(keys).toMatchObject({ TargetOriginId: api.TargetOriginId, CachePolicyId: CACHING_DISABLED });
    expect(keys.AllowedMethods.sort()).toEqual(['GET', 'HEAD']);
    expect(keys.FunctionAssociations).toHaveLength(1);
    expect(keys.FunctionAssociations![0]!.EventType).toBe('viewer-request');
    expect(JSON.stringify(keys.FunctionAssociations![0]!.FunctionARN)).toMatch(/ReceiptKeysRewrite/);
  });

  it('proves to the API that a request came through CloudFront, with the secret the guard and the Lambdas know', () => {
    const origins = distributionConfig().Origins as {
      CustomOriginConfig?: unknown;
      OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[];
    }[];
    const apiOrigin = origins.find((origin) => origin.CustomOriginConfig);
    expect(apiOrigin?.OriginCustomHeaders?.map((h) => h.HeaderName)).toEqual([ORIGIN_VERIFY_HEADER]);
    // A dynamic reference CloudFormation resolves at deploy: the value is never in the template.
    expect(JSON.stringify(apiOrigin?.OriginCustomHeaders?.[0]?.HeaderValue)).toMatch(
      /\{\{resolve:secretsmanager:.*OriginSecret.*:SecretString:::\}\}/,
    );
  });

  it('rotates the origin secret every 30 days with a function that may change only this distribution and this secret', () => {
    web.hasResourceProperties('AWS::SecretsManager::RotationSchedule', {
      RotationRules: { ScheduleExpression: 'rate(30 days)' },
    });
    const rotation = functionsOf(web).find((fn) => /origin secret/i.test(String(fn.Properties?.Description)));
    expect(rotation?.Properties?.Runtime).toBe(LAMBDA_RUNTIME.name);
    const roles = Object.values(web.findResources('AWS::IAM::Role')) as Resource[];
    const role = roles.find((r) => /origin secret rotation/i.test(String(r.Properties?.Description)))!;
    const statements = (
      role.Properties!.Policies as { PolicyDocument: { Statement: { Action: unknown; Resource: unknown }[] } }[]
    ).flatMap((policy) => policy.PolicyDocument.Statement);
    const byAction = (action: string) => statements.find((st) => JSON.stringify(st.Action).includes(action))!;
    expect(JSON.stringify(byAction('cloudfront:UpdateDistribution').Resource)).toMatch(/distribution\/.*Distribution/);
    expect(JSON.stringify(byAction('secretsmanager:PutSecretValue').Resource)).toMatch(/OriginSecret/);
    expect(byAction('secretsmanager:GetRandomPassword').Resource).toBe('*');
  });

  it('puts the firewall in front of the distribution', () => {
    expect(JSON.stringify(distributionConfig().WebACLId)).toMatch(/Fn::GetStackOutput.*Ostoja-Edge.*us-east-1/);
  });

  it("serves the domain with the edge stack's certificate, TLS 1.2 2025 at least, and points the zone at it", () => {
    const config = distributionConfig();
    expect(config.Aliases).toEqual(['zgloszenia.ostoja.pl']);
    expect(config.ViewerCertificate).toMatchObject({
      MinimumProtocolVersion: 'TLSv1.2_2025',
      SslSupportMethod: 'sni-only',
    });
    expect(JSON.stringify(config.ViewerCertificate.AcmCertificateArn)).toContain('Ostoja-Edge');
    for (const type of ['A', 'AAAA']) {
      web.hasResourceProperties('AWS::Route53::RecordSet', {
        Type: type,
        Name: 'zgloszenia.ostoja.pl.',
        HostedZoneId: 'Z0123456789ABCDEFGHIJ',
        AliasTarget: Match.objectLike({ HostedZoneId: Match.anyValue() }),
      });
    }
    web.hasOutput('SiteUrl', { Value: SITE_ORIGIN });
  });

  it('serves the SPA from the private bucket with the security headers, the SPA rewrite and the nonce function', () => {
    const config = distributionConfig();
    expect(config.DefaultRootObject).toBe('index.html');
    expect(config.CustomErrorResponses).toBeUndefined(); // API errors must reach the client as they are
    expect(config.DefaultCacheBehavior.ResponseHeadersPolicyId).toBeDefined();
    expect(config.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    const events = (config.DefaultCacheBehavior.FunctionAssociations as { EventType: string }[]).map(
      (a) => a.EventType,
    );
    expect(events.sort()).toEqual(['viewer-request', 'viewer-response']);
    web.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
  });

  it('answers a route with a document of its own (shared/domain/documents.ts) with that document, every other screen with index.html', () => {
    const association = (
      distributionConfig().DefaultCacheBehavior.FunctionAssociations as {
        EventType: string;
        FunctionARN: { 'Fn::GetAtt': string[] };
      }[]
    ).find((a) => a.EventType === 'viewer-request')!;
    const fn = web.toJSON().Resources[association.FunctionARN['Fn::GetAtt'][0]!] as Resource;
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the synthesised CloudFront function's own code
    const handler = new Function(`${fn.Properties!.FunctionCode as string}\nreturn handler;`)() as (event: unknown) => {
      uri: string;
    };
    const documentOf = (uri: string) => handler({ request: { method: 'GET', uri, headers: {} } }).uri;
    for (const document of siteDocuments)
      expect(documentOf(document.route.replace(/:\w+/g, 'demo-firma'))).toBe(`/${document.file}`);
    expect(documentOf('/form/demo-firma')).toBe('/form.html');
    expect(documentOf('/login')).toBe('/login.html');
    expect(documentOf('/pomoc')).toBe('/pomoc/index.html');
    expect(documentOf('/pomoc/terminy')).toBe('/pomoc/terminy.html');
    expect(documentOf('/dashboard')).toBe('/index.html');
    expect(documentOf('/assets/index-abc.js')).toBe('/assets/index-abc.js');
  });

  it('sends the site’s permissions-policy from the document function only: the site’s response-headers policy has none', () => {
    const policies = Object.values(web.findResources('AWS::CloudFront::ResponseHeadersPolicy')) as Resource[];
    const custom = (policy: Resource) =>
      JSON.stringify(
        (policy.Properties as { ResponseHeadersPolicyConfig: { CustomHeadersConfig?: unknown } })
          .ResponseHeadersPolicyConfig.CustomHeadersConfig ?? null,
      );
    const site = policies.filter((policy) => !custom(policy).includes('permissions-policy'));
    expect(site).toHaveLength(1);
    const distribution = Object.values(web.findResources('AWS::CloudFront::Distribution'))[0] as Resource;
    const config = (distribution.Properties as { DistributionConfig: Record<string, any> }).DistributionConfig;
    const siteLogicalId = Object.entries(web.findResources('AWS::CloudFront::ResponseHeadersPolicy')).find(
      ([, policy]) => !custom(policy as Resource).includes('permissions-policy'),
    )![0];
    expect(config.DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual({ Ref: siteLogicalId });
    expect(
      config.DefaultCacheBehavior.FunctionAssociations.some(
        (a: { EventType: string }) => a.EventType === 'viewer-response',
      ),
    ).toBe(true);
    for (const behavior of config.CacheBehaviors as { ResponseHeadersPolicyId: unknown }[])
      expect(behavior.ResponseHeadersPolicyId).not.toEqual({ Ref: siteLogicalId });
  });

  it('puts the common security headers of security-headers.ts into the response-headers policy', () => {
    web.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: {
          StrictTransportSecurity: Match.objectLike({
            AccessControlMaxAgeSec: 63072000,
            IncludeSubdomains: true,
            Preload: true,
          }),
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
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
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
  it('makes one Lambda, one schedule and one dead-letter queue per job (a job that fans out: two Lambdas and three queues)', () => {
    // Sweep, purge and notices run whole; the anchors, the digest and the deletion of irrelevant data fan out.
    jobs.resourceCountIs('AWS::Lambda::Function', 3 + 3 * 2);
    jobs.resourceCountIs('AWS::Events::Rule', 6);
    jobs.resourceCountIs('AWS::SQS::Queue', 3 + 3 * 3);
    jobs.resourceCountIs('AWS::Lambda::EventSourceMapping', 3);
    jobs.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: sweepJob.schedule,
      State: 'ENABLED',
      Targets: [
        Match.objectLike({
          Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^SchedulesSweepTestThings'), 'Arn'] },
          RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 3600 },
          DeadLetterConfig: {
            Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^SchedulesSweepTestThingsDeadLetters'), 'Arn'] },
          },
        }),
      ],
    });
    const { fn } = functionAndRole(jobs, 'SchedulesSweepTestThings');
    expect(fn.Properties).toMatchObject({
      Runtime: LAMBDA_RUNTIME.name,
      Timeout: 60,
      DeadLetterConfig: { TargetArn: expect.anything() },
    });
  });

  it('gives a job the jobs line of access.ts, and the right to send to its own dead-letter queue', () => {
    expect(describeGrants(roleStatements(jobs, 'SchedulesSweepTestThings'))).toBe(
      `${describeAccess(accessFor('jobs'))} | dead-letters`,
    );
    expect(functionAndRole(jobs, 'SchedulesSweepTestThings').role.Properties!.Path).toBe('/Ostoja/functions/');
  });

  it('runs the notice of replies once a day, and lets that job alone open sealed addresses, e-mail and SMS', () => {
    expect(noticeJob.schedule).toMatch(/^cron\(\d+ \d+ \* \* \? \*\)$/);
    jobs.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: noticeJob.schedule,
      State: 'ENABLED',
      Targets: [
        Match.objectLike({ Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^SchedulesSendReplyNotices'), 'Arn'] } }),
      ],
    });
    expect(describeGrants(roleStatements(jobs, 'SchedulesSendReplyNotices'))).toBe(
      'table DeleteItem GetItem Query UpdateItem | reply-notice-key Decrypt | email | sms | dead-letters',
    );
    const { fn } = functionAndRole(jobs, 'SchedulesSendReplyNotices');
    expect(Object.keys(fn.Properties!.Environment.Variables as object)).toContain('REPLY_NOTICE_KMS_KEY_ID');
    // It sends only as the neutral notice sender (decision 209), never as the product's.
    expect(fn.Properties!.Environment.Variables).toMatchObject({
      NOTICE_SENDER: 'Powiadomienie <powiadomienie@zgloszenia.ostoja.pl>',
      NOTICE_SMS_SENDER_ID: 'Info',
    });
    const email = roleStatements(jobs, 'SchedulesSendReplyNotices').find((s) => s.Sid === 'Email')!;
    expect(email.Condition).toEqual({ StringEquals: { 'ses:FromAddress': 'powiadomienie@zgloszenia.ostoja.pl' } });
    for (const other of [...handlerFunctions(), functionAndRole(jobs, 'SchedulesSweepTestThings').fn])
      expect(Object.keys((other.Properties!.Environment?.Variables ?? {}) as object)).not.toContain('NOTICE_SENDER');
    expect(
      Object.keys(functionAndRole(jobs, 'SchedulesSweepTestThings').fn.Properties!.Environment.Variables as object),
    ).not.toContain('REPLY_NOTICE_KMS_KEY_ID');
  });

  it('anchors the log heads every 15 minutes, one organisation per message, from a worker under the anchor path, the one writer of anchors', () => {
    expect(anchorJob.perOrganisation).toBe(true);
    jobs.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(15 minutes)',
      State: 'ENABLED',
      Targets: [
        Match.objectLike({
          Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^SchedulesAnchorLogHeadsDispatcher'), 'Arn'] },
        }),
      ],
    });
    // The dispatcher lists organisations and sends to the queue: no anchor, no anchor path.
    expect(describeGrants(roleStatements(jobs, 'SchedulesAnchorLogHeadsDispatcher'))).toBe(
      'table Query | dead-letters | queue SendMessage',
    );
    const dispatcher = functionAndRole(jobs, 'SchedulesAnchorLogHeadsDispatcher');
    expect(dispatcher.role.Properties!.Path).toBe('/Ostoja/functions/');
    expect(Object.keys(dispatcher.fn.Properties!.Environment.Variables as object)).not.toContain('LOG_ANCHOR_BUCKET');

    jobs.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^SchedulesAnchorLogHeadsOrganisations'), 'Arn'] },
      FunctionName: { Ref: Match.stringLikeRegexp('^SchedulesAnchorLogHeadsFunction') },
      BatchSize: 1,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    expect(describeGrants(roleStatements(jobs, 'SchedulesAnchorLogHeads'))).toBe(
      'table GetItem PutItem Query | log-anchor GetObject PutObject heads/ | log-anchor list | queue ChangeMessageVisibility DeleteMessage GetQueueAttributes ReceiveMessage',
    );
    const { fn, role } = functionAndRole(jobs, 'SchedulesAnchorLogHeads');
    expect(role.Properties!.Path).toBe('/Ostoja/log-anchor/');
    expect(fn.Properties).toMatchObject({ Timeout: anchorJob.timeoutSeconds });
    expect(Object.keys(fn.Properties!.Environment.Variables as object)).toContain('LOG_ANCHOR_BUCKET');
    expect(
      Object.keys(functionAndRole(jobs, 'SchedulesSweepTestThings').fn.Properties!.Environment.Variables as object),
    ).not.toContain('LOG_ANCHOR_BUCKET');
    // The bucket lets roles under the anchor path put: the worker's is the only one there.
    const anchorRoles = [...templates.values()].flatMap((template) =>
      Object.values(template.findResources('AWS::IAM::Role')).filter(
        (candidate) => candidate.Properties?.Path === '/Ostoja/log-anchor/',
      ),
    );
    expect(anchorRoles).toEqual([role]);
  });

  it('hands a rewritten log back to the queue: after 3 receives it waits in the dead-letter queue, which alarms', () => {
    const queues = resourcesOf(jobs);
    const queueId = Object.keys(queues).find((id) => /^SchedulesAnchorLogHeadsOrganisations[0-9A-F]{8}$/.test(id))!;
    const deadId = Object.keys(queues).find(
      (id) => id.startsWith('SchedulesAnchorLogHeadsOrganisationDeadLetters') && queues[id]!.Type === 'AWS::SQS::Queue',
    )!;
    expect(queues[queueId]!.Properties).toMatchObject({
      VisibilityTimeout: 6 * anchorJob.timeoutSeconds!,
      RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [deadId, 'Arn'] }, maxReceiveCount: 3 },
    });
    monitoring.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmName: 'Ostoja-JobFailed-anchor-log-heads-organisations',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [
        {
          Name: 'QueueName',
          Value: {
            'Fn::GetStackOutput': Match.objectLike({
              OutputName: Match.stringLikeRegexp('SchedulesAnchorLogHeadsOrganisationDeadLetters'),
            }),
          },
        },
      ],
      Threshold: 1,
    });
  });

  it('fans a per-organisation job out: the schedule runs a dispatcher that may only list organisations and send to the queue', () => {
    expect(digestJob.perOrganisation).toBe(true);
    jobs.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: digestJob.schedule,
      Targets: [
        Match.objectLike({
          Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^SchedulesSendDeadlineDigestsDispatcher'), 'Arn'] },
          DeadLetterConfig: {
            Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^SchedulesSendDeadlineDigestsDeadLetters'), 'Arn'] },
          },
        }),
      ],
    });
    expect(describeGrants(roleStatements(jobs, 'SchedulesSendDeadlineDigestsDispatcher'))).toBe(
      'table Query | dead-letters | queue SendMessage',
    );
    const { fn } = functionAndRole(jobs, 'SchedulesSendDeadlineDigestsDispatcher');
    expect(fn.Properties!.Environment.Variables.JOB_QUEUE_URL).toEqual({
      Ref: expect.stringMatching(/^SchedulesSendDeadlineDigestsOrganisations[0-9A-F]{8}$/),
    });
  });

  it("gives the job's queue encryption, TLS only, a visibility of six worker timeouts and a dead-letter queue after 3 receives", () => {
    const queues = resourcesOf(jobs);
    const queueId = Object.keys(queues).find((id) =>
      /^SchedulesSendDeadlineDigestsOrganisations[0-9A-F]{8}$/.test(id),
    )!;
    const deadId = Object.keys(queues).find(
      (id) =>
        id.startsWith('SchedulesSendDeadlineDigestsOrganisationDeadLetters') && queues[id]!.Type === 'AWS::SQS::Queue',
    )!;
    expect(queues[queueId]!.Properties).toMatchObject({
      SqsManagedSseEnabled: true,
      VisibilityTimeout: 6 * digestJob.timeoutSeconds!,
      RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [deadId, 'Arn'] }, maxReceiveCount: 3 },
    });
    expect(queues[deadId]!.Properties).toMatchObject({
      SqsManagedSseEnabled: true,
      MessageRetentionPeriod: 14 * 86_400,
    });
    for (const id of [queueId, deadId]) {
      jobs.hasResourceProperties('AWS::SQS::QueuePolicy', {
        Queues: [{ Ref: id }],
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          ]),
        },
      });
    }
  });

  it('lets the worker take one organisation at a time from the queue, report single failures, and nothing more', () => {
    jobs.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^SchedulesSendDeadlineDigestsOrganisations'), 'Arn'] },
      FunctionName: { Ref: Match.stringLikeRegexp('^SchedulesSendDeadlineDigestsFunction') },
      BatchSize: 1,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      ScalingConfig: { MaximumConcurrency: 10 },
    });
    expect(describeGrants(roleStatements(jobs, 'SchedulesSendDeadlineDigests'))).toBe(
      `${describeAccess({ ...accessFor('jobs'), ...digestJob.access })} | queue ChangeMessageVisibility DeleteMessage GetQueueAttributes ReceiveMessage`,
    );
    const { fn } = functionAndRole(jobs, 'SchedulesSendDeadlineDigests');
    expect(fn.Properties).toMatchObject({ Timeout: digestJob.timeoutSeconds });
    expect(fn.Properties!.DeadLetterConfig).toBeUndefined();
    expect(Object.keys(fn.Properties!.Environment.Variables as object)).not.toContain('JOB_QUEUE_URL');
  });

  it('lets only the deletion of irrelevant data remove versions in the replica, under reports/, and names the replica to it', () => {
    const replicaStatements = (constructId: string) =>
      roleStatements(jobs, constructId).filter((statement) => String(statement.Sid).startsWith('FilesReplica'));
    const [purge, list] = replicaStatements('SchedulesDeleteIrrelevantData');
    expect(purge).toMatchObject({ Sid: 'FilesReplicaPurge', Action: ['s3:DeleteObject', 's3:DeleteObjectVersion'] });
    expect(JSON.stringify(purge!.Resource)).toMatch(/-files-dr-[^"]*\/reports\/\*/);
    expect(list).toMatchObject({ Sid: 'FilesReplicaList', Action: ['s3:ListBucket', 's3:ListBucketVersions'] });
    const variables = functionAndRole(jobs, 'SchedulesDeleteIrrelevantData').fn.Properties!.Environment.Variables;
    expect(JSON.stringify(variables.FILES_REPLICA_BUCKET)).toContain('-files-dr-');
    expect(typeof variables.FILES_REPLICA_REGION).toBe('string');
    // Another purge leaves the replica to replication's delete markers and its noncurrent versions' expiry.
    expect(replicaStatements('SchedulesPurgeTestReports')).toEqual([]);
  });

  it('finds, in every job that fans out, the organisation job the local scheduler runs and the worker AWS runs', async () => {
    const fanningOut = productionJobs.filter((job) => job.perOrganisation);
    expect(fanningOut.map((job) => job.name).sort()).toEqual([
      'anchor-log-heads',
      'delete-irrelevant-data',
      'expire-forward-bundles',
      'expire-licences',
      'purge-expired-reports',
      'send-deadline-digests',
      'send-rule-escalations',
    ]);
    for (const job of fanningOut) {
      const module = (await import(`../../${job.entry.replace(/\.ts$/, '.js')}`)) as Record<string, unknown>;
      expect([job.name, typeof module.organisationJob, typeof module.handler]).toEqual([
        job.name,
        'function',
        'function',
      ]);
    }
  });

  it("lets only the dispatcher send to an organisations' queue", () => {
    const senders = [...templates.values()]
      .flatMap(statementsOf)
      .filter(
        (statement) =>
          statement.Effect === 'Allow' &&
          asArray(statement.Action).some((action) => action === 'sqs:SendMessage' || action === 'sqs:*') &&
          JSON.stringify(statement.Resource).includes('Organisations'),
      );
    const dispatchers = [
      'SchedulesAnchorLogHeadsDispatcher',
      'SchedulesSendDeadlineDigestsDispatcher',
      'SchedulesDeleteIrrelevantDataDispatcher',
    ].flatMap((id) => roleStatements(jobs, id).filter((statement) => statement.Sid === 'OrganisationQueueSend'));
    expect(dispatchers).toHaveLength(3);
    expect(senders).toEqual(dispatchers);
  });

  it('puts a job that removes file versions under the purge path, with exactly that right', () => {
    expect(describeGrants(roleStatements(jobs, 'SchedulesPurgeTestReports'))).toBe(
      'table GetItem Query | delete reports/ | purge reports/ | list versions | dead-letters',
    );
    expect(functionAndRole(jobs, 'SchedulesPurgeTestReports').role.Properties!.Path).toBe('/Ostoja/purge/');
  });
});

describe('monitoring stack', () => {
  const alarms = () => Object.values(monitoring.findResources('AWS::CloudWatch::Alarm')) as Resource[];
  const alarm = (name: string) => alarms().find((a) => a.Properties!.AlarmName === `Ostoja-${name}`)?.Properties;
  const topicIds = () => {
    const topics = monitoring.findResources('AWS::SNS::Topic');
    const id = (prefix: string) => Object.keys(topics).find((key) => key.startsWith(prefix))!;
    return { operators: id('MonitoringTopicsOperators'), paging: id('MonitoringTopicsPaging') };
  };
  /** Alarms that wake someone: whole-site failures, and what refuses users' requests. */
  const PAGING = [
    'Api4xxRate',
    'Api5xxRate',
    'CanaryForm',
    'CanaryHealth',
    'CanaryLogin',
    'DynamoSystemErrors',
    'DynamoThrottles',
    'LambdaThrottles',
    'SmsSpend',
  ];

  it("mails every alarm, and its recovery, to the operators, and sends the paging ones to the pager's endpoint too", () => {
    monitoring.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'dyzurni@ostoja.pl' });
    const { operators, paging } = topicIds();
    monitoring.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'https',
      Endpoint: productionLike.pagingEndpoints![0],
      TopicArn: { Ref: paging },
    });
    const paged: string[] = [];
    for (const a of alarms()) {
      const name = (a.Properties!.AlarmName as string).replace('Ostoja-', '');
      const expected = PAGING.includes(name) ? [{ Ref: paging }, { Ref: operators }] : [{ Ref: operators }];
      expect(a.Properties!.AlarmActions, name).toEqual(expected);
      expect(a.Properties!.OKActions, name).toEqual(expected);
      if (PAGING.includes(name)) paged.push(name);
    }
    expect(paged.sort()).toEqual(PAGING);
  });

  it('treats missing data as an outage only where silence means one: the canaries and the daily backups', () => {
    const breaching = alarms()
      .filter((a) => a.Properties!.TreatMissingData === 'breaching')
      .map((a) => a.Properties!.AlarmName as string)
      .sort();
    expect(breaching).toEqual([
      'Ostoja-BackupsMissing',
      'Ostoja-CanaryForm',
      'Ostoja-CanaryHealth',
      'Ostoja-CanaryLogin',
    ]);
    for (const a of alarms())
      expect(['breaching', 'notBreaching'], a.Properties!.AlarmName as string).toContain(
        a.Properties!.TreatMissingData,
      );
  });

  it("alarms on Lambda errors and throttles, API error rates and p99 latency, DynamoDB errors and throttles, SES reputation, SMS spend, each job's failures, backups and the canaries", () => {
    expect(
      alarms()
        .map((a) => a.Properties!.AlarmName)
        .sort(),
    ).toEqual(
      [
        'Api4xxRate',
        'Api5xxRate',
        'ApiLatencyP99',
        'BackupJobsFailed',
        'BackupsMissing',
        'CanaryForm',
        'CanaryHealth',
        'CanaryLogin',
        'CopyJobsFailed',
        'DynamoSystemErrors',
        'DynamoThrottles',
        'JobFailed-anchor-log-heads',
        'JobFailed-anchor-log-heads-organisations',
        'JobFailed-delete-irrelevant-data',
        'JobFailed-delete-irrelevant-data-organisations',
        'JobFailed-mail-delivery-events',
        'JobFailed-purge-test-reports',
        'JobFailed-receive-email-report',
        'JobFailed-send-deadline-digests',
        'JobFailed-send-deadline-digests-organisations',
        'JobFailed-send-reply-notices',
        'JobFailed-sweep-test-things',
        'LambdaErrors',
        'LambdaThrottles',
        'SesBounceRate',
        'SesComplaintRate',
        'SmsSpend',
      ].map((name) => `Ostoja-${name}`),
    );
    expect(alarm('SesBounceRate')).toMatchObject({
      MetricName: 'Reputation.BounceRate',
      Namespace: 'AWS/SES',
      Threshold: 0.05,
    });
    expect(alarm('SesComplaintRate')).toMatchObject({ MetricName: 'Reputation.ComplaintRate', Threshold: 0.001 });
    expect(alarm('SmsSpend')).toMatchObject({
      MetricName: 'SMSMonthToDateSpentUSD',
      Namespace: 'AWS/SNS',
      Threshold: 40,
    });
    expect(alarm('ApiLatencyP99')).toMatchObject({
      MetricName: 'Latency',
      ExtendedStatistic: 'p99',
      Threshold: ALARM_THRESHOLDS.apiLatencyP99Ms,
      EvaluationPeriods: 3,
    });
    expect(alarm('LambdaErrors')).toMatchObject({ Namespace: 'AWS/Lambda', MetricName: 'Errors', Statistic: 'Sum' });
    expect(alarm('JobFailed-sweep-test-things')).toMatchObject({
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Threshold: 1,
    });
    expect(alarm('JobFailed-send-deadline-digests-organisations')).toMatchObject({
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [
        {
          Name: 'QueueName',
          Value: {
            'Fn::GetStackOutput': expect.objectContaining({
              OutputName: expect.stringMatching(/SchedulesSendDeadlineDigestsOrganisationDeadLetters\w+QueueName/),
            }),
          },
        },
      ],
      Threshold: 1,
    });
    expect(alarm('CopyJobsFailed')).toMatchObject({ Namespace: 'AWS/Backup', MetricName: 'NumberOfCopyJobsFailed' });
    expect(alarm('BackupsMissing')).toMatchObject({
      MetricName: 'NumberOfBackupJobsCompleted',
      ComparisonOperator: 'LessThanThreshold',
      Threshold: 1,
      Period: 86400,
    });
  });

  it('pages on the share of API requests answered 5xx (or 4xx), never on one failed request among few', () => {
    const rate = alarm('Api5xxRate')!;
    expect(rate.Threshold).toBe(ALARM_THRESHOLDS.api5xxRatePercent);
    expect(rate.EvaluationPeriods).toBe(2);
    const expression = (rate.Metrics as { Expression?: string }[]).find((m) => m.Expression)!.Expression;
    expect(expression).toBe(`IF(requests >= ${ALARM_THRESHOLDS.rateMinimumRequests}, 100 * errors / requests, 0)`);
    const metricNames = (rate.Metrics as { MetricStat?: { Metric: { MetricName: string } } }[])
      .filter((m) => m.MetricStat)
      .map((m) => m.MetricStat!.Metric.MetricName)
      .sort();
    expect(metricNames).toEqual(['5xx', 'Count']);
    expect(alarm('Api4xxRate')).toMatchObject({ Threshold: ALARM_THRESHOLDS.api4xxRatePercent, EvaluationPeriods: 3 });
  });

  it('runs a canary from outside for the public form, /login and /api/health against the site, every 10 minutes', () => {
    const canaries = Object.values(monitoring.findResources('AWS::Synthetics::Canary')) as Resource[];
    expect(canaries).toHaveLength(SYNTHETIC_CHECKS.length);
    for (const canary of canaries) {
      expect(canary.Properties!.RunConfig.EnvironmentVariables).toEqual({ SITE_URL: SITE_ORIGIN });
      expect(canary.Properties!.Schedule.Expression).toBe('rate(10 minutes)');
    }
    const code = canaries.map((c) => c.Properties!.Code.Script as string).join('\n');
    for (const path of [
      '/login',
      '/api/health',
      `/form/${CANARY_FORM_ALIAS}`,
      `/api/public/forms/${CANARY_FORM_ALIAS}`,
    ])
      expect(code).toContain(`"path":"${path}"`);
  });

  it('draws one dashboard', () => {
    monitoring.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
  });
});

describe('edge monitoring stack (us-east-1)', () => {
  let edgeMonitoring: Template;
  beforeAll(() => {
    edgeMonitoring = Template.fromStack(stacks.edgeMonitoring);
  });

  it("pages on CloudFront's 5xx rate and on AWS WAF blocking a large share of all requests, beside their metrics", () => {
    expect(stacks.edgeMonitoring.region).toBe('us-east-1');
    const alarms = Object.values(edgeMonitoring.findResources('AWS::CloudWatch::Alarm')) as Resource[];
    expect(alarms.map((a) => a.Properties!.AlarmName).sort()).toEqual([
      'Ostoja-CloudFront5xxRate',
      'Ostoja-WafBlockedRate',
    ]);
    const cloudFront = alarms.find((a) => a.Properties!.AlarmName === 'Ostoja-CloudFront5xxRate')!.Properties!;
    expect(cloudFront).toMatchObject({
      Namespace: 'AWS/CloudFront',
      MetricName: '5xxErrorRate',
      Threshold: ALARM_THRESHOLDS.cloudFront5xxRatePercent,
    });
    const waf = alarms.find((a) => a.Properties!.AlarmName === 'Ostoja-WafBlockedRate')!.Properties!;
    expect(JSON.stringify(waf.Metrics)).toContain('BlockedRequests');
    const paging = Object.keys(edgeMonitoring.findResources('AWS::SNS::Topic')).find((id) => id.includes('Paging'))!;
    for (const a of alarms) expect(a.Properties!.AlarmActions).toContainEqual({ Ref: paging });
    edgeMonitoring.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'https', TopicArn: { Ref: paging } });
    edgeMonitoring.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'dyzurni@ostoja.pl',
    });
  });
});

describe('every stack', () => {
  const all = () => [...templates.values()];

  it("stays well under CloudFormation's 500-resource limit", () => {
    for (const [path, template] of templates) {
      const count = Object.keys(resourcesOf(template)).length;
      expect(count, path).toBeLessThanOrEqual(CLOUDFORMATION_RESOURCE_LIMIT * 0.8);
    }
  });

  it('grants no IAM wildcard actions (no "*", no "dynamodb:*", no "s3:*")', () => {
    const actions = all().flatMap((template) =>
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
    for (const template of all()) {
      for (const fn of functionsOf(template)) {
        const node = /^nodejs(\d+)/.exec(String(fn.Properties?.Runtime ?? ''));
        if (node) expect(Number(node[1]), String(fn.Properties?.Runtime)).toBeGreaterThanOrEqual(22);
      }
    }
  });

  it("leaves reporters no trace in AWS's own logs: no access, CloudFront, bucket, WAF or trail logging, no WAF sampling", () => {
    const found: string[] = [];
    for (const [path, template] of templates) {
      for (const [id, resource] of Object.entries(resourcesOf(template))) {
        const where = `${path}/${id}`;
        const props = resource.Properties ?? {};
        if (resource.Type === 'AWS::S3::Bucket' && props.LoggingConfiguration)
          found.push(`${where}: bucket access logging`);
        if (resource.Type === 'AWS::CloudFront::Distribution' && props.DistributionConfig?.Logging)
          found.push(`${where}: CloudFront logging`);
        if (resource.Type === 'AWS::ApiGatewayV2::Stage' && props.AccessLogSettings)
          found.push(`${where}: API access logging`);
        if (
          [
            'AWS::CloudFront::RealtimeLogConfig',
            'AWS::WAFv2::LoggingConfiguration',
            'AWS::CloudTrail::Trail',
            'AWS::CloudTrail::EventDataStore',
            'AWS::Logs::DeliverySource',
            'AWS::Logs::Delivery',
            'AWS::S3::StorageLens',
          ].includes(resource.Type)
        ) {
          found.push(`${where}: ${resource.Type}`);
        }
      }
      if (/"SampledRequestsEnabled":(?!false)/.test(JSON.stringify(template.toJSON())))
        found.push(`${path}: WAF request sampling`);
    }
    expect(found).toEqual([]);
    // The check looked where the settings would be.
    expect(JSON.stringify(edge.toJSON())).toContain('"SampledRequestsEnabled":false');
  });
});
