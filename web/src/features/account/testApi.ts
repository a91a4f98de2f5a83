/**
 * Test helpers of the account screens: a fake booking API behind `fetch`, and label matchers
 * that ignore the required-field asterisk.
 */

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

export interface Call {
  method: string
  path: string
  query: Record<string, string>
  body: unknown
  headers: Record<string, string>
}

/** Answers every fetch with `answer(call)`; `calls` lists what the page sent. */
export function fakeApi(answer: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = []
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost')
    const call: Call = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    }
    calls.push(call)
    return answer(call)
  })
  return { calls, spy }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A field's label, with or without the required asterisk. */
export const label = (text: string) => new RegExp(`^${escape(text)}\\s*\\*?$`)

/**
 * A short IANA list for component tests: jsdom takes seconds to render the ~420 real zones,
 * which says nothing about the page (the browser's own list is used in the e2e journeys).
 */
export const fewTimeZones = () =>
  jest
    .spyOn(Intl, 'supportedValuesOf')
    .mockReturnValue(['Asia/Amman', 'Asia/Baghdad', 'Asia/Riyadh', 'Europe/Istanbul', 'Europe/Moscow'])
