import styles from './favourite-heart.module.css'

/** The attribute of a heart's place; the island loader (src/ui/islands/loader.ts) finds them by it. */
export const FAVOURITE_SLOT = 'data-favourite'

/**
 * Where the heart of a stylist's or a service's card or page goes: an empty place, rendered on the
 * server. The heart itself (a toggle button, pressed when it is a favourite) is drawn into it by the
 * island loader (src/ui/islands), and only for a signed-in client, so signed-out visitors
 * hydrate and load nothing for it.
 */
export function FavouriteHeart({
  id,
  label,
  kind = 'stylist',
  onCard = false,
}: {
  id: string
  label: string
  kind?: 'stylist' | 'service'
  onCard?: boolean
}) {
  return (
    <span
      className={styles.slot}
      {...{ [FAVOURITE_SLOT]: id }}
      data-favourite-kind={kind}
      data-favourite-label={label}
      data-favourite-on-card={onCard ? 'true' : undefined}
    />
  )
}
