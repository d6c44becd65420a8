/**
 * Pictures below the fold load when they come within `LAYOUT.lazyMarginPx` (300 px) of the
 * viewport (site.md §9). The server draws such a picture with its addresses kept in data
 * attributes (plus a `<noscript>` copy that the browser lazy-loads itself); one shared
 * IntersectionObserver (ui/layout/lazy-images.tsx) moves them into `srcset` and `src` when
 * the picture nears the viewport. The picture keeps its box all along (width, height and the
 * card's CSS aspect ratio), so nothing shifts when it arrives. Pure, so it is unit-tested.
 */
import { LAYOUT } from './behaviour'

export const LAZY_SRC = 'data-lazy-src'
export const LAZY_SRCSET = 'data-lazy-srcset'
/** Pictures still waiting. */
export const LAZY_SELECTOR = `img[${LAZY_SRC}]`

/** The IntersectionObserver margin: the viewport grown by the lazy margin above and below. */
export const lazyRootMargin = (px: number = LAYOUT.lazyMarginPx) => `${px}px 0px ${px}px 0px`

/** An `<img>`'s props with `src` and `srcSet` moved to the data attributes (and no `loading`). */
export function deferredImageProps<P extends { src?: string; srcSet?: string; loading?: unknown }>(
  props: P,
): Omit<P, 'src' | 'srcSet' | 'loading'> & { [LAZY_SRC]: string; [LAZY_SRCSET]?: string } {
  const { src, srcSet, loading: _loading, ...rest } = props
  return { ...rest, [LAZY_SRC]: src ?? '', ...(srcSet ? { [LAZY_SRCSET]: srcSet } : {}) }
}

type Attributes = Pick<Element, 'getAttribute' | 'setAttribute' | 'removeAttribute'>

/**
 * Gives a waiting picture its addresses (`srcset` before `src`, so the browser fetches one size
 * only). Returns false when it was not waiting.
 */
export function revealImage(img: Attributes): boolean {
  const src = img.getAttribute(LAZY_SRC)
  if (src == null) return false
  const srcSet = img.getAttribute(LAZY_SRCSET)
  if (srcSet) img.setAttribute('srcset', srcSet)
  img.setAttribute('src', src)
  img.removeAttribute(LAZY_SRCSET)
  img.removeAttribute(LAZY_SRC)
  return true
}
