import type { Access, CollectionConfig } from 'payload'

import { isStaffUser, isStylistAccount, staff, stylistOf } from '@/platform/access'
import { listView } from '@/platform/payload/list-view'
import { endTimeField, isCalendarDate, localDateField, startTimeField } from '@/features/booking/kit'

/**
 * Time a stylist is not to be booked although they work (a break, a training, an afternoon off):
 * once, or every week from its date (until a last date, or for good). Online booking stops
 * offering it as soon as it is saved: free times read it fresh (src/features/booking/engine/schedules.ts).
 */
type Account = Parameters<typeof stylistOf>[0]

/** The desk's staff: every block; a stylist's own account: its own stylist's blocks only (decision 0047). */
const ownOrStaff: Access = ({ req }) => {
  const user = req.user as Account
  if (isStaffUser(user)) return true
  const own = isStylistAccount(user) ? stylistOf(user) : null
  return own ? { employee: { equals: Number(own) } } : false
}

/** A stylist adds blocked time only to their own day. */
const createOwnOrStaff: Access = ({ req, data }) => {
  const user = req.user as Account
  if (isStaffUser(user)) return true
  const own = isStylistAccount(user) ? stylistOf(user) : null
  return own !== null && String((data as { employee?: unknown } | undefined)?.employee ?? '') === own
}

export const TimeBlocks: CollectionConfig = {
  slug: 'time-blocks',
  labels: { singular: 'Blocked time', plural: 'Blocked time' },
  admin: listView('Booking', 'reason', ['employee', 'date', 'start', 'end', 'repeatWeekly', 'reason'], {
    description: 'Breaks, trainings and time off inside a stylist’s working hours.',
  }),
  access: { read: ownOrStaff, create: createOwnOrStaff, update: staff, delete: ownOrStaff },
  defaultSort: 'date',
  fields: [
    { name: 'employee', label: 'Stylist', type: 'relationship', relationTo: 'employees', required: true, index: true },
    { name: 'salon', type: 'relationship', relationTo: 'salons', required: true },
    {
      type: 'row',
      fields: [
        localDateField('date', 'YYYY-MM-DD, salon time: the day, or the first of the weekly repeats.'),
        startTimeField(),
        endTimeField(),
      ],
    },
    { name: 'repeatWeekly', label: 'Every week', type: 'checkbox', defaultValue: false },
    {
      name: 'until',
      label: 'Last week',
      type: 'text',
      admin: {
        placeholder: '2027-03-31',
        description: 'YYYY-MM-DD: the last day it repeats on. Empty: every week from the date.',
        condition: (data) => Boolean(data?.repeatWeekly),
      },
      validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
        if (value == null || value === '') return true
        if (!isCalendarDate(value)) return 'Enter a date as YYYY-MM-DD, e.g. 2027-03-31.'
        const from = siblingData.date
        return isCalendarDate(from) && value < from ? 'The last week cannot be before the date.' : true
      },
    },
    { name: 'reason', type: 'text', maxLength: 120, admin: { placeholder: 'Lunch break' } },
  ],
}
