import { withPayload } from '@payloadcms/next/withPayload'

const https = (process.env.PUBLIC_URL || '').startsWith('https://')

/** Headers on every answer of the cms (docs/security.md). */
const common = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
  ...(https ? [{ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' }] : []),
]

/**
 * The panel: Next.js writes its bootstrap as inline scripts, so scripts may be inline but only
 * from this origin; nothing may frame it, post forms elsewhere or load plugins.
 */
const adminCsp = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ')

/** JSON and files: nothing in them may run or be framed. */
const apiCsp = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox"

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The site's proxy (web/server) forwards /admin, /api, /_next and /media here.
  poweredByHeader: false,
  images: { unoptimized: true },
  turbopack: {},
  headers: async () => [
    { source: '/:path*', headers: common },
    { source: '/admin/:path*', headers: [{ key: 'Content-Security-Policy', value: adminCsp }] },
    { source: '/admin', headers: [{ key: 'Content-Security-Policy', value: adminCsp }] },
    { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: apiCsp }] },
  ],
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
