import { getImageProps } from 'next/image'
import { preload } from 'react-dom'

import { deferredImageProps } from '@/ui/behaviours/lazy-images'

import { withOwnFiles, type Focal, type PictureFile } from './sources'

export type ImageLoad = 'preload' | 'eager' | 'lazy'

/**
 * A picture in Next's optimised sizes drawn as a plain `<img>` by the server: no client component,
 * so nothing to download or hydrate for it (docs/decisions/0014).
 * - `preload`: the first picture of the page (its likely LCP): preloaded from the document's head
 *   with high priority.
 * - `eager`: in the first screenful.
 * - `lazy`: waits until it is within 300 px of the viewport (ui/layout/lazy-images.tsx);
 *   without script, the `<noscript>` copy is lazy-loaded by the browser instead (globals.css hides
 *   the waiting one).
 */
export function OptimisedImage({
  load,
  files,
  focal,
  ...image
}: {
  src: string
  alt: string
  width: number
  height: number
  sizes: string
  className?: string
  load: ImageLoad
  /** The media's own webp files (the srcset, instead of Next's resizer) and its focal point (src/ui/media/sources.ts). */
  files?: readonly PictureFile[]
  focal?: Focal | null
}) {
  const props = withOwnFiles(
    getImageProps({
      ...image,
      loading: load === 'lazy' ? 'lazy' : 'eager',
      fetchPriority: load === 'preload' ? 'high' : undefined,
    }).props,
    { src: image.src, files, focal },
  )
  if (load === 'preload') {
    preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' })
  }
  // A server-rendered <img> is the point here: next/image's <Image> is a client component.
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
  if (load !== 'lazy') return <img {...props} />
  return (
    <>
      {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text */}
      <img {...deferredImageProps(props)} />
      <noscript>
        {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text */}
        <img {...props} />
      </noscript>
    </>
  )
}
