import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Validations, type PolicyValidationPluginReport } from 'aws-cdk-lib';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acknowledgeScopedWildcards } from '../../infra/nag.js';
import { createOstoja } from '../../infra/ostoja.js';
import { prodFilled, testApp } from './test-app.js';

/**
 * cdk-nag's AwsSolutions and Serverless packs over the whole `prod` deployment (placeholders
 * filled in): no error may stand unless the construct acknowledges it with its reason in the
 * infra code. cdk-nag 3 is a policy-validation plugin; `validateScope` runs it on the synthesised
 * tree directly, so a finding reads as "rule at construct path".
 */

const siteDist = mkdtempSync(join(tmpdir(), 'ostoja-web-dist-'));
afterAll(() => rmSync(siteDist, { recursive: true, force: true }));

let root: IConstruct;
const reports = new Map<string, PolicyValidationPluginReport>();

beforeAll(() => {
  mkdirSync(join(siteDist, 'assets'));
  writeFileSync(join(siteDist, 'index.html'), '<!doctype html><title>Ostoja</title>');
  writeFileSync(join(siteDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  const { app, config } = testApp(prodFilled, { validate: false });
  createOstoja(app, config, { siteDist });
  app.synth();
  acknowledgeScopedWildcards(app);
  root = app;
  for (const pack of [new AwsSolutionsChecks(), new ServerlessChecks()])
    reports.set(pack.readPackName, pack.validateScope(app));
});

const findings = (pack: string, severity: 'error' | 'warning'): string[] =>
  reports
    .get(pack)!
    .violations.filter((v) => v.severity === severity)
    .flatMap((v) => v.violatingResources.map((r) => `${v.ruleName} at ${r.constructPath}`))
    .sort();

describe('cdk-nag over prod', () => {
  it.each(['AwsSolutions', 'Serverless'])('%s: no unacknowledged error', (pack) => {
    expect(findings(pack, 'error')).toEqual([]);
  });

  it('every acknowledgement gives its reason', () => {
    const reasons: [string, string, unknown][] = [];
    const walk = (node: IConstruct) => {
      for (const entry of node.node.metadata)
        if (entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
          for (const [id, reason] of Object.entries(entry.data as Record<string, unknown>))
            reasons.push([node.node.path, id, reason]);
      node.node.children.forEach(walk);
    };
    walk(root);
    expect(reasons.length).toBeGreaterThan(0);
    const withoutReason = reasons.filter(([, , reason]) => typeof reason !== 'string' || reason.trim().length < 30);
    expect(withoutReason).toEqual([]);
  });
});
