/**
 * The clock across the processes of a test stack (server only; the clock itself is clock.ts):
 * when the stack is started with its test flag, `TEST_CLOCK_FILE` names a file holding the
 * clock's offset in milliseconds. Every process that loads the Payload config (the cms, the
 * worker, the booking API: cms/src/jobs/config.ts imports this module) reads it at start and
 * every 20 ms after, and the booking API's test-only door writes it
 * (booking-api/src/modules/testing). Without that variable nothing is read and nothing outside
 * the process can move the clock.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs'

import { env } from '../env'
import { moveClock, clockOffset } from './clock'

const file = env.testClockFile

const follow = (offset: number) => moveClock(offset - clockOffset())

const readOffset = () => {
  try {
    const text = readFileSync(file, 'utf8').trim()
    if (text && Number.isFinite(Number(text))) follow(Number(text))
  } catch {
    // Not there (yet): the machine's time, or the last offset read.
  }
}

// Read every 20 ms (a few bytes; test stacks only): a move reaches every process of the stack
// within that (the door that writes it waits for them). The timer keeps no process alive.
const follower = file ? setInterval(readOffset, 20) : null
follower?.unref()
if (file) readOffset()

/** Whether this process follows a test stack's clock file (the test flag was given at start). */
export const followsSharedClock = () => Boolean(file)

/** Writes the stack's shared offset (test stacks only: throws without TEST_CLOCK_FILE). */
export const writeSharedOffset = (ms: number) => {
  if (!file) throw new Error('TEST_CLOCK_FILE is not set: the clock cannot be moved from outside')
  // Written aside and renamed over: a reader sees the old offset or the new one, never half.
  writeFileSync(`${file}.next`, String(Math.round(ms)))
  renameSync(`${file}.next`, file)
  follow(Math.round(ms))
}

/** Stops following the shared file (for a clean exit in tests). */
export const stopFollowing = () => {
  if (follower) clearInterval(follower)
}
