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
