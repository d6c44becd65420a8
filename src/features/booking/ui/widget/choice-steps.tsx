'use client'

import { useId, useState } from 'react'

import type { Employee, Location, Service } from '../../client/api-client'
import { groupServices } from '../../client/slots'
import { formatDuration } from '@/platform/format/duration'
import { formatPrice } from '@/platform/format/price'
import type { Locale } from '@/platform/i18n/locales'
import { bookingMessages } from '@/platform/i18n/booking-messages'
import { fill } from '@/platform/i18n/messages'

import { StepHeading, StepNav } from './step-parts'
import styles from './widget.module.css'

export function SalonStep({
  locale,
  locations,
  chosen,
  busy,
  onChoose,
}: {
  locale: Locale
  locations: Location[]
  chosen: string | null
  busy: boolean
  onChoose: (location: Location) => void
}) {
  const t = bookingMessages(locale)
  return (
    <section>
      <StepHeading>{t.bookSalonHeading}</StepHeading>
      <ul className={styles.choices}>
        {locations.map((l) => (
          <li key={l.id}>
            <button
              type="button"
              className={styles.choice}
              aria-pressed={chosen === l.id}
              disabled={busy}
              onClick={() => onChoose(l)}
            >
              <span className={styles.choiceName}>{l.name}</span>
              <span className={styles.muted}>
                {l.street}, {l.city} {l.postcode}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The option chosen of each service (service id → option id). */
export type ChosenOptions = Record<string, string>

/** Whether every chosen service that has options has one chosen. */
export const optionsComplete = (services: Service[], chosen: string[], options: ChosenOptions) =>
  services.every((s) => !chosen.includes(s.id) || !s.options?.length || s.options.some((o) => o.id === options[s.id]))

export function ServicesStep({
  locale,
  services,
  first,
  chosen,
  options,
  several,
  busy,
  onChange,
  onOption,
  onBack,
  onContinue,
}: {
  locale: Locale
  services: Service[]
  /** Which groups lead the list (see groupServices). */
  first: { group: string | null; gender: string | null | undefined }
  chosen: string[]
  options: ChosenOptions
  several: boolean
  busy: boolean
  onChange: (ids: string[]) => void
  onOption: (serviceId: string, optionId: string) => void
  onBack: () => void
  onContinue: () => void
}) {
  const t = bookingMessages(locale)
  const id = useId()
  const groups = groupServices(services, t.bookOtherCategory, first)
  // Unfolded when the step opens: the groups of the services already chosen, else the first.
  const [open, setOpen] = useState(() => {
    const holding = groups.filter((g) => g.services.some((s) => chosen.includes(s.id))).map((g) => g.id)
    return new Set(holding.length ? holding : groups.slice(0, 1).map((g) => g.id))
  })
  const fold = (groupId: string, unfolded: boolean) =>
    setOpen((now) => {
      if (now.has(groupId) === unfolded) return now
      const next = new Set(now)
      if (unfolded) next.add(groupId)
      else next.delete(groupId)
      return next
    })
  const toggle = (serviceId: string, on: boolean) =>
    onChange(several ? (on ? [...chosen, serviceId] : chosen.filter((c) => c !== serviceId)) : on ? [serviceId] : [])
  return (
    <section>
      <StepHeading>{several ? t.bookServicesHeading : t.bookServiceHeading}</StepHeading>
      {several && <p className={styles.muted}>{t.bookServicesHint}</p>}
      {groups.map((group) => (
        // A group per category, folded but for the chosen service's (a phone's screen is short).
        <details
          key={group.id}
          className={styles.fold}
          open={open.has(group.id)}
          onToggle={(e) => fold(group.id, e.currentTarget.open)}
        >
          <summary className={styles.foldName}>{group.name}</summary>
          <ul className={`${styles.options} ${styles.foldBody}`}>
            {group.services.map((s) => (
              <li key={s.id}>
                <label className={styles.option}>
                  <input
                    type={several ? 'checkbox' : 'radio'}
                    name={`${id}-service`}
                    value={s.id}
                    checked={chosen.includes(s.id)}
                    onChange={(e) => toggle(s.id, e.target.checked)}
                  />
                  <span className={styles.optionName}>{s.name}</span>
                  <span className={styles.optionFacts}>
                    {formatDuration(s.duration, locale)} ·{' '}
                    {formatPrice({ priceFrom: s.price, priceTo: s.priceTo }, locale)}
                  </span>
                </label>
                {chosen.includes(s.id) && s.options?.length ? (
                  // A required choice of the ticked service's options (its first until the visitor
                  // picks another), each with its length and price. A radio group, not a fieldset:
                  // the list's groups are the service groups.
                  <div role="radiogroup" aria-labelledby={`${id}-options-${s.id}`} className={styles.options}>
                    <p id={`${id}-options-${s.id}`} className={styles.muted}>
                      {fill(t.bookOptionLegend, { service: s.name })}
                    </p>
                    {s.options.map((o) => (
                      <label key={o.id} className={styles.option}>
                        <input
                          type="radio"
                          name={`${id}-option-${s.id}`}
                          value={o.id}
                          required
                          checked={options[s.id] === o.id}
                          onChange={() => onOption(s.id, o.id)}
                        />
                        <span className={styles.optionName}>{o.name}</span>
                        <span className={styles.optionFacts}>
                          {formatDuration(o.duration, locale)} ·{' '}
                          {formatPrice({ priceFrom: o.price, priceTo: o.priceTo }, locale)}
                        </span>
                      </label>
                    ))}
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        </details>
      ))}
      <StepNav
        locale={locale}
        onBack={onBack}
        onNext={onContinue}
        nextDisabled={busy || chosen.length === 0 || !optionsComplete(services, chosen, options)}
      />
    </section>
  )
}

export function StylistStep({
  locale,
  stylists,
  anyAllowed,
  chosen,
  onChange,
  onBack,
  onContinue,
}: {
  locale: Locale
  stylists: Employee[]
  anyAllowed: boolean
  chosen: string | null
  onChange: (id: string | null) => void
  onBack: () => void
  onContinue: () => void
}) {
  const t = bookingMessages(locale)
  const id = useId()
  const none = stylists.length === 0
  return (
    <section>
      <StepHeading>{t.bookStylistHeading}</StepHeading>
      {none ? (
        <p className={styles.notice}>{t.bookNoStylists}</p>
      ) : (
        <fieldset className={styles.group}>
          <legend className="visually-hidden">{t.bookStylistHeading}</legend>
          <ul className={styles.options}>
            {anyAllowed && (
              <li>
                <label className={styles.option}>
                  <input
                    type="radio"
                    name={`${id}-stylist`}
                    checked={chosen === null}
                    onChange={() => onChange(null)}
                  />
                  <span className={styles.optionName}>{t.bookAnyStylist}</span>
                  <span className={styles.optionFacts}>{t.bookAnyStylistHint}</span>
                </label>
              </li>
            )}
            {stylists.map((e) => (
              <li key={e.id}>
                <label className={styles.option}>
                  <input
                    type="radio"
                    name={`${id}-stylist`}
                    value={e.id}
                    checked={chosen === e.id}
                    onChange={() => onChange(e.id)}
                  />
                  {e.photo ? (
                    // eslint-disable-next-line @next/next/no-img-element -- a small avatar from the CMS
                    <img className={styles.avatar} src={e.photo} alt="" width={40} height={40} loading="lazy" />
                  ) : null}
                  <span className={styles.optionName}>{e.name}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <StepNav
        locale={locale}
        onBack={onBack}
        onNext={onContinue}
        nextDisabled={none || (!anyAllowed && chosen === null)}
      />
    </section>
  )
}
