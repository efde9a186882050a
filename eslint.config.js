import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**'], message: 'The client must not import server code.' }] },
      ],
    },
  },
  {
    // Layers of the client: shared (components, lib, api) -> features -> app. A feature never reaches into
    // another feature (what two features share moves down to components, lib or api).
    files: ['src/client/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '#server/*'], message: 'The client must not import server code.' },
            {
              group: ['#client/features/*', '../*/*', '../../features/*'],
              message: 'A feature must not import another feature: move what they share to components, lib or api.',
            },
            { group: ['#client/app/*', '**/app/*'], message: 'Features must not import the app layer.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/components/**/*.{ts,tsx}', 'src/client/lib/**/*.{ts,tsx}', 'src/client/api/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '#server/*'], message: 'The client must not import server code.' },
            {
              group: ['#client/features/*', '**/features/*', '#client/app/*', '**/app/*'],
              message: 'Shared client code must not import features or the app layer.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts', 'src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/client/**'], message: 'Server and shared code must not import client code.' }] },
      ],
    },
  },
);
