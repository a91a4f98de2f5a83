import { withPayload } from '@payloadcms/next/withPayload'

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The site's proxy (web/server) forwards /admin, /api, /_next and /media here.
  poweredByHeader: false,
  images: { unoptimized: true },
  turbopack: {},
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
