/**
 * The scratch PostgreSQL database of the scale benchmark: created empty at the start, dropped at
 * the end (also after a failure), never a database anyone else uses.
 */
import pg from 'pg'

const DEFAULT_SERVER = 'postgres://postgres@127.0.0.1:5432'

/** The server URL without a database path. */
const serverOf = (url: string) => url.replace(/\/[^/:]*$/, '')

const onServer = async <T>(server: string, work: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: `${server}/postgres` })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/**
 * Creates `medtour_scale_<suffix>` afresh (dropping a leftover of an interrupted run) and returns
 * its URL and a function that drops it.
 */
export const createScratchDatabase = async (suffix: string, serverUrl = DEFAULT_SERVER) => {
  const server = serverOf(serverUrl)
  const name = `medtour_scale_${suffix.replace(/\W/g, '')}`
  const drop = () => onServer(server, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
  await drop()
  await onServer(server, (client) => client.query(`CREATE DATABASE ${name}`))
  return { url: `${server}/${name}`, drop }
}
