// Lint config for every workspace (flat config).
import js from '@eslint/js'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      'cms/src/migrations/**',
      'cms/src/payload-types.ts',
      'cms/src/app/(payload)/admin/importMap.js',
      'cms/next-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        Buffer: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      'no-restricted-properties': 'off',
    },
  },
  {
    // Jest's globals in test files (jest.config.mjs injects them).
    files: ['**/*.test.{ts,tsx,mjs}', '**/test/**/*.{ts,tsx}', 'scripts/jest/**'],
    languageOptions: {
      globals: Object.fromEntries(
        ['describe', 'test', 'it', 'expect', 'beforeAll', 'afterAll', 'beforeEach', 'afterEach', 'jest'].map((g) => [
          g,
          'readonly',
        ]),
      ),
    },
  },
  {
    // Jest's CommonJS plug-ins (environment, setup files) run in Node and jsdom.
    files: ['scripts/jest/**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: {
        require: 'readonly',
        module: 'writable',
        globalThis: 'readonly',
        window: 'readonly',
        Element: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['cms/src/**/*.ts'],
    ignores: ['cms/src/env.ts', 'cms/src/db.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration from cms/src/env.ts.',
        },
      ],
    },
  },
)
