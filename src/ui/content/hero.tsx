import type { ReactNode } from 'react'

import type { ImageRef } from '@/features/content/contract'

import { HeroImage } from './hero-image'
import styles from './hero.module.css'

/**
 * The first screen of a page that sells (the home page): a deep band with a small label, the
 * heading, one line of promise and the actions (Book now first), beside the salon's picture on wide
 * windows and above it on a phone, so Book now is within a phone's first screen. The picture is
 * preloaded: it is the screen's largest paint.
 */
export function Hero({
  eyebrow,
  title,
  promise,
  image,
  children,
}: {
  eyebrow?: string
  title: string
  promise: string
  image: ImageRef | null
  /** The actions under the promise: Book now, the rating. */
  children?: ReactNode
}) {
  return (
    <section className={styles.hero} aria-labelledby="hero-heading">
      <div className={styles.text}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 id="hero-heading">{title}</h1>
        <p className={styles.promise}>{promise}</p>
        {children && <div className={styles.actions}>{children}</div>}
      </div>
      {image && (
        <HeroImage
          image={image}
          alt=""
          fallback={[960, 720]}
          sizes="(max-width: 900px) 100vw, 50vw"
          className={styles.image}
        />
      )}
    </section>
  )
}
