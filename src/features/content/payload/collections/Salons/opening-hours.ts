import type { ArrayField } from 'payload'

import { endTimeField, startTimeField, weekdayField } from '@/features/booking/kit'

/** The days of the week in the admin's two languages, Monday first (stored as ISO numbers '1'–'7'). */
const DAYS: [string, string][] = [
  ['Monday', 'Понеділок'],
  ['Tuesday', 'Вівторок'],
  ['Wednesday', 'Середа'],
  ['Thursday', 'Четвер'],
  ['Friday', 'Пʼятниця'],
  ['Saturday', 'Субота'],
  ['Sunday', 'Неділя'],
]

/**
 * A salon's own opening hours: a row per stretch it is open (a day with a break has two rows, a
 * day without rows is closed). Left empty, the business's hours in the contacts apply. Online
 * booking offers times only while the salon is open.
 */
export const salonOpeningHoursField: ArrayField = {
  name: 'openingHours',
  label: { en: 'Opening hours', uk: 'Години роботи' },
  labels: {
    singular: { en: 'Opening stretch', uk: 'Проміжок роботи' },
    plural: { en: 'Opening hours', uk: 'Години роботи' },
  },
  type: 'array',
  admin: {
    initCollapsed: true,
    description: {
      en: 'The salon’s own hours, one row per stretch it is open (a day with a break has two rows; a day without rows is closed). Left empty, the hours in Contacts apply. Online booking offers times only while the salon is open.',
      uk: 'Власні години салону, рядок на кожен проміжок роботи (день із перервою має два рядки; день без рядків — вихідний). Якщо порожньо, діють години з «Контактів». Онлайн-запис пропонує час лише тоді, коли салон відчинено.',
    },
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          ...weekdayField,
          label: { en: 'Day', uk: 'День' },
          options: DAYS.map(([en, uk], i) => ({ label: { en, uk }, value: String(i + 1) })),
        },
        { ...startTimeField(), label: { en: 'Opens', uk: 'Відчиняється' } },
        { ...endTimeField(), label: { en: 'Closes', uk: 'Зачиняється' } },
      ],
    },
  ],
}
