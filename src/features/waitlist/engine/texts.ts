/** The offer's text message, in the language the client joined the waitlist in. */
type TextLocale = 'en' | 'uk'

const OFFER: Record<TextLocale, string> = {
  en: 'Parlour: a time you waited for is free: {services} on {at} at {place}. It is held for you until {until}. Book it: {link}',
  uk: 'Parlour: звільнився час, на який ви чекали: {services}, {at}, {place}. Ми тримаємо його для вас до {until}. Записатися: {link}',
}

const format = (locale: TextLocale, zone: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale === 'uk' ? 'uk-UA' : 'en-GB', { timeZone: zone, ...options })

export function offerText(
  locale: TextLocale,
  v: { services: string; at: Date; zone: string; place: string; until: Date; link: string },
): string {
  const values: Record<string, string> = {
    services: v.services,
    at: format(locale, v.zone, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
    }).format(v.at),
    place: v.place,
    until: format(locale, v.zone, { hour: '2-digit', minute: '2-digit' }).format(v.until),
    link: v.link,
  }
  return OFFER[locale].replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '')
}
