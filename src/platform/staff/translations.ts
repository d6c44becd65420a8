/**
 * The words of the staff’s own admin pages (menu and dashboard links, quick filters, booking system) in the
 * admin's two languages, given to Payload as custom translations under `parlour:` so they follow
 * the language each staff member picks in their account.
 */

const en = {
  calendar: 'Calendar',
  weeklyReport: 'Weekly report: visits, hours and takings per stylist',
  daysTakings: 'The day’s takings: methods, cash drawer, tips and sales',
  salonNotFound: 'That salon was not found: showing the first salon.',
  dateUnreadable: 'That date could not be read (use YYYY-MM-DD): showing today.',
  salon: 'Salon',
  day: 'Day',
  today: 'Today',
  held: 'Held',
  planned: 'Planned',
  confirmed: 'Confirmed',
  arrived: 'Arrived',
  completed: 'Completed',
  cancelled: 'Cancelled',
  until: ' until {{time}}',
  bookings: 'Bookings',
  todayByStylist: 'Today’s appointments by stylist',
  allAppointments: 'All appointments',
  clients: 'Clients',
  newCallbacks: 'New callback requests',
  smsOutbox: 'SMS outbox',
  quickFilters: 'Quick filters',
  showColon: 'Show:',
  tomorrow: 'Tomorrow',
  upcoming: 'Upcoming',
  cancelledVisits: 'Cancelled',
  all: 'All',
  scheduleByStylist: 'Day schedule by stylist',
  bookingSystem: 'Booking system',
  bookingSystemParlour:
    "Parlour's own booking engine takes the bookings. To book through Beauty Pro instead, set BOOKING_PROVIDER=beautypro and the BEAUTY_PRO_* settings (see the README).",
  bookingSystemConnected: 'Bookings go to Beauty Pro, and the salon database is connected.',
  bookingSystemNotConnected: 'Bookings go to Beauty Pro, but it cannot be used now: {{reason}}',
  linkLead:
    'Links each service, stylist and salon of the site to the Beauty Pro item of the same name, so Book buttons and the widget meet. Links that Beauty Pro still knows are kept.',
  linkAction: 'Link services, stylists and salons',
  linking: 'Linking…',
  linkFailed: 'Linking failed: {{message}}',
  linkedCount: 'Newly linked: {{count}}',
  keptCount: 'Already linked: {{count}}',
  unmatchedSite: 'On the site, not matched (link them by hand, in the item’s “crmId”):',
  unmatchedBeautyPro: 'In Beauty Pro, not linked to anything on the site:',
  staleLinks: 'Linked to an id Beauty Pro does not know:',
  kindServices: 'Services',
  kindEmployees: 'Stylists',
  kindLocations: 'Salons',
  nothing: 'none',
}

export type StaffKey = keyof typeof en

const uk: Record<StaffKey, string> = {
  calendar: 'Календар',
  weeklyReport: 'Тижневий звіт: візити, години й виручка за майстрами',
  daysTakings: 'Виручка за день: способи оплати, каса, чайові й продажі',
  salonNotFound: 'Такого салону немає: показано перший салон.',
  dateUnreadable: 'Дату не вдалося прочитати (формат РРРР-ММ-ДД): показано сьогодні.',
  salon: 'Салон',
  day: 'День',
  today: 'Сьогодні',
  held: 'Утримується',
  planned: 'Заплановано',
  confirmed: 'Підтверджено',
  arrived: 'Прийшов',
  completed: 'Завершено',
  cancelled: 'Скасовано',
  until: ' до {{time}}',
  bookings: 'Записи',
  todayByStylist: 'Сьогоднішні записи за майстрами',
  allAppointments: 'Усі записи',
  clients: 'Клієнти',
  newCallbacks: 'Нові запити на дзвінок',
  smsOutbox: 'Вихідні SMS',
  quickFilters: 'Швидкі фільтри',
  showColon: 'Показати:',
  tomorrow: 'Завтра',
  upcoming: 'Майбутні',
  cancelledVisits: 'Скасовані',
  all: 'Усі',
  scheduleByStylist: 'Розклад дня за майстрами',
  bookingSystem: 'Система запису',
  bookingSystemParlour:
    'Записи приймає власний рушій Parlour. Щоб записувати через Beauty Pro, задайте BOOKING_PROVIDER=beautypro і налаштування BEAUTY_PRO_* (див. README).',
  bookingSystemConnected: 'Записи йдуть у Beauty Pro, базу салону підключено.',
  bookingSystemNotConnected: 'Записи йдуть у Beauty Pro, але зараз вона недоступна: {{reason}}',
  linkLead:
    'Пов’язує кожну послугу, майстра і салон сайту з однойменним записом у Beauty Pro, щоб кнопки «Записатися» і віджет збігалися. Зв’язки, які Beauty Pro ще знає, залишаються.',
  linkAction: 'Пов’язати послуги, майстрів і салони',
  linking: 'Зв’язування…',
  linkFailed: 'Не вдалося пов’язати: {{message}}',
  linkedCount: 'Нових зв’язків: {{count}}',
  keptCount: 'Вже пов’язано: {{count}}',
  unmatchedSite: 'На сайті без пари (пов’язуйте вручну в полі «crmId»):',
  unmatchedBeautyPro: 'У Beauty Pro без зв’язку з сайтом:',
  staleLinks: 'Пов’язано з id, якого Beauty Pro не знає:',
  kindServices: 'Послуги',
  kindEmployees: 'Майстри',
  kindLocations: 'Салони',
  nothing: 'немає',
}

/** For the config's `i18n.translations`. */
export const staffTranslations = { en: { parlour: en }, uk: { parlour: uk } }

/** `t` for the staff pages in the admin language of this request. */
export function staffText(i18n: { t: unknown }) {
  // Payload types `t` with its own keys only; custom ones are looked up the same way.
  const t = i18n.t as (key: string, options?: Record<string, unknown>) => string
  return (key: StaffKey, vars?: Record<string, string | number>) => t(`parlour:${key}`, vars)
}

/** The Intl locale for dates in the admin language. */
export const staffDateLocale = (i18n: { language: string }) => (i18n.language === 'uk' ? 'uk-UA' : 'en-GB')
