import type { Field } from 'payload'

import { processingProblem } from '@/features/booking/kit'

type Siblings = { duration?: number | null; processingAfter?: number | null; processingMinutes?: number | null }

/** Both numbers are checked together against the service's length (docs/decisions/0045). */
const validateProcessing = (_: unknown, { siblingData }: { siblingData: Siblings }): true | string =>
  processingProblem(siblingData.duration, siblingData.processingAfter, siblingData.processingMinutes) ?? true

/**
 * Processing time: a stretch in the middle of the service (colour developing) when the stylist is
 * free for another client. The engine offers that time online and at the desk, and the calendar
 * draws it.
 */
export const processingFields: Field = {
  type: 'row',
  fields: [
    {
      name: 'processingAfter',
      label: { en: 'Processing starts after (minutes)', uk: 'Обробка починається через (хвилин)' },
      type: 'number',
      min: 1,
      max: 715,
      validate: validateProcessing,
      admin: {
        step: 5,
        description: {
          en: 'For services with processing time (e.g. colour developing): minutes from the start of the service until the stylist is free. Leave both empty when the stylist works throughout.',
          uk: 'Для послуг із часом обробки (напр., фарба тримається): хвилини від початку послуги до моменту, коли майстер вільний. Залиште обидва поля порожніми, якщо майстер зайнятий увесь час.',
        },
      },
    },
    {
      name: 'processingMinutes',
      label: { en: 'Processing time (minutes)', uk: 'Час обробки (хвилин)' },
      type: 'number',
      min: 1,
      max: 715,
      validate: validateProcessing,
      admin: {
        step: 5,
        description: {
          en: 'How long the stylist is free for another client. The processing must end before the service does: the stylist finishes the service.',
          uk: 'Скільки часу майстер вільний для іншого клієнта. Обробка має закінчитися раніше за послугу: майстер завершує послугу.',
        },
      },
    },
  ],
}
