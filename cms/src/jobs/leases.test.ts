/** When a worker may still send a job's e-mail: only while its lease surely lasts the send. */
import { gaveUpJob, holdJob, letGoJob, renewedJob, stillHeld } from './leases'

describe("a worker's hold on its jobs", () => {
  afterEach(() => ['a', 'b', 'c', 'd'].forEach(letGoJob))

  test('a job run outside a worker (no lease) may always go', () => {
    expect(stillHeld('a')).toBe(true)
  })

  test('held while more than the margin of the lease is left; not once it is less', () => {
    holdJob('a', 1_000, 1_500, 500)
    expect(stillHeld('a', 1_999)).toBe(true)
    expect(stillHeld('a', 2_000)).toBe(false)
    expect(stillHeld('a', 2_600)).toBe(false)
  })

  test('a renewal stored in time extends the hold; one stored after the lease ran out does not', () => {
    holdJob('b', 1_000, 1_500, 500)
    renewedJob('b', 1_500, 1_500, 1_600)
    // Until 3,000 now, less the margin: without the renewal it was 2,000.
    expect(stillHeld('b', 2_400)).toBe(true)
    // Written at 2,400 but stored at 3,100, after the lease (until 3,000) ran out: another worker
    // may have removed the row it updated, so it proves nothing.
    renewedJob('b', 2_400, 1_500, 3_100)
    expect(stillHeld('b', 2_600)).toBe(false)
  })

  test('a job given up (a stop out of time) is no longer held; one let go is no longer tracked', () => {
    holdJob('c', Date.now(), 60_000, 20_000)
    expect(stillHeld('c')).toBe(true)
    gaveUpJob('c')
    expect(stillHeld('c')).toBe(false)
    holdJob('d', 0, 1, 0)
    expect(stillHeld('d')).toBe(false)
    letGoJob('d')
    expect(stillHeld('d')).toBe(true)
  })
})
