import type { GlobalConfig } from 'payload'

import { anyone, staff } from '@/platform/access'

import { DEFAULT_VOUCHER_SETTINGS as D } from '../../domain/settings'
import { expireVoucherSettings } from '../hooks/expire-settings'

const pounds = { type: 'number', required: true, min: 1, max: 5000 } as const

/**
 * How the salon sells gift vouchers online (/gift-vouchers/, issue 29). Public to read: the page
 * shows the amounts and limits; nothing in it is secret. Staff change it. Pounds here, pence in
 * the vouchers themselves.
 */
export const VoucherSettings: GlobalConfig = {
  slug: 'voucher-settings',
  label: { en: 'Gift voucher settings', uk: 'Налаштування подарункових сертифікатів' },
  admin: {
    group: 'Booking',
    description: {
      en: 'What the gift vouchers page offers. Vouchers already sold keep what they were sold with.',
      uk: 'Що пропонує сторінка подарункових сертифікатів. Уже продані сертифікати лишаються такими, як їх продали.',
    },
  },
  access: { read: anyone, update: staff },
  hooks: { afterChange: [expireVoucherSettings] },
  fields: [
    {
      name: 'presets',
      label: { en: 'Amounts offered (£)', uk: 'Запропоновані суми (£)' },
      type: 'array',
      maxRows: 8,
      defaultValue: D.presets.map((p) => ({ amount: p / 100 })),
      admin: { description: { en: 'Shown as buttons on the page.', uk: 'Показуються кнопками на сторінці.' } },
      fields: [{ name: 'amount', label: { en: 'Amount (£)', uk: 'Сума (£)' }, ...pounds }],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'minAmount',
          label: { en: 'Smallest custom amount (£)', uk: 'Найменша власна сума (£)' },
          ...pounds,
          defaultValue: D.min / 100,
        },
        {
          name: 'maxAmount',
          label: { en: 'Largest custom amount (£)', uk: 'Найбільша власна сума (£)' },
          ...pounds,
          defaultValue: D.max / 100,
          validate: (
            value: number | null | undefined,
            { siblingData, req }: { siblingData: { minAmount?: number }; req: { i18n?: { language?: string } } },
          ) =>
            typeof value !== 'number' ||
            value >= (siblingData.minAmount ?? 0) ||
            (req.i18n?.language === 'uk' ? 'Не менше за найменшу суму.' : 'At least the smallest amount.'),
        },
        {
          name: 'validMonths',
          label: { en: 'Valid for (months)', uk: 'Дійсний (місяців)' },
          type: 'number',
          required: true,
          min: 1,
          max: 120,
          defaultValue: D.validMonths,
          admin: {
            description: {
              en: 'From the day it is bought; printed on the voucher.',
              uk: 'Від дня покупки; друкується на сертифікаті.',
            },
          },
        },
      ],
    },
    {
      name: 'serviceVouchers',
      label: { en: 'Sell vouchers for a treatment', uk: 'Продавати сертифікати на послугу' },
      type: 'checkbox',
      defaultValue: D.serviceVouchers,
      admin: {
        description: {
          en: 'The buyer picks a treatment instead of an amount; the voucher costs the lowest price the treatment is listed at and pays for that treatment only.',
          uk: 'Покупець обирає послугу замість суми; сертифікат коштує найнижчу ціну цієї послуги в салонах і оплачує лише її.',
        },
      },
    },
    {
      name: 'sendToRecipient',
      label: {
        en: 'Text the voucher to the recipient on a date',
        uk: 'Надсилати сертифікат одержувачу в обраний день',
      },
      type: 'checkbox',
      defaultValue: D.sendToRecipient,
      admin: {
        description: {
          en: 'The buyer may give the recipient’s mobile and a day; the code is texted at 09:00 (London) that day.',
          uk: 'Покупець може вказати мобільний одержувача й день; код надійде в SMS о 9:00 (за Лондоном) цього дня.',
        },
      },
    },
  ],
}
