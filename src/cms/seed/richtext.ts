/**
 * Builds Lexical rich-text values (what Payload's editor stores) from plain paragraphs.
 * A paragraph starting with "## " becomes a heading.
 */

type TextNode = { type: 'text'; text: string; version: 1; format: 0; detail: 0; mode: 'normal'; style: '' }
type BlockNode = {
  type: 'paragraph' | 'heading'
  tag?: 'h2'
  children: TextNode[]
  version: 1
  direction: 'ltr'
  format: ''
  indent: 0
  textFormat?: 0
  textStyle?: ''
}

export interface RichText {
  root: { type: 'root'; children: BlockNode[]; direction: 'ltr'; format: ''; indent: 0; version: 1 }
  [key: string]: unknown
}

const text = (value: string): TextNode => ({
  type: 'text',
  text: value,
  version: 1,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
})

export function richText(paragraphs: string[]): RichText {
  return {
    root: {
      type: 'root',
      direction: 'ltr',
      format: '',
      indent: 0,
      version: 1,
      children: paragraphs.map((p) =>
        p.startsWith('## ')
          ? {
              type: 'heading',
              tag: 'h2',
              children: [text(p.slice(3))],
              version: 1,
              direction: 'ltr',
              format: '',
              indent: 0,
            }
          : {
              type: 'paragraph',
              children: [text(p)],
              version: 1,
              direction: 'ltr',
              format: '',
              indent: 0,
              textFormat: 0,
              textStyle: '',
            },
      ),
    },
  }
}

/** The plain text of a rich-text value, paragraphs joined by blank lines. */
export function plainText(value: unknown): string {
  const root = (value as RichText | null)?.root
  if (!root) return ''
  return root.children.map((b) => b.children.map((t) => t.text).join('')).join('\n\n')
}
