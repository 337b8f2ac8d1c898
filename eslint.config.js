// Lint: typescript-eslint's type-aware rules, React's hooks and accessibility rules, and the
// import boundaries of the layout (README "Layout"). Formatting belongs to Prettier alone.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const features = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Which top-level folders each folder may import from: imports point one way (tools/ and tests/ may use any). */
const layers = {
  shared: ['shared'],
  functions: ['functions', 'shared'],
  web: ['web', 'shared'],
  infra: ['infra', 'functions', 'shared'],
  local: ['local', 'functions', 'shared'],
};
const topFolders = ['shared', 'functions', 'web', 'infra', 'local', 'tools', 'tests'];

/** A feature's own folders; only `api/` reaches the typed API client. */
const featureFolders = (feature) =>
  readdirSync(new URL(`./web/src/features/${feature}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'api')
    .map((entry) => `./web/src/features/${feature}/${entry.name}`)
    .concat(`./web/src/features/${feature}/pages.tsx`);

const boundaryZones = [
  ...Object.entries(layers).flatMap(([folder, mayImport]) =>
    topFolders
      .filter((other) => !mayImport.includes(other))
      .map((other) => ({
        target: `./${folder}`,
        from: `./${other}`,
        message: `${folder}/ never imports ${other}/ (imports point one way).`,
      })),
  ),
  ...features.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'Features never import each other: what two need belongs in web/src/components, web/src/lib or shared/.',
  })),
  ...features.flatMap(featureFolders).map((folder) => ({
    target: folder,
    from: './web/src/lib/api-client.ts',
    message: "Only a feature's api/ modules call the API client: components and hooks get data and callbacks.",
  })),
];

/** Packages a folder never pulls in: shared/ runs in the browser and in Node alike, web/src only in the browser. */
const forbiddenPackages = {
  'shared/**': '^(node:|@aws-sdk/|react|@mantine/|aws-cdk-lib)',
  'web/src/**': '^(node:|@aws-sdk/|aws-cdk-lib|@middy/)',
  'functions/**': '^(react|@mantine/|aws-cdk-lib)',
};

/**
 * A function's bundle carries every module it imports, and a contract's schemas are built when its
 * module loads: a handler imports its contract from the contract's own module, never the index of
 * all of them (decision 252). The web likewise: a screen's chunk then carries only the contracts
 * (and their messages) it calls, not every area's (decision 263).
 */
const ownContractsOnly = {
  regex: '^@shared/contracts/index\\.js$',
  message:
    'Import the contract from its own module (@shared/contracts/<area>/<name>.js): the index loads every contract.',
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', 'web/dist/**', 'cdk.out/**', '.data/**', 'coverage/**', 'local/clamav/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // An async event handler is React's idiom (React ignores what a handler returns); promises
      // passed anywhere else must still be awaited or voided.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      // React Router's loaders throw the Response that `redirect()` makes.
      // A failure caught as `unknown` is passed on as it came.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingUnknown: true }],
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'lib', name: 'Response' }], allowThrowingUnknown: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-cycle': 'error',
      // Middy handlers, msw resolvers and interface implementations are async by their signature.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    // Tests read answers as a client would, as untyped JSON, and pass vitest's mocks around as
    // values; the type-aware rules about `any` would only add casts that hide nothing. Tests may
    // also reach their own support code from any folder.
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts', '**/test/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/unbound-method': 'off',
      // `getByRole(…) as HTMLInputElement` reads as testing-library's documentation writes it.
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      'import-x/no-restricted-paths': 'off',
    },
  },
  {
    // Each test worker talks to its own runtime (tests/support/test-runtime.ts): `inject` would
    // hand every worker the same one.
    files: ['tests/**/*.ts'],
    ignores: ['tests/support/test-runtime.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'vitest',
              importNames: ['inject'],
              message: "Use `testRuntime` (tests/support/test-runtime.ts): this worker's own runtime.",
            },
          ],
        },
      ],
    },
  },
  ...Object.entries(forbiddenPackages).map(([files, regex]) => ({
    files: [files],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex, message: 'Not in this part of the code (imports point one way).' }, ownContractsOnly],
        },
      ],
    },
  })),
  { files: ['**/*.js', '**/*.mjs'], extends: [tseslint.configs.disableTypeChecked] },
  prettier,
);
