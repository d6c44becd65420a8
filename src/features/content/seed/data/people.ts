/**
 * Demo salons, staff taxonomies, skills, positions and employees.
 * Names, phones (Ofcom's drama range +44 20 7946 0xxx) and addresses are fictional.
 */
import type {
  SeedEmployee,
  SeedPosition,
  SeedSalon,
  SeedSalonCategory,
  SeedSkill,
  SeedTaxonomy,
} from './types'

export const salonCategories: SeedSalonCategory[] = [
  {
    slug: 'london',
    name: { en: 'London', uk: 'Лондон' },
    parent: null,
    externalUrl: 'https://london.parlour.example/',
    order: 1,
  },
]

export const salons: SeedSalon[] = [
  {
    slug: 'backstage-chelsea',
    area: { en: 'Chelsea', uk: 'Челсі' },
    title: { en: 'Backstage Chelsea', uk: 'Backstage Chelsea' },
    category: 'london',
    street: { en: '152 King’s Road, Chelsea', uk: 'Кінгс-Роуд, 152, Челсі' },
    city: { en: 'London', uk: 'Лондон' },
    postcode: 'SW3 4UT',
    phone: '+44 20 7946 0321',
    lat: 51.4878,
    lng: -0.1672,
    timezone: 'Europe/London',
    description: {
      en: 'Our flagship salon sits on the King’s Road, a few minutes’ walk from Sloane Square. Two floors of hair, nail, brow and grooming stations share one calm, light-filled space, with a separate treatment room for massage. It is where most of our team works and where every new Parlour look is first tried out.',
      uk: 'Наш головний салон розташований на Кінгс-Роуд, за кілька хвилин пішки від Слоун-сквер. На двох поверхах у спокійному й світлому просторі працюють майстри волосся, нігтів, брів і барбери, а для масажу є окрема кімната. Тут працює більша частина нашої команди, і саме тут ми вперше пробуємо кожен новий образ Parlour.',
    },
    order: 1,
  },
  {
    slug: 'backstage-kensington',
    area: { en: 'Kensington', uk: 'Кенсінгтоні' },
    title: { en: 'Backstage Kensington', uk: 'Backstage Kensington' },
    category: 'london',
    street: { en: '48 Kensington Church Street, Kensington', uk: 'Кенсінгтон-Черч-стріт, 48, Кенсінгтон' },
    city: { en: 'London', uk: 'Лондон' },
    postcode: 'W8 4DB',
    phone: '+44 20 7946 0458',
    lat: 51.5046,
    lng: -0.1924,
    timezone: 'Europe/London',
    description: {
      en: 'A smaller, more intimate studio between Kensington High Street and Notting Hill Gate. It focuses on cutting, colour, brows and a dedicated barber chair, and is a favourite with clients who want a quick appointment on the way to or from work.',
      uk: 'Менша й затишніша студія між Кенсінгтон-Гай-стріт і Ноттінг-Гілл-Гейт. Тут ми зосереджуємося на стрижках, фарбуванні, бровах і маємо окреме крісло барбера. Її особливо люблять ті, кому зручно заскочити на процедуру дорогою на роботу чи додому.',
    },
    order: 2,
  },
]

export const employeesCategories: SeedTaxonomy[] = [
  { slug: 'hair', name: { en: 'Hair', uk: 'Волосся' }, parent: null, order: 1 },
  { slug: 'nails', name: { en: 'Nails', uk: 'Нігті' }, parent: null, order: 2 },
  { slug: 'makeup-brows', name: { en: 'Make-up & brows', uk: 'Макіяж і брови' }, parent: null, order: 3 },
  { slug: 'body', name: { en: 'Body', uk: 'Тіло' }, parent: null, order: 4 },
  { slug: 'barber', name: { en: 'Barber', uk: 'Барбер' }, parent: null, order: 5 },
]

export const skillsCategories: SeedTaxonomy[] = [
  { slug: 'hair', name: { en: 'Hair', uk: 'Волосся' }, parent: null, order: 1 },
  { slug: 'nails', name: { en: 'Nails', uk: 'Нігті' }, parent: null, order: 2 },
  { slug: 'makeup-brows', name: { en: 'Make-up & brows', uk: 'Макіяж і брови' }, parent: null, order: 3 },
  { slug: 'body', name: { en: 'Body', uk: 'Тіло' }, parent: null, order: 4 },
  { slug: 'barber', name: { en: 'Barber', uk: 'Барбер' }, parent: null, order: 5 },
]

export const skills: SeedSkill[] = [
  // hair
  { slug: 'air-touch', title: { en: 'AirTouch colouring', uk: 'Фарбування AirTouch' }, category: 'hair' },
  { slug: 'balayage', title: { en: 'Balayage', uk: 'Балаяж' }, category: 'hair' },
  { slug: 'blonde-specialist', title: { en: 'Blonde specialist', uk: 'Спеціаліст із блонду' }, category: 'hair' },
  { slug: 'colour-correction', title: { en: 'Colour correction', uk: 'Корекція кольору' }, category: 'hair' },
  { slug: 'precision-cuts', title: { en: 'Precision cuts', uk: 'Точні геометричні стрижки' }, category: 'hair' },
  { slug: 'curly-hair', title: { en: 'Curly hair', uk: 'Кучеряве волосся' }, category: 'hair' },
  { slug: 'bridal-styling', title: { en: 'Bridal styling', uk: 'Весільні зачіски' }, category: 'hair' },
  { slug: 'blow-dry-styling', title: { en: 'Blow-dry styling', uk: 'Укладання феном' }, category: 'hair' },
  // nails
  { slug: 'gel-extensions', title: { en: 'Gel extensions', uk: 'Нарощування нігтів гелем' }, category: 'nails' },
  { slug: 'nail-art', title: { en: 'Nail art', uk: 'Дизайн нігтів' }, category: 'nails' },
  { slug: 'biab', title: { en: 'BIAB', uk: 'Зміцнення BIAB' }, category: 'nails' },
  // make-up & brows
  { slug: 'brow-lamination', title: { en: 'Brow lamination', uk: 'Ламінування брів' }, category: 'makeup-brows' },
  { slug: 'permanent-makeup', title: { en: 'Permanent make-up', uk: 'Перманентний макіяж' }, category: 'makeup-brows' },
  { slug: 'evening-makeup', title: { en: 'Evening make-up', uk: 'Вечірній макіяж' }, category: 'makeup-brows' },
  { slug: 'bridal-makeup', title: { en: 'Bridal make-up', uk: 'Весільний макіяж' }, category: 'makeup-brows' },
  // body
  { slug: 'massage', title: { en: 'Massage', uk: 'Масаж' }, category: 'body' },
  { slug: 'lymphatic-drainage', title: { en: 'Lymphatic drainage', uk: 'Лімфодренажний масаж' }, category: 'body' },
  // barber
  { slug: 'wet-shave', title: { en: 'Hot towel wet shave', uk: 'Класичне гоління з гарячим рушником' }, category: 'barber' },
  { slug: 'skin-fade', title: { en: 'Skin fade', uk: 'Скін-фейд' }, category: 'barber' },
  { slug: 'beard-sculpting', title: { en: 'Beard sculpting', uk: 'Моделювання бороди' }, category: 'barber' },
]

export const positions: SeedPosition[] = [
  { slug: 'top-stylist', name: { en: 'Top stylist', uk: 'Топстиліст' }, role: 'top master' },
  { slug: 'senior-stylist', name: { en: 'Senior stylist', uk: 'Старший стиліст' }, role: 'senior master' },
  { slug: 'stylist', name: { en: 'Stylist', uk: 'Стиліст' }, role: 'master' },
  { slug: 'colourist', name: { en: 'Colourist', uk: 'Колорист' }, role: 'master' },
  { slug: 'nail-technician', name: { en: 'Nail technician', uk: 'Майстер манікюру' }, role: 'master' },
  { slug: 'brow-artist', name: { en: 'Brow artist', uk: 'Бровіст' }, role: 'master' },
  { slug: 'makeup-artist', name: { en: 'Make-up artist', uk: 'Візажист' }, role: 'master' },
  { slug: 'barber', name: { en: 'Barber', uk: 'Барбер' }, role: 'master' },
  { slug: 'massage-therapist', name: { en: 'Massage therapist', uk: 'Масажист' }, role: 'master' },
]

export const employees: SeedEmployee[] = [
  {
    slug: 'olivia-bennett',
    name: { en: 'Olivia Bennett', uk: 'Олівія Беннетт' },
    workCategory: 'hair',
    skills: ['air-touch', 'balayage', 'blonde-specialist'],
    positions: ['top-stylist', 'colourist'],
    crmId: 'demo-emp-101',
    salons: ['backstage-chelsea'],
    bio: {
      en: 'Olivia has led the colour team on the King’s Road for eight years and is the person clients ask for when they want to go lighter without losing condition. She trained in AirTouch in Milan and loves soft, lived-in blondes that grow out gracefully.',
      uk: 'Олівія вже вісім років очолює команду колористів на Кінгс-Роуд, і саме до неї записуються ті, хто хоче посвітлішати й не зіпсувати волосся. Вона навчалася техніці AirTouch у Мілані й найбільше любить м’які, природні відтінки блонду, які красиво відростають.',
    },
    order: 1,
  },
  {
    slug: 'amara-okafor',
    name: { en: 'Amara Okafor', uk: 'Амара Окафор' },
    workCategory: 'hair',
    skills: ['curly-hair', 'precision-cuts', 'bridal-styling'],
    positions: ['senior-stylist'],
    crmId: 'demo-emp-102',
    salons: ['backstage-chelsea', 'backstage-kensington'],
    bio: {
      en: 'Amara cuts curls dry, one ringlet at a time, and has a loyal following of clients who were told for years that their hair was “difficult”. She splits her week between Chelsea and Kensington and also styles a handful of weddings every summer.',
      uk: 'Амара стриже кучері насухо, локон за локоном, і має відданих клієнток, яким роками казали, що з їхнім волоссям «складно». Вона працює і в Челсі, і в Кенсінгтоні, а щоліта робить зачіски для кількох весіль.',
    },
    order: 2,
  },
  {
    slug: 'james-whitmore',
    name: { en: 'James Whitmore', uk: 'Джеймс Вітмор' },
    workCategory: 'barber',
    skills: ['skin-fade', 'wet-shave', 'beard-sculpting'],
    positions: ['barber'],
    crmId: 'demo-emp-103',
    salons: ['backstage-chelsea'],
    bio: {
      en: 'James started out in a Soho barbershop and brought its sharp, unhurried craft to Parlour. His hot towel shave is the quietest half hour on the King’s Road, and his fades are famously clean.',
      uk: 'Джеймс починав у барбершопі в Сохо й переніс у Parlour його чітку та неквапливу майстерність. Його гоління з гарячим рушником — найспокійніші пів години на Кінгс-Роуд, а його фейди славляться бездоганними переходами.',
    },
    order: 3,
  },
  {
    slug: 'rahul-mehta',
    name: { en: 'Rahul Mehta', uk: 'Рахул Мехта' },
    workCategory: 'barber',
    skills: ['beard-sculpting', 'skin-fade', 'precision-cuts'],
    positions: ['barber', 'senior-stylist'],
    crmId: 'demo-emp-104',
    salons: ['backstage-kensington'],
    bio: {
      en: 'Rahul looks after our men’s clients in Kensington, from classic scissor cuts to precise beard shaping. He is patient with first-timers and good at finding a style that still works on a rushed Monday morning.',
      uk: 'Рахул опікується чоловіками-клієнтами в Кенсінгтоні — від класичних стрижок ножицями до точного моделювання бороди. Він терплячий із новачками й уміє підібрати стрижку, яка тримає форму навіть у метушливий понеділковий ранок.',
    },
    order: 4,
  },
  {
    slug: 'sofia-rossi',
    name: { en: 'Sofia Rossi', uk: 'Софія Россі' },
    workCategory: 'nails',
    skills: ['biab', 'gel-extensions', 'nail-art'],
    positions: ['nail-technician'],
    crmId: 'demo-emp-105',
    salons: ['backstage-chelsea'],
    bio: {
      en: 'Sofia is our BIAB specialist and the hand behind most of the nail art on our Instagram. She is careful with cuticles, honest about what your nails need, and happy to talk you out of a trend that will not suit you.',
      uk: 'Софія — наш спеціаліст із BIAB і авторка більшості дизайнів нігтів у нашому Instagram. Вона дбайливо працює з кутикулою, чесно каже, чого потребують ваші нігті, і може відмовити від тренду, який вам не пасуватиме.',
    },
    order: 5,
  },
  {
    slug: 'mei-chen',
    name: { en: 'Mei Chen', uk: 'Мей Чен' },
    workCategory: 'makeup-brows',
    skills: ['brow-lamination', 'permanent-makeup'],
    positions: ['brow-artist'],
    crmId: 'demo-emp-106',
    salons: ['backstage-chelsea', 'backstage-kensington'],
    bio: {
      en: 'Mei maps every brow by hand before she picks up a tool, so the shape follows your face rather than a template. She is qualified in microblading and powder brows and runs brow appointments in both of our salons.',
      uk: 'Перш ніж узятися за інструменти, Мей вручну робить розмітку кожної брови, тож форма підкреслює ваше обличчя, а не повторює шаблон. Вона має кваліфікацію з мікроблейдингу та пудрових брів і приймає клієнтів в обох наших салонах.',
    },
    order: 6,
  },
  {
    slug: 'chloe-harrington',
    name: { en: 'Chloe Harrington', uk: 'Хлоя Гаррінгтон' },
    workCategory: 'makeup-brows',
    skills: ['evening-makeup', 'bridal-makeup', 'brow-lamination'],
    positions: ['makeup-artist'],
    crmId: 'demo-emp-107',
    salons: ['backstage-chelsea'],
    bio: {
      en: 'Chloe came to us from television and still works on set several times a year. Her make-up is made to last through a long evening and look just as good in photographs as it does across the table.',
      uk: 'Хлоя прийшла до нас із телебачення й досі кілька разів на рік працює на знімальних майданчиках. Її макіяж витримує довгий вечір і однаково гарно виглядає як на фото, так і наживо.',
    },
    order: 7,
  },
  {
    slug: 'tomasz-nowak',
    name: { en: 'Tomasz Nowak', uk: 'Томаш Новак' },
    workCategory: 'body',
    skills: ['massage', 'lymphatic-drainage'],
    positions: ['massage-therapist'],
    crmId: 'demo-emp-108',
    salons: ['backstage-chelsea'],
    bio: {
      en: 'Tomasz is a qualified sports and holistic massage therapist who has worked with dancers and runners. He tailors the pressure to how your body feels on the day and is our go-to for lymphatic drainage.',
      uk: 'Томаш — дипломований спортивний і холістичний масажист, який працював із танцівниками та бігунами. Він підбирає силу натиску залежно від того, як почувається ваше тіло саме сьогодні, і найкраще в нас робить лімфодренажний масаж.',
    },
    order: 8,
  },
  {
    slug: 'grace-adeyemi',
    name: { en: 'Grace Adeyemi', uk: 'Грейс Адеємі' },
    workCategory: 'hair',
    skills: ['colour-correction', 'balayage', 'blonde-specialist'],
    positions: ['colourist', 'stylist'],
    crmId: 'demo-emp-109',
    salons: ['backstage-chelsea'],
    bio: {
      en: 'Grace joined Parlour as an apprentice and is now one of our most trusted colourists. Colour correction is her favourite puzzle: she will happily spend an afternoon turning a box-dye mishap into a tone you love.',
      uk: 'Грейс прийшла в Parlour ученицею, а тепер вона одна з наших найнадійніших колористок. Корекція кольору — її улюблена головоломка: вона залюбки присвятить пів дня тому, щоб перетворити невдале домашнє фарбування на відтінок, який вам сподобається.',
    },
    order: 9,
  },
  {
    slug: 'daniel-price',
    name: { en: 'Daniel Price', uk: 'Деніел Прайс' },
    workCategory: 'hair',
    skills: ['precision-cuts', 'blow-dry-styling'],
    positions: ['stylist'],
    crmId: 'demo-emp-110',
    salons: ['backstage-chelsea'],
    bio: {
      en: 'Daniel is our newest stylist, with a sharp eye for bobs and short, structured shapes. He finishes every cut with a blow-dry lesson so you can recreate the look at home.',
      uk: 'Деніел нещодавно приєднався до нашої команди й чудово відчуває каре та короткі структуровані стрижки. Кожну стрижку він завершує невеликим уроком укладання, щоб ви могли повторити образ удома.',
    },
    order: 10,
  },
]
