/** How My day and the day sheet write a day and a visit's money (pure: the browser and the server use it). */
import { fill } from '@/platform/i18n/text'

import type { SheetVisit } from '../../data/day-sheet'
import type { MyDayText } from './text'

/** "Thursday 26 November 2026" / "четвер, 26 листопада 2026 р." for a salon date. */
export function dayLabel(date: string, language: string, year = false): string {
  return new Intl.DateTimeFormat(language === 'uk' ? 'uk-UA' : 'en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(year ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`))
}

const pounds = (n: number) => `£${n.toFixed(2)}`

/** What was paid on a visit and what is due: "Prepaid £20.00 · Voucher £10.00 · Due £15.00". */
export function moneyLine(text: MyDayText, visit: Pick<SheetVisit, 'paid' | 'due' | 'settled'>): string {
  if (visit.settled) return text.settled
  const parts = [
    visit.paid.prepaid ? fill(text.prepaid, { amount: pounds(visit.paid.prepaid) }) : '',
    visit.paid.voucher ? fill(text.voucher, { amount: pounds(visit.paid.voucher) }) : '',
    visit.paid.balance ? fill(text.balance, { amount: pounds(visit.paid.balance) }) : '',
    visit.due ? fill(text.due, { amount: pounds(visit.due) }) : text.nothingDue,
  ]
  return parts.filter(Boolean).join(' · ')
}

const STATE_KEYS = {
  planned: 'statePlanned',
  confirmed: 'stateConfirmed',
  arrived: 'stateArrived',
  completed: 'stateCompleted',
  'no-show': 'stateNoShow',
} as const satisfies Record<string, keyof MyDayText>

export const stateLabel = (text: MyDayText, status: string): string =>
  status in STATE_KEYS ? text[STATE_KEYS[status as keyof typeof STATE_KEYS]] : status
