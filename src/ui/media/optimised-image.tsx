import { getImageProps } from 'next/image'
import { preload } from 'react-dom'

import { withOwnFiles, type Focal, type PictureFile } from './sources'

export type ImageLoad = 'preload' | 'eager' | 'lazy'

/**
 * A picture in Next's optimised sizes drawn as a plain `<img>` by the server: no client component,
 * so nothing to download or hydrate for it (docs/decisions/0014). It always carries its real `src`,
 * `srcset`, `sizes`, `width` and `height`, so it is valid HTML and shows without script
 * (docs/decisions/0051).
 * - `preload`: the first picture of the page (its likely LCP): preloaded from the document's head
 *   with high priority.
 * - `eager`: in the first screenful.
 * - `lazy`: the browser's own lazy loading (`loading="lazy"`; every picture has `decoding="async"`).
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
  return <img {...props} />
}
