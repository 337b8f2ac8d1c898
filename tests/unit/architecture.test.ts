import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contracts } from '@shared/contracts/index.js';
import { routes } from '../../functions/routes.js';
import { isTestSupport, root, sourceFiles } from '../support/source-files.js';

/** Which top-level folders each folder may import from (DESIGN §3). */
const allowed: Record<string, string[]> = {
  shared: ['shared'],
  functions: ['functions', 'shared'],
  web: ['web', 'shared'],
  infra: ['infra', 'functions', 'shared'],
  local: ['local', 'functions', 'shared'],
  tools: ['tools', 'local', 'functions', 'shared', 'web', 'infra', 'tests'],
};
/**
 * Packages code must never pull in: shared runs in the browser and in Node alike; the app in
 * web/src runs only in the browser (web's build scripts and config run in Node).
 */
const forbiddenPackages: Record<string, RegExp> = {
  shared: /^(node:|@aws-sdk\/|react|@mantine\/|aws-cdk-lib)/,
  'web/src': /^(node:|@aws-sdk\/|aws-cdk-lib|@middy\/)/,
  functions: /^(react|@mantine\/|aws-cdk-lib)/,
};
const packageRulesOf = (where: string) =>
  isTestSupport(where)
    ? undefined
    : Object.entries(forbiddenPackages).find(([prefix]) => where.startsWith(`${prefix}/`))?.[1];

const importPattern = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function violations(): string[] {
  const found: string[] = [];
  for (const [folder, mayImport] of Object.entries(allowed)) {
    for (const file of sourceFiles(join(root, folder))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(importPattern)) {
        const specifier = match[1] ?? match[2] ?? '';
        const where = relative(root, file);
        if (specifier.startsWith('.') || specifier.startsWith('@shared/')) {
          const path = specifier.startsWith('.')
            ? resolve(dirname(file), specifier)
            : join(root, specifier.replace('@shared/', 'shared/'));
          const target = relative(root, path).split(/[\\/]/)[0] ?? '';
          if (!mayImport.includes(target)) found.push(`${where} imports ${specifier} (${folder} → ${target})`);
        } else if (packageRulesOf(where)?.test(specifier)) {
          found.push(`${where} imports package ${specifier}`);
        }
      }
    }
  }
  return found;
}

describe('architecture', () => {
  it('imports point one way: shared imports neither side, web never imports functions', () => {
    expect(violations()).toEqual([]);
  });

  it('every contract has exactly one handler module that exports a handler', () => {
    const names = contracts.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    for (const route of routes) {
      const file = join(root, route.entry);
      expect(existsSync(file), `${route.entry} exists`).toBe(true);
      expect(readFileSync(file, 'utf8')).toMatch(/export const handler = defineHandler\(/);
    }
  });

  it('no two contracts share a method and path', () => {
    const keys = contracts.map((c) => `${c.method} ${c.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
