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

/** Icons that point along the reading direction flip under RTL. */
const mirrored = { _rtl: { transform: 'scaleX(-1)' } }

export const ChevronDownIcon = (props: IconProps) => (
  <chakra.svg {...base(props)}>
    <path d="m6 9 6 6 6-6" />
  </chakra.svg>
)
export const ChevronEndIcon = (props: IconProps) => (
  <chakra.svg {...base({ ...mirrored, ...props })}>
    <path d="m9 18 6-6-6-6" />
  </chakra.svg>
)
export const ChevronStartIcon = (props: IconProps) => (
  <chakra.svg {...base({ ...mirrored, ...props })}>
    <path d="m15 18-6-6 6-6" />
  </chakra.svg>
)
export const ChevronsStartIcon = (props: IconProps) => (
  <chakra.svg {...base({ ...mirrored, ...props })}>
    <path d="m11 17-5-5 5-5M18 17l-5-5 5-5" />
  </chakra.svg>
)
export const ChevronsEndIcon = (props: IconProps) => (
  <chakra.svg {...base({ ...mirrored, ...props })}>
    <path d="m6 17 5-5-5-5M13 17l5-5-5-5" />
  </chakra.svg>
)
export const ArrowEndIcon = (props: IconProps) => (
  <chakra.svg {...base({ ...mirrored, ...props })}>
    <path d="M5 12h14M12 5l7 7-7 7" />
  </chakra.svg>
)
export const MenuIcon = (props: IconProps) => (
  <chakra.svg {...base(props)}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </chakra.svg>
)
export const CheckIcon = (props: IconProps) => (
  <chakra.svg {...base(props)}>
    <path d="M20 6 9 17l-5-5" />
  </chakra.svg>
)
export const PencilIcon = (props: IconProps) => (
  <chakra.svg {...base(props)}>
    <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
  </chakra.svg>
)
export const TrashIcon = (props: IconProps) => (
  <chakra.svg {...base(props)}>
    <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6" />
  </chakra.svg>
)

const brand = (props: IconProps) => ({ ...base(props), fill: 'currentColor', stroke: 'none' })

export const FacebookIcon = (props: IconProps) => (
  <chakra.svg {...brand(props)}>
    <path d="M14 8V6.5c0-.8.2-1.5 1.5-1.5H17V2h-2.6C11.3 2 10.5 4 10.5 6.2V8H8v3h2.5v11H14V11h2.6l.4-3Z" />
  </chakra.svg>
)
export const InstagramIcon = (props: IconProps) => (
  <chakra.svg {...base(props)}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="1" fill="currentColor" />
  </chakra.svg>
)
export const YoutubeIcon = (props: IconProps) => (
  <chakra.svg {...brand(props)}>
    <path d="M22 8.2a3 3 0 0 0-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 0 0 2 8.2 31 31 0 0 0 1.6 12 31 31 0 0 0 2 15.8a3 3 0 0 0 2.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 0 0 2.1-2.1c.4-1.2.4-3.8.4-3.8s0-2.6-.4-3.8ZM10 15.1V8.9l5.2 3.1Z" />
  </chakra.svg>
)
export const LinkIcon = (props: IconProps) => (
  <chakra.svg {...base(props)}>
    <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
  </chakra.svg>
)

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

export const PhoneIcon = (props: IconProps) => (
  <chakra.svg {...base(props)}>
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z" />
  </chakra.svg>
)

export const ChatIcon = (props: IconProps) => (
  <chakra.svg {...base(props)}>
    <path d="M21 11.5a8.4 8.4 0 0 1-9 8.4 8.5 8.5 0 0 1-3.8-.9L3 21l1.9-5.2a8.4 8.4 0 0 1-.9-3.8 8.5 8.5 0 0 1 8.5-8.5 8.4 8.4 0 0 1 8.5 8z" />
  </chakra.svg>
)
