import type {
  CollectionBeforeChangeHook,
  CollectionConfig,
  TextareaFieldValidation,
  TextFieldSingleValidation,
} from 'payload'
import { text, textarea } from 'payload/shared'

import { hasControlCharacters, PLAIN_TEXT_MESSAGE } from '@/platform/validation/plain-text'

import { staff } from '@/platform/access'
import { listView } from '@/platform/payload/list-view'
import { selectField } from '@/platform/payload/select-field'
import { consentChanged, type MarketingFlags } from '../../../domain/marketing'
import { SEX_LABELS } from '../../fields/booking'

export const E164 = /^\+[1-9]\d{6,14}$/

/** A name as clients send it (src/platform/validation/plain-text.ts): staff edits are held to it too. */
const plainName: TextFieldSingleValidation = (value, options) =>
  typeof value === 'string' && hasControlCharacters(value) ? PLAIN_TEXT_MESSAGE : text(value, options)

const plainNotes: TextareaFieldValidation = (value, options) =>
  typeof value === 'string' && hasControlCharacters(value, true) ? PLAIN_TEXT_MESSAGE : textarea(value, options)

/**
 * Keeps when the marketing consent last changed, whoever changed it (the client, staff, an import):
 * now, unless the write brings its own date (an import of Parlour's export keeps the original one).
 */
const stampConsent: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  const before =
    operation === 'update'
      ? (originalDoc as (MarketingFlags & { marketingChangedAt?: unknown }) | undefined)
      : undefined
  const brought = data.marketingChangedAt && data.marketingChangedAt !== before?.marketingChangedAt
  if (!brought && consentChanged(data as MarketingFlags, before)) data.marketingChangedAt = new Date().toISOString()
  return data
}

/**
 * Booking clients. They sign in by phone code through /api/auth/* (src/features/sign-in), never through
 * Payload: the REST API is for staff only.
 */
export const Clients: CollectionConfig = {
  slug: 'clients',
  labels: { singular: 'Client', plural: 'Clients' },
  admin: listView(
    'Booking',
    'phone',
    ['phone', 'firstName', 'lastName', 'email', 'forbiddenOnlineBooking', 'createdAt'],
    { listSearchableFields: ['phone', 'firstName', 'lastName', 'email'] },
  ),
  access: { read: staff, create: staff, update: staff, delete: staff },
  defaultSort: '-createdAt',
  hooks: { beforeChange: [stampConsent] },
  fields: [
    {
      name: 'phone',
      type: 'text',
      // Every client has one, except a walk-in who gave none (a name is then required) and a client
      // whose data was erased (issue 31).
      unique: true,
      index: true,
      admin: { description: 'International format, e.g. +447700900123. Empty for a walk-in who gave none.' },
      // An emptied field is no phone (never an empty string, which the unique index would allow once).
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' && !value.trim() ? null : value)] },
      validate: (value: unknown, { siblingData }: { siblingData: { erasedAt?: unknown; firstName?: unknown } }) =>
        (typeof value === 'string' && E164.test(value)) ||
        (value == null &&
          (siblingData?.erasedAt || (typeof siblingData?.firstName === 'string' && siblingData.firstName.trim())))
          ? true
          : 'Enter the phone in international format, e.g. +447700900123 (or a first name for a walk-in with no phone).',
    },
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text', maxLength: 80, validate: plainName },
        { name: 'lastName', type: 'text', maxLength: 80, validate: plainName },
        selectField('sex', SEX_LABELS, { required: true, defaultValue: 'female' }),
      ],
    },
    { name: 'email', type: 'email' },
    {
      // Marketing consent per channel (src/features/booking/domain/marketing.ts): ticked = no offers.
      // New clients start ticked; the client unticks them in their account, or tells the salon.
      type: 'row',
      fields: [
        {
          name: 'noSmsMarketing',
          label: { en: 'No offers by text', uk: 'Без пропозицій в SMS' },
          type: 'checkbox',
          defaultValue: true,
          admin: {
            description: {
              en: 'Ticked until the client agrees to offers and news by text. Booking texts and reminders still go.',
              uk: 'Позначено, доки клієнт не погодиться на пропозиції й новини в SMS. SMS про записи й нагадування надходять завжди.',
            },
          },
        },
        {
          name: 'noEmailMarketing',
          label: { en: 'No offers by email', uk: 'Без пропозицій листом' },
          type: 'checkbox',
          defaultValue: true,
          admin: {
            description: {
              en: 'Ticked until the client agrees to offers and news by email. Receipts and booking emails still go.',
              uk: 'Позначено, доки клієнт не погодиться на пропозиції й новини листом. Чеки й листи про записи надходять завжди.',
            },
          },
        },
        {
          name: 'marketingChangedAt',
          label: { en: 'Offers choice changed', uk: 'Вибір щодо пропозицій змінено' },
          type: 'date',
          admin: {
            readOnly: true,
            date: { pickerAppearance: 'dayAndTime' },
            description: {
              en: 'Set by itself whenever either choice changes: the record of when the client agreed or said no.',
              uk: 'Заповнюється саме, коли змінюється будь-який вибір: коли клієнт погодився чи відмовився.',
            },
          },
        },
      ],
    },
    {
      name: 'favouriteStylists',
      type: 'relationship',
      relationTo: 'employees',
      hasMany: true,
    },
    {
      name: 'favouriteServices',
      type: 'relationship',
      relationTo: 'services',
      hasMany: true,
    },
    {
      name: 'forbiddenOnlineBooking',
      label: 'No online booking',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'The client must phone the salon to book.' },
    },
    {
      name: 'staffNotes',
      label: 'Staff notes',
      type: 'textarea',
      maxLength: 2000,
      validate: plainNotes,
      admin: { description: 'Seen by the salon’s staff only (allergies, preferences…).' },
    },
    {
      name: 'erasedAt',
      label: 'Data erased',
      type: 'date',
      index: true,
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        description: 'When this client’s name, phone, email and notes were erased at their request.',
      },
    },
    {
      name: 'crmId',
      label: 'Booking system id',
      type: 'text',
      index: true,
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'The same client in the outside booking system (BOOKING_PROVIDER=beautypro), set at sign-in.',
      },
    },
  ],
}
