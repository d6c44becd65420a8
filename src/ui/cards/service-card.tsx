import type { ReactNode } from 'react'

import { FavouriteHeart } from '@/features/account/ui'
import type { ServiceSummary } from '@/features/content/contract'
import { formatDuration } from '@/platform/format/duration'
import { formatFromPrice } from '@/platform/format/price'
import type { Locale } from '@/platform/i18n/locales'
import { fill, messages } from '@/platform/i18n/messages'

import card from './card.module.css'
import { CardImage } from './card'
import styles from './service-card.module.css'

/**
 * A service as a card: picture, name linking to its page, price and duration, and an optional
 * `action` under them (the catalogue's Book button). Goes in a `CardGrid`.
 */
export function ServiceCard({
  service,
  href,
  locale,
  action,
}: {
  service: ServiceSummary
  href: string
  locale: Locale
  action?: ReactNode
}) {
  return (
    <li className={card.card}>
      <CardImage image={service.image} fallback={[960, 720]} sizes="(max-width: 760px) 100vw, 33vw" />
      <div className={styles.cardBody}>
        <h3>
          <a href={href}>{service.title}</a>
        </h3>
        <p className={styles.meta}>
          <span className={styles.price}>{formatFromPrice(service, locale)}</span>
          <span>{formatDuration(service.durationMinutes, locale)}</span>
        </p>
        {action}
      </div>
      <FavouriteHeart
        id={String(service.id)}
        kind="service"
        label={fill(messages(locale).accountFavourite, { name: service.title })}
        onCard
      />
    </li>
  )
}
