import type { CollectionConfig } from 'payload'

import { staff } from '@/platform/access'
import type { Locale } from '@/platform/i18n/locales'
import { listView } from '@/platform/payload/list-view'
import { selectField, type OptionLabels } from '@/platform/payload/select-field'
import type { BookingSource } from '../../../ports'
import { APPOINTMENT_STATE_LABELS } from '../../fields/booking'

import { deriveVisit, dropSlots, syncSlots } from './hooks/guard'

/** The languages a client's text messages can be written in. */
const TEXT_LANGUAGES: OptionLabels<Locale> = { en: 'English', uk: 'Українська' }

const BOOKING_SOURCES: OptionLabels<BookingSource> = { online: 'Online', 'front-desk': 'At the front desk' }

/**
 * Visits. One appointment per client, salon-local date and salon; its items are the services,
 * each with its stylist and start. Written by the booking API (src/features/booking) and by staff; every
 * write passes the double-booking guard (hooks/guard.ts).
 */
export const Appointments: CollectionConfig = {
  slug: 'appointments',
  labels: { singular: 'Appointment', plural: 'Appointments' },
  admin: listView('Booking', 'date', ['date', 'start', 'client', 'stylists', 'state', 'salon'], {
    listSearchableFields: ['date', 'cancelReason'],
    components: { beforeListTable: ['/features/front-desk/ui/schedule/staff-links#AppointmentQuickFilters'] },
    description:
      'Book, move and close visits on the Calendar (/admin/calendar). Here: filter by day with "Date equals 2026-12-24", by "State", "Salon" or "Stylists".',
  }),
  access: { read: staff, create: staff, update: staff, delete: staff },
  defaultSort: '-start',
  hooks: { beforeChange: [deriveVisit], afterChange: [syncSlots], beforeDelete: [dropSlots] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'salon', type: 'relationship', relationTo: 'salons', required: true, index: true },
        {
          name: 'client',
          type: 'relationship',
          relationTo: 'clients',
          index: true,
          admin: { description: 'Empty only for a hold taken before the visitor signed in.' },
          validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
            value != null || siblingData.state === 'reserved' ? true : 'Choose the client.',
        },
        selectField('state', APPOINTMENT_STATE_LABELS, { required: true, defaultValue: 'planned', index: true }),
      ],
    },
    {
      name: 'items',
      label: 'Services',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'service', type: 'relationship', relationTo: 'services', required: true },
            { name: 'stylist', type: 'relationship', relationTo: 'employees', required: true },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'start',
              type: 'date',
              required: true,
              admin: { date: { pickerAppearance: 'dayAndTime', timeIntervals: 15 } },
            },
            { name: 'duration', label: 'Minutes', type: 'number', required: true, min: 5, max: 720 },
            { name: 'price', label: 'Price (£)', type: 'number', min: 0 },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'processingAfter',
              label: { en: 'Processing after (minutes)', uk: 'Обробка через (хвилин)' },
              type: 'number',
              min: 1,
              max: 715,
              admin: {
                description: {
                  en: 'Copied from the service when booked: the stylist is free for another client from then…',
                  uk: 'Копіюється з послуги під час запису: з цього моменту майстер вільний для іншого клієнта…',
                },
              },
            },
            {
              name: 'processingMinutes',
              label: { en: 'Processing (minutes)', uk: 'Обробка (хвилин)' },
              type: 'number',
              min: 1,
              max: 715,
              admin: {
                description: {
                  en: '…for this long. Empty: busy throughout. A gap that does not fit inside the service is ignored.',
                  uk: '…стільки часу. Порожньо: зайнятий увесь час. Проміжок, що не вміщується в послугу, не враховується.',
                },
              },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              // Not `option`: a reserved word in some SQL dialects.
              name: 'optionId',
              label: { en: 'Option id', uk: 'Id варіанта' },
              type: 'text',
              admin: {
                readOnly: true,
                description: {
                  en: 'The option booked (a variant of the service), as it was when booked.',
                  uk: 'Обраний варіант послуги, як під час запису.',
                },
              },
            },
            { name: 'optionName', label: { en: 'Option', uk: 'Варіант' }, type: 'text', admin: { readOnly: true } },
          ],
        },
      ],
    },
    {
      name: 'date',
      type: 'text',
      index: true,
      admin: { readOnly: true, position: 'sidebar', description: 'Salon-local date (set automatically).' },
    },
    {
      name: 'start',
      type: 'date',
      index: true,
      admin: {
        readOnly: true,
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description: 'Start of the visit (set automatically).',
      },
    },
    {
      name: 'end',
      type: 'date',
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'stylists',
      type: 'relationship',
      relationTo: 'employees',
      hasMany: true,
      index: true,
      admin: { readOnly: true, position: 'sidebar', description: 'Stylists of the visit (set automatically).' },
    },
    {
      name: 'heldUntil',
      type: 'date',
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description: 'A hold (state "Held") keeps the time until then.',
      },
    },
    {
      name: 'holdTokenHash',
      type: 'text',
      index: true,
      access: { read: () => false },
      admin: { hidden: true },
    },
    {
      type: 'row',
      fields: [
        { name: 'cancelReason', type: 'text', maxLength: 500 },
        { name: 'cancelledAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    selectField('locale', TEXT_LANGUAGES, {
      label: 'Language of texts',
      defaultValue: 'en',
      admin: {
        position: 'sidebar',
        description:
          'The client’s text messages about this visit are in this language (the site’s, when booked online).',
      },
    }),
    {
      name: 'reminderSentAt',
      type: 'date',
      admin: { readOnly: true, position: 'sidebar', description: 'When the day-before SMS went out.' },
    },
    selectField('source', BOOKING_SOURCES, {
      label: 'Booked',
      index: true,
      admin: {
        position: 'sidebar',
        description: 'Where the visit was booked; empty is online (the owner’s weekly report counts both).',
      },
    }),
    { name: 'note', label: 'Staff note', type: 'textarea' },
    {
      // Written only by the calendar after a receptionist confirmed the overlap (docs/decisions/0045).
      name: 'overlapWith',
      label: { en: 'Booked over, on purpose', uk: 'Записано поверх, свідомо' },
      type: 'json',
      access: { update: () => false, create: () => false },
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: {
          en: 'Visits of the same stylist this one was booked over on purpose at the front desk (ids). Set by the calendar after “Book anyway”.',
          uk: 'Візити того самого майстра, поверх яких цей візит свідомо записали на рецепції (id). Встановлює календар після «Все одно записати».',
        },
      },
    },
  ],
}
