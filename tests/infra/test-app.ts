import { readFileSync } from 'node:fs';
import { App } from 'aws-cdk-lib';
import { readConfig, type OstojaConfig } from '../../infra/config.js';
import { fromRoot } from '../../infra/paths.js';

/** The feature flags of cdk.json, so tests synthesise exactly what `cdk synth` does. */
export const cdkJsonContext = (): Record<string, unknown> =>
  (JSON.parse(readFileSync(fromRoot('cdk.json'), 'utf8')) as { context: Record<string, unknown> }).context;

export const TEST_ENV = { CDK_DEFAULT_ACCOUNT: '123456789012', CDK_DEFAULT_REGION: 'eu-central-1' };

/**
 * An App with cdk.json's flags. `bundle: false` (the default) sets `aws:cdk:bundling-stacks`
 * to none: NodejsFunction then skips esbuild, which keeps a synth of dozens of Lambdas fast.
 */
export function testApp(context: Record<string, unknown> = {}, { bundle = false }: { bundle?: boolean } = {}): {
  app: App;
  config: OstojaConfig;
} {
  const app = new App({
    context: { ...cdkJsonContext(), ...(bundle ? {} : { 'aws:cdk:bundling-stacks': [] }), ...context },
  });
  return { app, config: readConfig(app.node, TEST_ENV) };
}
