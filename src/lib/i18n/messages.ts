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
  nav: 'Main menu',
  skipToContent: 'Skip to content',
  women: 'Women',
  men: 'Men',
  prices: 'Prices',
  switchLanguage: 'Українською',
  switchLanguageShort: 'UA',
  footerServices: 'Services',
  contact: 'Contact',
  openingHours: 'Opening hours',
  followUs: 'Follow us',
  partner: 'Partner programme',
  academy: 'Academy',
  appStore: 'Download on the App Store',
  playStore: 'Get it on Google Play',
  categoryNotFound: 'Category not found',
  opensInNewTab: '(opens in a new tab)',
  pricesTitle: 'Prices',
  pricesTopTitle: "{name}'s prices",
  pricesLead:
    'Every treatment with its time and its price in pounds. Where a service has several options or prices, the lowest is shown with “from”.',
  pricesDescription:
    'Prices at {brand}, the beauty salon in the heart of Chelsea, London: every treatment with its duration and its price in pounds (£).',
  pricesTopDescription:
    "{name}'s treatments at {brand} in the heart of Chelsea, London: every service with its duration and its price in pounds (£).",
  pricesSections: 'Price list',
  pricesAll: 'All prices',
  pricesService: 'Service',
  salonListTitle: 'Our salons',
  salonCrumb: 'Salons',
  salonListLead:
    'Find the salon nearest to you: the address, phone number and opening hours of each, and the team who work there.',
  salonListDescription:
    'The salons of {brand} in London: addresses, phone numbers, opening hours and the stylists at each one.',
  salonOtherGroup: 'Other salons',
  salonCategorySite: 'Visit the {name} website',
  salonAddress: 'Address',
  salonPhone: 'Phone',
  salonDirections: 'Get directions',
  salonStylists: 'Stylists at {salon}',
  salonNoStylists: 'The team of this salon will be introduced here soon.',
  salonNone: 'No salons are listed yet.',
  salonDescription:
    '{salon}, the {brand} beauty salon at {address}: hair, nails, brows and grooming by a trusted team, premium products and impeccable hygiene.',
  employeeListTitle: 'Our stylists',
  employeeCrumb: 'Stylists',
  employeeListLead: 'Meet the people behind every cut, colour, manicure and shave, and choose the right one for you.',
  employeeListDescription:
    'Meet the stylists of {brand} in London: hair, nails, make-up and brows, massage and barbering, with their skills and ratings.',
  employeeByCategory: 'Stylists by speciality',
  employeeOtherGroup: 'Other specialists',
  employeeNone: 'Our team will be introduced here soon.',
  employeeSkills: 'Skills',
  employeePositions: 'Position',
  employeeSalons: 'Works at',
  employeeRating: 'Rating',
  employeeAbout: 'About {name}',
  employeeTitle: '{name}, {category}',
  employeeDescription: '{name} ({category}) at {brand}, the beauty salon in the heart of Chelsea, London.',
  vacancyListTitle: 'Vacancies',
  vacancyCrumb: 'Vacancies',
  vacancyListLead: 'Join our team in London: the roles we are hiring for now.',
  vacancyListDescription:
    'Jobs at {brand}, the beauty salon in the heart of Chelsea, London: the roles we are hiring for now and how to apply.',
  vacancyNone: 'There are no open vacancies right now. Please check back soon.',
  vacancySalons: 'Salons',
  vacancyDescription: '{title} at {brand}, the beauty salon in the heart of Chelsea, London.',
  blogTitle: 'Blog',
  blogLead: 'Stories from behind the scenes at {brand}: collaborations, film sets and special projects.',
  blogDescription:
    'The {brand} blog: collaborations, filming and special projects from our beauty salon in the heart of Chelsea, London.',
  blogCategories: 'Blog categories',
  blogAllArticles: 'All articles',
  blogArticles: 'Articles',
  blogEmpty: 'There are no articles here yet. Please check back soon.',
  blogCategoryTitle: '{name} — Blog',
  blogCategoryDescription:
    '{name}: stories from the {brand} blog, from our beauty salon in the heart of Chelsea, London.',
  blogMoreIn: 'More in {name}',
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
  nav: 'Головне меню',
  skipToContent: 'Перейти до змісту',
  women: 'Жінкам',
  men: 'Чоловікам',
  prices: 'Ціни',
  switchLanguage: 'In English',
  switchLanguageShort: 'EN',
  footerServices: 'Послуги',
  contact: 'Контакти',
  openingHours: 'Години роботи',
  followUs: 'Ми в соцмережах',
  partner: 'Партнерська програма',
  academy: 'Академія',
  appStore: 'Завантажити в App Store',
  playStore: 'Завантажити з Google Play',
  categoryNotFound: 'Категорія не знайдена',
  opensInNewTab: '(відкриється в новій вкладці)',
  pricesTitle: 'Ціни',
  pricesTopTitle: 'Ціни — {name}',
  pricesLead:
    'Кожна процедура з тривалістю та ціною у фунтах. Якщо в послуги кілька варіантів чи цін, показано найнижчу з позначкою «від».',
  pricesDescription:
    'Ціни {brand} — салону краси в самому серці Челсі, Лондон: кожна процедура з тривалістю та ціною у фунтах стерлінгів (£).',
  pricesTopDescription:
    'Ціни {brand} у розділі «{name}»: кожна послуга з тривалістю та ціною у фунтах стерлінгів (£), у самому серці Челсі, Лондон.',
  pricesSections: 'Прайс-лист',
  pricesAll: 'Усі ціни',
  pricesService: 'Послуга',
  salonListTitle: 'Наші салони',
  salonCrumb: 'Салони',
  salonListLead:
    'Знайдіть найближчий до вас салон: адреса, телефон і години роботи кожного, а також команда, яка там працює.',
  salonListDescription: 'Салони {brand} у Лондоні: адреси, телефони, години роботи та майстри кожного салону.',
  salonOtherGroup: 'Інші салони',
  salonCategorySite: 'Перейти на сайт «{name}»',
  salonAddress: 'Адреса',
  salonPhone: 'Телефон',
  salonDirections: 'Прокласти маршрут',
  salonStylists: 'Майстри салону {salon}',
  salonNoStylists: 'Незабаром тут з’явиться команда цього салону.',
  salonNone: 'Салонів поки немає.',
  salonDescription:
    '{salon} — салон краси {brand} за адресою {address}: волосся, нігті, брови й догляд від перевіреної команди, преміальні засоби та бездоганна гігієна.',
  employeeListTitle: 'Наші майстри',
  employeeCrumb: 'Майстри',
  employeeListLead:
    'Познайомтеся з людьми, які стоять за кожною стрижкою, фарбуванням, манікюром і голінням, і оберіть свого майстра.',
  employeeListDescription:
    'Майстри {brand} у Лондоні: волосся, нігті, макіяж і брови, масаж і барберинг — з навичками та оцінками.',
  employeeByCategory: 'Майстри за напрямами',
  employeeOtherGroup: 'Інші спеціалісти',
  employeeNone: 'Незабаром тут з’явиться наша команда.',
  employeeSkills: 'Навички',
  employeePositions: 'Посада',
  employeeSalons: 'Працює в салонах',
  employeeRating: 'Оцінка',
  employeeAbout: 'Про майстра',
  employeeTitle: '{name}, {category}',
  employeeDescription: '{name} ({category}) у {brand} — салоні краси в самому серці Челсі, Лондон.',
  vacancyListTitle: 'Вакансії',
  vacancyCrumb: 'Вакансії',
  vacancyListLead: 'Приєднуйтеся до нашої команди в Лондоні: посади, на які ми шукаємо людей зараз.',
  vacancyListDescription:
    'Вакансії {brand} — салону краси в самому серці Челсі, Лондон: на які посади ми шукаємо людей і як відгукнутися.',
  vacancyNone: 'Зараз відкритих вакансій немає. Зазирніть трохи згодом.',
  vacancySalons: 'Салони',
  vacancyDescription: '{title} у {brand} — салоні краси в самому серці Челсі, Лондон.',
  blogTitle: 'Блог',
  blogLead: 'Історії з-за лаштунків {brand}: колаборації, знімальні майданчики та спецпроєкти.',
  blogDescription: 'Блог {brand}: колаборації, зйомки та спецпроєкти нашого салону краси в самому серці Челсі, Лондон.',
  blogCategories: 'Рубрики блогу',
  blogAllArticles: 'Усі статті',
  blogArticles: 'Статті',
  blogEmpty: 'Тут поки що немає статей. Зазирніть трохи згодом.',
  blogCategoryTitle: '{name} — Блог',
  blogCategoryDescription: '{name}: історії з блогу {brand}, салону краси в самому серці Челсі, Лондон.',
  blogMoreIn: 'Більше в рубриці «{name}»',
}

const all: Record<Locale, Messages> = { en, uk }

export function messages(locale: Locale): Messages {
  return all[locale]
}

/** Fills `{name}` placeholders. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match)
}
