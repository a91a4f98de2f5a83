/**
 * "Answers in the same time" for the enumeration tests (booking-api/tests/enumeration.test.ts,
 * cms/tests/security.test.ts): a known and an unknown e-mail address must not be told apart by
 * how long the answer takes.
 */

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

export type PairTimes = { known: number; unknown: number; gap: number }

/**
 * Times `tries` pairs run side by side, so both sides meet the same load. The side started first
 * alternates, because the one started second waits behind it (the server begins one request per
 * turn): in the pairs where the known address goes first its difference is the leak minus that
 * wait, in the others the leak plus it, so half the sum of the two medians is the leak alone. The
 * gap is that over the median time; a pause that hits one pair moves one difference, not the
 * figure. `known(i)` and `unknown(i)` make the i-th pair's calls.
 */
export const timePairs = async (
  tries: number,
  known: (i: number) => Promise<unknown>,
  unknown: (i: number) => Promise<unknown>,
): Promise<PairTimes> => {
  const timed = async (call: () => Promise<unknown>) => {
    const started = performance.now()
    await call()
    return performance.now() - started
  }
  const k: number[] = []
  const u: number[] = []
  for (let i = 0; i < tries; i++) {
    const [a, b] =
      i % 2 === 0
        ? await Promise.all([timed(() => known(i)), timed(() => unknown(i))])
        : await Promise.all([timed(() => unknown(i)), timed(() => known(i))]).then(([x, y]) => [y, x] as const)
    k.push(a)
    u.push(b)
  }
  const difference = (first: 0 | 1) => median(k.map((x, i) => x - u[i]!).filter((_, i) => i % 2 === first))
  const gap = Math.abs((difference(0) + difference(1)) / 2) / median([...k, ...u])
  return { known: median(k), unknown: median(u), gap }
}

/**
 * The two kinds of address answer within 20 % of each other. A difference in the code (a hash or
 * a query run for one kind only) shows in every round; a busy machine (CI runs other suites
 * beside this one) seldom shows in three rounds running, so up to three are measured. `round`
 * makes its own accounts if a round's tries would reach a throttle.
 */
export const expectAlike = async (what: string, round: () => Promise<PairTimes>) => {
  const rounds: PairTimes[] = []
  while (rounds.length < 3) {
    rounds.push(await round())
    if (rounds.at(-1)!.gap < 0.2) return
  }
  expect(Math.min(...rounds.map((r) => r.gap)), `${what}: ${JSON.stringify(rounds)}`).toBeLessThan(0.2)
}
