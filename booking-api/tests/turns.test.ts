/**
 * Requests begin a few per turn of the event loop, each turn kept short
 * (booking-api/src/http/turns.ts): new connections are served while busy ones keep the process
 * busy, cheap requests share turns, a request whose client left while it waited is never begun,
 * and the process says it is busy (for the e-mail worker to give way) only when it is. A real HTTP server in a process of its own (./turns/server.ts), whose
 * requests work synchronously, as a booking does on SQLite.
 * @one-database: no database takes part (scripts/test.mjs runs it once).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const here = path.dirname(fileURLToPath(import.meta.url))

let child: ChildProcess
let port = 0
const begun: string[] = []
const turns: number[] = []
beforeAll(async () => {
  child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'turns/server.ts')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let buffered = ''
  port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server exited (${code})`)))
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      buffered += chunk
      let end
      while ((end = buffered.indexOf('\n')) >= 0) {
        const line = buffered.slice(0, end)
        buffered = buffered.slice(end + 1)
        if (line.startsWith('port ')) resolve(Number(line.slice(5)))
        if (line.startsWith('begun ')) begun.push(line.slice(6))
        if (line.startsWith('turn ')) turns.push(Number(line.slice(5)))
      }
    })
  })
})
afterAll(() => {
  child?.kill()
})

/** One GET on `agent`'s connection; resolves with the status. */
const get = (path: string, agent: http.Agent | false) =>
  new Promise<number>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      })
      .on('error', reject)
  })

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

test('new connections are answered in their turn while 16 busy connections keep the process busy', async () => {
  let running = true
  const agents: http.Agent[] = []
  const agent = () => {
    const a = new http.Agent({ keepAlive: true, maxSockets: 1 })
    agents.push(a)
    return a
  }
  // Closed loop: each client sends its next request as soon as it has its answer.
  const busy = Array.from({ length: 16 }, async () => {
    const mine = agent()
    while (running) await get('/busy', mine)
  })
  try {
    await sleep(500)
    const started = performance.now()
    const answers = await Promise.all(Array.from({ length: 32 }, () => get('/new', agent())))
    const last = performance.now() - started
    expect(answers).toStrictEqual(Array(32).fill(200))
    // In turn: about (16 + 32) requests of 10 ms. When each turn began every request read in it,
    // one connection was accepted per turn and the last of the 32 waited about 10 s.
    expect(last, `the last new connection was answered after ${last.toFixed(0)} ms`).toBeLessThan(3000)
  } finally {
    running = false
    await Promise.all(busy)
    for (const a of agents) a.destroy()
  }
})

test('cheap requests share turns; requests of 10 ms go one a turn', async () => {
  const agents = Array.from({ length: 41 }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }))
  const [first, ...others] = agents
  try {
    await Promise.all(agents.map((a) => get('/warm', a)))
    await sleep(100)
    // Forty requests wait in the line while /long holds the process.
    const long = get('/long', first!)
    await sleep(100)
    turns.length = 0
    const cheap = others.map((a) => get('/cheap', a))
    expect(await long).toBe(200)
    expect(await Promise.all(cheap)).toStrictEqual(Array(40).fill(200))
    // One a turn after the 400 ms turn, then twice as many each short turn: 1, 2, 4, 8, 16, 9 on
    // a quick machine; a loaded one fits fewer in a turn (13 turns beside two test suites in CI:
    // 1 1 2 4 8 2 1 2 4 1 2 4 8). Begun one a turn, they would take 40.
    expect(turns.reduce((a, b) => a + b, 0)).toBe(40)
    expect(turns.length, `turns: ${turns.join(' ')}`).toBeLessThanOrEqual(20)

    const again = get('/long', first!)
    await sleep(100)
    turns.length = 0
    const slow = others.slice(0, 10).map((a) => get('/busy', a))
    expect(await again).toBe(200)
    expect(await Promise.all(slow)).toStrictEqual(Array(10).fill(200))
    // Ten wait behind /long; after its 400 ms turn, and after each 10 ms one, one fits a turn.
    expect(turns, `turns: ${turns.join(' ')}`).toStrictEqual(Array(10).fill(1))
  } finally {
    for (const a of agents) a.destroy()
  }
})

test('a request whose client went away while it waited is not begun', async () => {
  // Five open connections: requests on them are read in the first turn after /long.
  const agents = Array.from({ length: 5 }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }))
  const [first, ...others] = agents
  const leaving = others.pop()!
  try {
    await Promise.all(agents.map((a) => get('/warm', a)))
    await sleep(100)
    begun.length = 0
    const long = get('/long', first!)
    await sleep(100)
    // Sent while /long holds the server's process: three ahead in the line, then one given up.
    const ahead = others.map((a) => get('/busy', a))
    await sleep(20)
    const gone = http.get({ host: '127.0.0.1', port, path: '/gone', agent: leaving })
    gone.on('error', () => undefined)
    await sleep(100)
    gone.destroy()
    expect(await long).toBe(200)
    expect(await Promise.all(ahead)).toStrictEqual([200, 200, 200])
    expect(await get('/after', first!)).toBe(200)
    await sleep(100)
    expect(begun).toStrictEqual(['/long', '/busy', '/busy', '/busy', '/after'])
  } finally {
    for (const a of agents) a.destroy()
  }
})

/** How often the server was told it is busy since the last ask. */
const busyCount = async () =>
  ((await (await fetch(`http://127.0.0.1:${port}/told-busy`)).json()) as { busy: number }).busy

test('busy is said while many requests are in progress, not for requests one at a time', async () => {
  await busyCount()
  for (let i = 0; i < 5; i++) expect(await get('/wait', false)).toBe(200)
  for (let i = 0; i < 5; i++) expect(await get('/cheap', false)).toBe(200)
  await sleep(50)
  expect(await busyCount()).toBe(0)
  // Twelve waiting for their database at once: from the eighth on, the process is busy.
  const agents = Array.from({ length: 12 }, () => new http.Agent({ keepAlive: false, maxSockets: 1 }))
  expect(await Promise.all(agents.map((a) => get('/wait', a)))).toStrictEqual(Array(12).fill(200))
  expect(await busyCount()).toBeGreaterThan(0)
  agents.forEach((a) => a.destroy())
  // Once they are answered, it is not any more.
  for (let i = 0; i < 3; i++) expect(await get('/wait', false)).toBe(200)
  await sleep(50)
  expect(await busyCount()).toBe(0)
})
