'use client'

import { useConfig } from '@payloadcms/ui'

import { daySheetHref } from '../my-day/paths'
import { myDayText } from '../my-day/text'

/** The calendar's way to the printable day sheet of the salon and day it shows (one stylist in the week view). */
export function DaySheetLink({
  language,
  ...query
}: {
  salon: string
  date: string
  stylist?: string
  language: string
}) {
  const { config } = useConfig()
  return (
    <a
      className="btn btn--style-secondary btn--size-small"
      href={daySheetHref(config.routes.admin, query)}
      target="_blank"
      rel="noopener"
      data-testid="day-sheet-link"
    >
      {myDayText(language).print}
    </a>
  )
}
