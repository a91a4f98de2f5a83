/** The booking API's environment, parsed once at start-up (see .env.example). */
const port = Number(process.env.BOOKING_API_PORT || process.env.PORT || 4000)
if (!Number.isInteger(port) || port <= 0) throw new Error('BOOKING_API_PORT must be a port number')

export const config = {
  port,
  /** Largest JSON body accepted; uploads have their own limit. */
  jsonLimit: '1mb',
} as const
