import type { CollectionConfig } from 'payload'

import { staff } from '@/platform/access'
import { listView } from '@/platform/payload/list-view'
import { selectField, type OptionLabels } from '@/platform/payload/select-field'

import type { EntryState, PartOfDay } from '../../../domain/waitlist'

const STATES: OptionLabels<EntryState> = {
  waiting: 'Waiting',
  offered: 'Offered a time',
  booked: 'Booked',
  left: 'Left the waitlist',
}

const PARTS: OptionLabels<PartOfDay> = { morning: 'Morning', afternoon: 'Afternoon', evening: 'Evening' }

/**
 * The waitlist (issue 30, decision 0046): a client waiting for a day, a part of a day or a range of
 * days at a salon, for services with one stylist or any. An entry has at most one live offer, kept
 * in its `offer` group: the hold (an appointment in state `reserved`) made for the client, and
 * until when. Staff only; clients join, list and leave through /api/waitlist (src/features/waitlist/http).
 */
export const WaitlistEntries: CollectionConfig = {
  slug: 'waitlist-entries',
  labels: { singular: 'Waitlist entry', plural: 'Waitlist' },
  admin: listView('Booking', 'from', ['from', 'to', 'part', 'client', 'salon', 'state', 'joinedAt'], {
    description:
      'Clients waiting for a time to free. Offers are made by themselves; the calendar can offer a time by hand.',
  }),
  access: { read: staff, create: staff, update: staff, delete: staff },
  defaultSort: 'joinedAt',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'client', type: 'relationship', relationTo: 'clients', required: true, index: true },
        { name: 'salon', type: 'relationship', relationTo: 'salons', required: true, index: true },
        selectField('state', STATES, { required: true, defaultValue: 'waiting', index: true }),
      ],
    },
    { name: 'services', type: 'relationship', relationTo: 'services', hasMany: true, required: true, minRows: 1 },
    {
      name: 'stylist',
      type: 'relationship',
      relationTo: 'employees',
      admin: { description: 'Empty: any stylist.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'from',
          label: 'First day',
          type: 'text',
          required: true,
          index: true,
          admin: { placeholder: '2026-12-24' },
        },
        { name: 'to', label: 'Last day', type: 'text', required: true, index: true },
        selectField('part', PARTS, { admin: { description: 'Empty: the whole day.' } }),
      ],
    },
    {
      name: 'joinedAt',
      type: 'date',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    selectField('locale', { en: 'English', uk: 'Українська' }, { required: true, defaultValue: 'en' }),
    selectField('addedBy', { client: 'The client online', staff: 'Staff' }, { required: true, defaultValue: 'client' }),
    {
      name: 'offer',
      type: 'group',
      admin: { description: 'The live offer: a time held for the client until it is booked or runs out.' },
      fields: [
        { name: 'visit', type: 'relationship', relationTo: 'appointments' },
        { name: 'stylist', type: 'relationship', relationTo: 'employees' },
        { name: 'start', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'until', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    { name: 'offersMade', type: 'number', defaultValue: 0, admin: { readOnly: true } },
    {
      name: 'passed',
      type: 'json',
      admin: { readOnly: true, description: 'Times offered and not taken: not offered to this entry again.' },
    },
    { name: 'bookedVisit', type: 'relationship', relationTo: 'appointments', admin: { readOnly: true } },
  ],
}
