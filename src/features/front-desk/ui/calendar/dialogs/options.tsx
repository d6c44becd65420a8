'use client'

import type { CalendarService } from '../../../data/calendar'
import { fill } from '@/platform/i18n/text'
import type { CalendarText } from '../text'

/** A select's options: the salon's stylists by name. */
export function StylistOptions({ stylists }: { stylists: { id: string; name: string }[] }) {
  return stylists.map((s) => (
    <option key={s.id} value={s.id}>
      {s.name}
    </option>
  ))
}

/** A select's options: "choose a service", then the salon's services with their length (and price). */
export function ServiceOptions({
  text,
  services,
  withPrice = false,
}: {
  text: CalendarText
  services: CalendarService[]
  withPrice?: boolean
}) {
  return (
    <>
      <option value="">{text.chooseService}</option>
      {services.map((s) => (
        <option key={s.id} value={s.id}>
          {s.title} · {fill(text.minutes, { count: s.duration })}
          {withPrice && s.price != null ? ` · £${s.price}` : ''}
        </option>
      ))}
    </>
  )
}
