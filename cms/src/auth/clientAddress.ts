/**
 * Which address a request came from, for the throttles. TRUST_PROXY says which proxies in front
 * may name the client in X-Forwarded-For (docs/security.md): unset, none; a number, that many
 * hops; or a comma-separated list of addresses and subnets (`loopback`, `10.0.0.0/8`, ...), as
 * Express's `trust proxy` reads it. A client can then not pick its address, and a proxy does not
 * make every visitor one address.
 *
 * The booking API hands the parsed value to Express (`trust proxy`), the site's origin to
 * proxy-addr, and the cms uses `clientAddress` below.
 */
import proxyaddr from 'proxy-addr'

import { parseTrustProxy, type TrustProxy } from '../shared/web.mjs'

export { parseTrustProxy, type TrustProxy }

/**
 * The client's address for a request that reached the cms. Next.js does not show the cms the
 * socket's address, so the hop that reached it counts as the first trusted proxy (in every
 * deployment of this product that is the site's origin, which sets X-Forwarded-For to the one
 * address it determined); without TRUST_PROXY every caller is `direct`.
 */
export const clientAddress = (headers: Headers, trust: TrustProxy): string => {
  if (trust === false) return 'direct'
  const forwarded = headers.get('x-forwarded-for')
  if (!forwarded) return 'direct'
  const trusted =
    typeof trust === 'number'
      ? (_: string, i: number) => i < trust
      : (
          (t) => (addr: string, i: number) =>
            i === 0 || t(addr, i)
        )(proxyaddr.compile(trust))
  const req = {
    socket: { remoteAddress: '0.0.0.0' },
    connection: { remoteAddress: '0.0.0.0' },
    headers: { 'x-forwarded-for': forwarded },
  }
  try {
    return proxyaddr(req as never, trusted)
  } catch {
    return 'direct'
  }
}
