import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contracts, type Contract } from '@shared/contracts/index.js';
import { fromRoot, productionFiles, root } from '../support/source-files.js';

interface Rule {
  /** What an offence is, as the failure message says it. */
  what: string;
  pattern: RegExp;
  /** Files (from the root) where the pattern is the point, not an offence. */
  except?: (where: string) => boolean;
  /** Only files whose text matches this are checked (e.g. those that run a transaction). */
  onlyWhere?: RegExp;
}

const insideDataLayer = (where: string) => where.startsWith('functions/data/');

/** Every `file:line rule` where a rule's pattern matches, in the production files of `folders`. */
function offences(folders: string[], rules: Rule[]): string[] {
  const found: string[] = [];
  for (const file of productionFiles(...folders)) {
    const where = fromRoot(file);
    const text = readFileSync(file, 'utf8');
    for (const rule of rules) {
      if (rule.except?.(where) || (rule.onlyWhere && !rule.onlyWhere.test(text))) continue;
      text.split('\n').forEach((line, index) => {
        if (rule.pattern.test(line)) found.push(`${where}:${index + 1} ${rule.what}: ${line.trim()}`);
      });
    }
  }
  return found;
}

const itemRules: Rule[] = [
  { what: 'an item shaped outside functions/data', pattern: /\bentity\s*:/, except: insideDataLayer },
  {
    what: 'a key attribute spelled outside functions/data',
    pattern: /\b(?:PK|SK)\s*:/,
    except: insideDataLayer,
  },
  { what: 'a key prefix spelled outside functions/data', pattern: /['"`][A-Z][A-Z0-9_]*#/, except: insideDataLayer },
];

const tableAccessRules: Rule[] = [
  {
    what: 'a table key used outside functions/data',
    pattern: /from '(?:@aws-sdk\/(?:lib|client)-dynamodb|(?:\.\.?\/)+data\/(?:keys|client)\.js)'/,
    except: insideDataLayer,
  },
];

const transactionRules: Rule[] = [
  { what: 'a failure mapped by position', pattern: /\bonConditionFailed\b/ },
  {
    what: 'cancellation reasons read outside transact',
    pattern: /\bCancellationReasons\b/,
    except: (where) => where === 'functions/data/transact.ts',
  },
  {
    what: 'a failure mapped by position',
    pattern: /\bindex\s*[!=]==?\s*\d|\[\d+\]\.failure|reasons?\[\d+\]/i,
    onlyWhere: /\btransact\(|TransactWriteCommand/,
  },
];

const testSupportRules: Rule[] = [
  { what: 'production code importing test support', pattern: /from ['"](?:[^'"]*\/)?test\/[^'"]*['"]/ },
];

const contractAreas = readdirSync(join(root, 'shared/contracts')).filter((name) =>
  statSync(join(root, 'shared/contracts', name)).isDirectory(),
);

async function areaList(area: string): Promise<readonly Contract[]> {
  const module = (await import(`../../shared/contracts/${area}/index.ts`)) as Record<string, unknown>;
  const lists = Object.entries(module).filter(([name, value]) => name.endsWith('Contracts') && Array.isArray(value));
  expect(
    lists.map(([name]) => name),
    `shared/contracts/${area}/index.ts exports one list`,
  ).toHaveLength(1);
  return lists[0]![1] as readonly Contract[];
}

describe('the data boundary', () => {
  it('shapes items and spells keys only in functions/data', () => {
    expect(offences(['functions', 'shared', 'local', 'web/src', 'infra'], itemRules)).toEqual([]);
  });

  it('lets only functions/data talk to the table', () => {
    expect(offences(['functions'], tableAccessRules)).toEqual([]);
  });

  it('maps no transaction failure by position: each write names its own', () => {
    expect(offences(['functions'], transactionRules)).toEqual([]);
  });
});

describe('test support', () => {
  it('is never imported by production code', () => {
    expect(offences(['functions', 'shared', 'local', 'web/src', 'infra'], testSupportRules)).toEqual([]);
  });
});

describe('contracts by area', () => {
  it('one contract per verb-noun file, named after it, in its area folder and its area list', async () => {
    for (const area of contractAreas) {
      const listed = new Set((await areaList(area)).map((contract) => contract.name));
      // Besides the contracts: the area's list, its schemas (`schemas.ts`, and e.g. `public-schemas.ts`)
      // and routes its contracts spread (e.g. `public-routes.ts`, for a first load without zod).
      const files = readdirSync(join(root, 'shared/contracts', area)).filter(
        (name) => /\.ts$/.test(name) && name !== 'index.ts' && !/(^|-)(schemas|routes)\.ts$/.test(name),
      );
      for (const file of files) {
        const module = (await import(`../../shared/contracts/${area}/${file}`)) as Record<string, Contract>;
        const defined = Object.values(module).filter(
          (value) => typeof value === 'object' && value !== null && 'method' in value && 'path' in value,
        );
        expect(
          defined.map((contract) => `${contract.area}/${contract.name}.ts`),
          `shared/contracts/${area}/${file}`,
        ).toEqual([`${area}/${file}`]);
        expect(listed.has(defined[0]!.name), `${area}/${file} is in its area list`).toBe(true);
      }
      expect(listed.size, `every contract of ${area}'s list has its own file`).toBe(files.length);
    }
  });

  it('the list of every endpoint only concatenates the area lists', async () => {
    const areaContracts = (await Promise.all(contractAreas.map(areaList))).flat();
    expect(new Set(contracts)).toEqual(new Set(areaContracts));
    expect(contracts).toHaveLength(areaContracts.length);
    expect(readFileSync(join(root, 'shared/contracts/index.ts'), 'utf8')).not.toMatch(/defineContract\(/);
  });
});
