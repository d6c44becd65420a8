/** The listing and detail pages: the price list, salons, stylists, vacancies and the blog. */
import { bilingual } from '../text'

export const listingMessages = bilingual(
  {
    pricesTitle: 'Prices',
    pricesTopTitle: "{name}'s prices",
    pricesLead:
      'Every treatment with its time and its price in pounds. Where a service has several options or prices, it shows them from the lowest to the highest.',
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
    employeeReviews: 'Reviews',
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
  },
  {
    pricesTitle: 'Ціни',
    pricesTopTitle: 'Ціни — {name}',
    pricesLead:
      'Кожна процедура з тривалістю та ціною у фунтах. Якщо в послуги кілька варіантів чи цін, показано їх від найнижчої до найвищої.',
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
    employeeReviews: 'Відгуки',
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
    blogDescription:
      'Блог {brand}: колаборації, зйомки та спецпроєкти нашого салону краси в самому серці Челсі, Лондон.',
    blogCategories: 'Рубрики блогу',
    blogAllArticles: 'Усі статті',
    blogArticles: 'Статті',
    blogEmpty: 'Тут поки що немає статей. Зазирніть трохи згодом.',
    blogCategoryTitle: '{name} — Блог',
    blogCategoryDescription: '{name}: історії з блогу {brand}, салону краси в самому серці Челсі, Лондон.',
    blogMoreIn: 'Більше в рубриці «{name}»',
  },
)
