import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/** Folders directly inside `dir` (features of the client, modules of the server). */
const foldersIn = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

const clientMustNotImportServer = {
  regex: '(^#server/|(^|/)server/)',
  message: 'The client must not import server code.',
};
const serverMustNotImportClient = {
  regex: '(^#client/|(^|/)client/)',
  message: 'Server and shared code must not import client code.',
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.tmp', 'data', 'drizzle', 'public', 'screenshots'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The client and the server never import each other; both import src/shared.
    files: ['src/client/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [clientMustNotImportServer] }] },
  },
  // Layers of the client: shared (components, lib, api) -> features -> app. A feature never reaches into
  // another feature (what two features share moves down to components, lib or api), whether it names it
  // by the #client/features/... alias or by a relative path.
  ...foldersIn('./src/client/features').map((feature) => ({
    files: [`src/client/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            clientMustNotImportServer,
            {
              regex: `(^#client/features/(?!${feature}/)|^(\\.\\./)+(?!${feature}/)[^./][^/]*/|(^|/)features/(?!${feature}/))`,
              message: 'A feature must not import another feature: move what they share to components, lib or api.',
            },
            { regex: '(^#client/app/|^(\\.\\./)+app/)', message: 'Features must not import the app layer.' },
          ],
        },
      ],
    },
  })),
  {
    files: ['src/client/components/**/*.{ts,tsx}', 'src/client/lib/**/*.{ts,tsx}', 'src/client/api/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            clientMustNotImportServer,
            {
              regex: '(^#client/(features|app)/|(^|/)(features|app)/)',
              message: 'Shared client code must not import features or the app layer.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts', 'src/server/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverMustNotImportClient] }] },
  },
  // Zones of the server: lib, db and plugins are below the modules and never import one (app.ts wires
  // them together); a module reaches another only through its public entry, modules/<name>/index.ts.
  {
    files: ['src/server/lib/**/*.ts', 'src/server/db/**/*.ts', 'src/server/plugins/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverMustNotImportClient,
            {
              regex: '(^#server/modules/|(^|/)modules/)',
              message: 'lib, db and plugins must not import a module: inject what they need (see app.ts).',
            },
          ],
        },
      ],
    },
  },
  ...foldersIn('./src/server/modules').map((module) => ({
    files: [`src/server/modules/${module}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverMustNotImportClient,
            {
              regex: `(^#server/modules/(?!${module}/)[^/]+/(?!index\\.ts$)|^\\.\\./(?!${module}/)[^./][^/]*/(?!index\\.ts$)|^\\.\\./\\.\\./modules/)`,
              message: `Another module is reached only through its public entry: #server/modules/<name>/index.ts.`,
            },
          ],
        },
      ],
    },
  })),
);
