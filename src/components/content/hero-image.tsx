import Image from 'next/image'

import type { ImageRef } from '@/lib/cms/types'

import styles from './hero-image.module.css'

/**
 * The main picture of a page (a content page, an article, a salon, the 404 page): full width of
 * its column with rounded corners; `className` adds the page's own spacing or shape. `fallback` is
 * its width and height when the CMS has none. It is preloaded, being in the first screenful,
 * unless `preload` is false. Nothing is drawn when there is no picture.
 */
export function HeroImage({
  image,
  sizes,
  fallback,
  className,
  alt,
  preload = true,
}: {
  image: ImageRef | null
  sizes: string
  fallback: [width: number, height: number]
  className?: string
  /** The picture's text; the CMS's by default. */
  alt?: string
  preload?: boolean
}) {
  if (!image) return null
  return (
    <Image
      className={className ? `${styles.image} ${className}` : styles.image}
      src={image.url}
      alt={alt ?? image.alt}
      width={image.width ?? fallback[0]}
      height={image.height ?? fallback[1]}
      sizes={sizes}
      preload={preload}
    />
  )
}
