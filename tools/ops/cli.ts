import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm run ops -- …`: the operator's CLI against the local runtime (default, `--local`: the table
 * `npm start` keeps on DynamoDB Local at 127.0.0.1:8000, the one `.data/table-name` names if a
 * restore drill switched it) or AWS (`--profile NAME --table TABLE
 * [--region REGION]`, with that profile's credentials). Commands: tools/ops/commands.ts.
 */
const args = process.argv.slice(2);
const take = (name: string): string | undefined => {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const [value] = args.splice(i, 2).slice(1);
  return value;
};
const local = args.includes('--local') ? (args.splice(args.indexOf('--local'), 1), true) : false;
const profile = take('--profile');
const table = take('--table');
const region = take('--region');

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
if (profile) {
  if (local) throw new Error('--local albo --profile, nie oba');
  if (!table) {
    console.error('Z --profile podaj --table (nazwa tabeli wdrożenia, wyjście TableName stosu danych).');
    process.exit(2);
  }
  Object.assign(process.env, { AWS_PROFILE: profile, TABLE_NAME: table, ...(region ? { AWS_REGION: region } : {}) });
}
// The local runtime's data folder, as `npm start` keeps it; none against AWS.
const dataDir = profile ? undefined : resolve(fileURLToPath(import.meta.url), '../../../.data');
if (dataDir) {
  const { localCredentials } = await import('../../local/emulators.js');
  const { activeLocalTable } = await import('../../local/active-table.js');
  Object.assign(process.env, localCredentials, {
    TABLE_NAME: await activeLocalTable(dataDir),
    DYNAMODB_ENDPOINT: `http://127.0.0.1:${process.env.DYNAMODB_PORT ?? 8000}`,
  });
}

const { runOps, UsageError, usage } = await import('./commands.js');
try {
  let printed = 0;
  const progress = (line: string) => {
    console.log(line);
    printed += 1;
  };
  // A long command prints as it goes; the rest of what a command answers is printed at its end.
  for (const line of (await runOps(args, new Date(), { dataDir, progress })).slice(printed)) console.log(line);
} catch (error) {
  if (error instanceof UsageError) {
    console.error(error.message === usage ? usage : `${error.message}\n\n${usage}`);
    process.exit(2);
  }
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
