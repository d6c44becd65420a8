import type { Field } from 'payload'

import { adminsField } from '@/platform/access'

const NEEDS =
  'With prepayments on (Booking settings → Prepayments), a visit with this needs a prepayment or a saved card before it is booked online.'

/** "Prepayment required", as Beauty Pro names it, on services and stylists. */
export const prepaymentRequired = (what: string): Field => ({
  name: 'prepaymentRequired',
  label: 'Prepayment required',
  type: 'checkbox',
  defaultValue: false,
  admin: { position: 'sidebar', description: `${NEEDS} (${what})` },
})

/** What payments keeps on a client: the staff's mark, the Stripe customer and the card on file. */
export const clientMoneyFields: Field[] = [
  {
    name: 'prepaymentRequired',
    label: 'Prepayment required',
    type: 'checkbox',
    defaultValue: false,
    admin: {
      position: 'sidebar',
      description: `${NEEDS} Mark a client after no-shows or late cancellations.`,
    },
  },
  {
    name: 'stripeCustomer',
    label: 'Stripe customer',
    type: 'text',
    index: true,
    access: { update: () => false },
    admin: { position: 'sidebar', readOnly: true, description: 'Set when the client first pays or saves a card.' },
  },
  {
    name: 'card',
    label: 'Card on file',
    type: 'group',
    access: { update: () => false },
    admin: {
      position: 'sidebar',
      description: 'The card the client saved at Stripe (only its brand and last digits).',
    },
    fields: [
      { name: 'brand', type: 'text', admin: { readOnly: true } },
      { name: 'last4', label: 'Last 4 digits', type: 'text', admin: { readOnly: true } },
      {
        name: 'paymentMethod',
        type: 'text',
        access: { read: adminsField },
        admin: { readOnly: true, description: 'Stripe’s id of the card (admins only).' },
      },
    ],
  },
]
