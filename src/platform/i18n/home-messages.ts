import type { Locale } from './locales'
import { bilingual } from './text'

/**
 * The home page's own words, en + uk. Kept apart from messages.ts on purpose (as booking-messages.ts
 * is): that dictionary is in every page's first-load script, and these are only read on the server.
 */
const words = bilingual(
  {
    homeEyebrow: '{brand} · Chelsea, London',
    homeReviews: 'What our clients say',
    homeStylists: 'Our stylists',
    homeAllStylists: 'Meet all our stylists',
    homeVisit: 'Visit us',
    homeCall: 'Call {phone}',
  },
  {
    homeEyebrow: '{brand} · Челсі, Лондон',
    homeReviews: 'Що кажуть наші клієнти',
    homeStylists: 'Наші майстри',
    homeAllStylists: 'Усі наші майстри',
    homeVisit: 'Завітайте до нас',
    homeCall: 'Зателефонувати {phone}',
  },
)

export function homeMessages(locale: Locale) {
  return words[locale]
}
