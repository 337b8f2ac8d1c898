import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../functions/routes.js';
import { accessFor } from '../../infra/access.js';
import { HandlerFunction } from '../../infra/constructs/handler-function.js';
import { cdkJsonContext, TEST_ENV } from './test-app.js';

/**
 * The one test that really bundles: the health handler through local esbuild (no Docker), as
 * `cdk synth` does for every route, and the bundle then loads under plain Node as Lambda loads it.
 */
const outdir = mkdtempSync(join(tmpdir(), 'ostoja-cdk-bundle-'));
let bundleDir: string;
let template: Template;

beforeAll(() => {
  const health = routes.find((route) => route.contract.name === 'health');
  if (!health) throw new Error('health route missing from the route table');

  const app = new App({ outdir, context: cdkJsonContext(), builtinCloudFormationValidation: false });
  const stack = new Stack(app, 'BundlingProbe', {
    env: { account: TEST_ENV.CDK_DEFAULT_ACCOUNT, region: TEST_ENV.CDK_DEFAULT_REGION },
  });
  const table = new dynamodb.Table(stack, 'Table', {
    partitionKey: { name: 'PK', type: dynamodb.AttributeType.STRING },
  });
  const filesBucket = new s3.Bucket(stack, 'Files');
  new HandlerFunction(stack, 'Health', {
    entry: health.entry,
    access: accessFor(health.contract.area),
    environment: {
      table,
      filesBucket,
      mail: { from: 'no-reply@ostoja.example', configurationSetName: 'ostoja-mail' },
      siteOrigin: undefined,
      logLevel: undefined,
      stackPrefix: 'Ostoja',
    },
  });
  app.synth();
  template = Template.fromStack(stack);

  const bundles = readdirSync(outdir)
    .map((name) => join(outdir, name))
    .filter((dir) => statSync(dir).isDirectory() && existsSync(join(dir, 'index.mjs')));
  expect(bundles).toHaveLength(1);
  bundleDir = bundles[0]!;
});

afterAll(() => rmSync(outdir, { recursive: true, force: true }));

describe('Lambda bundling with local esbuild', () => {
  it('produces one minified ESM file with its source map beside it (for decoding traces offline, not loaded)', () => {
    const code = readFileSync(join(bundleDir, 'index.mjs'), 'utf8');
    expect(code.startsWith("import { createRequire as __ostojaCreateRequire } from 'node:module';")).toBe(true);
    expect(existsSync(join(bundleDir, 'index.mjs.map'))).toBe(true);
    // Informative: the size that every cold start loads.
    console.info(`health bundle: ${(Buffer.byteLength(code) / 1024).toFixed(0)} KB`);
  });

  it('bundles the AWS SDK instead of relying on the runtime copy', () => {
    const code = readFileSync(join(bundleDir, 'index.mjs'), 'utf8');
    expect(code).not.toMatch(/from\s*["']@aws-sdk\//);
    expect(code).toContain('HeadBucket');
  });

  it('loads under plain Node and exports the handler', () => {
    const url = pathToFileURL(join(bundleDir, 'index.mjs')).href;
    const out = execFileSync(
      process.execPath,
      ['--input-type=module', '-e', `const m = await import(${JSON.stringify(url)}); console.log(typeof m.handler);`],
      { encoding: 'utf8', env: { ...process.env, AWS_REGION: 'eu-central-1' } },
    );
    expect(out.trim()).toBe('function');
  });

  it('points the Lambda at index.handler of that bundle', () => {
    template.hasResourceProperties('AWS::Lambda::Function', { Handler: 'index.handler' });
  });
});
