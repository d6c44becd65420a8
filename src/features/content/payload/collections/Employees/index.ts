import type { CollectionConfig } from 'payload'

import { listView } from '@/platform/payload/list-view'
import { endTimeField, localDateField, startTimeField, weekdayField } from '@/features/booking/kit'
import { crmIdField, orderField, seoGroup, slugField, wordpressOriginField } from '../../fields/common'
import { publishedContent } from '../../published-content'

/** Stylists ("masters"). */
export const Employees: CollectionConfig = {
  slug: 'employees',
  labels: { singular: 'Stylist', plural: 'Stylists' },
  admin: listView('Salons & team', 'name', ['name', 'workCategory', 'rating', '_status']),
  ...publishedContent('employees'),
  defaultSort: 'order',
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    wordpressOriginField,
    slugField(),
    { name: 'photo', type: 'upload', relationTo: 'media' },
    { name: 'workCategory', type: 'relationship', relationTo: 'employees-categories', index: true },
    { name: 'skills', type: 'relationship', relationTo: 'skills', hasMany: true },
    { name: 'positions', type: 'relationship', relationTo: 'positions', hasMany: true },
    {
      name: 'rating',
      type: 'number',
      min: 0,
      max: 5,
      defaultValue: 0,
      admin: {
        step: 0.1,
        position: 'sidebar',
        readOnly: true,
        description: 'Shown as stars: the mean of the published reviews, worked out when a review is saved.',
      },
    },
    {
      name: 'salons',
      type: 'relationship',
      relationTo: 'salons',
      hasMany: true,
      index: true,
      admin: { position: 'sidebar' },
    },
    crmIdField({ index: true }),
    orderField,
    { name: 'bio', type: 'textarea', localized: true },
    {
      name: 'services',
      label: 'Services performed',
      type: 'relationship',
      relationTo: 'services',
      hasMany: true,
      index: true,
      admin: { description: 'Online booking offers this stylist only for these services.' },
    },
    {
      name: 'workingHours',
      label: 'Weekly working hours',
      type: 'array',
      admin: {
        description:
          'One row per stretch of work: a day with a lunch break has two rows. Times are the salon’s wall-clock time.',
        initCollapsed: true,
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'salon', type: 'relationship', relationTo: 'salons', required: true, admin: { width: '25%' } },
            weekdayField,
            startTimeField(),
            endTimeField(),
          ],
        },
      ],
    },
    {
      name: 'scheduleExceptions',
      label: 'Days off and changed hours',
      type: 'array',
      admin: {
        description:
          'Dated changes to the weekly hours. "Day off" clears that date; otherwise the rows for a date replace its weekly hours.',
        initCollapsed: true,
      },
      fields: [
        {
          type: 'row',
          fields: [
            localDateField('date'),
            { name: 'salon', type: 'relationship', relationTo: 'salons', required: true },
            { name: 'dayOff', label: 'Day off', type: 'checkbox', defaultValue: false },
          ],
        },
        {
          type: 'row',
          admin: { condition: (_, sibling) => !sibling?.dayOff },
          fields: [startTimeField({ optionalOnDayOff: true }), endTimeField({ optionalOnDayOff: true })],
        },
      ],
    },
    seoGroup,
  ],
}
