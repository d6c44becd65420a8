'use client'

import dynamic from 'next/dynamic'
import { useSearchParams } from 'next/navigation'

import type { Locale } from '@/platform/i18n/locales'
import { bookingContextOf } from '@/ui/behaviours/behaviour'

// Loaded on its own: this module is exported beside the Book button (../ui.ts), which every page
// loads; a static import would bring the whole widget into every page's first load.
const BookingWidget = dynamic(() => import('./widget/booking-widget').then((m) => m.BookingWidget))

/** The widget of the /book/ page, preselected from the address's query (ids or slugs). */
export function BookPageWidget({ locale, phone = null }: { locale: Locale; phone?: string | null }) {
  const query = useSearchParams()
  const search = query.toString()
  // The same reading as a Book button's click (src/ui/islands/loader.ts).
  return <BookingWidget key={search} locale={locale} phone={phone} context={bookingContextOf(`?${search}`)} />
}
