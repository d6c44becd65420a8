'use client'

import { useSearchParams } from 'next/navigation'

import type { Locale } from '@/platform/i18n/locales'
import { bookingContextOf } from '@/ui/behaviours/behaviour'

import { BookingWidget } from './widget/booking-widget'

/** The widget of the /book/ page, preselected from the address's query (ids or slugs). */
export function BookPageWidget({ locale, phone = null }: { locale: Locale; phone?: string | null }) {
  const query = useSearchParams()
  const search = query.toString()
  // The same reading as a Book button's click (ui/layout/page-links.tsx).
  return <BookingWidget key={search} locale={locale} phone={phone} context={bookingContextOf(`?${search}`)} />
}
