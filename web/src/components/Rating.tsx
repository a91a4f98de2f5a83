import { Box, chakra } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import { useLang } from '../lib/LangContext'
import type { Lang } from '../lib/lang'

const SIZES = { xs: 'sm', sm: 'md', md: 'xl' } as const
const STAR = 'M12 17.27L18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z'

/** A rating as the page's language writes it (Arabic pages keep Western digits, as the CMS copy does). */
export const formatRating = (value: number, lang: Lang) =>
  new Intl.NumberFormat(lang === 'ar' ? 'ar-u-nu-latn' : 'en-US', { maximumFractionDigits: 1 }).format(value)

/** How much of each of the five stars is filled: 1, 0.5 or 0 (to the nearest half star). */
export const starFills = (value: number) => {
  const halves = Math.round(Math.min(Math.max(value, 0), 5) * 2)
  return Array.from({ length: 5 }, (_, i) => Math.min(Math.max(halves - i * 2, 0), 2) / 2)
}

const Star = ({ clip }: { clip?: boolean }) => (
  <chakra.svg
    viewBox="0 0 24 24"
    fill="currentColor"
    width="1em"
    height="1em"
    position="absolute"
    insetInlineStart="0"
    top="0"
    clipPath={clip ? { base: 'inset(0 50% 0 0)', _rtl: 'inset(0 0 0 50%)' } : undefined}
  >
    <path d={STAR} />
  </chakra.svg>
)

/**
 * A read-only 5-star rating with half stars (spec §9): one picture for assistive technology,
 * named in the page's language ("Rated 4.3 out of 5"), not a tab stop; the stars are decoration.
 */
export function Rating({ value, label, size = 'sm' }: { value: number; label?: string; size?: keyof typeof SIZES }) {
  const lang = useLang()
  const { t } = useTranslation()
  return (
    <Box
      role="img"
      aria-label={label ?? t('a11y.rating', { value: formatRating(value, lang) })}
      display="inline-flex"
      alignItems="center"
      fontSize={SIZES[size]}
      data-testid="rating"
      data-value={value}
    >
      {starFills(value).map((fill, i) => (
        <Box key={i} as="span" aria-hidden position="relative" w="1em" h="1em" data-fill={fill}>
          <Box as="span" color="bg.emphasized">
            <Star />
          </Box>
          {fill > 0 && (
            <Box as="span" color="orange.solid">
              <Star clip={fill < 1} />
            </Box>
          )}
        </Box>
      ))}
    </Box>
  )
}
