import { FavouriteHeart } from '@/features/account/ui'
import { BookingButton } from '@/features/booking/ui'
import { RatingStars } from '@/ui/content/rating-stars'
import type { EmployeeCard as EmployeeCardData } from '@/features/content/contract'
import type { Locale } from '@/platform/i18n/locales'
import { fill, messages } from '@/platform/i18n/messages'

import card from './card.module.css'
import { CardImage } from './card'
import styles from './employee-card.module.css'

/**
 * A stylist as a card (spec service-pages §3): photo (thumbnail), name linking to their page,
 * work category, rating stars, a Book button (the stylist preselected) and the favourite heart for a signed-in client. Goes in a `CardGrid`; `eager` is for cards in the first screenful.
 */
export function EmployeeCard({
  employee,
  href,
  locale,
  eager = false,
}: {
  employee: EmployeeCardData
  href: string
  locale: Locale
  eager?: boolean
}) {
  return (
    <li className={`${card.card} ${card.ringOnFocusVisible}`} data-crm-id={employee.crmId ?? undefined}>
      {employee.photo ? (
        <CardImage
          image={employee.photo}
          fallback={[400, 400]}
          sizes="(max-width: 760px) 100vw, (max-width: 1200px) 50vw, 400px"
          eager={eager}
          className={styles.photo}
        />
      ) : (
        <span className={styles.placeholder} aria-hidden="true">
          {employee.name.slice(0, 1)}
        </span>
      )}
      <div className={styles.body}>
        <h3>
          <a href={href} className={`${card.link} ${styles.link}`}>
            {employee.name}
          </a>
        </h3>
        {employee.subtitle && <p className={styles.subtitle}>{employee.subtitle}</p>}
        <RatingStars rating={employee.rating} locale={locale} />
        <BookingButton locale={locale} employee={employee.slug} className={styles.book}>
          {messages(locale).book}
          <span className="visually-hidden">: {employee.name}</span>
        </BookingButton>
      </div>
      <FavouriteHeart
        id={String(employee.id)}
        label={fill(messages(locale).accountFavourite, { name: employee.name })}
        onCard
      />
    </li>
  )
}
