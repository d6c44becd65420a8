/**
 * Builds Lexical rich-text values (what Payload's editor stores) from plain paragraphs.
 * A paragraph starting with "## " becomes a heading; a picture from the media library can follow
 * one of them, as the editor's Upload feature stores it.
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

type UploadNode = {
  type: 'upload'
  version: 3
  format: ''
  id: string
  fields: null
  relationTo: 'media'
  value: number | string
}

export interface RichText {
  root: { type: 'root'; children: (BlockNode | UploadNode)[]; direction: 'ltr'; format: ''; indent: 0; version: 1 }
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

/** `image`: the media document shown after paragraph number `after` (1 = the first). */
export function richText(paragraphs: string[], image?: { media: number | string; after: number }): RichText {
  const blocks: (BlockNode | UploadNode)[] = paragraphs.map((p) =>
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
  )
  if (image) {
    // The node id is the editor's own key for the node; any stable string will do.
    const node: UploadNode = {
      type: 'upload',
      version: 3,
      format: '',
      id: `seed-image-${image.media}`,
      fields: null,
      relationTo: 'media',
      value: image.media,
    }
    blocks.splice(image.after, 0, node)
  }
  return {
    root: { type: 'root', direction: 'ltr', format: '', indent: 0, version: 1, children: blocks },
  }
}

/** The plain text of a rich-text value, paragraphs joined by blank lines. */
export function plainText(value: unknown): string {
  const root = (value as RichText | null)?.root
  if (!root) return ''
  return root.children
    .flatMap((b) => (b.type === 'upload' ? [] : [b.children.map((t) => t.text).join('')]))
    .join('\n\n')
}
