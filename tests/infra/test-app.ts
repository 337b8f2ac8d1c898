import { readFileSync } from 'node:fs';
import { App } from 'aws-cdk-lib';
import { readConfig, type EnvironmentSettings, type OstojaConfig } from '../../infra/config.js';
import { environments } from '../../infra/environments.js';
import { fromRoot } from '../../infra/paths.js';

/** The feature flags of cdk.json, so tests synthesise exactly what `cdk synth` does. */
export const cdkJsonContext = (): Record<string, unknown> =>
  (JSON.parse(readFileSync(fromRoot('cdk.json'), 'utf8')) as { context: Record<string, unknown> }).context;

export const TEST_ENV = { CDK_DEFAULT_ACCOUNT: '123456789012', CDK_DEFAULT_REGION: 'eu-central-1' };

/** A deployable environment as an operator would commit it, with every optional part set. */
export const productionLike: EnvironmentSettings = {
  account: '123456789012',
  region: 'eu-central-1',
  mailFrom: 'powiadomienia@zgloszenia.ostoja.pl',
  domainName: 'zgloszenia.ostoja.pl',
  hostedZoneId: 'Z0123456789ABCDEFGHIJ',
  hostedZoneName: 'ostoja.pl',
  alarmEmails: ['dyzurni@ostoja.pl'],
  pagingEndpoints: ['https://events.pagerduty.com/integration/0123456789abcdef/enqueue'],
  smsMonthlyBudgetUsd: 50,
  backups: true,
};

/**
 * An App with cdk.json's flags and `-c env=test`, the environment being `settings`. `bundle:
 * false` (the default) sets `aws:cdk:bundling-stacks` to none: NodejsFunction then skips
 * esbuild, which keeps a synth of dozens of Lambdas fast. `validate: false` skips CDK's
 * built-in CloudFormation validation (seconds of WebAssembly start-up): for tests that only
 * count or look at one stack; the main synth of stacks.test.ts keeps it, as `cdk synth` does.
 */
export function testApp(
  settings: EnvironmentSettings = productionLike,
  {
    bundle = false,
    validate = true,
    context = {},
  }: { bundle?: boolean; validate?: boolean; context?: Record<string, unknown> } = {},
): { app: App; config: OstojaConfig } {
  const app = new App({
    builtinCloudFormationValidation: validate,
    context: { ...cdkJsonContext(), ...(bundle ? {} : { 'aws:cdk:bundling-stacks': [] }), env: 'test', ...context },
  });
  return { app, config: readConfig(app.node, TEST_ENV, { test: settings }) };
}

/**
 * The committed `prod` entry with its placeholders (marked TODO in infra/environments.ts) filled
 * in: what production deploys once an operator has named the account, the sender and the domain.
 */
export const prodFilled: EnvironmentSettings = {
  ...environments.prod,
  account: '123456789012',
  mailFrom: 'powiadomienia@zgloszenia.ostoja.pl',
  domainName: 'zgloszenia.ostoja.pl',
  hostedZoneId: 'Z0123456789ABCDEFGHIJ',
  hostedZoneName: 'ostoja.pl',
  alarmEmails: ['dyzurni@ostoja.pl'],
  noticeSender: 'info@skrzynka-wiadomosci.pl',
};
