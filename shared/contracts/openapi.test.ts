import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorStatus, ZErrorBody } from '../errors.js';
import { contracts, createDefaultCategory, listCategoryUsers } from './index.js';
import { buildOpenApi } from './openapi.js';

interface Operation {
  operationId: string;
  responses: Record<string, { $ref?: string }>;
}
interface Document {
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    responses: Record<string, { content: { 'application/json': { schema: { $ref: string } } } }>;
    schemas: Record<string, Record<string, unknown>>;
  };
}

const document = buildOpenApi(contracts) as unknown as Document;
const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));

/**
 * Redocly's `recommended` ruleset, and what this API turns off. The lint test allows no problem
 * at all, warnings included (a path ambiguity or an operation without its 4XX is a warning).
 */
const lintConfig = {
  extends: ['recommended'],
  rules: {
    // The API is not published under a licence (the package is private): a licence in `info`
    // would state one that does not exist.
    'info-license': 'off',
  },
  telemetry: 'off',
};

interface LintProblem {
  ruleId: string;
  severity: string;
  message: string;
  location: { pointer?: string }[];
}

/** `redocly lint` of the document with `lintConfig`: every problem it reports. */
async function lint(content: unknown): Promise<LintProblem[]> {
  const folder = await mkdtemp(join(tmpdir(), 'openapi-lint-'));
  try {
    await writeFile(join(folder, 'openapi.json'), JSON.stringify(content));
    // JSON is YAML: the config needs no YAML writer.
    await writeFile(join(folder, 'redocly.yaml'), JSON.stringify(lintConfig));
    const cli = join(dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin/cli.js');
    const args = [cli, 'lint', 'openapi.json', '--config=redocly.yaml', '--format=json', '--max-problems=1000'];
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true' };
    // The CLI exits with 1 when it finds an error; its report is on stdout either way.
    const stdout = await new Promise<string>((resolve, reject) =>
      execFile(process.execPath, args, { cwd: folder, env, maxBuffer: 16 * 1024 * 1024 }, (error, out) =>
        out ? resolve(out) : reject(error ?? new Error('redocly lint wrote no report')),
      ),
    );
    return (JSON.parse(stdout) as { problems: LintProblem[] }).problems;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

const described = (problems: LintProblem[]) =>
  problems.map((p) => `${p.severity} ${p.ruleId} at ${p.location[0]?.pointer ?? '?'}: ${p.message}`);

describe('the OpenAPI document', () => {
  it('names its server: the site that serves it, the paths carrying /api', () => {
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(Object.keys(document.paths).every((path) => path.startsWith('/api/'))).toBe(true);
  });

  it('documents the uniform error body as the 4XX answer of every operation', () => {
    expect(operations).toHaveLength(contracts.length);
    for (const operation of operations) {
      expect(operation.responses['4XX'], operation.operationId).toEqual({ $ref: '#/components/responses/Refusal' });
    }
    const refusal = document.components.responses.Refusal!;
    expect(refusal.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
    const error = document.components.schemas.Error!;
    // The fields of the body the handler kit writes and the web client reads (shared/errors.ts).
    expect(Object.keys(error.properties as object).sort()).toEqual(Object.keys(ZErrorBody.shape).sort());
    expect(error.required).toEqual(['code', 'message']);
    expect((error.properties as { code: { enum: string[] } }).code.enum).toEqual(Object.keys(errorStatus));
  });

  it('passes `redocly lint` (recommended) without an error or a warning', { timeout: 60_000 }, async () => {
    const problems = await lint(document);
    expect(described(problems)).toEqual([]);
  });

  it(
    'is linted for real: an ambiguous path, an operation without its 4XX and no server are reported',
    { timeout: 60_000 },
    async () => {
      const broken = buildOpenApi([
        listCategoryUsers,
        { ...createDefaultCategory, path: '/api/categories/defaults/{kind}' },
      ]) as unknown as Partial<Document>;
      delete broken.paths!['/api/categories/{id}/users']!.get!.responses['4XX'];
      delete broken.servers;
      const rules = (await lint(broken)).map((problem) => problem.ruleId);
      expect(rules).toEqual(
        expect.arrayContaining(['no-ambiguous-paths', 'operation-4xx-response', 'no-empty-servers']),
      );
    },
  );
});
