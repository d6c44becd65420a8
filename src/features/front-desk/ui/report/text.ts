/**
 * The words of the owner's weekly report (the admin page and its CSV) in the admin's two
 * languages. `{name}` marks a value filled in by `fill` (src/platform/i18n/text.ts).
 */
import { bilingual, wordsFor } from '@/platform/i18n/text'

import type { WeekReportCsvLabels } from '../../domain/week-report-csv'

const REPORT_TEXT = bilingual(
  {
    title: 'Weekly report',
    adminsOnly: 'The weekly report (takings included) is for the salon’s admins. Ask an admin for access.',
    salonTime: 'weeks run Monday to Sunday, salon time ({zone})',
    noSalon: 'No salon yet: add one under Salons.',
    salonNotFound: 'That salon was not found: showing the first salon.',
    weekUnreadable: 'That date could not be read (use YYYY-MM-DD): showing this week.',
    chooseSalonAndWeek: 'Choose salon and week',
    salon: 'Salon',
    week: 'Any day of the week',
    show: 'Show',
    otherWeeks: 'Other weeks',
    previousWeek: '← Previous week',
    thisWeek: 'This week',
    nextWeek: 'Next week →',
    downloadCsv: 'Download CSV',
    takingsCaption: 'Takings by day, online through Stripe and at the desk: {salon}',
    takingsDate: 'Day',
    prepayments: 'Prepayments',
    fees: 'Fees',
    refunds: 'Refunds',
    net: 'Net online',
    desk: 'Desk money',
    takings: 'Takings',
    deskCaption: 'At the desk this week, by method: {salon}',
    method: 'Method',
    taken: 'Taken',
    givenBack: 'Refunded or void',
    methodNet: 'Net',
    deskSales: 'Sales: {count}',
    deskMoney: 'Money (cash, terminal, card)',
    downloadPaymentsCsv: 'Download payments CSV',
    caption: 'By stylist: {salon}, {from} – {to}',
    stylist: 'Stylist',
    visits: 'Visits',
    online: 'Online',
    frontDesk: 'Front desk',
    hoursWorked: 'Hours worked',
    hoursBooked: 'Hours booked',
    utilisation: 'Utilisation',
    expectedTakings: 'Expected takings',
    noShows: 'No-shows',
    cancellations: 'Cancellations',
    lateCancellations: 'Late cancellations',
    total: 'Salon total',
    csvExpectedTakings: 'Expected takings (£)',
    csvTotal: 'Total',
    notWorked: 'no hours worked',
    noStylists: 'No stylists at {salon} and nothing booked this week.',
    clockChange: 'The clocks change this week: it has {hours} hours.',
    notes:
      'Visits are planned, confirmed, arrived or completed; holds are not counted, and a visit with two stylists counts once for each and once in the total. Hours worked are the working hours less blocked time; utilisation is hours booked ÷ hours worked. Expected takings are the prices of the visits’ services (no-shows and cancellations take nothing). A late cancellation is one made less than 48 hours before the visit. Takings are the money that came in: online through Stripe plus cash, terminal and card on file at the desk; a gift voucher, a balance or points spent at the desk were paid for before and are not added again.',
  },
  {
    title: 'Тижневий звіт',
    adminsOnly: 'Тижневий звіт (з виручкою) доступний адміністраторам салону. Попросіть доступ в адміністратора.',
    salonTime: 'тиждень з понеділка до неділі, час салону ({zone})',
    noSalon: 'Салонів ще немає: додайте салон у розділі «Салони».',
    salonNotFound: 'Такого салону немає: показано перший салон.',
    weekUnreadable: 'Дату не вдалося прочитати (формат РРРР-ММ-ДД): показано цей тиждень.',
    chooseSalonAndWeek: 'Виберіть салон і тиждень',
    salon: 'Салон',
    week: 'Будь-який день тижня',
    show: 'Показати',
    otherWeeks: 'Інші тижні',
    previousWeek: '← Попередній тиждень',
    thisWeek: 'Цей тиждень',
    nextWeek: 'Наступний тиждень →',
    downloadCsv: 'Завантажити CSV',
    takingsCaption: 'Виручка за днями, онлайн через Stripe і на рецепції: {salon}',
    takingsDate: 'День',
    prepayments: 'Передплати',
    fees: 'Збори',
    refunds: 'Повернення',
    net: 'Чиста сума онлайн',
    desk: 'Гроші на рецепції',
    takings: 'Виручка',
    deskCaption: 'На рецепції цього тижня, за способами оплати: {salon}',
    method: 'Спосіб',
    taken: 'Отримано',
    givenBack: 'Повернено або анульовано',
    methodNet: 'Чиста сума',
    deskSales: 'Продажів: {count}',
    deskMoney: 'Гроші (готівка, термінал, картка)',
    downloadPaymentsCsv: 'Завантажити CSV платежів',
    caption: 'За майстрами: {salon}, {from} – {to}',
    stylist: 'Майстер',
    visits: 'Візити',
    online: 'Онлайн',
    frontDesk: 'На рецепції',
    hoursWorked: 'Години роботи',
    hoursBooked: 'Заброньовані години',
    utilisation: 'Завантаженість',
    expectedTakings: 'Очікуваний виторг',
    noShows: 'Неявки',
    cancellations: 'Скасування',
    lateCancellations: 'Пізні скасування',
    total: 'Разом по салону',
    csvExpectedTakings: 'Очікуваний виторг (£)',
    csvTotal: 'Разом',
    notWorked: 'годин роботи немає',
    noStylists: 'У салоні {salon} немає майстрів і цього тижня нічого не заброньовано.',
    clockChange: 'Цього тижня переводять годинник: у ньому {hours} год.',
    notes:
      'Візити — заплановані, підтверджені, клієнт прийшов або візит завершено; тимчасові бронювання не враховано, а візит із двома майстрами враховано в кожного з них і один раз у підсумку. Години роботи — робочий час без заблокованого; завантаженість — заброньовані години ÷ години роботи. Очікуваний виторг — ціни послуг цих візитів (неявки й скасування нічого не приносять). Пізнє скасування — менш ніж за 48 годин до візиту. Виручка — гроші, що надійшли: онлайн через Stripe плюс готівка, термінал і збережена картка на рецепції; сертифікат, баланс чи бали, використані на рецепції, були оплачені раніше й повторно не додаються.',
  },
)

export type ReportText = (typeof REPORT_TEXT)['en']

export type ReportLanguage = keyof typeof REPORT_TEXT

/** The admin language's words: Ukrainian for 'uk', English otherwise. */
export const reportLanguage = (language: string | null | undefined): ReportLanguage => (language === 'uk' ? 'uk' : 'en')

export const reportText = (language: string | null | undefined): ReportText => wordsFor(REPORT_TEXT, language)

/** The CSV's header and totals words: the table's, with the currency on the takings and a plain total. */
export function reportCsvLabels(language: string | null | undefined): WeekReportCsvLabels {
  const t = reportText(language)
  return { ...t, expectedTakings: t.csvExpectedTakings, total: t.csvTotal }
}
