import { resources } from '../test/i18n'
import { NAMESPACES } from './i18n'

const keysOf = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k))
    : [prefix]

const valueAt = (root: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], root)

describe('translation files', () => {
  it.each([...NAMESPACES])('%s has a file in both languages', (ns) => {
    expect(resources.en?.[ns]).toBeDefined()
    expect(resources.ar?.[ns]).toBeDefined()
  })

  it.each([...NAMESPACES])('%s has the same keys in English and Arabic, none empty', (ns) => {
    const en = keysOf(resources.en?.[ns]).sort()
    const ar = keysOf(resources.ar?.[ns]).sort()
    expect(ar).toEqual(en)
    for (const key of en) {
      expect(String(valueAt(resources.en?.[ns], key)).trim(), `en ${ns}:${key}`).not.toBe('')
      expect(String(valueAt(resources.ar?.[ns], key)).trim(), `ar ${ns}:${key}`).not.toBe('')
    }
  })

  it.each([...NAMESPACES])('%s: Arabic strings are Arabic (brand and format names aside)', (ns) => {
    const latinOnly = keysOf(resources.ar?.[ns]).filter((key) => {
      const value = String(valueAt(resources.ar?.[ns], key))
      return !/[\u0600-\u06FF]/.test(value) && /[A-Za-z]{3,}/.test(value) && value !== 'English'
    })
    expect(latinOnly).toEqual([])
  })
})
