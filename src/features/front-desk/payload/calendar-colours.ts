import type { Field, GlobalConfig } from 'payload'

import { staff } from '@/platform/access'

import { COLOUR_BY_DEFAULT, SWATCHES } from '../domain/calendar-colours'

/**
 * The calendar's colours in the CMS (decision 0049): the salon's choice of colouring visits by
 * stylist or by service category, and a swatch on each stylist and category.
 */
export const CalendarSettings: GlobalConfig = {
  slug: 'calendar-settings',
  label: { en: 'Calendar settings', uk: 'Налаштування календаря' },
  admin: { group: 'Booking' },
  access: { read: staff, update: staff },
  fields: [
    {
      name: 'colourBy',
      label: { en: 'Colour the visits by', uk: 'Колір візитів за' },
      type: 'select',
      required: true,
      defaultValue: COLOUR_BY_DEFAULT,
      options: [
        { value: 'stylist', label: { en: 'Stylist', uk: 'Майстром' } },
        { value: 'category', label: { en: 'Service category', uk: 'Категорією послуги' } },
      ],
      admin: {
        description: {
          en: 'Pick each stylist’s or category’s colour on its own page (Calendar colour); those without one get a colour of the palette in turn.',
          uk: 'Колір майстра чи категорії вибирають на його сторінці («Колір у календарі»); хто без кольору, отримує колір палітри по черзі.',
        },
      },
    },
  ],
}

/** The swatch picked for a stylist or a category (`what` says which, in the hint). */
export const calendarColourField = (what: { en: string; uk: string }): Field => ({
  name: 'calendarColour',
  label: { en: 'Calendar colour', uk: 'Колір у календарі' },
  type: 'select',
  options: SWATCHES.map((s) => ({ value: s.name, label: { en: s.en, uk: s.uk } })),
  admin: {
    position: 'sidebar',
    description: {
      en: `Visits on the front desk’s calendar are drawn in this colour when it colours by ${what.en} (Calendar settings). Empty: one of the palette in turn.`,
      uk: `Візити в календарі рецепції мають цей колір, коли календар розфарбовує їх за ${what.uk} («Налаштування календаря»). Порожньо — колір палітри по черзі.`,
    },
  },
})
