/**
 * Environment of the site's origin, read and checked once. Every variable is documented in
 * `.env.example`; `process.env` is read nowhere else in web/server (eslint.config.js). A bad value
 * stops the origin at start with one line per problem, naming the variable.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { parseTrustProxy, type TrustProxy } from '@medtour/cms/shared/web'

import { errorMessage } from './errors'
import { trustFunction } from './security'

const here = path.dirname(fileURLToPath(import.meta.url))

/** The hosts the Content-Security-Policy allows by default beside the site (the live-chat widget). */
export const DEFAULT_CSP_EXTRA_SOURCES = 'https://embed.tawk.to https://*.tawk.to'

export interface OriginConfig {
  /** PORT: where the origin listens (default 3000; 0 picks a free port). */
  port: number
  /** CMS_URL: where the cms is reached (default http://127.0.0.1:3001). */
  cmsUrl: string
  /** BOOKING_API_URL: where the booking API is reached (default http://127.0.0.1:4000). */
  apiUrl: string
  /** WEB_DIST: the built site, absolute (default web/dist). */
  distDir: string
  /** WEB_SERVER_DIST: the server-rendering bundle and the entry loader, absolute (default web/dist-server). */
  serverDir: string
  /** Served when `distDir` holds no index.html (web/fallback). */
  fallbackDir: string
  /** TRUST_PROXY: the proxies in front of the site that may name the client (default none). */
  trustProxy: TrustProxy
  /**
   * SITE_URL, else PUBLIC_URL (the address in e-mails), without trailing slashes: the site's
   * public address in canonical links and the sitemap; '' when neither is set (then each
   * request's own host is used).
   */
  siteUrl: string
  /** The site is served over HTTPS (its address is https://…): HSTS and upgrade-insecure-requests. */
  https: boolean
  /** CSP_EXTRA_SOURCES: hosts the site's CSP also allows (space- or comma-separated; empty: none). */
  cspExtraSources: string[]
  /** SSR: public pages rendered at the origin (default true; false leaves every page to the browser). */
  ssr: boolean
}

/** The configuration is invalid; `problems` has one sentence per variable. */
export class ConfigError extends Error {
  readonly problems: string[]

  constructor(problems: string[]) {
    super(`invalid configuration of the site's origin:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'ConfigError'
    this.problems = problems
  }
}

type Env = Readonly<Record<string, string | undefined>>

/**
 * The origin's configuration from `env` (process.env by default). A variable unset or empty takes
 * its default (but CSP_EXTRA_SOURCES set empty means none); throws a ConfigError listing every
 * bad value.
 */
export const loadConfig = (env: Env = process.env): OriginConfig => {
  const problems: string[] = []
  /** The value of `name`, when set and not empty. */
  const value = (name: string) => env[name] || undefined

  const port = (() => {
    const text = value('PORT') ?? '3000'
    const number = Number(text)
    if (/^\s*\d+\s*$/.test(text) && number <= 65_535) return number
    problems.push(`PORT must be a port number (0–65535), not ${JSON.stringify(text)}`)
    return 0
  })()

  /** The first of `names` that is set, checked to be an http(s) URL; `fallback` when none is. */
  const url = (names: string[], fallback: string) => {
    for (const name of names) {
      const text = value(name)
      if (text === undefined) continue
      if (!URL.canParse(text) || !/^https?:$/.test(new URL(text).protocol))
        problems.push(`${name} must be an http:// or https:// URL, not ${JSON.stringify(text)}`)
      return text
    }
    return fallback
  }

  const cmsUrl = url(['CMS_URL'], 'http://127.0.0.1:3001')
  const apiUrl = url(['BOOKING_API_URL'], 'http://127.0.0.1:4000')
  const siteUrl = url(['SITE_URL', 'PUBLIC_URL'], '').replace(/\/+$/, '')

  const trustProxy = parseTrustProxy(env.TRUST_PROXY)
  try {
    trustFunction(trustProxy)
  } catch (err) {
    problems.push(`TRUST_PROXY must be a hop count or addresses and subnets (${errorMessage(err)})`)
  }

  // Set but empty means no extra sources; unset means the default.
  const cspExtraSources = (env.CSP_EXTRA_SOURCES ?? DEFAULT_CSP_EXTRA_SOURCES).split(/[\s,]+/).filter(Boolean)
  // A semicolon would end the directive: the value would add directives of its own.
  for (const source of cspExtraSources)
    if (source.includes(';'))
      problems.push(`CSP_EXTRA_SOURCES must list sources (space-separated), not ${JSON.stringify(source)}`)

  const ssrText = env.SSR ?? ''
  if (!['', 'true', 'false'].includes(ssrText))
    problems.push(`SSR must be true or false, not ${JSON.stringify(ssrText)}`)

  const config: OriginConfig = {
    port,
    cmsUrl,
    apiUrl,
    distDir: path.resolve(value('WEB_DIST') ?? path.join(here, '../dist')),
    serverDir: path.resolve(value('WEB_SERVER_DIST') ?? path.join(here, '../dist-server')),
    fallbackDir: path.join(here, '../fallback'),
    trustProxy,
    siteUrl,
    https: siteUrl.startsWith('https:'),
    cspExtraSources,
    ssr: ssrText !== 'false',
  }
  if (problems.length) throw new ConfigError(problems)
  return config
}
