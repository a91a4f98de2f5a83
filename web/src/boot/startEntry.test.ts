/**
 * The entry loader of server-rendered pages (startEntry.ts, inlined by the origin as built from
 * entryLoader.ts): the app starts when the visitor needs it, and what was done before it was live
 * is done again once it is.
 */
import { replayTypedValues, startEntryOnDemand } from './startEntry'

/** The module scripts of `src` the loader added. */
const added = (src: string) =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script')].filter((s) => s.getAttribute('src') === src)

let entries = 0
/** A fresh entry address per test (listeners of earlier tests stay on the window). */
const nextEntry = () => `/assets/index-${++entries}.js`

const html = document.documentElement
/** What src/main.tsx does once the app has hydrated the page. */
const goLive = async () => {
  html.setAttribute('data-hydrated', 'true')
  // The loader learns it from a MutationObserver (a microtask), then replays.
  for (let i = 0; i < 5; i++) await Promise.resolve()
}

beforeEach(() => {
  document.head.innerHTML = ''
  document.body.innerHTML = ''
  localStorage.clear()
})
afterEach(async () => {
  // Every loader of this test goes live, so none holds events of the next one.
  await goLive()
  html.removeAttribute('data-hydrated')
})

describe('the app on demand', () => {
  test('a signed-in visitor gets the entry at once, as a module script, once', () => {
    localStorage.setItem('user', '{"id":"1"}')
    const entry = nextEntry()
    startEntryOnDemand(entry)
    const [script, ...more] = added(entry)
    expect(script?.type).toBe('module')
    expect(script?.crossOrigin).toBe('anonymous')
    expect(more).toHaveLength(0)
    dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }))
    expect(added(entry), 'not added again').toHaveLength(1)
  })

  test('a visitor who only reads never loads it: not on load, not later, not by scrolling', () => {
    jest.useFakeTimers()
    try {
      const entry = nextEntry()
      startEntryOnDemand(entry)
      dispatchEvent(new Event('load'))
      dispatchEvent(new Event('scroll'))
      jest.advanceTimersByTime(60_000)
      expect(added(entry)).toHaveLength(0)
    } finally {
      jest.useRealTimers()
    }
  })

  test('a key, or the focus coming to a control, starts it, once; the focus on a link does not', () => {
    const entry = nextEntry()
    startEntryOnDemand(entry)
    document.body.innerHTML = '<a href="/en/faq">FAQ</a><input name="email">'
    document.querySelector('a')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    expect(added(entry)).toHaveLength(0)
    document.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    expect(added(entry)).toHaveLength(1)
    dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }))
    expect(added(entry)).toHaveLength(1)

    const second = nextEntry()
    startEntryOnDemand(second)
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }))
    expect(added(second)).toHaveLength(1)
  })

  test('the pointer over a control starts it; over a link or text it does not', () => {
    const entry = nextEntry()
    startEntryOnDemand(entry)
    document.body.innerHTML = '<p>Text <a href="/en/">home</a></p><button><span>Menu</span></button>'
    document.querySelector('a')!.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }))
    document.querySelector('p')!.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }))
    expect(added(entry)).toHaveLength(0)
    document.querySelector('span')!.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }))
    expect(added(entry)).toHaveLength(1)
  })

  test("a click on a control is held until the app is live, then the control gets it, as it was (a key's click too)", async () => {
    const entry = nextEntry()
    startEntryOnDemand(entry)
    document.body.innerHTML = '<button><span>Menu</span></button>'
    const seen: number[] = []
    document.querySelector('button')!.addEventListener('click', (event) => seen.push(event.detail))
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 })
    document.querySelector('span')!.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
    expect(seen, 'nothing of the page saw it').toEqual([])
    expect(added(entry)).toHaveLength(1)
    await goLive()
    expect(seen).toEqual([1])
    // Live: clicks pass as they are.
    document.querySelector('button')!.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 0 }))
    expect(seen).toEqual([1, 0])
  })

  test('a click on a link is never held: the browser follows it', () => {
    const entry = nextEntry()
    startEntryOnDemand(entry)
    document.body.innerHTML = '<a href="#next">Next</a>'
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 })
    document.querySelector('a')!.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(false)
    expect(added(entry)).toHaveLength(0)
  })

  test("a form's submission (Enter in a field) is held and submitted again once live", async () => {
    const entry = nextEntry()
    startEntryOnDemand(entry)
    document.body.innerHTML = '<form><input name="email"></form>'
    const form = document.querySelector('form')!
    const submitted: boolean[] = []
    form.addEventListener('submit', (event) => {
      submitted.push(true)
      event.preventDefault()
    })
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true })
    form.dispatchEvent(submit)
    expect(submit.defaultPrevented).toBe(true)
    expect(submitted).toEqual([])
    await goLive()
    expect(submitted).toEqual([true])
  })
})

describe('what was typed before the app was live', () => {
  test('each changed field is given back as input: first value, then the typed one', () => {
    document.body.innerHTML =
      '<input name="name"><input name="same" value="kept"><textarea name="message"></textarea>' +
      '<select name="topic"><option value="a">A</option><option value="b">B</option></select>' +
      '<input type="checkbox" name="terms">'
    const events: string[] = []
    document.addEventListener('input', (e) =>
      events.push(`input ${(e.target as HTMLInputElement).name}=${(e.target as HTMLInputElement).value}`),
    )
    document.addEventListener('change', (e) =>
      events.push(`change ${(e.target as HTMLInputElement).name}=${(e.target as HTMLInputElement).value}`),
    )
    document.querySelector<HTMLInputElement>('[name=name]')!.value = 'Layla'
    document.querySelector<HTMLTextAreaElement>('textarea')!.value = 'Hello'
    document.querySelector<HTMLSelectElement>('select')!.value = 'b'
    document.querySelector<HTMLInputElement>('[type=checkbox]')!.checked = true
    replayTypedValues()
    expect(events).toEqual([
      'input name=',
      'input name=Layla',
      'input message=',
      'input message=Hello',
      'change topic=a',
      'change topic=b',
    ])
    expect(document.querySelector<HTMLInputElement>('[name=name]')!.value).toBe('Layla')
  })
})
