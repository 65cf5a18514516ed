import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/**
 * One lint configuration for the repository: typescript-eslint's type-aware recommended rules everywhere, React's hook
 * rules and jsx-a11y on the web app. `npm test` runs it before the unit tests and fails on any warning
 * (`--max-warnings 0`). A rule turned off or eased here says why on its line.
 */
export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'apps/server/src/generated/**', 'apps/web/public/**', '**/*.js', '**/*.mjs', '**/*.cjs'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
  },
  {
    rules: {
      // Fastify's plugins and route handlers are async by contract (it awaits what they return), with or without an await.
      '@typescript-eslint/require-await': 'off',
      // A leading underscore names what a destructuring leaves out on purpose (`const { token: _token, ...rest } = …`).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // Tests read answers that their libraries type as `any` (supertest's body, JSON.parse, Playwright's evaluate); the
    // assertions check their shape, which is what a type would.
    files: [
      '**/*.test.ts',
      '**/*.test.tsx',
      'apps/server/test/**',
      'e2e/**',
      'apps/sandbox/src/**/test-client.ts',
      'apps/sandbox/src/ixc/testing/**',
    ],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // The test clients hand a body back as `any`, for the assertions above to read.
      '@typescript-eslint/no-explicit-any': 'off',
      // `expect(object.method).toHaveBeenCalled()` passes a method without calling it, which is what a spy check is.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['apps/web/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
