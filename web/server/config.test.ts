/**
 * @jest-environment node
 */
/** The origin's environment, read and checked once (Jest, project web, in Node). */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { ConfigError, DEFAULT_CSP_EXTRA_SOURCES, loadConfig } from './config'

const here = path.dirname(fileURLToPath(import.meta.url))

/** The ConfigError loadConfig throws for `env`. */
const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env)
  } catch (err) {
    if (err instanceof ConfigError) return err
    throw err
  }
  throw new Error(`${JSON.stringify(env)} was accepted`)
}

describe('origin configuration', () => {
  test('without any variable: the defaults', () => {
    expect(loadConfig({})).toStrictEqual({
      port: 3000,
      cmsUrl: 'http://127.0.0.1:3001',
      apiUrl: 'http://127.0.0.1:4000',
      distDir: path.resolve(here, '../dist'),
      serverDir: path.resolve(here, '../dist-server'),
      fallbackDir: path.join(here, '../fallback'),
      trustProxy: false,
      siteUrl: '',
      https: false,
      cspExtraSources: DEFAULT_CSP_EXTRA_SOURCES.split(' '),
      ssr: true,
    })
    expect(loadConfig({ PORT: '', CMS_URL: '', SSR: '' }), 'empty is unset').toMatchObject({
      port: 3000,
      cmsUrl: 'http://127.0.0.1:3001',
      ssr: true,
    })
  })

  test('reads every variable the origin uses', () => {
    const config = loadConfig({
      PORT: '3190',
      CMS_URL: 'http://cms:3001',
      BOOKING_API_URL: 'http://api-lb:4000',
      WEB_DIST: '/srv/site',
      WEB_SERVER_DIST: '/srv/site-server',
      TRUST_PROXY: 'loopback, 10.0.0.0/8',
      SITE_URL: 'https://site.example//',
      PUBLIC_URL: 'http://ignored.example',
      CSP_EXTRA_SOURCES: 'https://chat.example, https://*.chat.example',
      SSR: 'false',
    })
    expect(config).toMatchObject({
      port: 3190,
      cmsUrl: 'http://cms:3001',
      apiUrl: 'http://api-lb:4000',
      distDir: '/srv/site',
      serverDir: '/srv/site-server',
      trustProxy: ['loopback', '10.0.0.0/8'],
      siteUrl: 'https://site.example',
      https: true,
      cspExtraSources: ['https://chat.example', 'https://*.chat.example'],
      ssr: false,
    })
    expect(loadConfig({ PORT: '0' }).port, 'a free port').toBe(0)
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2)
    expect(loadConfig({ SITE_URL: '', PUBLIC_URL: 'http://localhost:3000/' }).siteUrl, 'PUBLIC_URL next').toBe(
      'http://localhost:3000',
    )
    expect(loadConfig({ CSP_EXTRA_SOURCES: '' }).cspExtraSources, 'set but empty: none').toStrictEqual([])
    expect(loadConfig({ SSR: 'true' }).ssr).toBe(true)
  })

  test('names every bad value at once', () => {
    const error = problemsOf({
      PORT: 'abc',
      CMS_URL: 'cms:3001',
      BOOKING_API_URL: 'ftp://api',
      SITE_URL: 'not a url',
      TRUST_PROXY: 'not-an-address',
      CSP_EXTRA_SOURCES: "https://chat.example; script-src 'unsafe-inline'",
      SSR: 'yes',
    })
    expect(error.problems).toHaveLength(7)
    for (const name of ['PORT', 'CMS_URL', 'BOOKING_API_URL', 'SITE_URL', 'TRUST_PROXY', 'CSP_EXTRA_SOURCES', 'SSR'])
      expect(error.message, name).toMatch(new RegExp(`^  - ${name} must `, 'm'))
    expect(error.message).toContain('PORT must be a port number (0–65535), not "abc"')
    expect(problemsOf({ PORT: '70000' }).problems).toStrictEqual(['PORT must be a port number (0–65535), not "70000"'])
    expect(problemsOf({ PUBLIC_URL: 'localhost:3000' }).problems[0]).toMatch(/^PUBLIC_URL must be an http/)
  })

  test('the origin does not start with a bad value, and says why', () => {
    const root = path.resolve(here, '../..')
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'web/server/index.ts'], {
      cwd: root,
      env: { ...process.env, PORT: 'abc', NODE_OPTIONS: '' },
      encoding: 'utf8',
      timeout: 60_000,
    })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('web: invalid configuration of the site')
    expect(run.stderr).toContain('PORT must be a port number (0–65535), not "abc"')
    expect(run.stderr, 'a message, not a stack').not.toMatch(/\n\s+at /)
  })
})
