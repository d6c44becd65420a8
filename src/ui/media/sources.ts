/**
 * Which files an `<img>` offers and how it crops, from the media's own sizes (pure, unit-tested).
 * Payload already stores each picture in a few webp widths (400–1600 px), so the `srcset` lists
 * those files instead of Next's on-demand resizer (eight `/_next/image?url=…&w=…` addresses a
 * picture, resized on first request); `object-position` keeps the picture's focal point in view
 * wherever CSS crops it (`object-fit: cover` in a box of another shape).
 */
import type { CSSProperties } from 'react'

export interface PictureFile {
  url: string
  width: number
}

export interface Focal {
  x: number
  y: number
}

/** `a.webp 640w, b.webp 960w` — the files narrowest first, each width once. */
export function srcSetOf(files: readonly PictureFile[]): string {
  const seen = new Set<number>()
  return [...files]
    .sort((a, b) => a.width - b.width)
    .filter((f) => f.width > 0 && !seen.has(f.width) && seen.add(f.width))
    .map((f) => `${f.url} ${f.width}w`)
    .join(', ')
}

/** `30% 20%` for a focal point; nothing for the centre (the browser's default) or none at all. */
export function objectPositionOf(focal: Focal | null | undefined): string | undefined {
  if (!focal || !Number.isFinite(focal.x) || !Number.isFinite(focal.y)) return undefined
  const clamp = (v: number) => Math.round(Math.min(Math.max(v, 0), 100) * 10) / 10
  const [x, y] = [clamp(focal.x), clamp(focal.y)]
  return x === 50 && y === 50 ? undefined : `${x}% ${y}%`
}

/**
 * An `<img>`'s props (as next/image's `getImageProps` gives them) made to use the picture's own
 * files when it has them (`src` the picture's address, `srcset` its files when there are several;
 * no `color: transparent`, which only hides the alt text while a blur placeholder shows) and to keep
 * its focal point in view.
 */
export function withOwnFiles<P extends { src?: string; srcSet?: string; style?: CSSProperties }>(
  props: P,
  picture: { src: string; files?: readonly PictureFile[]; focal?: Focal | null },
): P {
  const objectPosition = objectPositionOf(picture.focal)
  let next: P = { ...props }
  if (picture.files?.length) {
    const { color: _color, ...style } = props.style ?? {}
    const { srcSet: _next, sizes, ...rest } = props as P & { sizes?: string }
    const own = srcSetOf(picture.files)
    // One file is no choice: `src` says it all, and `sizes` is only valid beside a `srcset`.
    next = (
      own.includes(',')
        ? { ...rest, src: picture.src, srcSet: own, sizes, style }
        : { ...rest, src: picture.src, style }
    ) as P
  }
  if (objectPosition) next.style = { ...next.style, objectPosition }
  if (next.style && Object.keys(next.style).length === 0) delete next.style
  return next
}
