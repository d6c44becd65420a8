import { formatLongDateIn } from '@/platform/format/date'
import { formatPounds } from '@/platform/format/price'
import type { Locale } from '@/platform/i18n/locales'
import { fill } from '@/platform/i18n/text'

import type { BoughtVoucherView } from '../contract'
import styles from './vouchers.module.css'
import { VOUCHER_WORDS } from './voucher-words'

const STATUS = {
  new: 'statusNew',
  sold: 'statusSold',
  used: 'statusUsed',
  fully_utilized: 'statusFullyUtilized',
  expired: 'statusExpired',
} as const

/**
 * A gift voucher as its buyer sees it, on screen and on paper: the code, what it is worth or pays
 * for, until when, who it is for and the message; what is left once it has been used.
 */
export function VoucherCard({
  voucher: v,
  locale,
  headingLevel = 2,
}: {
  voucher: BoughtVoucherView
  locale: Locale
  headingLevel?: 2 | 3
}) {
  const t = VOUCHER_WORDS[locale]
  const Heading = `h${headingLevel}` as const
  const phoneLine = v.recipientPhone && (v.sentAt ?? v.sendOn)
  return (
    <article className={styles.voucher} data-voucher={v.id} aria-labelledby={`voucher-${v.id}`}>
      <Heading id={`voucher-${v.id}`}>
        {t.voucherFor} · Parlour{v.service ? ` · ${v.service.title}` : ` · ${formatPounds(v.amount)}`}
      </Heading>
      <dl>
        <dt>{t.code}</dt>
        <dd className={styles.code} data-code>
          {v.code}
        </dd>
        {v.service ? (
          <>
            <dt>{t.covers}</dt>
            <dd>
              {v.service.title} — {fill(t.coversNote, { amount: formatPounds(v.amount) })}
            </dd>
          </>
        ) : (
          <>
            <dt>{t.worth}</dt>
            <dd data-amount>{formatPounds(v.amount)}</dd>
          </>
        )}
        {v.remaining !== v.amount && (
          <>
            <dt>{t.left}</dt>
            <dd>{formatPounds(v.remaining)}</dd>
          </>
        )}
        <dt>{t.validUntil}</dt>
        <dd data-expires>{formatLongDateIn(v.expiresAt, locale)}</dd>
        {v.recipientName && (
          <>
            <dt>{t.to}</dt>
            <dd data-recipient>{v.recipientName}</dd>
          </>
        )}
        <dt className={styles.noPrint}>{t.status}</dt>
        <dd className={styles.noPrint} data-status={v.status}>
          {t[STATUS[v.status]]}
        </dd>
      </dl>
      {v.message && (
        <p className={styles.message} data-message>
          “{v.message}”
        </p>
      )}
      {phoneLine && (
        <p className={`${styles.note} ${styles.noPrint}`}>
          {fill(v.sentAt ? t.sentOn : t.sendsOn, {
            phone: v.recipientPhone!,
            date: formatLongDateIn(phoneLine, locale),
          })}
        </p>
      )}
      <p className={styles.note}>{t.useIt}</p>
    </article>
  )
}
