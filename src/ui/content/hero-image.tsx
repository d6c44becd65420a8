import type { ImageRef } from '@/features/content/contract'

import { OptimisedImage, type ImageLoad } from '../media/optimised-image'

import styles from './hero-image.module.css'

/**
 * The main picture of a page (a content page, an article, a salon, the 404 page): full width of
 * its column with rounded corners; `className` adds the page's own spacing or shape. `fallback` is
 * its width and height when the CMS has none. It is preloaded with high priority, being in the
 * first screenful (usually the page's largest paint), unless `load` says otherwise. Nothing is drawn when there is no picture.
 */
export function HeroImage({
  image,
  sizes,
  fallback,
  className,
  alt,
  load = 'preload',
  parallax = false,
}: {
  image: ImageRef | null
  sizes: string
  fallback: [width: number, height: number]
  className?: string
  /** The picture's text; the CMS's by default. */
  alt?: string
  /** How it loads (src/ui/media/optimised-image.tsx): preloaded by default. */
  load?: ImageLoad
  /**
   * A wide picture at the top of a page drifts slightly as the page scrolls (windows wider than
   * 1200 px, see src/ui/behaviours/motion.ts): it is drawn in a frame that clips it; `className` goes on the frame.
   */
  parallax?: boolean
}) {
  if (!image) return null
  if (parallax) {
    return (
      <div className={className ? `${styles.frame} ${className}` : styles.frame} data-parallax="">
        <HeroImage image={image} sizes={sizes} fallback={fallback} alt={alt} load={load} />
      </div>
    )
  }
  return (
    <OptimisedImage
      className={className ? `${styles.image} ${className}` : styles.image}
      src={image.url}
      files={image.sources}
      focal={image.focal}
      alt={alt ?? image.alt}
      width={image.width ?? fallback[0]}
      height={image.height ?? fallback[1]}
      sizes={sizes}
      load={load}
    />
  )
}
