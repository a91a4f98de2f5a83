/**
 * The summary of a native disclosure (`<details>`): the browser opens and closes it (no script,
 * so it works on a rendered page before the app; Enter and Space; its content found by the
 * browser's search). Its text at the start, a chevron at the end that turns while it is open; the
 * browser's own marker hidden. Used by the FAQ and the mobile menu's groups.
 */
import { Box, type HTMLChakraProps, chakra } from '@chakra-ui/react'

import { ChevronDownIcon } from './icons'

export function DisclosureSummary({
  children,
  chevron,
  ...props
}: HTMLChakraProps<'summary'> & { chevron?: HTMLChakraProps<'svg'> }) {
  return (
    <chakra.summary
      display="flex"
      alignItems="center"
      gap="3"
      cursor="pointer"
      listStyle="none"
      css={{ '&::-webkit-details-marker': { display: 'none' } }}
      {...props}
    >
      <Box as="span" flex="1" textAlign="start">
        {children}
      </Box>
      <ChevronDownIcon
        transition="rotate 0.2s"
        css={{ 'details[open] > summary > &': { rotate: '180deg' } }}
        {...chevron}
      />
    </chakra.summary>
  )
}
