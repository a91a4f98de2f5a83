/**
 * Environment of the Node projects (cms, booking-api, seed), as the services run: production
 * mode (Payload does not push schemas or prompt) and quiet logs. `npm test` passes the rest
 * (database, ports, the running stack); a value already set always wins.
 */
process.env.NODE_ENV = 'production'
process.env.PAYLOAD_SECRET ||= 'jest-test-secret-0123456789'
process.env.LOG_LEVEL ||= 'silent'
// The booking API's suites speak from made-up client addresses (X-Forwarded-For), as the site's
// origin forwards them; set before any test file imports the API's config.
process.env.TRUST_PROXY ||= 'loopback'
