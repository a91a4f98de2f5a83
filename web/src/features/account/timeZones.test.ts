import { timeZoneOptions } from './timeZones'

const strip = (label: string) => label.replace(/[\u2066\u2069]/g, '')

afterEach(() => jest.restoreAllMocks())

describe('time-zone options', () => {
  it('lists every zone the browser knows, sorted, with its GMT offset in Western digits', () => {
    const options = timeZoneOptions('ar')
    expect(options.length).toBe(Intl.supportedValuesOf('timeZone').length)
    expect(options.map((o) => o.value)).toEqual([...options.map((o) => o.value)].sort((a, b) => a.localeCompare(b)))
    const riyadh = options.find((o) => o.value === 'Asia/Riyadh')!
    expect(strip(riyadh.label)).toMatch(/^Asia\/Riyadh \(GMT\+03:00\)/)
    // The Latin part is isolated so that it reads left to right inside Arabic.
    expect(riyadh.label.startsWith('\u2066Asia/Riyadh')).toBe(true)
  })

  it('adds a stored zone the list lacks (UTC), and skips names that are only an offset', () => {
    jest.spyOn(Intl, 'supportedValuesOf').mockReturnValue(['Asia/Amman'])
    const options = timeZoneOptions('en', ['UTC', null, 'Asia/Amman'])
    expect(options.map((o) => o.value)).toEqual(['Asia/Amman', 'UTC'])
    expect(strip(options[1]!.label)).toMatch(/^UTC \(GMT\+00:00\)/)
    for (const option of options) expect(strip(option.label)).not.toMatch(/·.*\d/)
  })
})
