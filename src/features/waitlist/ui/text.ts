/** The waitlist's words on the site, in English and Ukrainian. `{…}` are filled in. */
import type { Locale } from '@/platform/i18n/locales'

const en = {
  join: 'No time that suits? Join the waitlist',
  joinHeading: 'Join the waitlist',
  joinIntro: 'If a time frees for these services, we hold it for you and text you a link to book it.',
  firstDay: 'First day',
  lastDay: 'Last day',
  part: 'Time of day',
  wholeDay: 'Any time',
  morning: 'Morning (before 12:00)',
  afternoon: 'Afternoon (12:00–17:00)',
  evening: 'Evening (from 17:00)',
  anyStylist: 'any stylist',
  submit: 'Join the waitlist',
  cancel: 'Not now',
  joined: 'You are on the waitlist. We will text you when a time frees.',
  signInFirst: 'Sign in with your phone to join the waitlist.',
  failed: 'Could not join the waitlist just now. Please try again.',
  heading: 'Waitlist',
  none: 'You are not on the waitlist.',
  leave: 'Leave',
  left: 'Left',
  waiting: 'Waiting',
  offered: 'A time is held for you: {start}, until {until}. Book it with the link we texted you.',
  booked: 'Booked',
  days: '{from} – {to}',
  with: 'with {name}',
}

type WaitlistText = typeof en

const uk: WaitlistText = {
  join: 'Немає зручного часу? Станьте в чергу очікування',
  joinHeading: 'Черга очікування',
  joinIntro:
    'Якщо на ці послуги звільниться час, ми притримаємо його для вас і надішлемо SMS із посиланням для запису.',
  firstDay: 'Перший день',
  lastDay: 'Останній день',
  part: 'Час доби',
  wholeDay: 'Будь-коли',
  morning: 'Ранок (до 12:00)',
  afternoon: 'День (12:00–17:00)',
  evening: 'Вечір (з 17:00)',
  anyStylist: 'будь-який майстер',
  submit: 'Стати в чергу',
  cancel: 'Не зараз',
  joined: 'Ви в черзі очікування. Ми надішлемо SMS, коли звільниться час.',
  signInFirst: 'Увійдіть за номером телефону, щоб стати в чергу.',
  failed: 'Не вдалося стати в чергу. Спробуйте ще раз.',
  heading: 'Черга очікування',
  none: 'Ви не в черзі очікування.',
  leave: 'Вийти з черги',
  left: 'Ви вийшли з черги',
  waiting: 'Очікує',
  offered: 'Для вас притримано час: {start}, до {until}. Запишіться за посиланням з SMS.',
  booked: 'Записано',
  days: '{from} – {to}',
  with: 'майстер: {name}',
}

export const waitlistText = (locale: Locale): WaitlistText => (locale === 'uk' ? uk : en)

const deskEn = {
  heading: 'Waitlist for this day',
  none: 'Nobody waits for this day.',
  anyStylist: 'any stylist',
  wholeDay: 'any time',
  offerAt: 'Offer a time',
  stylist: 'Stylist',
  time: 'Time',
  offer: 'Hold and text',
  offered: 'Offered {start}, held until {until}',
  waiting: 'Waiting since {joined}',
  done: 'Held and texted.',
  addHeading: 'Add to the waitlist',
  salon: 'Salon',
  service: 'Service',
  firstDay: 'First day',
  lastDay: 'Last day',
  part: 'Time of day',
  morning: 'Morning',
  afternoon: 'Afternoon',
  evening: 'Evening',
  add: 'Add to the waitlist',
  added: 'Added to the waitlist.',
}

type DeskText = typeof deskEn

const deskUk: DeskText = {
  heading: 'Черга очікування на цей день',
  none: 'На цей день ніхто не чекає.',
  anyStylist: 'будь-який майстер',
  wholeDay: 'будь-коли',
  offerAt: 'Запропонувати час',
  stylist: 'Майстер',
  time: 'Час',
  offer: 'Притримати й надіслати SMS',
  offered: 'Запропоновано {start}, притримано до {until}',
  waiting: 'Чекає з {joined}',
  done: 'Притримано, SMS надіслано.',
  addHeading: 'Додати до черги очікування',
  salon: 'Салон',
  service: 'Послуга',
  firstDay: 'Перший день',
  lastDay: 'Останній день',
  part: 'Час доби',
  morning: 'Ранок',
  afternoon: 'День',
  evening: 'Вечір',
  add: 'Додати до черги',
  added: 'Додано до черги очікування.',
}

export const waitlistDeskText = (language: string): DeskText => (language === 'uk' ? deskUk : deskEn)
