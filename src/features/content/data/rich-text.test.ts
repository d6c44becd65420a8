import { describe, expect, it } from 'vitest'

import { richPlainText, toRichBlocks } from './rich-text'

const text = (t: string, format = 0) => ({ type: 'text', text: t, format })

describe('toRichBlocks', () => {
  it('keeps paragraphs, headings, lists, quotes and text styles', () => {
    const blocks = toRichBlocks({
      root: {
        children: [
          { type: 'heading', tag: 'h2', children: [text('Our story')] },
          { type: 'paragraph', children: [text('Fifteen years '), text('in Chelsea', 1 | 2)] },
          {
            type: 'list',
            listType: 'bullet',
            children: [
              { type: 'listitem', children: [text('Hair')] },
              { type: 'listitem', children: [text('Nails')] },
            ],
          },
          { type: 'quote', children: [text('Lovely team')] },
        ],
      },
    })
    expect(blocks).toEqual([
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Our story' }] },
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Fifteen years ' },
          { type: 'text', text: 'in Chelsea', bold: true, italic: true },
        ],
      },
      { type: 'list', ordered: false, items: [[{ type: 'text', text: 'Hair' }], [{ type: 'text', text: 'Nails' }]] },
      { type: 'quote', children: [{ type: 'text', text: 'Lovely team' }] },
    ])
  })

  it('keeps safe links and drops dangerous ones, keeping their text', () => {
    const blocks = toRichBlocks({
      root: {
        children: [
          {
            type: 'paragraph',
            children: [
              { type: 'link', fields: { url: 'https://parlour.example/' }, children: [text('site')] },
              { type: 'link', fields: { url: 'javascript:alert(1)' }, children: [text(' bad')] },
            ],
          },
        ],
      },
    })
    expect(blocks[0]).toEqual({
      type: 'paragraph',
      children: [
        { type: 'link', url: 'https://parlour.example/', external: true, children: [{ type: 'text', text: 'site' }] },
        { type: 'text', text: ' bad' },
      ],
    })
  })

  /** A media document as Payload populates it in an upload node (depth ≥ 1). */
  const media = {
    id: 7,
    alt: 'A low knot tied with linen',
    url: '/api/media/file/knot.webp',
    width: 1200,
    height: 900,
    sizes: {
      large: { url: '/api/media/file/knot-1200x900.webp', width: 1200, height: 900 },
      medium: { url: '/api/media/file/knot-640x480.webp', width: 640, height: 480 },
    },
  }
  const upload = (value: unknown, extra: Record<string, unknown> = {}) => ({
    type: 'upload',
    version: 3,
    format: '',
    id: '66a1f0c2b3',
    fields: null,
    relationTo: 'media',
    value,
    ...extra,
  })
  const image = {
    url: '/api/media/file/knot-1200x900.webp',
    alt: 'A low knot tied with linen',
    width: 1200,
    height: 900,
    // The stored files of the same shape, for the srcset.
    sources: [
      { url: '/api/media/file/knot-640x480.webp', width: 640 },
      { url: '/api/media/file/knot-1200x900.webp', width: 1200 },
    ],
  }

  it('shows a loaded picture from the media library in its large size, with its alt text and caption', () => {
    const blocks = toRichBlocks({
      root: {
        children: [
          { type: 'paragraph', children: [text('Before')] },
          upload(media),
          upload(media, { fields: { caption: '  The spring knot  ' } }),
          { type: 'paragraph', children: [text('After')] },
        ],
      },
    })
    expect(blocks).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: 'Before' }] },
      { type: 'image', image },
      { type: 'image', image, caption: 'The spring knot' },
      { type: 'paragraph', children: [{ type: 'text', text: 'After' }] },
    ])
    // The pictures add nothing to the plain text (search, descriptions).
    expect(richPlainText(blocks)).toBe('Before\n\nAfter')
  })

  it('falls back to the original file when the large size was not made (a small picture)', () => {
    const small = { ...media, width: 500, height: 400, sizes: { large: { url: null, width: null, height: null } } }
    expect(toRichBlocks({ root: { children: [upload(small)] } })).toEqual([
      {
        type: 'image',
        image: {
          url: '/api/media/file/knot.webp',
          alt: media.alt,
          width: 500,
          height: 400,
          sources: [{ url: '/api/media/file/knot.webp', width: 500 }],
        },
      },
    ])
  })

  it('drops upload nodes that are not loaded, not media, without a file or at an unsafe address', () => {
    const blocks = toRichBlocks({
      root: {
        children: [
          upload(7),
          upload(null),
          upload(media, { relationTo: 'documents' }),
          upload({ id: 8, alt: 'No file' }),
          upload({ ...media, sizes: {}, url: 'javascript:alert(1)' }),
          upload({ ...media, sizes: {}, url: '//evil.example/x.png' }),
          upload({ ...media, sizes: {}, url: 'data:image/png;base64,AAAA' }),
        ],
      },
    })
    expect(blocks).toEqual([])
  })

  it('keeps a picture stored at an http(s) address', () => {
    const remote = { ...media, sizes: {}, url: 'https://media.parlour.example/knot.webp' }
    expect(toRichBlocks({ root: { children: [upload(remote)] } })).toEqual([
      {
        type: 'image',
        image: {
          ...image,
          url: 'https://media.parlour.example/knot.webp',
          sources: [{ url: 'https://media.parlour.example/knot.webp', width: 1200 }],
        },
      },
    ])
  })

  it('is empty for missing or malformed values, and gives plain text', () => {
    expect(toRichBlocks(null)).toEqual([])
    expect(toRichBlocks({})).toEqual([])
    expect(
      richPlainText(
        toRichBlocks({
          root: {
            children: [
              { type: 'paragraph', children: [text('A')] },
              { type: 'paragraph', children: [text('B')] },
            ],
          },
        }),
      ),
    ).toBe('A\n\nB')
  })
})
