import { toImage } from './image'
import type { RichBlock, RichInline } from './types'

/**
 * Converts the CMS editor's rich text (Lexical JSON) into the site's own small block model.
 * Unknown nodes keep their text; nothing from the editor is ever injected as HTML.
 */

interface LexNode {
  type?: string
  text?: string
  format?: number | string
  tag?: string
  listType?: string
  url?: string
  fields?: { url?: string; newTab?: boolean; linkType?: string; doc?: unknown; caption?: unknown } | null
  children?: LexNode[]
  /** Upload nodes: the collection and the document (populated when read with depth ≥ 1) or its id. */
  relationTo?: string
  value?: unknown
}

const BOLD = 1
const ITALIC = 2
const UNDERLINE = 8

function safeUrl(url: string | undefined): string | null {
  if (!url) return null
  const trimmed = url.trim()
  if (/^(https?:|mailto:|tel:)/i.test(trimmed) || trimmed.startsWith('/') || trimmed.startsWith('#')) return trimmed
  return null
}

/** A picture's address: on this site (never `//host`) or http(s); null otherwise. */
function safeImageUrl(url: string): string | null {
  const safe = safeUrl(url)
  return safe && (/^https?:/i.test(safe) || /^\/(?![/\\])/.test(safe)) ? safe : null
}

/**
 * An upload node as a picture: only media whose document was loaded (read with depth ≥ 1);
 * a bare id, another collection or an unsafe address gives nothing.
 */
function imageBlock(node: LexNode): RichBlock | null {
  if (node.relationTo !== 'media') return null
  const image = toImage(node.value, 'large')
  const url = image && safeImageUrl(image.url)
  if (!image || !url) return null
  const caption = typeof node.fields?.caption === 'string' ? node.fields.caption.trim() : ''
  return { type: 'image', image: { ...image, url }, ...(caption ? { caption } : {}) }
}

function inlines(nodes: LexNode[] | undefined): RichInline[] {
  const out: RichInline[] = []
  for (const node of nodes ?? []) {
    if (node.type === 'text' && typeof node.text === 'string') {
      const f = typeof node.format === 'number' ? node.format : 0
      out.push({
        type: 'text',
        text: node.text,
        ...(f & BOLD ? { bold: true } : {}),
        ...(f & ITALIC ? { italic: true } : {}),
        ...(f & UNDERLINE ? { underline: true } : {}),
      })
    } else if (node.type === 'linebreak') {
      out.push({ type: 'break' })
    } else if (node.type === 'link' || node.type === 'autolink') {
      const url = safeUrl(node.fields?.url ?? node.url)
      const children = inlines(node.children)
      if (url) out.push({ type: 'link', url, external: /^https?:/i.test(url), children })
      else out.push(...children)
    } else if (node.children) {
      out.push(...inlines(node.children))
    }
  }
  return out
}

export function toRichBlocks(value: unknown): RichBlock[] {
  const root = (value as { root?: LexNode } | null | undefined)?.root
  const blocks: RichBlock[] = []
  for (const node of root?.children ?? []) {
    switch (node.type) {
      case 'heading': {
        const n = Number(String(node.tag ?? 'h2').slice(1))
        blocks.push({
          type: 'heading',
          level: (n <= 2 ? 2 : n >= 4 ? 4 : 3) as 2 | 3 | 4,
          children: inlines(node.children),
        })
        break
      }
      case 'list':
        blocks.push({
          type: 'list',
          ordered: node.listType === 'number',
          items: (node.children ?? []).map((item) => inlines(item.children)),
        })
        break
      case 'quote':
        blocks.push({ type: 'quote', children: inlines(node.children) })
        break
      case 'upload': {
        const image = imageBlock(node)
        if (image) blocks.push(image)
        break
      }
      default: {
        const children = inlines(node.children)
        if (children.length) blocks.push({ type: 'paragraph', children })
      }
    }
  }
  return blocks
}

/** Plain text of converted rich text (search, descriptions); pictures are left out. */
export function richPlainText(blocks: RichBlock[]): string {
  const text = (list: RichInline[]): string =>
    list.map((i) => (i.type === 'text' ? i.text : i.type === 'link' ? text(i.children) : ' ')).join('')
  return blocks
    .flatMap((b) => (b.type === 'image' ? [] : [b.type === 'list' ? b.items.map(text).join('\n') : text(b.children)]))
    .join('\n\n')
}
