import Image from 'next/image'
import Link from 'next/link'
import type { ReactNode } from 'react'

import { RatingStars } from '@/components/content/rating-stars'
import type { EmployeeCard as EmployeeCardData } from '@/lib/cms/types'
import type { Locale } from '@/lib/i18n/locales'

import styles from './employee-card.module.css'

/**
 * A stylist as a card (spec service-pages §3): photo (thumbnail), name linking to their page,
 * work category and rating stars. `eager` is for cards in the first screenful.
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
    <li className={styles.card} data-crm-id={employee.crmId ?? undefined}>
      {employee.photo ? (
        <Image
          src={employee.photo.url}
          alt=""
          width={employee.photo.width ?? 400}
          height={employee.photo.height ?? 400}
          sizes="(max-width: 760px) 100vw, (max-width: 1200px) 50vw, 400px"
          loading={eager ? 'eager' : 'lazy'}
          className={styles.photo}
        />
      ) : (
        <span className={styles.placeholder} aria-hidden="true">
          {employee.name.slice(0, 1)}
        </span>
      )}
      <div className={styles.body}>
        <h3>
          <Link href={href} className={styles.link}>
            {employee.name}
          </Link>
        </h3>
        {employee.subtitle && <p className={styles.subtitle}>{employee.subtitle}</p>}
        <RatingStars rating={employee.rating} locale={locale} />
      </div>
    </li>
  )
}

/** Cards in three columns on desktop, two under 1200 px, one under 760 px. */
export function CardGrid({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <ul className={styles.grid} data-testid={testId}>
      {children}
    </ul>
  )
}
