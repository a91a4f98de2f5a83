/**
 * Turns the seed's simple `Blocks` (see ../types.ts) into Lexical editor state, the format
 * Payload's rich-text fields store. Direction follows the language so Arabic bodies are RTL.
 */
import type { Blocks, Lang } from '../types'

type Node = Record<string, unknown>

const text = (value: string): Node => ({
  type: 'text',
  text: value,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})

const element = (type: string, dir: string, children: Node[], extra: Node = {}): Node => ({
  type,
  format: '',
  indent: 0,
  version: 1,
  direction: dir,
  children,
  ...extra,
})

export const toRichText = (blocks: Blocks, lang: Lang) => {
  const dir = lang === 'ar' ? 'rtl' : 'ltr'
  const children: Node[] = []
  let list: Node[] | null = null
  for (const raw of blocks) {
    const block = raw.trim()
    if (block.startsWith('- ')) {
      if (!list) {
        list = []
        children.push(element('list', dir, list, { listType: 'bullet', tag: 'ul', start: 1 }))
      }
      list.push(element('listitem', dir, [text(block.slice(2).trim())], { value: list.length + 1 }))
      continue
    }
    list = null
    const heading = /^(#{2,4})\s+(.*)$/.exec(block)
    if (heading) {
      children.push(element('heading', dir, [text(heading[2]!)], { tag: `h${heading[1]!.length}` }))
    } else if (block) {
      children.push(element('paragraph', dir, [text(block)], { textFormat: 0, textStyle: '' }))
    }
  }
  return { root: element('root', dir, children) }
}
