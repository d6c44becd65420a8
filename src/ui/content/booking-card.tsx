import type { Locale } from '@/platform/i18n/locales'
import { messages } from '@/platform/i18n/messages'
import { localePath } from '@/platform/i18n/routing'

import styles from './booking-card.module.css'

/** One bookable option of the service (docs/decisions/0052), its price and length already written out. */
export interface BookingCardOption {
  /** The params row's id: what `/book/?option=` and the widget take. */
  id: string
  name: string
  price: string
  duration: string
}

/**
 * How many options the card's price and length can follow (one CSS rule each in the module); a
 * service with more shows its range and its own length there, and each option's beside its name.
 */
export const FOLLOWED_OPTIONS = 8

/**
 * A service page's booking card: the price and length, the service's options as radios (the first
 * chosen) and "Book now". It is a plain `<form method="get">` to the booking page, so without script
 * it opens `/book/?salon=…&service=…&option=…`; with script the island loader (src/ui/islands/loader.ts) catches the
 * submit and opens the booking widget in a dialog with the same choices. The price and length shown
 * follow the chosen option by CSS alone (`:has()`), so the card hydrates nothing. One card serves
 * both layouts: a sticky sidebar on wide screens, and on phones the options in the page and the
 * price, length and Book now in a bar fixed at the bottom.
 */
export function BookingCard({
  locale,
  salon,
  service,
  price,
  duration,
  options,
}: {
  locale: Locale
  /** Slug of the salon the card books at; none lets the visitor choose. */
  salon: string | null
  /** The service's path or id, as Book links carry it. */
  service: string
  /** The service's own price and length, shown when it has no options to follow. */
  price: string
  duration: string
  options: BookingCardOption[]
}) {
  const t = messages(locale)
  const follows = options.length > 0 && options.length <= FOLLOWED_OPTIONS
  return (
    <form
      method="get"
      action={localePath(locale, '/book/')}
      className={styles.card}
      data-opens-dialog="true"
      data-testid="booking-card"
    >
      {salon && <input type="hidden" name="salon" value={salon} />}
      <input type="hidden" name="service" value={service} />
      {options.length > 0 && (
        <fieldset className={styles.options}>
          <legend>{t.variants}</legend>
          {options.map((o, i) => (
            <label key={o.id} className={styles.option}>
              <input type="radio" name="option" value={o.id} defaultChecked={i === 0} />
              <span className={styles.optionName}>{o.name}</span>
              <span className={styles.optionFacts}>
                {o.price} · {o.duration}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {/* data-booking-bar: the floating Book button (floating-booking.module.css) steps aside for this bar. */}
      <div className={styles.bar} data-booking-bar="">
        <dl className={styles.facts}>
          <div>
            <dt>{t.price}</dt>
            <dd>{follows ? options.map((o) => <span key={o.id}>{o.price}</span>) : price}</dd>
          </div>
          <div>
            <dt>{t.duration}</dt>
            <dd>{follows ? options.map((o) => <span key={o.id}>{o.duration}</span>) : duration}</dd>
          </div>
        </dl>
        <button type="submit" className={styles.book} aria-haspopup="dialog">
          {t.book}
        </button>
      </div>
    </form>
  )
}
