import { Box, Heading, Link, List, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router-dom'

import { useLang } from '../lib/LangContext'
import { localizeHref } from '../lib/lang'
import { linkRecipe, listSlotRecipe } from '@chakra-ui/react/theme'
import { registerRecipes, registerSlotRecipes } from '../lib/laterRecipes'

registerRecipes({ link: linkRecipe })
registerSlotRecipes({ list: listSlotRecipe })

/** A Lexical node as Payload's rich-text field serves it. */
export interface LexicalNode {
  type: string
  tag?: string
  text?: string
  format?: number | string
  listType?: string
  url?: string
  fields?: { url?: string; newTab?: boolean; linkType?: string }
  children?: LexicalNode[]
}

const HEADING_SIZE: Record<string, string> = { h1: '3xl', h2: '2xl', h3: 'xl', h4: 'lg', h5: 'md', h6: 'md' }

function TextLeaf({ node }: { node: LexicalNode }) {
  const format = typeof node.format === 'number' ? node.format : 0
  let out: ReactNode = node.text
  if (format & 16) out = <code>{out}</code>
  if (format & 1) out = <strong>{out}</strong>
  if (format & 2) out = <em>{out}</em>
  if (format & 8) out = <u>{out}</u>
  if (format & 4) out = <s>{out}</s>
  return <>{out}</>
}

function Nodes({ nodes }: { nodes?: LexicalNode[] }) {
  return (
    <>
      {nodes?.map((node, i) => (
        <RichNode key={i} node={node} />
      ))}
    </>
  )
}

function RichNode({ node }: { node: LexicalNode }) {
  const lang = useLang()
  switch (node.type) {
    case 'text':
      return <TextLeaf node={node} />
    case 'linebreak':
      return <br />
    case 'paragraph':
      return (
        <Text mb="4" lineHeight="tall">
          <Nodes nodes={node.children} />
        </Text>
      )
    case 'heading':
      return (
        <Heading
          as={(node.tag ?? 'h2') as 'h2'}
          size={HEADING_SIZE[node.tag ?? 'h2'] as 'xl'}
          mt="8"
          mb="3"
          color="brand.900"
        >
          <Nodes nodes={node.children} />
        </Heading>
      )
    case 'list': {
      const ordered = node.listType === 'number'
      return (
        <List.Root as={ordered ? 'ol' : 'ul'} ps="6" mb="4" gap="2" listStyleType={ordered ? 'decimal' : 'disc'}>
          <Nodes nodes={node.children} />
        </List.Root>
      )
    }
    case 'listitem':
      return (
        <List.Item lineHeight="tall">
          <Nodes nodes={node.children} />
        </List.Item>
      )
    case 'quote':
      return (
        <Box as="blockquote" borderStartWidth="4px" borderColor="brand.500" ps="4" my="4" color="gray.700">
          <Nodes nodes={node.children} />
        </Box>
      )
    case 'link':
    case 'autolink': {
      const href = node.fields?.url ?? node.url ?? '#'
      if (href.startsWith('/'))
        return (
          <Link asChild color="brand.600">
            <RouterLink to={localizeHref(href, lang)}>
              <Nodes nodes={node.children} />
            </RouterLink>
          </Link>
        )
      return (
        <Link href={href} color="brand.600" target="_blank" rel="noopener noreferrer">
          <Nodes nodes={node.children} />
        </Link>
      )
    }
    default:
      return <Nodes nodes={node.children} />
  }
}

/** Renders Payload rich text (Lexical JSON). */
export function RichText({ value }: { value?: { root?: LexicalNode } | null }) {
  if (!value?.root) return null
  return (
    <Box data-testid="rich-text">
      <Nodes nodes={value.root.children} />
    </Box>
  )
}
