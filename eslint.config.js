// Lint config for every workspace (flat config).
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import tseslint from 'typescript-eslint'

/** A relative path out of one workspace into another's files. */
const CROSS_WORKSPACE = '^(\\.\\./)+(cms|booking-api|seed|web|e2e|bench)/'
const CROSS_MESSAGE = "Import another workspace by its package name and exports (e.g. '@medtour/cms/auth/password')."
/**
 * The same rule for `import('…')` and `typeof import('…')`, which no-restricted-imports does not
 * see (esquery's regular expressions end at a slash, so slashes are escaped).
 */
const CROSS_SELECTOR = CROSS_WORKSPACE.replaceAll('/', '\\/')
const crossWorkspaceSyntax = [
  { selector: `ImportExpression > Literal[value=/${CROSS_SELECTOR}/]`, message: CROSS_MESSAGE },
  { selector: `TSImportType Literal[value=/${CROSS_SELECTOR}/]`, message: CROSS_MESSAGE },
]

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
    // One contract, one direction (docs/architecture.md): a workspace uses another through its
    // package name and `exports` (@medtour/cms/..., @medtour/seed/...), never by a relative path
    // into its sources. Checked by scripts/lint.test.mjs with a planted violation.
    files: [
      'cms/**/*.{ts,tsx,mjs}',
      'booking-api/**/*.{ts,tsx,mjs}',
      'seed/**/*.{ts,tsx,mjs}',
      'web/**/*.{ts,tsx,mjs}',
      'e2e/**/*.{ts,tsx,mjs}',
      'bench/**/*.{ts,tsx,mjs}',
    ],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: CROSS_WORKSPACE, message: CROSS_MESSAGE }] }],
      'no-restricted-syntax': ['error', ...crossWorkspaceSyntax],
    },
  },
  {
    // No import cycles in any workspace's sources (type-only imports included: a cycle of types
    // is still two modules that cannot be understood apart).
    files: ['{cms,booking-api,seed,web}/src/**/*.{ts,tsx}', 'web/server/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'cms/tsconfig.json',
            'booking-api/tsconfig.json',
            'seed/tsconfig.json',
            'web/tsconfig.json',
            'web/tsconfig.server.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The booking API's layers: route → service → data. A routes file declares endpoints and
    // calls its services; only services (and lib) talk to Payload's Local API.
    files: ['booking-api/src/modules/**/*.routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...crossWorkspaceSyntax,
        {
          selector:
            "CallExpression[callee.object.name='payload'][callee.property.name=/^(find|findByID|findGlobal|create|update|updateGlobal|delete|count)$/]",
          message: "Routes call their module's service; the service reads and writes through Payload.",
        },
        {
          selector: "MemberExpression[object.name='payload'][property.name='db']",
          message: 'No database access in routes.',
        },
      ],
    },
  },
  {
    files: ['booking-api/src/**/*.service.ts', 'booking-api/src/lib/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: CROSS_WORKSPACE, message: CROSS_MESSAGE },
            { regex: '\\.routes$', message: 'Services and lib do not import routes (route → service → data).' },
          ],
        },
      ],
    },
  },
  {
    // The site's layers point one way: app → features → shared (lib, components). A feature never
    // imports the app; the shared layer imports neither (registries such as the admin tables are
    // declared by their feature and collected by the app).
    files: ['web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: CROSS_WORKSPACE, message: CROSS_MESSAGE },
            {
              regex: '^(\\.\\./)+app(/|$)',
              message: 'Features do not import the app (app → features → lib, components).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/lib/**/*.{ts,tsx}', 'web/src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: CROSS_WORKSPACE, message: CROSS_MESSAGE },
            {
              regex: '^(\\.\\./)+(app|features)(/|$)',
              message: 'The shared layer (lib, components) imports neither the app nor features.',
            },
          ],
        },
      ],
    },
  },
  {
    // The site's origin reads its environment once, checked, in web/server/config.ts (tests set
    // the environment before they import the origin).
    files: ['web/server/**/*.ts'],
    ignores: ['web/server/config.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...crossWorkspaceSyntax,
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration from web/server/config.ts.',
        },
      ],
    },
  },
  {
    files: ['cms/src/**/*.ts'],
    ignores: ['cms/src/env.ts', 'cms/src/db.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...crossWorkspaceSyntax,
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration from cms/src/env.ts.',
        },
      ],
    },
  },
)
