import { type HTMLChakraProps, chakra } from '@chakra-ui/react'

type IconProps = HTMLChakraProps<'svg'>

const base = (props: IconProps) => ({
  viewBox: '0 0 24 24',
  width: '1em',
  height: '1em',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  flexShrink: 0,
  ...props,
})

export const PlusIcon = (props: IconProps) => (
  <chakra.svg {...base(props)}>
    <path d="M12 5v14M5 12h14" />
  </chakra.svg>
)

export const SearchIcon = (props: IconProps) => (
  <chakra.svg {...base(props)}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </chakra.svg>
)

export const ImageIcon = (props: IconProps) => (
  <chakra.svg {...base(props)}>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <circle cx="9" cy="9" r="2" />
    <path d="m21 15-5-5L5 21" />
  </chakra.svg>
)
