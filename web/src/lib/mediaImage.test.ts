import { focalPosition, mediaImage, imageAttributes } from './mediaImage'

const CMS = 'http://cms:3001/api/media/file'

/** A photo 2400 × 1600 with both sizes generated, as GraphQL answers it. */
const photo = (changes: Record<string, unknown> = {}) => ({
  url: `${CMS}/clinic.jpg`,
  alt: 'The clinic',
  width: 2400,
  height: 1600,
  focalX: 30,
  focalY: 70,
  sizes: {
    thumbnail: { url: `${CMS}/clinic-400x267.jpg`, width: 400, height: 267 },
    banner: { url: `${CMS}/clinic-1600x1067.jpg`, width: 1600, height: 1067 },
  },
  ...changes,
})

describe('mediaImage', () => {
  it('lists the sizes and the original narrowest first, site-relative, with the focal point', () => {
    expect(mediaImage(photo(), { sizes: '(max-width: 768px) 100vw, 400px' })).toEqual({
      src: '/api/media/file/clinic.jpg',
      srcSet:
        '/api/media/file/clinic-400x267.jpg 400w, /api/media/file/clinic-1600x1067.jpg 1600w, /api/media/file/clinic.jpg 2400w',
      sizes: '(max-width: 768px) 100vw, 400px',
      width: 2400,
      height: 1600,
      objectPosition: '30% 70%',
    })
  })

  it('names a generated size as src when asked, else the original', () => {
    expect(mediaImage(photo(), { sizes: '64px', src: 'thumbnail' })).toMatchObject({
      src: '/api/media/file/clinic-400x267.jpg',
      width: 400,
      height: 267,
    })
    const noThumbnail = photo({ sizes: { thumbnail: { url: null, width: null, height: null }, banner: null } })
    expect(mediaImage(noThumbnail, { sizes: '64px', src: 'thumbnail' })).toMatchObject({
      src: '/api/media/file/clinic.jpg',
      width: 2400,
    })
  })

  it('skips sizes without an address or a width (an original smaller than the size)', () => {
    const small = photo({
      width: 900,
      height: 600,
      sizes: {
        thumbnail: { url: `${CMS}/clinic-400x267.jpg`, width: 400, height: 267 },
        banner: { url: null, width: null, height: null },
      },
    })
    expect(mediaImage(small, { sizes: '100vw' })?.srcSet).toBe(
      '/api/media/file/clinic-400x267.jpg 400w, /api/media/file/clinic.jpg 900w',
    )
  })

  it('keeps one entry per width and per address', () => {
    const exact = photo({
      width: 1600,
      height: 1067,
      sizes: {
        thumbnail: { url: `${CMS}/clinic-400x267.jpg`, width: 400, height: 267 },
        banner: { url: `${CMS}/clinic-1600x1067.jpg`, width: 1600, height: 1067 },
      },
    })
    expect(mediaImage(exact, { sizes: '100vw' })?.srcSet).toBe(
      '/api/media/file/clinic-400x267.jpg 400w, /api/media/file/clinic-1600x1067.jpg 1600w',
    )
    const same = photo({ sizes: { thumbnail: { url: `${CMS}/clinic.jpg`, width: 400, height: 267 } } })
    expect(mediaImage(same, { sizes: '100vw' })?.srcSet).toBeUndefined()
  })

  it('has a src only when there is nothing to choose from', () => {
    const bare = { url: `${CMS}/clinic.jpg`, alt: null }
    expect(mediaImage(bare, { sizes: '100vw' })).toEqual({
      src: '/api/media/file/clinic.jpg',
      objectPosition: '50% 50%',
    })
    expect(mediaImage(photo({ sizes: null }), { sizes: '100vw' })).toEqual({
      src: '/api/media/file/clinic.jpg',
      width: 2400,
      height: 1600,
      objectPosition: '30% 70%',
    })
  })

  it('has nothing without an address', () => {
    expect(mediaImage(null, { sizes: '100vw' })).toBeUndefined()
    expect(mediaImage(photo({ url: null }), { sizes: '100vw' })).toBeUndefined()
  })

  it('keeps addresses of other hosts as they are, and encodes spaces in the list', () => {
    const elsewhere = photo({
      url: 'https://cdn.example/a b.jpg',
      sizes: { thumbnail: { url: 'https://cdn.example/a b-400.jpg', width: 400, height: 267 } },
    })
    expect(mediaImage(elsewhere, { sizes: '100vw' })).toMatchObject({
      src: 'https://cdn.example/a b.jpg',
      srcSet: 'https://cdn.example/a%20b-400.jpg 400w, https://cdn.example/a%20b.jpg 2400w',
    })
  })
})

describe('focalPosition', () => {
  it('is the focal point in percent, 50 % for a missing coordinate, clamped to the image', () => {
    expect(focalPosition({ focalX: 0, focalY: 100 })).toBe('0% 100%')
    expect(focalPosition({ focalX: 25, focalY: null })).toBe('25% 50%')
    expect(focalPosition({ focalX: -5, focalY: 140 })).toBe('0% 100%')
  })

  it('is the fallback (the centre unless told) without a focal point', () => {
    expect(focalPosition({ focalX: null, focalY: null })).toBe('50% 50%')
    expect(focalPosition(undefined, 'top')).toBe('top')
    expect(focalPosition({ focalX: 50, focalY: 50 }, 'top')).toBe('50% 50%')
  })
})

describe('imageAttributes', () => {
  test("an image's files and its focal point as the props of an <img>", () => {
    expect(
      imageAttributes({
        src: '/a.jpg',
        srcSet: '/a-400.jpg 400w, /a.jpg 1600w',
        sizes: '100vw',
        objectPosition: '20% 80%',
      }),
    ).toStrictEqual({
      src: '/a.jpg',
      srcSet: '/a-400.jpg 400w, /a.jpg 1600w',
      sizes: '100vw',
      style: { objectPosition: '20% 80%' },
    })
  })
})
