import type { GlobalConfig } from 'payload'

import { anyone, staff } from '@/platform/access'
import { getEnv } from '@/platform/env'
import { selectField, type OptionLabels } from '@/platform/payload/select-field'
import type { GapPosition, GapsMode } from '../../domain/types'

const GAPS_MODES: OptionLabels<GapsMode> = {
  none: 'None: every fitting time',
  optimal: 'Optimal: no gaps too short to sell',
  maximal: 'Maximal: only times next to the positions below',
}

const GAP_POSITIONS: OptionLabels<GapPosition> = {
  day_start: 'Start of the day',
  day_end: 'End of the day',
  after_appointment: 'After an appointment',
  before_appointment: 'Before an appointment',
}

const REQUIRED_TYPES: OptionLabels<'full' | 'percent' | 'fixedForAppointment' | 'fixedForService' | 'card'> = {
  card: 'A saved card only (nothing charged at booking)',
  full: 'The whole price',
  percent: 'A share of the price',
  fixedForAppointment: 'A fixed sum per visit',
  fixedForService: 'A fixed sum per service',
}

/** Whether this instance can take money: Stripe is configured. */
const stripeReady = () => {
  try {
    return getEnv().stripe !== null
  } catch {
    return false
  }
}

/**
 * The online-booking settings (the old system's `client_module` and `prepayments` settings).
 * Public: the booking widget needs them and they hold nothing secret.
 */
export const BookingSettings: GlobalConfig = {
  slug: 'booking-settings',
  label: 'Booking settings',
  admin: { group: 'Booking' },
  access: { read: anyone, update: staff },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'timeStep',
          label: 'Time step (minutes)',
          type: 'number',
          required: true,
          defaultValue: 30,
          min: 5,
          max: 240,
          admin: { description: 'Offered start times are this far apart.' },
        },
        {
          name: 'nearestBookingMinutes',
          label: 'Earliest booking (minutes from now)',
          type: 'number',
          required: true,
          defaultValue: 60,
          min: 0,
          max: 10080,
        },
        {
          name: 'holdMinutes',
          label: 'Hold (minutes)',
          type: 'number',
          required: true,
          defaultValue: 15,
          min: 1,
          max: 60,
          admin: { description: 'How long a chosen time is kept while the visitor signs in.' },
        },
      ],
    },
    {
      name: 'severalServices',
      label: 'Several services in one visit',
      type: 'checkbox',
      defaultValue: true,
    },
    {
      name: 'skipProfessional',
      label: 'Visitors may choose "any stylist"',
      type: 'checkbox',
      defaultValue: true,
    },
    {
      name: 'canCancelIn48Hours',
      label: 'Clients may cancel or move a visit online within 48 hours of its start',
      type: 'checkbox',
      defaultValue: false,
    },
    {
      name: 'servicesGenderFilter',
      label: 'Show the women / men filter over the services',
      type: 'checkbox',
      defaultValue: true,
    },
    {
      name: 'confirmServices',
      label: 'Ask the visitor to confirm the chosen services before booking',
      type: 'checkbox',
      defaultValue: true,
    },
    {
      type: 'row',
      fields: [
        selectField('gapsMode', GAPS_MODES, { label: 'Gaps mode', required: true, defaultValue: 'none' }),
        selectField('gapsPositions', GAP_POSITIONS, {
          label: 'Gap positions',
          hasMany: true,
          defaultValue: ['day_start'],
        }),
      ],
    },
    {
      // Issue 32: one client could fill a day's diary online (joins append without limit).
      name: 'clientLimits',
      label: { en: 'Limits for one client booking online', uk: 'Обмеження для одного клієнта онлайн' },
      type: 'group',
      admin: {
        description: {
          en: 'Times a signed-in client holds count too. Staff booking from the calendar or the admin are not limited. With Beauty Pro as the booking system, its own rules apply instead.',
          uk: 'Час, який утримує клієнт після входу, теж враховується. Записи, які робить персонал з календаря чи адмінки, не обмежені. Якщо записи веде Beauty Pro, діють його власні правила.',
        },
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'servicesPerDay',
              label: {
                en: 'Most services one client may book for one day',
                uk: 'Найбільше послуг одного клієнта на один день',
              },
              type: 'number',
              required: true,
              defaultValue: 4,
              min: 1,
              max: 50,
              admin: {
                description: {
                  en: 'All of the client’s services that day, at every salon.',
                  uk: 'Усі послуги клієнта цього дня, у всіх салонах.',
                },
              },
            },
            {
              name: 'upcomingVisits',
              label: {
                en: 'Most upcoming visits one client may have',
                uk: 'Найбільше майбутніх візитів одного клієнта',
              },
              type: 'number',
              required: true,
              defaultValue: 6,
              min: 1,
              max: 100,
              admin: {
                description: {
                  en: 'Visits not yet over; one visit is one day at one salon, with all its services.',
                  uk: 'Візити, що ще не закінчилися; один візит — це один день в одному салоні з усіма його послугами.',
                },
              },
            },
          ],
        },
      ],
    },
    {
      name: 'prepayments',
      type: 'group',
      admin: {
        description:
          'Money taken into the salon’s own Stripe account (STRIPE_SECRET_KEY): a prepayment or a saved card when a visit is booked online, and fees for late cancellations and no-shows. Fees are shares of the visit’s price, never more than it, and the client is shown them before paying.',
      },
      fields: [
        {
          name: 'active',
          label: 'Take prepayments online',
          type: 'checkbox',
          defaultValue: false,
          admin: {
            description: stripeReady()
              ? 'Visits with a service, stylist or client marked "Prepayment required" ask for it before they are booked.'
              : 'Not available: online payments are not set up. Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (see the README).',
          },
          validate: (value: unknown) =>
            value === true && !stripeReady()
              ? 'Online payments are not set up: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET first (see the README).'
              : true,
        },
        selectField('requiredType', REQUIRED_TYPES, { required: true, defaultValue: 'card' }),
        {
          type: 'row',
          fields: [
            {
              name: 'requiredPercent',
              label: 'Share of the price (%)',
              type: 'number',
              min: 1,
              max: 100,
              defaultValue: 20,
              admin: { description: 'For "A share of the price".' },
            },
            {
              name: 'requiredAmount',
              label: 'Fixed sum (£)',
              type: 'number',
              min: 0.3,
              max: 10000,
              defaultValue: 10,
              admin: { description: 'For the fixed sums; never more than the visit’s price.' },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'lateCancelFeePercent',
              label: 'Late cancellation fee (% of the price)',
              type: 'number',
              min: 0,
              max: 100,
              defaultValue: 0,
              admin: { description: 'Kept when a client cancels less than 48 hours before the start.' },
            },
            {
              name: 'noShowFeePercent',
              label: 'No-show fee (% of the price)',
              type: 'number',
              min: 0,
              max: 100,
              defaultValue: 0,
              admin: { description: 'Charged to the saved card when staff close a visit as a no-show.' },
            },
          ],
        },
      ],
    },
    selectField(
      'erasedClientsReviews',
      { keep: 'Keep them, signed “a client”', remove: 'Remove them' },
      {
        label: 'Reviews of a client who deletes their account',
        required: true,
        defaultValue: 'keep',
        admin: { description: 'Their name, phone and email are erased either way.' },
      },
    ),
    selectField(
      'stylistsSeeOthers',
      { nothing: 'Nothing', busy: 'When they are busy (no clients’ names)' },
      {
        label: 'What a stylist’s own account sees of other stylists',
        required: true,
        defaultValue: 'nothing',
        admin: { description: 'On My day, the page of an account with the Stylist role (decision 0047).' },
      },
    ),
  ],
}
