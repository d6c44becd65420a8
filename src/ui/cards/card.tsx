import type { ImageRef } from '@/features/content/contract'

import { OptimisedImage } from '../media/optimised-image'

import styles from './card.module.css'

/**
 * The picture on top of a card: decorative (the card's title names it), 4:3 unless `className`
 * styles it otherwise, sized by `sizes`; `fallback` is its width and height when the CMS has none.
 * `eager` is for cards in the first screenful; the others are lazy-loaded by the browser
 * (docs/decisions/0051). Nothing is drawn when there is no picture.
 */
export function CardImage({
  image,
  sizes,
  fallback,
  eager = false,
  className = styles.image,
}: {
  image: ImageRef | null
  sizes: string
  fallback: [width: number, height: number]
  eager?: boolean
  className?: string
}) {
  if (!image) return null
  return (
    <OptimisedImage
      src={image.url}
      files={image.sources}
      focal={image.focal}
      alt=""
      width={image.width ?? fallback[0]}
      height={image.height ?? fallback[1]}
      sizes={sizes}
      load={eager ? 'eager' : 'lazy'}
      className={className}
    />
  )
}
