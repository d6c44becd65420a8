import { describe, expect, it } from 'vitest'

import { LAYOUT } from './behaviour'
import { deferredImageProps, LAZY_SELECTOR, lazyRootMargin, revealImage } from './lazy-images'

/** A stand-in for an element's attributes, recording the order they are set in. */
function element(initial: Record<string, string>) {
  const attrs = new Map(Object.entries(initial))
  const order: string[] = []
  return {
    attrs,
    order,
    getAttribute: (name: string) => attrs.get(name) ?? null,
    setAttribute: (name: string, value: string) => {
      order.push(name)
      attrs.set(name, value)
    },
    removeAttribute: (name: string) => void attrs.delete(name),
  }
}

describe('lazy images', () => {
  it('watches 300 px above and below the viewport', () => {
    expect(LAYOUT.lazyMarginPx).toBe(300)
    expect(lazyRootMargin()).toBe('300px 0px 300px 0px')
  })

  it('keeps the addresses in data attributes, and nothing the browser would fetch', () => {
    const props = deferredImageProps({
      src: '/a.webp?w=3840',
      srcSet: '/a.webp?w=640 640w, /a.webp?w=1080 1080w',
      sizes: '33vw',
      loading: 'lazy' as const,
      width: 960,
      height: 720,
      alt: '',
    })
    expect(props).toEqual({
      'data-lazy-src': '/a.webp?w=3840',
      'data-lazy-srcset': '/a.webp?w=640 640w, /a.webp?w=1080 1080w',
      sizes: '33vw',
      width: 960,
      height: 720,
      alt: '',
    })
    expect(LAZY_SELECTOR).toBe('img[data-lazy-src]')
  })

  it('gives a waiting picture its srcset, then its src, once', () => {
    const img = element({ 'data-lazy-src': '/a?w=3840', 'data-lazy-srcset': '/a?w=640 640w', sizes: '33vw' })
    expect(revealImage(img)).toBe(true)
    expect(Object.fromEntries(img.attrs)).toEqual({ src: '/a?w=3840', srcset: '/a?w=640 640w', sizes: '33vw' })
    expect(img.order).toEqual(['srcset', 'src'])
    expect(revealImage(img)).toBe(false)
    expect(img.order).toEqual(['srcset', 'src'])
  })

  it('reveals a picture without a srcset', () => {
    const img = element({ 'data-lazy-src': '/icon.svg' })
    expect(revealImage(img)).toBe(true)
    expect(Object.fromEntries(img.attrs)).toEqual({ src: '/icon.svg' })
  })
})
