/**
 * A CMS image as Payload's GraphQL answers the site's queries for it (lib/mediaImage.ts
 * MEDIA_IMAGE_FIELDS): the original 2400 × 1600, its `thumbnail` (400 px) and `banner` (1600 px)
 * sizes next to it, and the focal point. `sizes: null` is an image without generated sizes.
 */
export const cmsMedia = (
  file: string,
  {
    base = 'http://cms:3001/api/media/file',
    alt = null,
    focalX = 50,
    focalY = 50,
    sizes = true,
  }: { base?: string; alt?: string | null; focalX?: number | null; focalY?: number | null; sizes?: boolean } = {},
) => {
  const [name, extension = 'jpg'] = file.split(/\.(?=[^.]+$)/)
  const size = (typename: string, width: number, height: number) => ({
    __typename: typename,
    url: `${base}/${name}-${width}x${height}.${extension}`,
    width,
    height,
  })
  return {
    __typename: 'Media',
    url: `${base}/${file}`,
    alt,
    width: 2400,
    height: 1600,
    focalX,
    focalY,
    sizes: sizes
      ? {
          __typename: 'Media_Sizes',
          thumbnail: size('Media_Sizes_Thumbnail', 400, 267),
          banner: size('Media_Sizes_Banner', 1600, 1067),
        }
      : null,
  }
}
