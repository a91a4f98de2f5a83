import { getPayload } from 'payload'

import payloadConfig from '../../cms/src/payload.config'
import { createApp } from './app'
import { config } from './config'

const payload = await getPayload({ config: payloadConfig })
const server = createApp(payload).listen(config.port, () => {
  console.log(`booking-api: http://127.0.0.1:${config.port}/api/v1`)
})

const stop = () => server.close(() => payload.destroy().finally(() => process.exit(0)))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
