/**
 * HTML from WordPress (`content.rendered`) as the rich text Payload's editor stores (Lexical):
 * headings, paragraphs, lists, links, quotes and emphasis kept, by Payload's own converter
 * (`convertHTMLToLexical`) over a DOM from happy-dom. Images inside a body are turned into links to
 * their files for now (the editor's upload nodes need Parlour media).
 */
import { convertHTMLToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import { Window } from 'happy-dom'
import type { Payload, SanitizedConfig } from 'payload'

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

/** Rich text from an HTML fragment; null for an empty one. */
export async function htmlToRichText(payload: Payload, html: string): Promise<Record<string, unknown> | null> {
  const cleaned = html
    // WordPress's block comments and scripts are no content.
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '')
    // An image becomes a link to it (its words kept), until bodies carry Parlour media.
    .replace(
      /<img\b[^>]*\bsrc="([^"]+)"[^>]*?(?:\balt="([^"]*)")?[^>]*>/gi,
      (_, src: string, alt?: string) => `<a href="${src}">${alt || 'Image'}</a>`,
    )
    .trim()
  if (!cleaned) return null
  editorConfig ??= editorConfigFactory.default({ config: payload.config as SanitizedConfig })
  const state = convertHTMLToLexical({ editorConfig: await editorConfig, html: cleaned, JSDOM: HappyDom })
  return state as unknown as Record<string, unknown>
}
