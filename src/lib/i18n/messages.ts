import type { Locale } from './locales'

/** Interface strings in both languages. Content comes from the CMS; these are the site's own words. */
const en = {
  home: 'Main',
  services: 'Services',
  breadcrumbs: 'Breadcrumbs',
  price: 'Price',
  duration: 'Duration',
  variants: 'Options',
  addOns: 'Often added',
  categories: 'Categories',
  servicesHere: 'Services',
  nothingHereYet:
    'These treatments are arranged at a consultation: call the salon and we will find the right one for you.',
  callSalon: 'Call the salon',
  salonForm: 'At {salon}',
  inCity: 'in London',
  inArea: 'in {area}',
  serviceDescription:
    '{name} {where} at {brand}: 15 years of excellence, trusted expertise, premium products and impeccable hygiene in the heart of Chelsea, with seamless multi-service appointments in one visit.',
  categoryDescription:
    '{name} {where} at {brand}: trusted expertise and premium products in the heart of Chelsea, 15 years of excellence, impeccable hygiene and several services in one visit.',
  notFoundTitle: 'This page could not be found',
  backHome: 'Back to the home page',
  ourServices: 'Our services',
  popular: 'Popular with our clients',
  heroTitle: 'Beauty in the heart of Chelsea',
  heroText:
    'Fifteen years of excellence in hair, nails, brows and grooming — premium products, trusted expertise and several services in one visit.',
  staffSignIn: 'Staff sign-in',
}

export type Messages = typeof en

const uk: Messages = {
  home: 'Головна',
  services: 'Послуги',
  breadcrumbs: 'Навігаційний ланцюжок',
  price: 'Ціна',
  duration: 'Тривалість',
  variants: 'Варіанти',
  addOns: 'Часто додають',
  categories: 'Категорії',
  servicesHere: 'Послуги',
  nothingHereYet: 'Ці процедури підбираємо на консультації: зателефонуйте в салон, і ми порадимо найкращу для вас.',
  callSalon: 'Зателефонувати в салон',
  salonForm: 'У салоні {salon}',
  inCity: 'у Лондоні',
  inArea: 'у {area}',
  serviceDescription:
    '{name} {where} у {brand}: 15 років досконалості, перевірена експертиза, преміальні засоби та бездоганна гігієна в самому серці Челсі, кілька послуг за один візит.',
  categoryDescription:
    '{name} {where} у {brand}: перевірена експертиза та преміальні засоби в серці Челсі, 15 років досконалості, бездоганна гігієна й кілька послуг за один візит.',
  notFoundTitle: 'Цю сторінку не знайдено',
  backHome: 'На головну',
  ourServices: 'Наші послуги',
  popular: 'Найпопулярніше',
  heroTitle: 'Краса в серці Челсі',
  heroText:
    'П’ятнадцять років досконалості у волоссі, нігтях, бровах і догляді — преміальні засоби, перевірена експертиза й кілька послуг за один візит.',
  staffSignIn: 'Вхід для персоналу',
}

const all: Record<Locale, Messages> = { en, uk }

export function messages(locale: Locale): Messages {
  return all[locale]
}

/** Fills `{name}` placeholders. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match)
}
