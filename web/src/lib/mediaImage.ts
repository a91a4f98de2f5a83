/**
 * A CMS image (the `media` collection) as an `<img>`'s attributes: its generated sizes (Payload's
 * `imageSizes`: `thumbnail` 400 px and `banner` 1600 px wide) and the original as a `srcSet`, so
 * the browser downloads the smallest file that fills the box (`sizes` says how wide the box is),
 * and the focal point the editors set in the panel as the `object-position` of a cropped image
 * (`object-fit: cover`), so the part they chose stays visible.
 */
import { mediaUrl } from './apollo'

/** The media fields a site query asks for where it renders the image (inside `image { … }`). */
export const MEDIA_IMAGE_FIELDS = `
  url alt width height focalX focalY
  sizes { thumbnail { url width height } banner { url width height } }
`

/** One generated size: no url when the original was smaller than it or it was not generated. */
export interface MediaSize {
  url?: string | null
  width?: number | null
  height?: number | null
}

export type MediaSizeName = 'thumbnail' | 'banner'

/** A media document as the queries read it (MEDIA_IMAGE_FIELDS; older queries ask for fewer). */
export interface MediaSource {
  url?: string | null
  alt?: string | null
  width?: number | null
  height?: number | null
  /** The focal point, in percent of the width and height (0–100; Payload's default is 50/50). */
  focalX?: number | null
  focalY?: number | null
  sizes?: { [name in MediaSizeName]?: MediaSize | null } | null
}

/** The attributes of the `<img>` (spread them; `objectPosition` is a style). */
export interface MediaImage {
  src: string
  srcSet?: string
  sizes?: string
  width?: number
  height?: number
  objectPosition: string
}

/** The props every CMS image is drawn with: its files, and the focal point as its position. */
export const imageAttributes = ({ src, srcSet, sizes, objectPosition }: Partial<MediaImage>) => ({
  src,
  srcSet,
  sizes,
  style: { objectPosition },
})

export interface MediaImageOptions {
  /** The `sizes` attribute: how wide the image is shown (`100vw`, `(min-width: 1024px) 400px, 100vw`). */
  sizes: string
  /**
   * Which file the plain `src` names (what the server preloads, and a browser without `srcset`
   * shows): a generated size, else the original when that size is missing. The original by default.
   */
  src?: MediaSizeName | 'original'
  /** The position when the image has no focal point at all (neither coordinate); centred by default. */
  fallbackPosition?: string
}

const SIZE_NAMES: readonly MediaSizeName[] = ['thumbnail', 'banner']

/** A percentage for CSS from a coordinate (clamped to 0–100), or the centre. */
const percent = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? `${Math.min(100, Math.max(0, value))}%` : '50%'

/** Where a cropped image keeps its focal point in view: `${focalX}% ${focalY}%`, 50 % where unset. */
export const focalPosition = (media: MediaSource | null | undefined, fallback = '50% 50%') =>
  media?.focalX == null && media?.focalY == null ? fallback : `${percent(media?.focalX)} ${percent(media?.focalY)}`

const positiveWidth = (width: number | null | undefined): width is number =>
  typeof width === 'number' && Number.isFinite(width) && width > 0

/**
 * The `<img>` attributes of a CMS image; undefined when it has no address. `srcSet` lists the
 * generated sizes and the original that have an address and a width (`url 400w`), narrowest
 * first, one per width and per address; with fewer than two there is nothing to choose from, and
 * the image has its `src` only. Every address goes through `mediaUrl` (site-relative).
 */
export function mediaImage(media: MediaSource | null | undefined, options: MediaImageOptions): MediaImage | undefined {
  const original = mediaUrl(media?.url)
  if (!media || !original) return undefined
  const chosen = options.src && options.src !== 'original' ? media.sizes?.[options.src] : null
  const chosenUrl = mediaUrl(chosen?.url)
  const [src, box] = chosenUrl ? [chosenUrl, chosen] : [original, media]

  const candidates = [
    ...SIZE_NAMES.map((name) => media.sizes?.[name]).map((size) => ({ url: mediaUrl(size?.url), width: size?.width })),
    { url: original, width: media.width },
  ]
    .filter((c): c is { url: string; width: number } => Boolean(c.url) && positiveWidth(c.width))
    // Stable: at an equal width a generated size (listed first) wins over the original.
    .sort((a, b) => a.width - b.width)
  const seenWidths = new Set<number>()
  const seenUrls = new Set<string>()
  const srcSet: string[] = []
  for (const { url, width } of candidates) {
    if (seenWidths.has(width) || seenUrls.has(url)) continue
    seenWidths.add(width)
    seenUrls.add(url)
    // A space would end the address in the list (Payload's addresses are encoded already).
    srcSet.push(`${url.replace(/\s/g, encodeURIComponent)} ${width}w`)
  }

  return {
    src,
    ...(srcSet.length > 1 ? { srcSet: srcSet.join(', '), sizes: options.sizes } : {}),
    ...(positiveWidth(box?.width) && positiveWidth(box?.height) ? { width: box.width, height: box.height } : {}),
    objectPosition: focalPosition(media, options.fallbackPosition),
  }
}
