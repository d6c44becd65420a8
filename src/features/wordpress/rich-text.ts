/**
 * HTML from WordPress (`content.rendered`) as the rich text Payload's editor stores (Lexical):
 * headings, paragraphs, lists, links, quotes and emphasis kept, by Payload's own converter
 * (`convertHTMLToLexical`) over a DOM from happy-dom. Images become the editor's upload nodes
 * pointing at Parlour media (the caller downloads them); one that cannot be had is left out.
 */
import { randomBytes } from 'node:crypto'

import type { editorConfigFactory } from '@payloadcms/richtext-lexical'
import { Window } from 'happy-dom'
import type { Payload, SanitizedConfig } from 'payload'

import { decodeEntities } from './source/items'

/** What Payload's converter expects of a DOM library: `new Dom(html).window.document`. */
class HappyDom {
  readonly window: { document: Document }
  constructor(html: string) {
    const window = new Window()
    window.document.body.innerHTML = html
    this.window = window as unknown as { document: Document }
  }
}

let editorConfig: Promise<Awaited<ReturnType<typeof editorConfigFactory.default>>> | undefined

/** Parlour's media id for an image of the body (downloaded when new); null when it cannot be had. */
export type BodyImage = (src: string, alt: string) => Promise<number | null>

interface LexicalNode {
  type?: string
  text?: string
  children?: LexicalNode[]
  [key: string]: unknown
}

// A paragraph holding only this stands for the n-th image until the tree is built.
const MARK = 'parlour-image-'
const marker = (n: number) => `<p>${MARK}${n}</p>`
const attribute = (tag: string, name: string) =>
  decodeEntities(new RegExp(`\\b${name}\\s*=\\s*("([^"]*)"|'([^']*)')`, 'i').exec(tag)?.slice(2, 4).find(Boolean) ?? '')

/** Rich text from an HTML fragment; null for an empty one. */
export async function htmlToRichText(
  payload: Payload,
  html: string,
  image?: BodyImage,
): Promise<Record<string, unknown> | null> {
  const images: { src: string; alt: string }[] = []
  const cleaned = html
    // WordPress's block comments and scripts are no content.
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '')
    // An image (with its figure and caption, as the block editor writes it) stands apart.
    .replace(/<figure\b[^>]*>\s*(?:<a\b[^>]*>\s*)?(<img\b[^>]*>)[\s\S]*?<\/figure>|<img\b[^>]*>/gi, (whole, inner) => {
      const tag = (inner as string | undefined) ?? whole
      const src = attribute(tag, 'src')
      if (!src) return ''
      images.push({ src, alt: attribute(tag, 'alt') })
      return marker(images.length - 1)
    })
    .trim()
  if (!cleaned) return null
  const ids = await Promise.all(images.map((i) => (image ? image(i.src, i.alt) : Promise.resolve(null))))
  // Loaded when first needed: imported with a script's first modules, Lexical's package now and
  // then left Node's module loading unsettled (exit code 13, nothing printed), seen with tsx.
  const lexical = await import('@payloadcms/richtext-lexical')
  editorConfig ??= lexical.editorConfigFactory.default({ config: payload.config as SanitizedConfig })
  const state = lexical.convertHTMLToLexical({
    editorConfig: await editorConfig,
    html: cleaned,
    JSDOM: HappyDom,
  }) as unknown as {
    root: LexicalNode
  }
  state.root.children = (state.root.children ?? []).flatMap((node) => {
    const text = node.type === 'paragraph' && node.children?.length === 1 ? node.children[0]?.text : undefined
    const n = text?.startsWith(MARK) ? Number(text.slice(MARK.length)) : NaN
    if (Number.isNaN(n)) return [node]
    const id = ids[n]
    return id
      ? [
          {
            type: 'upload',
            version: 3,
            format: '',
            id: randomBytes(12).toString('hex'),
            fields: null,
            relationTo: 'media',
            value: id,
          },
        ]
      : []
  })
  if (!state.root.children.length) return null
  return state as unknown as Record<string, unknown>
}
