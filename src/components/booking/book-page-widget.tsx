'use client'

import { useSearchParams } from 'next/navigation'

import type { Locale } from '@/lib/i18n/locales'

import { BookingWidget } from './widget/booking-widget'

/** The widget of the /book/ page, preselected from the address's query (ids or slugs). */
export function BookPageWidget({ locale }: { locale: Locale }) {
  const query = useSearchParams()
  const context = { salon: query.get('salon'), service: query.get('service'), employee: query.get('employee') }
  return <BookingWidget key={query.toString()} locale={locale} context={context} />
}
