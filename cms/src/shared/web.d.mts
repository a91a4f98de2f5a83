/** TRUST_PROXY as parsed: none, a hop count, or addresses and subnets. */
export type TrustProxy = false | number | string[]
export declare const parseTrustProxy: (value: string | undefined | null) => TrustProxy
export declare const escapeHtml: (value: unknown) => string
export declare const scriptJson: (value: unknown) => string
