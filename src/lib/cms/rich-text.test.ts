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
