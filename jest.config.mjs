/**
 * Jest for the whole workspace: one project per workspace.
 *
 *   npm run jest -- booking-api/tests/auth          one file (the project follows from the path)
 *   npm run jest -- --selectProjects web            one workspace
 *   npm run jest -- --selectProjects web --watch    watch while you work
 *
 * cms, booking-api and seed run as native ES modules (Payload and its dependencies are ESM with
 * top-level await), so Jest needs Node's --experimental-vm-modules: `npm test`, `npm run jest` and
 * the workspaces' `test` scripts pass it (or NODE_OPTIONS=--experimental-vm-modules npx jest). TypeScript is compiled by @swc/jest. The site (web) runs in jsdom
 * with Testing Library; its origin server (web/server, TypeScript run by tsx) runs in Node as
 * native ES modules: a second project under the same name, `web`, so a workspace is one name.
 * Environment defaults each project needs are set in scripts/jest/.
 * See docs/testing.md.
 */
const swc = (syntax, { jsx = false, esm = true } = {}) => [
  '@swc/jest',
  {
    // No .swcrc lookup: this is the whole transform.
    swcrc: false,
    sourceMaps: 'inline',
    jsc: {
      target: 'es2022',
      parser: syntax === 'typescript' ? { syntax, tsx: jsx } : { syntax, jsx },
      transform: jsx ? { react: { runtime: 'automatic' } } : undefined,
    },
    module: { type: esm ? 'es6' : 'commonjs' },
  },
]

/** A Node project in native ESM: `.ts` files are ES modules like the sources they test. */
const nodeProject = (name, testMatch) => ({
  displayName: name,
  rootDir: '<rootDir>',
  testEnvironment: 'node',
  testMatch,
  extensionsToTreatAsEsm: ['.ts'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json', 'node'],
  transform: { '^.+\\.ts$': swc('typescript') },
  // The `production` export condition, as `node --conditions=production` gives the services.
  testEnvironmentOptions: { customExportConditions: ['production', 'node', 'node-addons'] },
  setupFiles: [`<rootDir>/scripts/jest/node.setup.mjs`],
  setupFilesAfterEnv: ['jest-expect-message'],
})

/** @type {import('jest').Config} */
export default {
  rootDir: import.meta.dirname,
  // Payload's suites start a real database and mail catcher per file: allow for a loaded machine.
  testTimeout: 120_000,
  // Each file of the Node projects loads Payload afresh in Jest's ES-module runtime, and what a
  // file loaded is not all given back: a worker past this size after a file is replaced by a new
  // one (the API suites run on one such worker instead of in band, whose heap grew to 3.8 GB and
  // spent its time collecting garbage).
  workerIdleMemoryLimit: '1GB',
  coverageProvider: 'v8',
  collectCoverageFrom: [
    'cms/src/**/*.{ts,tsx}',
    'booking-api/src/**/*.ts',
    'seed/src/**/*.ts',
    'web/src/**/*.{ts,tsx}',
    'web/server/**/*.ts',
    '!**/*.test.*',
    '!**/*.d.ts',
    '!cms/src/migrations/**',
    '!cms/src/payload-types.ts',
    '!cms/src/app/**',
    '!web/src/test/**',
    // Generated types only (booking-api/scripts/api-types.ts): nothing in it runs.
    '!web/src/lib/api.gen.ts',
  ],
  projects: [
    nodeProject('cms', ['<rootDir>/cms/src/**/*.test.ts', '<rootDir>/cms/tests/**/*.test.ts']),
    nodeProject('booking-api', ['<rootDir>/booking-api/src/**/*.test.ts', '<rootDir>/booking-api/tests/**/*.test.ts']),
    nodeProject('seed', ['<rootDir>/seed/src/**/*.test.ts', '<rootDir>/seed/tests/**/*.test.ts']),
    // The repository's own tooling (scripts/*.mjs: the test runner's stages, lint rules).
    nodeProject('tooling', ['<rootDir>/scripts/**/*.test.mjs']),
    {
      displayName: 'web',
      rootDir: '<rootDir>',
      testMatch: ['<rootDir>/web/src/**/*.test.{ts,tsx}'],
      testEnvironment: '<rootDir>/scripts/jest/jsdom-environment.cjs',
      // The site's modules compile to CommonJS (jest.mock hoisting); its .mjs stay ES modules.
      transform: {
        '^.+\\.tsx?$': swc('typescript', { jsx: true, esm: false }),
        '^.+\\.mjs$': swc('ecmascript', { esm: true }),
      },
      moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
      moduleNameMapper: { '\\.css$': '<rootDir>/scripts/jest/styleStub.cjs' },
      // Browser builds of the libraries (jsdom), as Vite resolves them for the site.
      testEnvironmentOptions: { customExportConditions: ['browser', 'require', 'default'] },
      setupFiles: [`<rootDir>/scripts/jest/web.polyfills.cjs`],
      setupFilesAfterEnv: ['jest-expect-message', '<rootDir>/web/src/test/setup.ts'],
    },
    {
      // The site's origin (web/server): TypeScript as native ES modules in Node, as tsx runs it.
      displayName: 'web',
      rootDir: '<rootDir>',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/web/server/**/*.test.ts'],
      extensionsToTreatAsEsm: ['.ts'],
      moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json', 'node'],
      transform: { '^.+\\.ts$': swc('typescript') },
      setupFilesAfterEnv: ['jest-expect-message'],
    },
  ],
}
