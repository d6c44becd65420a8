/**
 * Service catalogue of Parlour Chelsea: 23 categories and 87 services.
 *
 * PRICES AND DURATIONS ARE DEMO VALUES, NOT A REAL PRICE LIST. They are plausible figures for a
 * premium Chelsea salon (whole pounds sterling, minutes in multiples of 15), written for the demo.
 *
 * Identity is the whole path: a category is `parent/slug` (`female/hair/colouring`), a service is
 * `category/slug` (`female/hair/colouring/air-touch`). `hair`, `nails`, `massage` and
 * `nail-care-application` repeat in the female and male branches on purpose.
 *
 * `one-nail-repeimenin` is a slug kept from the old site (a single-nail re-extension).
 */
import type { SeedCategory, SeedService } from './types'

type Param = NonNullable<SeedService['params']>[number]
/** [price in GBP, duration in minutes] */
type PriceTime = [price: number, minutes: number]

const param = (en: string, uk: string, [priceFrom, durationMinutes]: PriceTime): Param => ({
  name: { en, uk },
  priceFrom,
  durationMinutes,
})

/** Short / medium / long hair variants. */
const byHairLength = (short: PriceTime, medium: PriceTime, long: PriceTime): Param[] => [
  param('Short hair', 'Коротке волосся', short),
  param('Medium hair', 'Волосся середньої довжини', medium),
  param('Long hair', 'Довге волосся', long),
]

/** Stylist / senior stylist / art director variants. */
const byStylistLevel = (stylist: PriceTime, senior: PriceTime, director: PriceTime): Param[] => [
  param('Stylist', 'Стиліст', stylist),
  param('Senior Stylist', 'Старший стиліст', senior),
  param('Art Director', 'Арт-директор', director),
]

/** 60 / 90 minute massage variants. */
const byMassageLength = (sixty: number, ninety: number): Param[] => [
  param('60 minutes', '60 хвилин', [sixty, 60]),
  param('90 minutes', '90 хвилин', [ninety, 90]),
]

/** Nail art priced per nail or for the full set. */
const perNailOrFullSet = (perNail: PriceTime, fullSet: PriceTime): Param[] => [
  param('Per nail', 'За один ніготь', perNail),
  param('Full set', 'Усі нігті', fullSet),
]

export const categories: SeedCategory[] = [
  // ── Top groups ──────────────────────────────────────────────────────────────
  {
    slug: 'female',
    parent: null,
    name: { en: 'Women', uk: 'Жінкам' },
    description: {
      en: 'Hair, nails, brows, make-up and body treatments for women, all under one roof in Chelsea. Choose a direction to see every service with its price and time.',
      uk: 'Волосся, нігті, брови, макіяж і догляд за тілом — усе під одним дахом у Челсі. Оберіть напрям, щоб побачити кожну послугу з ціною та тривалістю.',
    },
    seoText: {
      en: 'For 15 years Parlour has been the Chelsea address where women book everything from a quick fringe trim to a full AirTouch transformation. Our stylists, nail technicians and make-up artists work side by side, so a colour, a manicure and a brow shape can be arranged as one seamless visit rather than three separate trips across London.\n\nWe work only with premium professional brands, including Kérastase, Redken and Olaplex, and we keep our hygiene standards as high as our finishing: sterilised instruments, single-use files and fresh linen for every guest.',
      uk: 'Уже 15 років Parlour — це адреса в Челсі, куди жінки записуються на будь-що: від швидкого підстригання чубчика до повного перевтілення з AirTouch. Наші стилісти, майстри манікюру та візажисти працюють пліч-о-пліч, тож фарбування, манікюр і корекцію брів можна поєднати в один зручний візит, а не їздити Лондоном тричі.\n\nМи працюємо лише з преміальними професійними брендами, серед яких Kérastase, Redken та Olaplex, а до гігієни ставимося так само прискіпливо, як до результату: стерилізовані інструменти, одноразові пилочки та свіжий текстиль для кожної гості.',
    },
    order: 1,
  },
  {
    slug: 'male',
    parent: null,
    name: { en: 'Men', uk: 'Чоловікам' },
    description: {
      en: 'Haircuts, beard work, hand and foot care and massage for men. Unhurried appointments with experienced stylists and therapists in the heart of Chelsea.',
      uk: 'Стрижки, догляд за бородою, манікюр, педикюр і масаж для чоловіків. Неквапливі візити до досвідчених стилістів і терапевтів у самому серці Челсі.',
    },
    seoText: {
      en: 'Parlour’s men’s menu in Chelsea is built for clients who want a proper haircut, a clean shave and well-kept hands without spending the whole afternoon on it. Book a scissor cut with a beard trim, or a manicure alongside a massage, and we will line the appointments up so you are in and out in one visit.\n\nOur team brings years of trusted expertise to every chair, and we use professional products such as Kérastase Genesis Homme. Everything is prepared to strict hygiene standards, from hot towels to freshly sterilised clippers.',
      uk: 'Чоловіче меню Parlour у Челсі створене для тих, хто хоче якісну стрижку, чисте гоління та доглянуті руки, не витрачаючи на це весь день. Запишіться на стрижку ножицями разом з оформленням бороди або на манікюр і масаж — ми вибудуємо процедури одна за одною, і все буде зроблено за один візит.\n\nНаша команда вкладає в кожну роботу багаторічний досвід, якому довіряють клієнти, а працюємо ми з професійними засобами, як-от Kérastase Genesis Homme. Усе готуємо за суворими стандартами гігієни — від гарячих рушників до щойно стерилізованих машинок.',
    },
    order: 2,
  },

  // ── Women: directions ───────────────────────────────────────────────────────
  {
    slug: 'hair',
    parent: 'female',
    name: { en: 'Hair', uk: 'Волосся' },
    description: {
      en: 'Colour, cuts, blow-dries and targeted treatments from stylists who specialise in soft, natural-looking results.',
      uk: 'Фарбування, стрижки, укладки та доглядові процедури від стилістів, які спеціалізуються на м’яких, природних результатах.',
    },
    seoText: {
      en: 'At Parlour Chelsea colourists and stylists work together, so you can plan a whole look in a single appointment: a balayage refreshed with a gloss, a cut finished with a bouncy blow-dry, or a scalp treatment before an event. Every visit starts with a consultation about your hair history and how much time you want to spend styling at home.\n\nWe have been looking after London hair for 15 years, and we choose premium care from Kérastase, Redken, Olaplex and Orising to keep colour vibrant and lengths strong between appointments.',
      uk: 'У Parlour Chelsea колористи та стилісти працюють разом, тож увесь образ можна спланувати за один запис: оновити балаяж глянцюванням, завершити стрижку об’ємною укладкою або зробити догляд за шкірою голови перед важливою подією. Кожен візит починається з консультації: ми розпитуємо про історію вашого волосся і про те, скільки часу ви готові приділяти укладці вдома.\n\nМи доглядаємо за волоссям лондонців уже 15 років і обираємо преміальні засоби Kérastase, Redken, Olaplex та Orising, щоб колір залишався насиченим, а довжина — міцною між візитами.',
    },
    order: 1,
  },
  {
    slug: 'body',
    parent: 'female',
    name: { en: 'Body', uk: 'Тіло' },
    description: {
      en: 'Massage, body wraps and waxing to restore, smooth and reset. Treatments take place in private, calm rooms away from the salon floor.',
      uk: 'Масаж, обгортання та депіляція, щоб відновитися, розслабитися й подбати про гладкість шкіри. Процедури проходять в окремих тихих кабінетах, подалі від основного залу.',
    },
    seoText: {
      en: 'Parlour’s body treatments are a quiet counterpoint to the buzz of the King’s Road, just a few minutes from our Chelsea door. Whether you need a massage to undo a week at the desk, a wrap before a holiday or a tidy wax, our therapists tailor pressure, products and timing to you.\n\nRooms are prepared afresh for every guest, wax is applied with fresh spatulas that are never double-dipped, and oils come from premium professional lines. Pair a body treatment with a manicure or blow-dry and we will schedule them back to back.',
      uk: 'Процедури для тіла в Parlour — тиха противага гамору Кінгз-роуд, що за кілька хвилин від нашого салону в Челсі. Потрібен масаж після тижня за робочим столом, обгортання перед відпусткою чи акуратна депіляція — наші терапевти підлаштовують інтенсивність, засоби й тривалість саме під вас.\n\nКабінети готуємо заново для кожної гості, віск наносимо новими шпателями, які ніколи не занурюємо двічі, а олії беремо з преміальних професійних ліній. Поєднайте процедуру для тіла з манікюром чи укладкою, і ми запишемо вас на них одна за одною.',
    },
    order: 2,
  },
  {
    slug: 'facial-treatments',
    parent: 'female',
    name: { en: 'Facial Treatments', uk: 'Догляд за обличчям' },
    description: {
      en: 'Facial treatments at Parlour are arranged by consultation. Tell us about your skin and our specialist will recommend a plan and book it for you.',
      uk: 'Догляд за обличчям у Parlour призначаємо після консультації. Розкажіть нам про свою шкіру, і фахівець підбере програму та запише вас.',
    },
    seoText: {
      en: 'Skin is too individual for a one-size menu, so facials at our Chelsea salon begin with a conversation rather than a price list. During a short consultation our specialist looks at your skin type, routine and goals, from hydration and glow before an event to a longer-term plan for texture and tone, and then recommends treatments and timing.\n\nCall the salon or leave a request online and we will find a slot that fits around your other appointments. As with everything at Parlour, you can rely on premium professional products and immaculate hygiene.',
      uk: 'Шкіра надто індивідуальна для стандартного меню, тож догляд за обличчям у нашому салоні в Челсі починається з розмови, а не з прайсу. Під час короткої консультації фахівець оцінює тип шкіри, ваш домашній догляд і цілі — від зволоження та сяйва перед подією до довгострокового плану для рельєфу й тону — і радить процедури та їхню періодичність.\n\nЗателефонуйте в салон або залиште заявку на сайті, і ми знайдемо час, зручний разом з іншими вашими записами. Як і в усьому в Parlour, можете розраховувати на преміальні професійні засоби та бездоганну гігієну.',
    },
    order: 3,
  },
  {
    slug: 'makeup-brows',
    parent: 'female',
    name: { en: 'Make-up & Brows', uk: 'Макіяж і брови' },
    description: {
      en: 'Brow shaping, lash lifts, occasion make-up and permanent make-up from artists who favour a polished but natural finish.',
      uk: 'Корекція брів, ламінування вій, святковий і перманентний макіяж від майстрів, які обирають доглянутий, але природний вигляд.',
    },
    seoText: {
      en: 'Brows and lashes frame the face, and small changes make a big difference. Our Chelsea artists map brows to your bone structure, tint to suit your colouring and lift lashes so you can skip mascara. For weddings, galas and London’s party season we offer make-up from a fresh daytime look to a full evening face, plus 1-to-1 lessons if you want to recreate it yourself.\n\nFor a longer-lasting result, our permanent make-up specialists work with fine, sterile single-use needles and pigments chosen for a soft, natural heal.',
      uk: 'Брови та вії обрамлюють обличчя, і навіть невеликі зміни дають помітний результат. Наші майстри в Челсі вибудовують форму брів відповідно до рис обличчя, підбирають відтінок фарби під ваш колоротип і ламінують вії так, що туш щодня вже не потрібна. Для весіль, гала-вечорів і лондонського сезону вечірок ми пропонуємо макіяж — від свіжого денного до повноцінного вечірнього, а також індивідуальні уроки, якщо хочете відтворювати його самостійно.\n\nДля довготривалого результату наші майстри перманентного макіяжу працюють тонкими стерильними одноразовими голками та пігментами, які загоюються м’яко й природно.',
    },
    order: 4,
  },
  {
    slug: 'nails',
    parent: 'female',
    name: { en: 'Nails', uk: 'Нігті' },
    description: {
      en: 'Manicures, pedicures, extensions, BIAB and nail art, finished with care and long-wearing polish.',
      uk: 'Манікюр, педикюр, нарощування, BIAB і дизайн нігтів — із ретельним доглядом і стійким покриттям.',
    },
    seoText: {
      en: 'Parlour’s nail bar is one of the busiest corners of our Chelsea salon, and for good reason: technicians who have trained for years, premium gel and classic polishes, and a strict hygiene routine with sterilised metal tools and single-use files for every client.\n\nChoose a quick express polish between meetings or settle in for a classic gel manicure and pedicure together; two technicians can work at the same time, so you leave with hands and feet done in one visit.',
      uk: 'Нейл-бар Parlour — один із найжвавіших куточків нашого салону в Челсі, і не дарма: майстри з багаторічною підготовкою, преміальні гель-лаки й класичні лаки, а також сувора гігієна — стерилізовані металеві інструменти та одноразові пилочки для кожної клієнтки.\n\nОберіть швидке експрес-покриття між зустрічами або влаштуйтеся зручніше для класичного манікюру й педикюру з гель-лаком одночасно: двоє майстрів можуть працювати паралельно, тож руки та ноги будуть доглянуті за один візит.',
    },
    order: 5,
  },

  // ── Men: directions ─────────────────────────────────────────────────────────
  {
    slug: 'beard',
    parent: 'male',
    name: { en: 'Beard', uk: 'Борода' },
    description: {
      en: 'Beard trims and traditional hot towel shaves, finished with a soothing balm.',
      uk: 'Оформлення бороди та класичне гоління з гарячим рушником, завершене заспокійливим бальзамом.',
    },
    seoText: {
      en: 'A well-kept beard needs the same attention as a good haircut. At Parlour in Chelsea our stylists shape the beard to your jawline, balance it with your haircut and finish with products that soften the hair and calm the skin underneath.\n\nPrefer a clean face? Our hot towel wet shave is a slow, old-school ritual with a fresh blade for every client, and an easy add-on to any men’s haircut.',
      uk: 'Доглянута борода потребує не меншої уваги, ніж добра стрижка. У Parlour в Челсі наші майстри формують бороду відповідно до лінії щелепи, гармонізують її зі стрижкою і завершують засобами, що пом’якшують волосся та заспокоюють шкіру під ним.\n\nНадаєте перевагу гладко виголеному обличчю? Наше гоління з гарячим рушником — неквапливий класичний ритуал із новим лезом для кожного клієнта, який легко додати до будь-якої чоловічої стрижки.',
    },
    order: 1,
  },
  {
    slug: 'body-care',
    parent: 'male',
    name: { en: 'Body Care', uk: 'Догляд за тілом' },
    description: {
      en: 'Massage for men, from focused work on tight shoulders to a full-body reset.',
      uk: 'Масаж для чоловіків — від точкового опрацювання напружених плечей до повного відновлення всього тіла.',
    },
    seoText: {
      en: 'Long hours, long commutes and London gyms all leave their mark on the body. Our therapists in Chelsea adapt pressure and technique to what you need on the day, whether that is deep work through the back or a lighter session to switch off.\n\nBook a massage on its own or combine it with a haircut or pedicure; we will arrange everything so it runs as one seamless appointment.',
      uk: 'Довгі робочі дні, дорога через увесь Лондон і тренування в залі залишають слід на тілі. Наші терапевти в Челсі підбирають інтенсивність і техніку під ваш стан саме цього дня — чи то глибоке опрацювання спини, чи легший сеанс, щоб просто відключитися.\n\nЗапишіться на масаж окремо або поєднайте його зі стрижкою чи педикюром — ми все організуємо як один зручний візит.',
    },
    order: 2,
  },
  {
    slug: 'hair',
    parent: 'male',
    name: { en: 'Hair', uk: 'Волосся' },
    description: {
      en: 'Clipper and scissor cuts, grey blending and scalp care for men.',
      uk: 'Стрижки машинкою та ножицями, камуфлювання сивини й догляд за шкірою голови для чоловіків.',
    },
    seoText: {
      en: 'From sharp skin fades to longer, textured scissor cuts, our men’s stylists in Chelsea take time to understand how you wear your hair day to day. Every cut includes a consultation, a wash and a finish with a product recommendation you can actually use at home.\n\nFor grey that you would rather soften than hide, try our camouflage service; for thinning or fragile hair, the Kérastase Genesis Homme treatment strengthens from the scalp up.',
      uk: 'Від чітких фейдів до довших текстурних стрижок ножицями — наші чоловічі стилісти в Челсі не поспішають, щоб зрозуміти, як ви носите волосся щодня. Кожна стрижка включає консультацію, миття та укладку з порадою щодо засобу, яким справді зручно користуватися вдома.\n\nЯкщо сивину хочеться пом’якшити, а не приховати повністю, спробуйте камуфлювання; для тонкого або ослабленого волосся радимо догляд Kérastase Genesis Homme, що зміцнює волосся від самої шкіри голови.',
    },
    order: 3,
  },
  {
    slug: 'nails',
    parent: 'male',
    name: { en: 'Nails', uk: 'Нігті' },
    description: {
      en: 'Tidy, natural-looking manicures and pedicures for men, with no fuss and no shine unless you want it.',
      uk: 'Акуратний манікюр і педикюр для чоловіків із природним результатом — без зайвого і без блиску, якщо ви його не хочете.',
    },
    seoText: {
      en: 'Clean, well-shaped nails are part of a good first impression. Parlour’s technicians give men’s hands and feet the same care as every other client: cuticle work, shaping, hard skin removal and a nourishing finish, all with sterilised tools and single-use files.\n\nOur Chelsea team can often fit a manicure alongside a haircut, so both are done in one visit.',
      uk: 'Чисті, охайно підпиляні нігті — частина гарного першого враження. Майстри Parlour доглядають за руками й ногами чоловіків так само ретельно, як і за будь-якими іншими клієнтами: обробка кутикули, форма, видалення огрубілої шкіри та живильне завершення — усе стерилізованими інструментами й одноразовими пилочками.\n\nНаша команда в Челсі часто може поєднати манікюр зі стрижкою, щоб усе було зроблено за один візит.',
    },
    order: 4,
  },

  // ── Women / Hair ────────────────────────────────────────────────────────────
  {
    slug: 'colouring',
    parent: 'female/hair',
    name: { en: 'Colouring', uk: 'Фарбування' },
    description: {
      en: 'From subtle root colour to AirTouch and full colour changes, planned around your natural shade and lifestyle.',
      uk: 'Від делікатного фарбування коренів до AirTouch і повної зміни кольору — з урахуванням вашого натурального відтінку та способу життя.',
    },
    seoText: {
      en: 'Colour is where our Chelsea salon built its reputation, and after 15 years our colourists still start every appointment the same way: a strand test where needed, an honest conversation about upkeep and a plan that protects the condition of your hair. Bond-building Olaplex can be added to any lightening service.\n\nWhether you want sun-kissed brightness that grows out softly or a dramatic move away from black, we use premium professional colour and finish with a gloss and blow-dry so you leave seeing the true result.',
      uk: 'Саме на фарбуванні наш салон у Челсі збудував свою репутацію, і за 15 років колористи досі починають кожен візит однаково: за потреби — тест на пасмі, чесна розмова про подальший догляд і план, що береже якість волосся. До будь-якої процедури освітлення можна додати Olaplex, який відновлює внутрішні зв’язки волосся.\n\nХочете сонячних відблисків, що м’яко відростають, чи кардинального виходу з чорного — ми використовуємо преміальні професійні барвники й завершуємо роботу глянцюванням та укладкою, щоб ви одразу побачили справжній результат.',
    },
    order: 1,
  },
  {
    slug: 'hair-care',
    parent: 'female/hair',
    name: { en: 'Hair Care', uk: 'Догляд за волоссям' },
    description: {
      en: 'Targeted in-salon treatments for the scalp and lengths, from quick Kérastase boosts to Orising rituals.',
      uk: 'Цільові салонні процедури для шкіри голови та довжини — від швидких бустерів Kérastase до ритуалів Orising.',
    },
    seoText: {
      en: 'Healthy hair starts with a healthy scalp. Our treatment menu combines Italian Orising rituals, built on botanical extracts, with the precision of Kérastase Fusio-Dose, Redken gloss and Olaplex bond repair, so your stylist can match the treatment to what your hair needs today.\n\nMost treatments take between half an hour and an hour and slot neatly before a cut or blow-dry at our Chelsea salon, which makes them an easy upgrade to an appointment you have already booked.',
      uk: 'Здорове волосся починається зі здорової шкіри голови. Наше меню доглядів поєднує італійські ритуали Orising на основі рослинних екстрактів із точністю Kérastase Fusio-Dose, глянцюванням Redken та відновленням зв’язків Olaplex, тож стиліст підбере процедуру саме під те, чого потребує ваше волосся сьогодні.\n\nБільшість доглядів триває від пів години до години й легко вписується перед стрижкою чи укладкою в нашому салоні в Челсі — це простий спосіб доповнити вже запланований візит.',
    },
    order: 2,
  },
  {
    slug: 'styling',
    parent: 'female/hair',
    name: { en: 'Cuts & Styling', uk: 'Стрижки та укладки' },
    description: {
      en: 'Precision haircuts, blow-dries, up-dos and bridal hair, finished to last from a morning meeting to a late dinner.',
      uk: 'Точні стрижки, укладки, зачіски та весільні образи, які тримаються від ранкової зустрічі до пізньої вечері.',
    },
    seoText: {
      en: 'A great cut should fall into place on its own, and a great blow-dry should still look good the next day. Our stylists in the heart of Chelsea cut for your hair’s natural movement and finish with premium styling products that add hold without weight.\n\nFor events we offer everything from an express up-do on dry hair to a full bridal trial and wedding-morning styling. Combine styling with make-up and nails and we will coordinate the team so you are ready in one unhurried visit.',
      uk: 'Гарна стрижка має лягати сама, а гарна укладка — добре виглядати й наступного дня. Наші стилісти в самому серці Челсі стрижуть з урахуванням природного руху волосся й завершують роботу преміальними стайлінговими засобами, які фіксують, не обтяжуючи.\n\nДля подій пропонуємо все — від експрес-зачіски на сухому волоссі до пробного весільного образу й укладки в день весілля. Поєднайте зачіску з макіяжем і манікюром, і ми скоординуємо команду так, щоб ви були готові за один неквапливий візит.',
    },
    order: 3,
  },

  // ── Women / Make-up & Brows ─────────────────────────────────────────────────
  {
    slug: 'brows',
    parent: 'female/makeup-brows',
    name: { en: 'Brows', uk: 'Брови' },
    description: {
      en: 'Shaping, tinting and lamination to give brows a groomed, balanced shape.',
      uk: 'Корекція, фарбування та ламінування, щоб брови мали доглянуту й гармонійну форму.',
    },
    seoText: {
      en: 'Our brow artists in Chelsea work with the brows you have, mapping the shape to your features before removing a single hair. Tint is mixed to suit your hair colour and skin tone, and lamination brushes unruly hairs into a fuller, feathered line that lasts for weeks.\n\nAll tools are sterilised between clients and wax and tint are applied with fresh single-use applicators, a small detail that reflects our wider commitment to hygiene.',
      uk: 'Майстри брів у Челсі працюють із вашими природними бровами: спершу вибудовують форму відповідно до рис обличчя, і лише потім прибирають зайві волоски. Фарбу змішують під колір волосся та тон шкіри, а ламінування вкладає неслухняні волоски в густішу, пухнасту лінію, яка тримається тижнями.\n\nУсі інструменти стерилізуємо після кожної клієнтки, а віск і фарбу наносимо новими одноразовими аплікаторами — дрібниця, що відображає наше загальне ставлення до гігієни.',
    },
    order: 1,
  },
  {
    slug: 'lashes',
    parent: 'female/makeup-brows',
    name: { en: 'Lashes', uk: 'Вії' },
    description: {
      en: 'Lash tinting and lamination for defined, lifted lashes without extensions.',
      uk: 'Фарбування та ламінування вій для виразного, підкрученого погляду без нарощування.',
    },
    seoText: {
      en: 'If you are tired of mascara smudges or simply want to wake up looking polished, lash treatments are an easy fix. A tint darkens fair tips for natural definition, while lamination lifts and sets lashes from the root for six to eight weeks.\n\nOur Chelsea technicians use gentle professional formulas and check sensitivity in advance, with a patch test 48 hours before your first treatment, so your eyes stay comfortable throughout.',
      uk: 'Якщо вам набридли розмазані сліди туші або просто хочеться прокидатися з доглянутим поглядом, процедури для вій — простий вихід. Фарбування затемнює світлі кінчики для природної виразності, а ламінування підкручує та фіксує вії від самого кореня на шість–вісім тижнів.\n\nНаші майстри в Челсі використовують делікатні професійні склади й заздалегідь перевіряють чутливість — тест робимо за 48 годин до першої процедури, — щоб очам було комфортно.',
    },
    order: 2,
  },
  {
    slug: 'makeup',
    parent: 'female/makeup-brows',
    name: { en: 'Make-up', uk: 'Макіяж' },
    description: {
      en: 'Make-up for every occasion, from a fresh daytime face to full evening glamour, plus private lessons.',
      uk: 'Макіяж для будь-якої нагоди — від свіжого денного до розкішного вечірнього, а також індивідуальні уроки.',
    },
    seoText: {
      en: 'Our make-up artists have prepared clients for Chelsea Flower Show mornings, West End premieres and countless London weddings. They use premium, long-wearing formulas and build the look around your skin, so it photographs well and still feels light.\n\nBook make-up together with a blow-dry or up-do and we will plan timings so hair and face are finished at the same moment, ready for you to walk out of the door.',
      uk: 'Наші візажисти готували клієнток до ранкових виходів на Виставку квітів у Челсі, прем’єр у Вест-Енді та незліченних лондонських весіль. Вони працюють зі стійкими преміальними засобами й вибудовують образ навколо вашої шкіри, тож макіяж добре виглядає на фото і водночас відчувається легким.\n\nЗапишіться на макіяж разом з укладкою чи зачіскою, і ми сплануємо час так, щоб волосся й обличчя були готові одночасно — і ви могли одразу вирушати.',
    },
    order: 3,
  },
  {
    slug: 'permanent',
    parent: 'female/makeup-brows',
    name: { en: 'Permanent Make-up', uk: 'Перманентний макіяж' },
    description: {
      en: 'Soft, natural permanent make-up for brows, lips and eyes, with a perfecting session six to eight weeks later.',
      uk: 'М’який, природний перманентний макіяж брів, губ і повік із корекцією через шість–вісім тижнів.',
    },
    seoText: {
      en: 'Permanent make-up saves time every single morning, but it has to be done with care. At our Chelsea salon every procedure begins with a consultation and a shape drawn by hand, so you approve the result before any pigment is placed.\n\nOur specialists work in a dedicated treatment room with sterile, single-use needles and cartridges. Pigments are selected to heal to a soft, believable shade, and we recommend a touch-up after six to eight weeks to perfect the result.',
      uk: 'Перманентний макіяж щоранку заощаджує час, але робити його потрібно дуже уважно. У нашому салоні в Челсі кожна процедура починається з консультації та ескізу, намальованого вручну, — ви погоджуєте форму ще до того, як буде внесено пігмент.\n\nМайстри працюють в окремому кабінеті стерильними одноразовими голками й картриджами. Пігменти підбираємо так, щоб після загоєння відтінок був м’яким і природним, а через шість–вісім тижнів радимо корекцію, щоб довершити результат.',
    },
    order: 4,
  },

  // ── Women / Nails ───────────────────────────────────────────────────────────
  {
    slug: 'manicure-nails',
    parent: 'female/nails',
    name: { en: 'Manicure', uk: 'Манікюр' },
    description: {
      en: 'Express and classic manicures with regular polish or long-wearing gel, with or without removal of your old colour.',
      uk: 'Експрес- і класичний манікюр зі звичайним лаком або стійким гель-лаком — зі зняттям попереднього покриття чи без.',
    },
    seoText: {
      en: 'A Parlour manicure is about the details: careful cuticle work, a clean, symmetrical shape and polish laid thin and even so it lasts. Choose express if you are short on time, or classic for the full routine including a soak, cuticle care and hand massage.\n\nWe are known across Chelsea for our hygiene: metal tools are sterilised in an autoclave and opened in front of you, and files and buffers are used once only.',
      uk: 'Манікюр у Parlour — це про деталі: ретельна обробка кутикули, чиста симетрична форма та тонке, рівне покриття, яке довго тримається. Обирайте експрес, якщо час обмежений, або класику — повний ритуал із ванночкою, доглядом за кутикулою та масажем рук.\n\nУ Челсі нас знають завдяки гігієні: металеві інструменти стерилізуємо в автоклаві й розкриваємо при вас, а пилочки та бафи використовуємо лише один раз.',
    },
    order: 1,
  },
  {
    slug: 'extensions',
    parent: 'female/nails',
    name: { en: 'Nail Extensions', uk: 'Нарощування нігтів' },
    description: {
      en: 'Gel extensions in the length and shape you want, plus infills, single-nail repairs and gentle removal.',
      uk: 'Нарощування гелем потрібної довжини та форми, а також корекція, ремонт окремих нігтів і делікатне зняття.',
    },
    seoText: {
      en: 'Gel extensions give strength and length to nails that struggle to grow, and done well they look entirely natural. Our technicians sculpt each nail to suit your hands, from a short soft square to a long almond, using premium gels that stay flexible and resist lifting.\n\nKeep extensions looking fresh with an infill every three weeks, and if a nail breaks between visits we can repair or re-extend it on its own. When you are ready to go back to natural nails, our Chelsea team removes extensions gently without damaging the nail plate.',
      uk: 'Нарощування гелем додає міцності й довжини нігтям, яким важко відростати, а якісна робота виглядає цілком природно. Наші майстри моделюють кожен ніготь під форму ваших рук — від короткого м’якого квадрата до довгого мигдалю — преміальними гелями, що залишаються еластичними й не відшаровуються.\n\nЩоб нарощування виглядало свіжим, робіть корекцію раз на три тижні, а якщо ніготь зламався між візитами, ми відремонтуємо або наростимо його окремо. Коли захочете повернутися до натуральних нігтів, наша команда в Челсі делікатно зніме матеріал, не травмуючи нігтьову пластину.',
    },
    order: 2,
  },
  {
    slug: 'pedicure',
    parent: 'female/nails',
    name: { en: 'Pedicure', uk: 'Педикюр' },
    description: {
      en: 'Express and classic pedicures with polish or gel; the classic menu includes hard skin care.',
      uk: 'Експрес- і класичний педикюр із лаком або гель-лаком; класичний включає обробку огрубілої шкіри стоп.',
    },
    seoText: {
      en: 'Our pedicure chairs are a favourite spot to unwind in Chelsea. Classic pedicures include a warm foot soak, nail and cuticle care, hard skin removal and a massage with rich cream, while express options focus on nail shape and colour when you are short of time.\n\nFoot baths are disinfected after every guest and we use single-use liners, files and buffers. Book a pedicure alongside a manicure and two technicians can work together to save you time.',
      uk: 'Педикюрні крісла — одне з улюблених місць для відпочинку в нашому салоні в Челсі. Класичний педикюр включає теплу ванночку для ніг, догляд за нігтями та кутикулою, видалення огрубілої шкіри й масаж із насиченим кремом, а експрес-варіанти зосереджені на формі та покритті, коли часу обмаль.\n\nВанночки дезінфікуємо після кожної гості, а вкладиші, пилочки та бафи використовуємо одноразові. Запишіться на педикюр разом із манікюром, і двоє майстрів працюватимуть одночасно, щоб заощадити ваш час.',
    },
    order: 3,
  },
  {
    slug: 'hand-spa-treatment',
    parent: 'female/nails',
    name: { en: 'Hand Spa Treatments', uk: 'SPA-догляд для рук' },
    description: {
      en: 'Exfoliation, masks and massage to soften and hydrate hands, on their own or added to any manicure.',
      uk: 'Пілінг, маски та масаж, які пом’якшують і зволожують шкіру рук, — окремо або як доповнення до будь-якого манікюру.',
    },
    seoText: {
      en: 'Hands show the effects of London winters, hand sanitiser and the daily commute long before anywhere else. Our hand spa rituals use a gentle scrub, a nourishing mask and warm mitts or paraffin to restore softness, finished with a slow massage.\n\nAdd a spa treatment to a manicure at our Chelsea salon for a more indulgent visit, or book it on its own as a quiet half hour to yourself.',
      uk: 'Руки першими відчувають лондонську зиму, антисептики та щоденні поїздки. Наші SPA-ритуали для рук поєднують делікатний скраб, живильну маску й теплі рукавички або парафін, щоб повернути шкірі м’якість, а завершуються неквапливим масажем.\n\nДодайте SPA-догляд до манікюру в нашому салоні в Челсі, щоб візит став ще приємнішим, або запишіться окремо — на тихі пів години для себе.',
    },
    order: 4,
  },
  {
    slug: 'polish-and-design',
    parent: 'female/nails',
    name: { en: 'Polish & Nail Art', uk: 'Покриття та дизайн' },
    description: {
      en: 'Polish and gel application, BIAB, removals and nail art, from a crisp French to detailed hand-painted designs.',
      uk: 'Покриття лаком і гель-лаком, BIAB, зняття та дизайн — від класичного френча до детального ручного розпису.',
    },
    seoText: {
      en: 'This is the part of the menu where you can build your appointment exactly as you like it: add nail art to a gel manicure, switch to BIAB for stronger natural nails, or pop in for a quick colour change between events.\n\nOur nail artists keep up with the looks coming out of London Fashion Week while remembering that a Chelsea manicure still has to work at the office on Monday. Every add-on uses the same premium products and meticulous hygiene as our full services.',
      uk: 'У цьому розділі меню ви можете скласти візит саме так, як хочеться: додати дизайн до манікюру з гель-лаком, перейти на BIAB для зміцнення натуральних нігтів або забігти швидко змінити колір між подіями.\n\nНаші майстри стежать за трендами Лондонського тижня моди, але пам’ятають, що манікюр із Челсі в понеділок має доречно виглядати й в офісі. Кожна додаткова послуга — з тими самими преміальними засобами й ретельною гігієною, що й основні процедури.',
    },
    order: 5,
  },
]

export const services: SeedService[] = [
  // ── Women / Hair / Colouring ────────────────────────────────────────────────
  {
    slug: 'air-touch',
    category: 'female/hair/colouring',
    title: { en: 'AirTouch Colouring', uk: 'Фарбування AirTouch' },
    searchTerms: { en: 'highlighting, highlights', uk: 'мелірування, освітлення пасом' },
    description: {
      en: 'A soft, diffused lightening technique in which a blow-dryer separates out the finest hairs before colour is applied, leaving a seamless blend from root to end. The result grows out gracefully and can go months between visits. Toning and a blow-dry are included.',
      uk: 'М’яка розсіяна техніка освітлення: перед нанесенням барвника фен відділяє найтонші волоски, тож перехід від коренів до кінчиків виходить бездоганно плавним. Результат красиво відростає, і до наступного візиту можна чекати кілька місяців. У вартість входять тонування та укладка.',
    },
    seoText: {
      en: 'AirTouch has become one of the most requested colour services at our Chelsea salon, loved by clients who want brightness without obvious stripes or a hard regrowth line. Our colourists section the hair by hand, use air to lift away the shortest hairs and then lighten only what remains, creating a natural, multi-tonal finish.\n\nBecause it is a long appointment, we build in a consultation, a bond-protecting lightener and a gloss to tailor the tone. With 15 years of colour experience in London behind us, we will tell you honestly whether AirTouch or balayage suits your hair best.',
      uk: 'AirTouch став однією з найпопулярніших послуг фарбування в нашому салоні в Челсі: його обирають ті, хто хоче сяйва без помітних смуг і різкої межі відрослих коренів. Колористи вручну розподіляють волосся на пасма, повітрям відводять найкоротші волоски й освітлюють лише те, що лишилося, — так з’являється природний багатотональний результат.\n\nОскільки процедура тривала, ми передбачаємо консультацію, освітлювач із захистом внутрішніх зв’язків і глянцювання для точного відтінку. Маючи 15 років досвіду фарбування в Лондоні, ми чесно скажемо, що пасуватиме вашому волоссю більше — AirTouch чи балаяж.',
    },
    durationMinutes: 180,
    priceFrom: 260,
    priceTo: 360,
    params: byHairLength([260, 180], [310, 210], [360, 240]),
    gender: 'female',
    additional: ['female/hair/hair-care/olaplex-for-coloring', 'female/hair/hair-care/orising-deep-nourishment-hydration'],
    order: 1,
  },
  {
    slug: 'root-colour',
    category: 'female/hair/colouring',
    title: { en: 'Root Colour', uk: 'Фарбування коренів' },
    description: {
      en: 'Permanent colour applied to up to three centimetres of regrowth, with the shade pulled through the lengths in the last minutes to refresh faded ends. Gives full, even grey coverage and a uniform tone. Includes a wash and a rough dry.',
      uk: 'Стійкий барвник наносимо на відрослі корені до трьох сантиметрів, а в останні хвилини протягуємо колір по довжині, щоб освіжити потьмянілі кінчики. Забезпечує повне, рівне перекриття сивини та однорідний тон. Включає миття й легке підсушування.',
    },
    seoText: {
      en: 'Root colour is the backbone of most colour routines, and it deserves as much precision as any creative service. Our colourists formulate the shade for your regrowth and your lengths separately, so the roots never end up darker or warmer than the rest of your hair.\n\nClients from across Chelsea and South-West London book this every four to six weeks; add a Redken gloss or a blow-dry and we will fit it all into the same visit.',
      uk: 'Фарбування коренів — основа більшості колористичних рутин, і воно заслуговує на ту саму точність, що й будь-яка креативна послуга. Наші колористи окремо підбирають формулу для відрослих коренів і для довжини, щоб корені ніколи не виходили темнішими чи теплішими за решту волосся.\n\nКлієнтки з Челсі та всього південного заходу Лондона записуються на цю послугу кожні чотири–шість тижнів; додайте глянцювання Redken або укладку — і ми впишемо все в один візит.',
    },
    durationMinutes: 120,
    priceFrom: 110,
    gender: 'female',
    additional: ['female/hair/hair-care/hair-gloss-redken', 'female/hair/styling/blow-dry-wash'],
    order: 2,
  },
  {
    slug: 'colour-lift-from-black',
    category: 'female/hair/colouring',
    title: { en: 'Colour Lift from Black', uk: 'Вихід із чорного кольору' },
    description: {
      en: 'A careful, staged removal of dark artificial colour to lift the hair towards a lighter brown or a base for blonde. Bond protection is built into every step. More than one session may be needed, and we plan the journey with you at a consultation.',
      uk: 'Поступове, обережне виведення темного штучного пігменту, щоб підняти рівень до світлішого каштанового або підготувати основу для блонду. Захист внутрішніх зв’язків волосся передбачено на кожному етапі. Може знадобитися кілька сеансів — увесь шлях плануємо разом із вами на консультації.',
    },
    seoText: {
      en: 'Moving away from black is one of the most technical jobs in colour, and it is not something to rush. At Parlour Chelsea we begin with a strand test to see how your hair responds, then use gentle colour removers and low-volume lightener to lift evenly without banding or brassiness.\n\nOur senior colourists have guided many London clients from box black to soft brunette and beyond. We will be clear about how many sessions your goal will take and send you home with premium aftercare to keep the hair strong in between.',
      uk: 'Вихід із чорного — одне з найтехнологічніших завдань у колористиці, і поспішати тут не можна. У Parlour Chelsea ми починаємо з тесту на пасмі, щоб побачити, як реагує волосся, а потім застосовуємо делікатні засоби для зняття пігменту й освітлювач низької концентрації, щоб колір піднімався рівно, без смуг і мідного відливу.\n\nНаші провідні колористи вже допомогли багатьом лондонським клієнткам пройти шлях від чорної фарби з коробки до м’якого каштанового й навіть світліших відтінків. Ми чесно скажемо, скільки сеансів знадобиться для вашої мети, і порадимо преміальний домашній догляд, щоб волосся залишалося міцним між візитами.',
    },
    durationMinutes: 180,
    priceFrom: 240,
    priceTo: 360,
    params: byHairLength([240, 180], [300, 210], [360, 240]),
    gender: 'female',
    additional: ['female/hair/colouring/hair-toning', 'female/hair/hair-care/orising-deep-nourishment-hydration'],
    order: 3,
  },
  {
    slug: 'colour-change',
    category: 'female/hair/colouring',
    title: { en: 'Colour Change', uk: 'Зміна кольору' },
    description: {
      en: 'A full transformation to a new shade, whether that is warm copper, rich chocolate or a cooler, deeper tone. Includes a consultation, all-over colour, toning and a blow-dry.',
      uk: 'Повне перевтілення в новий відтінок — теплу мідь, насичений шоколад чи холодніший глибокий тон. Включає консультацію, фарбування по всій довжині, тонування та укладку.',
    },
    seoText: {
      en: 'Sometimes a new season calls for a new colour. Our Chelsea colourists look at your skin tone, eye colour and current hair before suggesting shades, then build the formula so the result looks rich in daylight as well as under the lights of a London evening.\n\nWhere a change involves lightening we add bond-building care to protect the hair, and we always finish with a professional blow-dry so you can see the new colour at its best before you leave.',
      uk: 'Іноді новий сезон вимагає нового кольору. Наші колористи в Челсі оцінюють тон шкіри, колір очей і поточний стан волосся, перш ніж запропонувати відтінки, а потім вибудовують формулу так, щоб колір виглядав насиченим і при денному світлі, і під вогнями лондонського вечора.\n\nЯкщо зміна передбачає освітлення, ми додаємо догляд для відновлення зв’язків, щоб захистити волосся, і завжди завершуємо професійною укладкою — ви побачите новий колір у найкращому вигляді ще до виходу із салону.',
    },
    durationMinutes: 150,
    priceFrom: 180,
    priceTo: 260,
    params: byHairLength([180, 150], [220, 180], [260, 210]),
    gender: 'female',
    additional: ['female/hair/hair-care/olaplex-for-coloring'],
    order: 4,
  },
  {
    slug: 'balayage-shatush',
    category: 'female/hair/colouring',
    title: { en: 'Balayage / Shatush', uk: 'Балаяж / шатуш' },
    searchTerms: { en: 'highlighting, highlights, ombré', uk: 'мелірування, омбре' },
    description: {
      en: 'Hand-painted lightening that is brighter through the mid-lengths and ends, with a soft, shadowed root. Shatush uses backcombing for an even more gradual fade. Includes toning and a blow-dry.',
      uk: 'Освітлення, нанесене вручну: яскравіше по довжині та на кінчиках, із м’яко затемненими коренями. Шатуш виконують із начосом, тому перехід ще поступовіший. Включає тонування та укладку.',
    },
    seoText: {
      en: 'Balayage and shatush are the techniques behind the effortless, sunlit colour you see on the streets of Chelsea all year round. Our colourists paint freehand, placing brightness where light would naturally catch it, so the result flatters your cut and grows out without a visible line.\n\nWe lighten with premium professional products and can protect the hair with Olaplex, then tone to the exact shade of honey, beige or pearl you have in mind. Most clients refresh every three to four months.',
      uk: 'Балаяж і шатуш — техніки, завдяки яким з’являється той невимушений «сонячний» колір, що його можна побачити на вулицях Челсі цілий рік. Наші колористи наносять освітлювач від руки, розміщуючи світло там, де його природно ловило б волосся, тож результат підкреслює стрижку й відростає без помітної межі.\n\nМи освітлюємо преміальними професійними засобами, за бажанням захищаємо волосся Olaplex, а потім тонуємо до точного відтінку — медового, бежевого чи перлового. Більшість клієнток оновлюють колір раз на три–чотири місяці.',
    },
    durationMinutes: 180,
    priceFrom: 220,
    priceTo: 320,
    params: byHairLength([220, 180], [270, 210], [320, 240]),
    gender: 'female',
    additional: ['female/hair/hair-care/olaplex-for-coloring', 'female/hair/hair-care/fusio-dose'],
    order: 5,
  },
  {
    slug: 'sun-kissed-contouring',
    category: 'female/hair/colouring',
    title: { en: 'Sun-kissed Contouring', uk: 'Сонячний контуринг' },
    searchTerms: { en: 'highlighting, face-framing highlights, money piece', uk: 'мелірування, освітлення пасом біля обличчя' },
    description: {
      en: 'Fine, bright pieces placed around the face and parting to lift your complexion, as if you had just come back from a summer abroad. Less time and commitment than a full balayage. Includes toning and a blow-dry.',
      uk: 'Тонкі світлі пасма навколо обличчя та біля проділу, що освіжають колір обличчя, ніби ви щойно повернулися з літньої відпустки. Менше часу й зобов’язань, ніж повний балаяж. Включає тонування та укладку.',
    },
    seoText: {
      en: 'Contouring with colour works on the same principle as contouring with make-up: light brings features forward. Our Chelsea colourists study the shape of your face and the way you part your hair, then add a handful of soft, sun-kissed pieces exactly where they make the biggest difference.\n\nIt is a favourite with busy London clients who want a fresher look between bigger colour appointments, and it pairs beautifully with a haircut in the same visit.',
      uk: 'Контуринг кольором працює за тим самим принципом, що й контуринг макіяжем: світло висуває риси вперед. Наші колористи в Челсі вивчають форму вашого обличчя та те, як ви розділяєте волосся на проділ, а потім додають кілька м’яких сонячних пасом саме там, де вони дадуть найбільший ефект.\n\nЦю послугу люблять зайняті лондонські клієнтки, які хочуть освіжитися між великими фарбуваннями, і вона чудово поєднується зі стрижкою за один візит.',
    },
    durationMinutes: 150,
    priceFrom: 170,
    priceTo: 240,
    params: byHairLength([170, 150], [200, 165], [240, 180]),
    gender: 'female',
    additional: ['female/hair/hair-care/olaplex-for-coloring', 'female/hair/styling/haircut-blow-dry'],
    order: 6,
  },
  {
    slug: 'roots-touch-up-blow-dry',
    category: 'female/hair/colouring',
    title: { en: 'Root Touch-up & Blow-dry', uk: 'Підфарбовування коренів з укладкою' },
    description: {
      en: 'A quick, precise application of colour to fresh regrowth, followed by a wash and a smooth, bouncy blow-dry. The easiest way to keep single-shade colour or grey coverage looking immaculate.',
      uk: 'Швидке й точне нанесення фарби на щойно відрослі корені, після чого — миття та гладка об’ємна укладка. Найпростіший спосіб підтримувати однотонне фарбування чи перекриття сивини в бездоганному стані.',
    },
    seoText: {
      en: 'Many of our regular Chelsea clients book this on a standing basis every four weeks: colour on the roots, a relaxing wash and a blow-dry that lasts until the weekend. Our team times the appointment carefully so processing and styling flow without waiting around.\n\nWe use premium ammonia-free or permanent colour depending on how much grey coverage you need, and finish with heat protection and a light-reflecting serum.',
      uk: 'Багато наших постійних клієнток у Челсі записуються на цю послугу регулярно, раз на чотири тижні: фарба на корені, розслабливе миття та укладка, яка тримається до вихідних. Команда ретельно планує час, щоб витримка барвника й укладка йшли одна за одною без зайвого очікування.\n\nЗалежно від того, наскільки потрібно перекривати сивину, ми використовуємо преміальну безаміачну або стійку фарбу й завершуємо термозахистом та сироваткою для блиску.',
    },
    durationMinutes: 120,
    priceFrom: 120,
    priceTo: 150,
    params: byHairLength([120, 120], [135, 135], [150, 150]),
    gender: 'female',
    order: 7,
  },
  {
    slug: 'roots-touch-up',
    category: 'female/hair/colouring',
    title: { en: 'Root Touch-up', uk: 'Підфарбовування коренів' },
    description: {
      en: 'Colour applied only to up to two centimetres of regrowth, with a wash and a rough dry. Perfect if you prefer to style your hair yourself or are heading straight back to the office.',
      uk: 'Фарбування лише відрослих коренів (до двох сантиметрів) із миттям і легким підсушуванням. Ідеально, якщо ви віддаєте перевагу укладати волосся самостійно або одразу повертаєтеся до офісу.',
    },
    seoText: {
      en: 'A root touch-up keeps colour looking polished between fuller appointments without taking up your afternoon. Our colourists match the shade precisely to your existing colour, taking care not to overlap onto previously coloured lengths, which keeps the hair healthier over time.\n\nIt is one of the simplest ways to look after your colour in the heart of Chelsea, and a blow-dry or treatment can always be added on the day.',
      uk: 'Підфарбовування коренів підтримує доглянутий вигляд кольору між повноцінними фарбуваннями й не забирає у вас пів дня. Колористи точно підбирають відтінок до вашого поточного кольору й стежать, щоб фарба не заходила на вже пофарбовану довжину, — так волосся з часом залишається здоровішим.\n\nЦе один із найпростіших способів доглядати за кольором у самому серці Челсі, а укладку чи догляд завжди можна додати в день візиту.',
    },
    durationMinutes: 90,
    priceFrom: 85,
    gender: 'female',
    additional: ['female/hair/styling/blow-dry-wash'],
    order: 8,
  },
  {
    slug: 'hair-toning',
    category: 'female/hair/colouring',
    title: { en: 'Hair Toning', uk: 'Тонування волосся' },
    description: {
      en: 'A demi-permanent toner to neutralise brassiness, refresh faded blonde or add warmth and shine. Gentle on the hair and ideal between lightening appointments. Includes a wash and a rough dry.',
      uk: 'Напівстійкий тонер, що нейтралізує небажану жовтизну, освіжає потьмянілий блонд або додає теплоти й блиску. Делікатний до волосся та ідеальний між сеансами освітлення. Включає миття й легке підсушування.',
    },
    seoText: {
      en: 'London’s hard water and summer sun can turn the most carefully toned blonde yellow within weeks. A toning appointment at our Chelsea salon resets the shade in well under two hours, whether you want icy, beige or golden.\n\nOur colourists mix each toner by formula and by eye, checking the result at the basin rather than relying on the timer alone. Pair it with a Kérastase Fusio-Dose for a softer, glossier finish.',
      uk: 'Жорстка лондонська вода й літнє сонце за кілька тижнів можуть зробити найретельніше тонований блонд жовтим. Тонування в нашому салоні в Челсі повертає відтінок менш ніж за дві години — холодний, бежевий чи золотистий, як забажаєте.\n\nКолористи змішують кожен тонер і за формулою, і на око, перевіряючи результат біля мийки, а не покладаючись лише на таймер. Поєднайте його з доглядом Kérastase Fusio-Dose, щоб волосся стало м’якшим і блискучішим.',
    },
    durationMinutes: 75,
    priceFrom: 75,
    priceTo: 105,
    params: byHairLength([75, 75], [90, 90], [105, 105]),
    gender: 'female',
    order: 9,
  },

  // ── Women / Hair / Hair Care ────────────────────────────────────────────────
  {
    slug: 'hair-gloss-redken',
    category: 'female/hair/hair-care',
    title: { en: 'Redken Hair Gloss', uk: 'Глянцювання волосся Redken' },
    description: {
      en: 'An acidic, ammonia-free Redken Shades EQ gloss that seals the cuticle, boosts shine and can subtly adjust your tone. Works on natural and coloured hair alike and lasts four to six weeks.',
      uk: 'Кислотний безаміачний глянець Redken Shades EQ, що запечатує кутикулу, додає блиску й може делікатно скоригувати відтінок. Підходить як для натурального, так і для фарбованого волосся й тримається чотири–шість тижнів.',
    },
    seoText: {
      en: 'A gloss is the quickest way to make hair look expensive. Redken Shades EQ is a salon favourite in London for good reason: its acidic formula conditions as it colours, leaving a mirror-like finish without any commitment to a new shade.\n\nAt Parlour we often recommend a gloss after root colour or balayage to bring everything together, and it fits neatly into any Chelsea colour appointment.',
      uk: 'Глянцювання — найшвидший спосіб надати волоссю доглянутого, «дорогого» вигляду. Redken Shades EQ недарма улюблений засіб лондонських салонів: його кислотна формула доглядає під час фарбування й дає дзеркальний блиск без зобов’язань щодо нового кольору.\n\nУ Parlour ми часто радимо глянцювання після фарбування коренів або балаяжу, щоб поєднати все в цілісний образ, і воно легко вписується в будь-який колористичний візит у Челсі.',
    },
    durationMinutes: 60,
    priceFrom: 65,
    priceTo: 95,
    params: byHairLength([65, 60], [80, 75], [95, 90]),
    gender: 'female',
    order: 1,
  },
  {
    slug: 'fusio-dose',
    category: 'female/hair/hair-care',
    title: { en: 'Kérastase Fusio-Dose', uk: 'Догляд Kérastase Fusio-Dose' },
    description: {
      en: 'A made-to-measure Kérastase treatment: your stylist mixes a concentrate and a booster to target dryness, colour fade or weakness, then works it through at the basin. Instant softness and shine in a matter of minutes.',
      uk: 'Індивідуальний догляд Kérastase: стиліст змішує концентрат і бустер проти сухості, вимивання кольору чи ламкості й наносить суміш біля мийки. Миттєва м’якість і блиск лише за кілька хвилин.',
    },
    seoText: {
      en: 'Fusio-Dose is Kérastase’s in-salon answer to hair that needs a quick but meaningful boost. Because the formula is mixed fresh for each client, it can be adjusted to your hair on the day, whether it has been lightened, heat-styled all week or dried out by a long-haul flight.\n\nIt is the treatment our Chelsea stylists add most often to blow-dries and cuts, and a simple way to experience premium care with very little extra time.',
      uk: 'Fusio-Dose — салонна відповідь Kérastase для волосся, якому потрібна швидка, але відчутна підтримка. Оскільки формулу змішують щоразу заново, її можна підлаштувати під стан волосся саме сьогодні — після освітлення, щоденного укладання гарячими інструментами чи далекого перельоту.\n\nСаме цей догляд наші стилісти в Челсі найчастіше додають до укладок і стрижок — простий спосіб спробувати преміальний догляд, майже не витрачаючи додаткового часу.',
    },
    durationMinutes: 30,
    priceFrom: 40,
    gender: 'female',
    order: 2,
  },
  {
    slug: 'scalp-treatment-orising-dry-dandruff',
    category: 'female/hair/hair-care',
    title: { en: 'Orising Scalp Treatment for Dry Dandruff', uk: 'Догляд Orising для шкіри голови проти сухої лупи' },
    description: {
      en: 'A purifying and soothing ritual for a flaky, itchy scalp, using Orising’s plant-based formulas. Includes a gentle exfoliation, a targeted lotion, a relaxing scalp massage and a wash.',
      uk: 'Очищувальний і заспокійливий ритуал для шкіри голови, що лущиться та свербить, на основі рослинних формул Orising. Включає делікатне відлущування, цільовий лосьйон, розслабливий масаж шкіри голови та миття.',
    },
    seoText: {
      en: 'Dry dandruff is often a sign that the scalp is dehydrated and irritated rather than oily, and it needs a different approach. Orising, an Italian brand built on botanical actives and essential oils, offers a treatment that calms the skin, loosens flakes and restores balance without harsh detergents.\n\nOur specialists in Chelsea examine the scalp before starting and suggest a short course where needed, along with home care to keep the results going between visits.',
      uk: 'Суха лупа часто свідчить про те, що шкіра голови зневоднена й подразнена, а не жирна, тож підхід потрібен інший. Італійський бренд Orising, що працює з рослинними активами та ефірними оліями, пропонує процедуру, яка заспокоює шкіру, м’яко відділяє лусочки й відновлює баланс без агресивних миючих компонентів.\n\nНаші фахівці в Челсі оглядають шкіру голови перед початком і за потреби радять короткий курс, а також домашній догляд, щоб результат зберігався між візитами.',
    },
    durationMinutes: 45,
    priceFrom: 60,
    gender: 'female',
    order: 3,
  },
  {
    slug: 'scalp-hair-rejuvenation-orising',
    category: 'female/hair/hair-care',
    title: { en: 'Orising Scalp & Hair Rejuvenation', uk: 'Відновлення шкіри голови та волосся Orising' },
    description: {
      en: 'A revitalising Orising ritual for tired, thinning or stressed hair: a detoxifying scalp cleanse, an energising lotion and an extended massage to stimulate circulation. Hair feels lighter, fuller and visibly livelier.',
      uk: 'Відновлювальний ритуал Orising для втомленого, рідшого чи ослабленого стресом волосся: детокс-очищення шкіри голови, тонізувальний лосьйон і тривалий масаж для стимуляції кровообігу. Волосся стає легшим, об’ємнішим і помітно живішим.',
    },
    seoText: {
      en: 'Stress, seasonal change and city living can all slow the scalp down. This Orising rejuvenation treatment combines aromatic plant extracts with slow, deliberate massage to wake the scalp up and create a healthier environment for growth.\n\nIt is one of the most relaxing hours on our Chelsea menu, and many clients book it monthly as a reset, often with a blow-dry straight afterwards.',
      uk: 'Стрес, зміна сезонів і міський ритм можуть сповільнювати роботу шкіри голови. Цей відновлювальний догляд Orising поєднує ароматні рослинні екстракти з повільним, уважним масажем, щоб «розбудити» шкіру голови та створити здоровіше середовище для росту волосся.\n\nЦе одна з найрозслабливіших годин у нашому меню в Челсі, і багато клієнток записуються щомісяця, щоб перезавантажитися, — часто одразу з укладкою.',
    },
    durationMinutes: 60,
    priceFrom: 75,
    gender: 'female',
    order: 4,
  },
  {
    slug: 'orising-deep-nourishment-hydration',
    category: 'female/hair/hair-care',
    title: { en: 'Orising Deep Nourishment & Hydration', uk: 'Глибоке живлення та зволоження Orising' },
    description: {
      en: 'A rich Orising mask and oil treatment for dry, coarse or over-processed lengths, sealed in with gentle heat. Leaves hair supple, smooth and much easier to style.',
      uk: 'Насичена маска й олійний догляд Orising для сухої, жорсткої чи пересушеної хімічними процедурами довжини, закріплені м’яким теплом. Волосся стає еластичним, гладким і значно слухнянішим в укладанні.',
    },
    seoText: {
      en: 'When lengths feel rough and tangle easily, they need nourishment that goes beyond a conditioner. Orising’s deep hydration ritual uses natural oils and botanical butters to replenish lipids and moisture, with warmth helping the formula penetrate.\n\nWe recommend it after holidays, during the heating season and as aftercare for lightening. Book it alongside colour or a blow-dry at our Chelsea salon and the extra time is barely noticeable.',
      uk: 'Коли довжина на дотик шорстка й легко сплутується, їй потрібне живлення, глибше за звичайний кондиціонер. Ритуал глибокого зволоження Orising з натуральними оліями та рослинними маслами поповнює запас ліпідів і вологи, а тепло допомагає формулі проникнути глибше.\n\nРадимо його після відпустки, в опалювальний сезон і як догляд після освітлення. Запишіться на нього разом із фарбуванням чи укладкою в нашому салоні в Челсі — додатковий час ви майже не помітите.',
    },
    durationMinutes: 45,
    priceFrom: 50,
    priceTo: 70,
    params: byHairLength([50, 45], [60, 45], [70, 60]),
    gender: 'female',
    order: 5,
  },
  {
    slug: 'olaplex-for-coloring',
    category: 'female/hair/hair-care',
    title: { en: 'Olaplex with Colour', uk: 'Olaplex під час фарбування' },
    description: {
      en: 'Olaplex bond-building added directly to your colour or lightener, followed by a strengthening step at the basin. Protects the hair from breakage during chemical services and keeps it soft afterwards.',
      uk: 'Засіб Olaplex для відновлення зв’язків додаємо безпосередньо у фарбу чи освітлювач, а потім виконуємо зміцнювальний етап біля мийки. Захищає волосся від ламкості під час хімічних процедур і зберігає його м’якість після них.',
    },
    seoText: {
      en: 'Olaplex changed the way London colourists approach blonde. Its patented technology reconnects broken disulphide bonds inside the hair, which means we can lighten with more confidence and you leave with hair that still feels like hair, not straw.\n\nAt Parlour Chelsea we recommend it for every lightening service and for anyone with a long colour history. Pricing depends on length, as more product is needed for longer hair.',
      uk: 'Olaplex змінив підхід лондонських колористів до блонду. Його запатентована технологія відновлює зруйновані дисульфідні зв’язки всередині волосся, тож ми можемо освітлювати впевненіше, а ви йдете із салону з волоссям, яке на дотик залишається волоссям, а не соломою.\n\nУ Parlour Chelsea ми радимо його під час кожного освітлення та всім, хто вже не раз фарбувався. Ціна залежить від довжини, адже для довшого волосся потрібно більше засобу.',
    },
    durationMinutes: 15,
    priceFrom: 30,
    priceTo: 50,
    params: byHairLength([30, 15], [40, 15], [50, 30]),
    gender: 'female',
    order: 6,
  },
  {
    slug: 'fusio-scrub-kerastase',
    category: 'female/hair/hair-care',
    title: { en: 'Kérastase Fusio-Scrub', uk: 'Скрабування шкіри голови Kérastase Fusio-Scrub' },
    description: {
      en: 'A Kérastase exfoliating scalp scrub that lifts away product build-up, excess oil and dead skin cells before your wash. Leaves the scalp fresh and the roots with more natural lift.',
      uk: 'Відлущувальний скраб Kérastase для шкіри голови, який перед миттям видаляє залишки стайлінгу, надлишок себуму й ороговілі клітини. Шкіра голови відчувається свіжою, а корені отримують природний прикореневий об’єм.',
    },
    seoText: {
      en: 'Dry shampoo, styling products and city air all settle on the scalp. Fusio-Scrub uses fine exfoliating particles in a formula tailored to your scalp type, whether oily, sensitive or simply congested, to clear the way for healthier-looking hair.\n\nIt takes around half an hour at our Chelsea salon and works especially well before a blow-dry, which will hold its volume for longer on a clean scalp.',
      uk: 'Сухий шампунь, засоби для укладання та міське повітря осідають на шкірі голови. Fusio-Scrub містить дрібні відлущувальні частинки у формулі, підібраній під ваш тип шкіри голови — жирної, чутливої чи просто перевантаженої, — щоб звільнити місце для здоровішого на вигляд волосся.\n\nУ нашому салоні в Челсі процедура триває близько пів години й особливо добре працює перед укладкою: на чистій шкірі голови об’єм тримається довше.',
    },
    durationMinutes: 30,
    priceFrom: 40,
    gender: 'female',
    order: 7,
  },
  {
    slug: 'brae-power-dose',
    category: 'female/hair/hair-care',
    title: { en: 'BRAÉ Power Dose', uk: 'Догляд BRAÉ Power Dose' },
    description: {
      en: 'A concentrated BRAÉ treatment that delivers a shot of proteins and nutrients to weak, porous hair. Strengthens, seals and adds noticeable body in one short step at the basin.',
      uk: 'Концентрований догляд BRAÉ, що дає ослабленому пористому волоссю «ударну дозу» протеїнів і поживних речовин. Зміцнює, запечатує й помітно додає щільності за один короткий етап біля мийки.',
    },
    seoText: {
      en: 'BRAÉ is a Brazilian professional haircare brand known for treatments that work fast. The Power Dose is designed for hair that has been lightened, heat-styled or simply neglected, restoring strength and elasticity without weighing it down.\n\nIt is an easy upgrade to any cut or blow-dry at Parlour in Chelsea, and our stylists will tell you honestly whether your hair would benefit from a short course.',
      uk: 'BRAÉ — бразильський професійний бренд догляду за волоссям, відомий процедурами швидкої дії. Power Dose створено для волосся, яке освітлювали, щодня укладали гарячими інструментами чи просто не доглядали, — він повертає міцність і еластичність, не обтяжуючи.\n\nЦе простий спосіб доповнити будь-яку стрижку чи укладку в Parlour у Челсі, а стилісти чесно скажуть, чи варто вашому волоссю пройти короткий курс.',
    },
    durationMinutes: 30,
    priceFrom: 35,
    gender: 'female',
    order: 8,
  },

  // ── Women / Hair / Cuts & Styling ───────────────────────────────────────────
  {
    slug: 'blow-dry-wash',
    category: 'female/hair/styling',
    title: { en: 'Wash & Blow-dry', uk: 'Миття та укладка' },
    description: {
      en: 'A relaxing wash with premium shampoo and conditioner, followed by a blow-dry styled your way: sleek and straight, soft waves or big and bouncy. The price depends on length and thickness.',
      uk: 'Розслабливе миття з преміальними шампунем і кондиціонером, а потім укладка феном на ваш смак: гладка пряма, м’які хвилі чи пишний об’єм. Ціна залежить від довжини та густоти волосся.',
    },
    seoText: {
      en: 'The Parlour blow-dry is a Chelsea institution, booked before dinners, interviews and weekends away. Our stylists choose products for your hair type, work in sections with round brushes for lasting shape and finish with a touch of shine, so the style survives well into the next day.\n\nAdd a Kérastase treatment at the basin for extra softness, or book a blow-dry at the end of a colour appointment for a seamless visit.',
      uk: 'Укладка в Parlour — справжня традиція Челсі: на неї записуються перед вечерями, співбесідами й поїздками на вихідні. Стилісти підбирають засоби під тип вашого волосся, працюють по секціях круглими брашингами, щоб форма трималася, і завершують краплею блиску — тож укладка добре виглядає й наступного дня.\n\nДодайте догляд Kérastase під час миття для особливої м’якості або заплануйте укладку наприкінці фарбування, щоб усе відбулося за один візит.',
    },
    durationMinutes: 45,
    priceFrom: 45,
    priceTo: 65,
    params: byHairLength([45, 45], [55, 45], [65, 60]),
    gender: 'female',
    order: 1,
  },
  {
    slug: 'express-updo-no-wash',
    category: 'female/hair/styling',
    title: { en: 'Express Up-do (No Wash)', uk: 'Експрес-зачіска без миття' },
    description: {
      en: 'A quick, elegant up-do on clean, dry hair: a sleek chignon, a relaxed low bun or a polished ponytail. Ideal for a lunch, a drinks reception or an evening at the theatre.',
      uk: 'Швидка елегантна зачіска на чистому сухому волоссі: гладкий шиньйон, невимушений низький пучок або бездоганний хвіст. Ідеально для обіду, фуршету чи вечора в театрі.',
    },
    seoText: {
      en: 'When your calendar is full, an express up-do gives you an event-ready look in under an hour. Come to our Chelsea salon with hair washed the day before rather than the same morning, as a little texture helps the style hold, and your stylist will create a shape that suits your neckline and outfit.\n\nWe use flexible premium finishing products, so the hair stays in place without feeling stiff.',
      uk: 'Коли календар заповнений, експрес-зачіска дає святковий образ менше ніж за годину. Приходьте до нашого салону в Челсі з волоссям, вимитим напередодні, а не того ж ранку, — трохи текстури допомагає зачісці триматися, — і стиліст створить форму, що пасуватиме до вашого вирізу та вбрання.\n\nМи використовуємо еластичні преміальні засоби для фіксації, тож волосся тримається, але не стає жорстким.',
    },
    durationMinutes: 45,
    priceFrom: 60,
    gender: 'female',
    order: 2,
  },
  {
    slug: 'fringe-trim',
    category: 'female/hair/styling',
    title: { en: 'Fringe Trim', uk: 'Підстригання чубчика' },
    description: {
      en: 'A quick tidy of your fringe between haircuts to keep it sitting just above the lashes. Dry-cut and styled in around fifteen minutes.',
      uk: 'Швидке підрівнювання чубчика між стрижками, щоб він лежав якраз над віями. Стрижемо на сухому волоссі й укладаємо приблизно за п’ятнадцять хвилин.',
    },
    seoText: {
      en: 'A fringe grows out faster than anything else, and a few millimetres can change the way it falls. Pop into our Chelsea salon for a fringe trim whenever it starts to catch your eyelashes; there is no need to wait for your next full appointment.\n\nOur stylists trim with the same precision as a full cut, following the original shape so it blends back into your haircut perfectly.',
      uk: 'Чубчик відростає швидше за все інше, і кілька міліметрів можуть змінити те, як він лягає. Заходьте до нашого салону в Челсі на підстригання чубчика, щойно він почне чіплятися за вії, — не потрібно чекати наступного повного запису.\n\nСтилісти працюють так само точно, як під час повної стрижки, й дотримуються початкової форми, щоб чубчик ідеально гармоніював зі стрижкою.',
    },
    durationMinutes: 15,
    priceFrom: 20,
    gender: 'female',
    order: 3,
  },
  {
    slug: 'textured-extra-curly',
    category: 'female/hair/styling',
    title: { en: 'Blow-dry for Textured & Extra-curly Hair', uk: 'Укладка для текстурованого та дуже кучерявого волосся' },
    description: {
      en: 'A wash and style for coily, curly or very thick hair, whether you want defined curls or a smooth blow-out. Extra time is built in, so nothing is rushed and your texture is treated with care.',
      uk: 'Миття та укладка для кучерявого, спіралеподібного чи дуже густого волосся — з чітко оформленими локонами або гладким випрямленням. Ми закладаємо додатковий час, щоб не поспішати й дбайливо працювати з вашою текстурою.',
    },
    seoText: {
      en: 'Textured hair deserves stylists who understand it. At Parlour in Chelsea we start with hydrating cleansers and conditioners, detangle gently and then either define the curl pattern or smooth the hair with careful tension and heat protection.\n\nWe price by length because thick, curly hair takes real time to do properly, and we would rather give it that time than hurry.',
      uk: 'Текстуроване волосся заслуговує на стилістів, які його розуміють. У Parlour у Челсі ми починаємо зі зволожувальних шампунів і кондиціонерів, делікатно розплутуємо волосся, а потім або підкреслюємо малюнок локонів, або розгладжуємо його з дбайливим натягом і термозахистом.\n\nЦіна залежить від довжини, адже густе кучеряве волосся потребує часу, щоб зробити все як слід, — і ми радше виділимо цей час, ніж поспішатимемо.',
    },
    durationMinutes: 60,
    priceFrom: 60,
    priceTo: 90,
    params: byHairLength([60, 60], [75, 75], [90, 90]),
    gender: 'female',
    order: 4,
  },
  {
    slug: 'updo-wash',
    category: 'female/hair/styling',
    title: { en: 'Up-do with Wash', uk: 'Зачіска з миттям' },
    description: {
      en: 'A full occasion up-do that starts with a wash and a prep blow-dry to give the hair grip and volume. Choose anything from a romantic, undone style to a sculpted chignon.',
      uk: 'Повноцінна святкова зачіска, що починається з миття та підготовчої укладки феном для об’єму й фіксації. Обирайте що завгодно — від романтичної, трохи недбалої зачіски до скульптурного шиньйону.',
    },
    seoText: {
      en: 'For weddings, galas and black-tie evenings, an up-do that begins on freshly washed hair gives the stylist complete control over texture and volume. Our Chelsea team preps the hair with premium products, then builds the style to last from the first photograph to the last dance.\n\nBring inspiration pictures and details of your dress or neckline, and let us know if you would like make-up at the same time so we can plan a seamless appointment.',
      uk: 'Для весіль, гала-вечорів і заходів із дрес-кодом black tie зачіска на щойно вимитому волоссі дає стилісту повний контроль над текстурою та об’ємом. Наша команда в Челсі готує волосся преміальними засобами й вибудовує зачіску так, щоб вона протрималася від першого фото до останнього танцю.\n\nПринесіть фото для натхнення та розкажіть про сукню чи виріз, а також повідомте, якщо хочете одночасно зробити макіяж, — ми сплануємо все як один зручний візит.',
    },
    durationMinutes: 75,
    priceFrom: 85,
    gender: 'female',
    order: 5,
  },
  {
    slug: 'bridal-style',
    category: 'female/hair/styling',
    title: { en: 'Bridal Hair', uk: 'Весільна зачіска' },
    description: {
      en: 'Wedding-day hair designed around your dress, veil and venue. The price includes a trial session in advance and styling on the day, so there are no surprises on the morning itself.',
      uk: 'Весільна зачіска, створена з урахуванням сукні, фати та місця святкування. У вартість входять пробна зачіска заздалегідь і укладка в день весілля, тож уранці жодних несподіванок не буде.',
    },
    seoText: {
      en: 'Chelsea has been the backdrop for countless weddings, from Chelsea Old Town Hall on the King’s Road to churches and hotels across London, and our stylists have prepared many of the brides. We begin with a relaxed trial where we test the style, the pins and how it sits with your veil or accessories, then recreate it precisely on the day.\n\nPair bridal hair with special occasion make-up and a gel manicure, and our team will coordinate timings so the whole morning runs calmly.',
      uk: 'Челсі стало тлом для незліченних весіль — від старої ратуші Челсі на Кінгз-роуд до церков і готелів по всьому Лондону, — і наші стилісти готували до свята багатьох наречених. Ми починаємо з невимушеної пробної зачіски, де перевіряємо форму, шпильки та те, як усе поєднується з фатою чи прикрасами, а в день весілля точно відтворюємо її.\n\nПоєднайте весільну зачіску з макіяжем для особливої події та манікюром із гель-лаком, і наша команда скоординує час так, щоб увесь ранок минув спокійно.',
    },
    durationMinutes: 120,
    priceFrom: 220,
    gender: 'female',
    additional: ['female/makeup-brows/makeup/special-occasion', 'female/nails/manicure-nails/classic-gel-manicure'],
    order: 6,
  },
  {
    slug: 'haircut-blow-dry',
    category: 'female/hair/styling',
    title: { en: 'Haircut & Blow-dry', uk: 'Стрижка та укладка' },
    description: {
      en: 'A consultation, wash, precision cut and finishing blow-dry, tailored to your face shape, texture and routine. The price depends on the level of your stylist.',
      uk: 'Консультація, миття, точна стрижка й фінальна укладка з урахуванням форми обличчя, текстури волосся та вашого ритму життя. Ціна залежить від рівня стиліста.',
    },
    seoText: {
      en: 'A good haircut is the foundation of every style, and at our Chelsea salon it starts with listening. Your stylist will ask how you wear your hair on an ordinary Tuesday as well as on a night out, and cut to make both easy.\n\nChoose from stylists, senior stylists and art directors, each with years of trusted expertise in London salons. Every cut is finished with a blow-dry using premium products, and we are happy to show you how to recreate it at home.',
      uk: 'Гарна стрижка — основа будь-якої укладки, і в нашому салоні в Челсі вона починається з уважного слухання. Стиліст розпитає, як ви носите волосся у звичайний вівторок і на вечірці, й підстриже так, щоб обидва варіанти давалися легко.\n\nОбирайте стиліста, старшого стиліста чи арт-директора — кожен має багаторічний досвід роботи в лондонських салонах, якому довіряють клієнти. Кожну стрижку завершуємо укладкою з преміальними засобами й охоче покажемо, як повторити її вдома.',
    },
    durationMinutes: 60,
    priceFrom: 85,
    priceTo: 135,
    params: byStylistLevel([85, 60], [105, 60], [135, 75]),
    gender: 'female',
    additional: ['female/hair/hair-care/fusio-dose', 'female/hair/hair-care/hair-gloss-redken'],
    order: 7,
  },

  // ── Women / Body ────────────────────────────────────────────────────────────
  {
    slug: 'massage',
    category: 'female/body',
    title: { en: 'Massage', uk: 'Масаж' },
    description: {
      en: 'A full-body or focused massage with warm, nourishing oils, adapted to your preferred pressure. Choose 60 minutes for the back, neck, shoulders and legs, or 90 minutes for a complete head-to-toe treatment.',
      uk: 'Масаж усього тіла або окремих зон із теплими живильними оліями та комфортною для вас інтенсивністю. Оберіть 60 хвилин для спини, шиї, плечей і ніг або 90 хвилин для повного догляду з голови до п’ят.',
    },
    seoText: {
      en: 'Our massage room is a calm retreat a few steps from the bustle of Chelsea. Therapists combine Swedish and deep-tissue techniques, starting gently and working deeper only where you need it, so you leave relaxed rather than sore.\n\nWe use premium plant-based oils, fresh linen for every guest and a warmed couch. Add a body wrap for a longer ritual, or book your massage before a blow-dry and enjoy a whole afternoon of care in one visit.',
      uk: 'Наш масажний кабінет — тихий прихисток за кілька кроків від метушні Челсі. Терапевти поєднують шведський і глибокотканинний масаж: починають м’яко й працюють глибше лише там, де це справді потрібно, тож ви підете розслабленою, а не з болем у м’язах.\n\nМи використовуємо преміальні рослинні олії, свіжий текстиль для кожної гості та підігріту кушетку. Додайте обгортання для довшого ритуалу або заплануйте масаж перед укладкою — і насолоджуйтеся цілим днем догляду за один візит.',
    },
    durationMinutes: 60,
    priceFrom: 95,
    priceTo: 135,
    params: byMassageLength(95, 135),
    gender: 'female',
    additional: ['female/body/body-wraps'],
    order: 1,
  },
  {
    slug: 'body-wraps',
    category: 'female/body',
    title: { en: 'Body Wrap', uk: 'Обгортання тіла' },
    description: {
      en: 'A body exfoliation followed by a mineral-rich mask and a warm wrap to hydrate, smooth and tone the skin. Finished with a rich body cream applied with light massage.',
      uk: 'Пілінг тіла, потім мінеральна маска й тепле обгортання, що зволожує, розгладжує та тонізує шкіру. Завершуємо насиченим кремом для тіла, нанесеним легкими масажними рухами.',
    },
    seoText: {
      en: 'A body wrap is the treatment our Chelsea clients book before a holiday, a wedding or simply after a long London winter. Exfoliation lifts away dull skin, the mask delivers minerals and moisture, and the warmth of the wrap helps you switch off completely while it works.\n\nEvery wrap is prepared fresh with premium professional products in a private room. For a longer ritual, follow it with a massage.',
      uk: 'Обгортання — процедура, на яку наші клієнтки в Челсі записуються перед відпусткою, весіллям або просто після довгої лондонської зими. Пілінг прибирає тьмяний шар шкіри, маска насичує її мінералами та вологою, а тепло обгортання допомагає повністю розслабитися, поки засоби діють.\n\nКожне обгортання готуємо щоразу заново з преміальних професійних засобів в окремому кабінеті. Для довшого ритуалу доповніть його масажем.',
    },
    durationMinutes: 75,
    priceFrom: 110,
    gender: 'female',
    order: 2,
  },
  {
    slug: 'waxing-hair-removal',
    category: 'female/body',
    title: { en: 'Waxing', uk: 'Воскова депіляція' },
    description: {
      en: 'Quick, thorough hair removal with low-temperature wax suited to sensitive skin. Choose a single area or combine several in one appointment; smooth results last three to five weeks.',
      uk: 'Швидке й ретельне видалення волосся низькотемпературним воском, що підходить для чутливої шкіри. Оберіть одну зону або поєднайте кілька за один візит; гладкість зберігається три–п’ять тижнів.',
    },
    seoText: {
      en: 'Good waxing is quick, precise and as comfortable as possible. Our Chelsea therapists use premium low-temperature and film waxes that grip the hair rather than the skin, followed by a soothing post-wax oil to reduce redness.\n\nHygiene is non-negotiable: we never double-dip spatulas, and every client is treated on a freshly covered couch.',
      uk: 'Якісна депіляція — швидка, точна й максимально комфортна. Наші майстри в Челсі використовують преміальний низькотемпературний і плівковий віск, що захоплює волосок, а не шкіру, а потім наносять заспокійливу олію, щоб зменшити почервоніння.\n\nГігієна для нас — безумовне правило: шпатель ніколи не занурюємо у віск двічі, а кожну клієнтку приймаємо на свіжозастеленій кушетці.',
    },
    durationMinutes: 15,
    priceFrom: 25,
    priceTo: 60,
    params: [
      param('Underarms', 'Пахви', [25, 15]),
      param('Bikini line', 'Лінія бікіні', [35, 30]),
      param('Half leg', 'Ноги до колін', [40, 30]),
      param('Full leg', 'Ноги повністю', [60, 45]),
    ],
    gender: 'female',
    order: 3,
  },

  // ── Women / Make-up & Brows / Brows ─────────────────────────────────────────
  {
    slug: 'brow-tint',
    category: 'female/makeup-brows/brows',
    title: { en: 'Brow Tint', uk: 'Фарбування брів' },
    description: {
      en: 'A semi-permanent tint that deepens and defines brows, matched to your hair colour and skin tone. Lasts around four weeks; a patch test is required 48 hours before your first appointment.',
      uk: 'Напівстійке фарбування, яке робить брови насиченішими й виразнішими, з відтінком, підібраним під колір волосся та тон шкіри. Тримається близько чотирьох тижнів; перед першим візитом потрібен тест на чутливість за 48 годин.',
    },
    seoText: {
      en: 'Fair or sparse brows can disappear in photographs and make the face look tired. A quick brow tint at our Chelsea salon adds depth to every hair, including the fine ones you did not know you had.\n\nOur artists mix shades by hand, usually aiming a tone softer than you might expect, because natural-looking brows are always more flattering. It takes just fifteen minutes and is easy to add to a manicure or blow-dry.',
      uk: 'Світлі чи рідкі брови можуть «зникати» на фото й надавати обличчю втомленого вигляду. Швидке фарбування брів у нашому салоні в Челсі додає глибини кожному волоску, навіть найтоншим, про які ви, можливо, й не здогадувалися.\n\nМайстри змішують відтінки вручну, зазвичай обираючи тон трохи м’якший, ніж ви очікуєте, адже природні брови завжди пасують більше. Процедура триває лише п’ятнадцять хвилин, тож її легко додати до манікюру чи укладки.',
    },
    durationMinutes: 15,
    priceFrom: 20,
    gender: 'female',
    order: 1,
  },
  {
    slug: 'brow-shape',
    category: 'female/makeup-brows/brows',
    title: { en: 'Brow Shape', uk: 'Корекція форми брів' },
    description: {
      en: 'Brows mapped to your features and shaped with wax and tweezers for a clean, balanced line. Finished with a soothing gel and a light brush-up.',
      uk: 'Форму брів вибудовуємо відповідно до рис обличчя й коригуємо воском і пінцетом, щоб лінія була чистою та гармонійною. Завершуємо заспокійливим гелем і легким вкладанням волосків.',
    },
    seoText: {
      en: 'Brow shaping is a small treatment with a big effect. Our brow artists in the heart of Chelsea measure from the nose, the eye and the arch of the brow bone to find the most flattering shape for you, then remove only what is needed.\n\nWe are careful not to overpluck, and if you are growing your brows out we will tell you which hairs to leave alone. Tools are sterilised after every client.',
      uk: 'Корекція брів — маленька процедура з великим ефектом. Наші майстри в самому серці Челсі відміряють від крила носа, очей і вигину надбрівної дуги, щоб знайти найвигіднішу для вас форму, а потім прибирають лише зайве.\n\nМи уважно стежимо, щоб не вискубти забагато, а якщо ви відрощуєте брови, підкажемо, яких волосків краще не торкатися. Інструменти стерилізуємо після кожної клієнтки.',
    },
    durationMinutes: 30,
    priceFrom: 28,
    gender: 'female',
    order: 2,
  },
  {
    slug: 'brow-lamination-tint-shape',
    category: 'female/makeup-brows/brows',
    title: { en: 'Brow Lamination, Tint & Shape', uk: 'Ламінування, фарбування та корекція брів' },
    description: {
      en: 'Brow hairs are softened and set in an upward, brushed direction for a fuller, feathered look, then tinted and tidied. Results last six to eight weeks with minimal daily styling.',
      uk: 'Волоски брів пом’якшуємо й фіксуємо в напрямку вгору, щоб брови виглядали густішими й пухнастими, а потім фарбуємо й коригуємо форму. Результат тримається шість–вісім тижнів і майже не потребує щоденного укладання.',
    },
    seoText: {
      en: 'Brow lamination is the secret behind the full, brushed-up brows that look effortlessly groomed. At Parlour Chelsea we combine it with tint and shaping in one appointment, so the result is complete the moment you leave.\n\nWe use gentle, nourishing lamination formulas and always finish with a conditioning serum, keeping the brow hairs healthy through repeated treatments.',
      uk: 'Ламінування — секрет густих, зачесаних угору брів, які виглядають доглянутими без жодних зусиль. У Parlour Chelsea ми поєднуємо його з фарбуванням і корекцією в одному візиті, тож ви виходите з уже завершеним результатом.\n\nМи використовуємо делікатні живильні склади для ламінування й завжди завершуємо доглядовою сироваткою, щоб волоски брів залишалися здоровими навіть після повторних процедур.',
    },
    durationMinutes: 60,
    priceFrom: 70,
    gender: 'female',
    additional: ['female/makeup-brows/lashes/lash-lamination-tint'],
    order: 3,
  },
  {
    slug: 'brow-shape-tint',
    category: 'female/makeup-brows/brows',
    title: { en: 'Brow Shape & Tint', uk: 'Корекція та фарбування брів' },
    description: {
      en: 'The classic brow combination: a tailored shape with wax and tweezers plus a tint for depth and definition. The quickest way to frame the face for the month ahead.',
      uk: 'Класичне поєднання: індивідуальна корекція воском і пінцетом плюс фарбування для глибини та виразності. Найшвидший спосіб гарно обрамити обличчя на місяць уперед.',
    },
    seoText: {
      en: 'This is the brow appointment most of our Chelsea clients book on repeat. Tinting first lets the artist see every hair clearly, which makes shaping more precise and the finished line more natural.\n\nBook it alongside a lash tint and your whole eye area will be polished in well under an hour and a half, with a patch test arranged in advance for first-time clients.',
      uk: 'Саме на цю процедуру для брів більшість наших клієнток у Челсі записуються регулярно. Фарбування перед корекцією дозволяє майстру чітко бачити кожен волосок, тож форма виходить точнішою, а лінія — природнішою.\n\nЗапишіться разом із фарбуванням вій, і вся зона очей буде доглянута значно менш ніж за півтори години; для нових клієнток заздалегідь проводимо тест на чутливість.',
    },
    durationMinutes: 45,
    priceFrom: 42,
    gender: 'female',
    additional: ['female/makeup-brows/lashes/lash-tint'],
    order: 4,
  },

  // ── Women / Make-up & Brows / Lashes ────────────────────────────────────────
  {
    slug: 'lash-tint',
    category: 'female/makeup-brows/lashes',
    title: { en: 'Lash Tint', uk: 'Фарбування вій' },
    description: {
      en: 'A gentle tint that darkens lashes from root to tip for natural definition without mascara. Lasts four to six weeks; a patch test is needed 48 hours before your first tint.',
      uk: 'Делікатне фарбування, що затемнює вії від коренів до кінчиків для природної виразності без туші. Тримається чотири–шість тижнів; перед першим фарбуванням потрібен тест на чутливість за 48 годин.',
    },
    seoText: {
      en: 'Lash tinting is a small luxury that saves time every morning: perfect before a holiday, during a month of swimming or simply for days when you would rather not wear make-up. Our technicians in Chelsea protect the skin beneath the eye and apply a gentle, professional tint for rich, even colour.\n\nPair it with a brow tint for a balanced look; each takes less than half an hour and slots easily into a longer visit.',
      uk: 'Фарбування вій — маленька розкіш, що заощаджує час щоранку: ідеально перед відпусткою, у місяць активного плавання чи просто для днів без макіяжу. Наші майстри в Челсі захищають шкіру під очима й наносять делікатну професійну фарбу для насиченого, рівного кольору.\n\nПоєднайте з фарбуванням брів для гармонійного образу: кожна процедура триває менше пів години й легко вписується в довший візит.',
    },
    durationMinutes: 30,
    priceFrom: 22,
    gender: 'female',
    order: 1,
  },
  {
    slug: 'lash-lamination-tint',
    category: 'female/makeup-brows/lashes',
    title: { en: 'Lash Lamination & Tint', uk: 'Ламінування та фарбування вій' },
    description: {
      en: 'Natural lashes lifted from the root, set in a soft curl and tinted for a wide-awake, mascara-free look. Lasts six to eight weeks with no maintenance.',
      uk: 'Натуральні вії піднімаємо від коренів, фіксуємо в м’якому вигині й фарбуємо — погляд стає відкритим навіть без туші. Ефект тримається шість–вісім тижнів без додаткового догляду.',
    },
    seoText: {
      en: 'Lash lamination, sometimes called a lash lift, is the low-maintenance alternative to extensions. Our Chelsea technicians choose the size of the lifting shield to suit your lash length and eye shape, so the curl looks natural rather than startled.\n\nA nourishing, keratin-rich step finishes the treatment, leaving lashes glossy and conditioned. It is ideal before holidays, weddings or any time you want to look fresh with minimal effort.',
      uk: 'Ламінування вій — невибаглива альтернатива нарощуванню. Наші майстри в Челсі підбирають розмір валика під довжину вій і форму очей, щоб вигин виглядав природним, а не здивованим.\n\nЗавершальний живильний етап із кератином робить вії блискучими й доглянутими. Ідеально перед відпусткою, весіллям чи будь-коли, коли хочеться виглядати свіжо з мінімумом зусиль.',
    },
    durationMinutes: 60,
    priceFrom: 75,
    gender: 'female',
    order: 2,
  },

  // ── Women / Make-up & Brows / Make-up ───────────────────────────────────────
  {
    slug: '1-to-1-makeup-courses',
    category: 'female/makeup-brows/makeup',
    title: { en: '1-to-1 Make-up Course', uk: 'Індивідуальний курс макіяжу' },
    description: {
      en: 'A private lesson with one of our make-up artists, built around your face, your make-up bag and the looks you actually wear. Book a single session or a course of three.',
      uk: 'Приватний урок з одним із наших візажистів, побудований навколо вашого обличчя, вашої косметички та образів, які ви справді носите. Можна записатися на одне заняття або курс із трьох.',
    },
    seoText: {
      en: 'Our 1-to-1 courses are for anyone who has ever left a make-up counter with products they never used. Your artist works on one half of your face, you recreate it on the other, and together you refine the technique until it feels natural.\n\nSessions take place in a quiet corner of our Chelsea salon and can cover everything from a five-minute office face to a confident evening look. You leave with notes, a personalised product list and the skills to use premium make-up well.',
      uk: 'Наші індивідуальні курси — для всіх, хто колись ішов із косметичного магазину із засобами, якими так і не скористався. Візажист робить макіяж на одній половині обличчя, ви повторюєте його на іншій, і разом ви вдосконалюєте техніку, доки вона не стане звичною.\n\nЗаняття проходять у тихому куточку нашого салону в Челсі й можуть охоплювати все — від п’ятихвилинного макіяжу для офісу до впевненого вечірнього образу. Ви отримаєте нотатки, персональний список засобів і навички, щоб правильно користуватися преміальною косметикою.',
    },
    durationMinutes: 120,
    priceFrom: 180,
    priceTo: 480,
    params: [
      param('One session (2 hours)', 'Одне заняття (2 години)', [180, 120]),
      param('Course of three sessions', 'Курс із трьох занять', [480, 360]),
    ],
    gender: 'female',
    order: 1,
  },
  {
    slug: 'cocktail-look',
    category: 'female/makeup-brows/makeup',
    title: { en: 'Cocktail Look', uk: 'Коктейльний образ' },
    description: {
      en: 'A polished make-up look for drinks, dinners and gallery openings: glowing skin, defined eyes and a lip colour that lasts through the evening. Lashes can be added on request.',
      uk: 'Доглянутий макіяж для коктейлів, вечері чи відкриття виставки: сяйна шкіра, виразні очі та колір губ, що протримається весь вечір. За бажанням додамо накладні вії.',
    },
    seoText: {
      en: 'The cocktail look sits between daytime and full evening glamour: a little more drama than you would wear to the office, but nothing that feels heavy. Our Chelsea make-up artists focus on luminous, long-wearing skin and one statement feature, whether a smoky eye or a bold lip.\n\nBook it with an express up-do or blow-dry and you can go straight from our salon to the evening ahead.',
      uk: 'Коктейльний образ — щось середнє між денним макіяжем і повноцінним вечірнім гламуром: трохи яскравіше, ніж для офісу, але без відчуття важкості. Наші візажисти в Челсі роблять ставку на сяйну стійку шкіру та один виразний акцент — димчасті очі або яскраві губи.\n\nЗапишіться разом з експрес-зачіскою чи укладкою, і ви зможете вирушити з нашого салону просто на вечірній захід.',
    },
    durationMinutes: 45,
    priceFrom: 75,
    gender: 'female',
    order: 2,
  },
  {
    slug: 'decollete-zone',
    category: 'female/makeup-brows/makeup',
    title: { en: 'Décolleté Make-up', uk: 'Макіяж зони декольте' },
    description: {
      en: 'Subtle body make-up for the neck, shoulders and décolleté to even out tone and add a soft glow. An add-on for low-cut dresses, photographs and special occasions.',
      uk: 'Делікатний макіяж для шиї, плечей і зони декольте, що вирівнює тон і додає м’якого сяйва. Доповнення до суконь із глибоким вирізом, фотосесій та особливих подій.',
    },
    seoText: {
      en: 'A strapless dress or open neckline draws attention to the skin below the face, and a finishing touch here makes the whole look more cohesive. Our artists use lightweight, transfer-resistant formulas that blur marks and redness and add a gentle sheen.\n\nIt takes around half an hour at our Chelsea salon and is most often booked together with special occasion or evening make-up.',
      uk: 'Сукня без бретелей чи відкритий виріз привертають увагу до шкіри нижче обличчя, і фінальний штрих у цій зоні робить увесь образ цілісним. Наші візажисти використовують легкі засоби, що не залишають слідів на одязі, приховують дрібні недоліки й почервоніння та додають ніжного сяйва.\n\nУ нашому салоні в Челсі процедура триває близько пів години й найчастіше її поєднують із макіяжем для особливої події чи вечірнім макіяжем.',
    },
    durationMinutes: 30,
    priceFrom: 35,
    gender: 'female',
    order: 3,
  },
  {
    slug: 'special-occasion',
    category: 'female/makeup-brows/makeup',
    title: { en: 'Special Occasion Make-up', uk: 'Макіяж для особливої події' },
    description: {
      en: 'Long-wearing, photo-ready make-up for weddings, christenings, balls and milestone birthdays, with lashes included. Designed to look flawless in person and on camera from morning to midnight.',
      uk: 'Стійкий макіяж, готовий до фотокамер, для весіль, хрестин, балів і ювілеїв — із накладними віями. Створений, щоб бездоганно виглядати і наживо, і на фото з ранку до півночі.',
    },
    seoText: {
      en: 'When the photographs will be kept for years, make-up has to perform. Our senior artists in Chelsea prep the skin carefully, build coverage in thin layers and set everything to withstand tears, dancing and London weather alike.\n\nWe can bring your hair, make-up and nails together in one seamless appointment, and for larger parties our team can work side by side so everyone is ready on time.',
      uk: 'Коли фотографії зберігатимуть роками, макіяж має бути бездоганним. Наші провідні візажисти в Челсі ретельно готують шкіру, тонкими шарами вибудовують покриття й фіксують усе так, щоб макіяж витримав і сльози, і танці, і лондонську погоду.\n\nМи можемо поєднати зачіску, макіяж і манікюр в одному зручному візиті, а для великої компанії наша команда працюватиме паралельно, щоб усі були готові вчасно.',
    },
    durationMinutes: 75,
    priceFrom: 110,
    gender: 'female',
    additional: ['female/makeup-brows/makeup/decollete-zone', 'female/hair/styling/updo-wash'],
    order: 4,
  },
  {
    slug: 'daytime',
    category: 'female/makeup-brows/makeup',
    title: { en: 'Daytime Make-up', uk: 'Денний макіяж' },
    description: {
      en: 'Fresh, natural make-up that evens the skin and enhances your features without looking done. Ideal for lunches, interviews, christenings and daytime photographs.',
      uk: 'Свіжий природний макіяж, що вирівнює тон шкіри й підкреслює риси без ефекту «намальованого» обличчя. Ідеально для ділового обіду, співбесіди, хрестин чи денної фотосесії.',
    },
    seoText: {
      en: 'Daytime make-up is all about looking like yourself on a very good day. Our Chelsea artists use light-reflecting bases, soft neutral eyes and a touch of colour on the cheeks and lips, chosen to work in natural daylight.\n\nIf you would like to recreate the look yourself, ask your artist to talk you through each step, or book one of our 1-to-1 make-up courses.',
      uk: 'Денний макіяж — це про те, щоб виглядати собою у свій найкращий день. Наші візажисти в Челсі використовують тональні основи зі світловідбивними частинками, м’які нейтральні тіні та трохи кольору на вилицях і губах — усе підібрано для природного денного світла.\n\nЯкщо хочете навчитися повторювати цей образ, попросіть візажиста пояснити кожен крок або запишіться на індивідуальний курс макіяжу.',
    },
    durationMinutes: 45,
    priceFrom: 65,
    gender: 'female',
    order: 5,
  },
  {
    slug: 'evening-party',
    category: 'female/makeup-brows/makeup',
    title: { en: 'Evening / Party Make-up', uk: 'Вечірній макіяж' },
    description: {
      en: 'A glamorous evening look with sculpted skin, intense eyes and a long-lasting lip, lashes included. Built to hold under candlelight and flash photography.',
      uk: 'Ефектний вечірній образ зі скульптурованою шкірою, насиченим макіяжем очей і стійкою помадою, накладні вії включено. Створений, щоб триматися і при свічках, і під спалахами камер.',
    },
    seoText: {
      en: 'From Christmas parties to charity galas, London’s evenings call for make-up with presence. Our artists in Chelsea build depth around the eyes, sculpt the face with contour and highlight, and finish with a lip colour designed to survive dinner and drinks.\n\nWe work with premium, long-wearing products and hygienic single-use applicators. Add a brow shape and tint beforehand or an up-do alongside for a complete look.',
      uk: 'Від різдвяних вечірок до благодійних гала-вечорів — лондонські вечори вимагають виразного макіяжу. Наші візажисти в Челсі додають глибини погляду, скульптурують обличчя контуром і хайлайтером і завершують помадою, що витримає і вечерю, і коктейлі.\n\nМи працюємо зі стійкими преміальними засобами та гігієнічними одноразовими аплікаторами. Додайте корекцію й фарбування брів перед макіяжем або зачіску паралельно — і образ буде завершеним.',
    },
    durationMinutes: 60,
    priceFrom: 90,
    gender: 'female',
    additional: ['female/makeup-brows/brows/brow-shape-tint', 'female/makeup-brows/makeup/decollete-zone'],
    order: 6,
  },

  // ── Women / Make-up & Brows / Permanent Make-up ─────────────────────────────
  {
    slug: 'permanent-makeup-touch-up',
    category: 'female/makeup-brows/permanent',
    title: { en: 'Permanent Make-up Touch-up', uk: 'Корекція перманентного макіяжу' },
    description: {
      en: 'A follow-up session to perfect healed brows, lips or eyeliner six to eight weeks after the first treatment, or to refresh faded pigment a year or more later. Colour density and any softened areas are evened out for a crisp, balanced result.',
      uk: 'Повторний сеанс, щоб довершити загоєні брови, губи чи стрілки через шість–вісім тижнів після першої процедури, або оновити вицвілий пігмент через рік і більше. Вирівнюємо щільність кольору та ділянки, що зблідли, для чіткого й гармонійного результату.',
    },
    seoText: {
      en: 'Permanent make-up is always a two-step process: skin heals differently in every client, and a perfecting session lets our specialist adjust colour density and fill any areas that have softened. Over time, sun exposure and skincare gradually fade the pigment, and an annual refresh keeps the shape crisp.\n\nTouch-ups take place in our dedicated Chelsea treatment room with the same sterile, single-use needles as the original procedure.',
      uk: 'Перманентний макіяж завжди виконують у два етапи: шкіра кожної клієнтки загоюється по-різному, і корекція дозволяє фахівцю вирівняти щільність кольору та заповнити ділянки, що стали блідішими. З часом сонце й догляд за шкірою поступово висвітлюють пігмент, а щорічне оновлення зберігає чіткість форми.\n\nКорекції проводимо в окремому кабінеті нашого салону в Челсі з такими самими стерильними одноразовими голками, як і під час першої процедури.',
    },
    durationMinutes: 90,
    priceFrom: 150,
    priceTo: 280,
    params: [
      param('Perfecting session (6–8 weeks)', 'Корекція через 6–8 тижнів', [150, 90]),
      param('Colour refresh (12 months+)', 'Оновлення кольору (через 12+ місяців)', [280, 120]),
    ],
    gender: 'female',
    order: 1,
  },
  {
    slug: 'permanent-eyeliner',
    category: 'female/makeup-brows/permanent',
    title: { en: 'Permanent Eyeliner', uk: 'Перманентний макіяж повік' },
    description: {
      en: 'Pigment placed along the lash line for fuller-looking lashes, or extended into a fine, soft eyeliner. Smudge-proof definition that lasts one to three years.',
      uk: 'Пігмент, внесений уздовж лінії росту вій, щоб вони здавалися густішими, або витягнутий у тонку м’яку стрілку. Виразність, яка не розмазується й тримається від одного до трьох років.',
    },
    seoText: {
      en: 'Permanent eyeliner is especially popular with clients who wear glasses, have sensitive eyes or simply love the look of defined lashes from the moment they wake up. Our specialists in Chelsea use a numbing cream and a gentle technique to keep the procedure as comfortable as possible.\n\nChoose a discreet lash line enhancement or a slim eyeliner wing; both are drawn and agreed with you before we begin, and a perfecting session six to eight weeks later is recommended.',
      uk: 'Перманентний макіяж повік особливо люблять ті, хто носить окуляри, має чутливі очі чи просто хоче прокидатися з виразним поглядом. Наші фахівці в Челсі використовують знеболювальний крем і делікатну техніку, щоб процедура була максимально комфортною.\n\nОбирайте непомітне прокрашування міжвійкового простору або тонку стрілку: обидва варіанти малюємо й погоджуємо з вами заздалегідь, а через шість–вісім тижнів рекомендуємо корекцію.',
    },
    durationMinutes: 120,
    priceFrom: 295,
    priceTo: 375,
    params: [
      param('Lash line enhancement', 'Міжвійковий простір', [295, 120]),
      param('Eyeliner wing', 'Стрілка', [375, 150]),
    ],
    gender: 'female',
    order: 2,
  },
  {
    slug: 'permanent-eyebrows',
    category: 'female/makeup-brows/permanent',
    title: { en: 'Permanent Eyebrows', uk: 'Перманентний макіяж брів' },
    description: {
      en: 'Soft powder, ombré or hair-stroke brows created with cosmetic pigment to add shape and density. Results last one to three years depending on your skin.',
      uk: 'Пудрові, омбре або волоскові брови, виконані косметичним пігментом, щоб додати форми й густоти. Результат тримається від одного до трьох років залежно від типу шкіри.',
    },
    seoText: {
      en: 'Permanent brows are one of the most life-changing treatments on our Chelsea menu, particularly for clients with sparse, over-plucked or very fair brows. Our specialist measures and sketches the shape, chooses a pigment that will heal to a believable tone and works in fine layers for a natural finish.\n\nWe work only with sterile single-use needles in a dedicated room and provide detailed aftercare advice, followed by a perfecting session six to eight weeks later.',
      uk: 'Перманентні брови — одна з процедур нашого меню в Челсі, що найбільше змінюють повсякденне життя, особливо для клієнток із рідкими, надмірно вискубаними або дуже світлими бровами. Фахівець вимірює й малює ескіз форми, підбирає пігмент, який після загоєння матиме природний тон, і працює тонкими шарами для м’якого результату.\n\nПрацюємо виключно стерильними одноразовими голками в окремому кабінеті, даємо детальні рекомендації щодо догляду, а через шість–вісім тижнів проводимо корекцію.',
    },
    durationMinutes: 150,
    priceFrom: 450,
    gender: 'female',
    additional: ['female/makeup-brows/permanent/permanent-makeup-touch-up'],
    order: 3,
  },
  {
    slug: 'permanent-lips',
    category: 'female/makeup-brows/permanent',
    title: { en: 'Permanent Lips', uk: 'Перманентний макіяж губ' },
    description: {
      en: 'A lip blush or full-colour treatment that defines the contour, balances asymmetry and adds a fresh tint. Heals to a natural, your-lips-but-better shade.',
      uk: 'Акварельні губи або насичене прокрашування, що підкреслює контур, вирівнює асиметрію й додає свіжого відтінку. Після загоєння колір виглядає природно — як ваші губи, тільки кращі.',
    },
    seoText: {
      en: 'Lips lose colour and definition over time, and a permanent lip blush brings both back without the need for lip liner every morning. At Parlour in Chelsea we map the contour carefully, choose a shade to suit your natural lip colour and skin tone, and build it up softly.\n\nThe procedure takes place with numbing cream in a sterile, private room. Expect a few days of healing and a perfecting session around six weeks later.',
      uk: 'З роками губи втрачають колір і чіткість контуру, а перманентний макіяж повертає і те, і інше — без олівця для губ щоранку. У Parlour у Челсі ми ретельно вибудовуємо контур, підбираємо відтінок під природний колір губ і тон шкіри та нарощуємо його м’якими шарами.\n\nПроцедуру проводимо зі знеболювальним кремом в окремому стерильному кабінеті. Загоєння займає кілька днів, а приблизно через шість тижнів потрібна корекція.',
    },
    durationMinutes: 150,
    priceFrom: 450,
    gender: 'female',
    order: 4,
  },

  // ── Women / Nails / Manicure ────────────────────────────────────────────────
  {
    slug: 'classic-gel-manicure-with-take-off',
    category: 'female/nails/manicure-nails',
    title: { en: 'Classic Gel Manicure with Removal', uk: 'Класичний манікюр із гель-лаком і зняттям' },
    description: {
      en: 'Gentle removal of your existing gel, followed by a full classic manicure: soak, cuticle care, shaping and a long-lasting gel polish finish. Wears for up to three weeks.',
      uk: 'Делікатне зняття попереднього гель-лаку, а потім повний класичний манікюр: ванночка, догляд за кутикулою, форма та стійке покриття гель-лаком. Тримається до трьох тижнів.',
    },
    seoText: {
      en: 'This is the appointment for regular gel wearers: your old colour is removed safely, without scraping or damaging the natural nail, and replaced with a flawless new finish in the same visit. The classic routine includes a warm soak and careful cuticle work for a clean, salon-fresh result.\n\nOur Chelsea nail technicians use premium gel systems and an autoclave for all metal tools, so you can relax and choose your next shade.',
      uk: 'Це запис для тих, хто постійно носить гель-лак: старе покриття безпечно знімаємо — без зішкрібання й травмування натурального нігтя — і за той самий візит наносимо бездоганне нове. Класична процедура включає теплу ванночку та ретельну обробку кутикули для чистого, свіжого результату.\n\nНаші майстри в Челсі працюють із преміальними гелевими системами, а всі металеві інструменти проходять автоклав, тож ви можете розслабитися й спокійно обрати наступний відтінок.',
    },
    durationMinutes: 75,
    priceFrom: 58,
    gender: 'female',
    order: 1,
  },
  {
    slug: 'classic-gel-manicure',
    category: 'female/nails/manicure-nails',
    title: { en: 'Classic Gel Manicure', uk: 'Класичний манікюр із гель-лаком' },
    description: {
      en: 'A full classic manicure with soak, cuticle care and shaping, finished with chip-resistant gel polish and cuticle oil. For nails with no existing gel to remove.',
      uk: 'Повний класичний манікюр із ванночкою, доглядом за кутикулою та формою, завершений стійким гель-лаком і олією для кутикули. Для нігтів без попереднього гелевого покриття.',
    },
    seoText: {
      en: 'A classic gel manicure gives you two to three weeks of glossy, chip-free colour, ideal if your hands are always busy. Our technicians prepare the nail plate meticulously, because good preparation is what makes gel last, and apply each layer thinly for a natural, elegant profile.\n\nChoose from a curated palette of premium shades at our Chelsea nail bar, from sheer nudes to deep seasonal colours.',
      uk: 'Класичний манікюр із гель-лаком дарує два–три тижні блискучого кольору без сколів — ідеально, якщо ваші руки завжди в русі. Наші майстри ретельно готують нігтьову пластину, адже саме від підготовки залежить стійкість гелю, і наносять кожен шар тонко для природного, елегантного профілю.\n\nОбирайте з продуманої палітри преміальних відтінків у нашому нейл-барі в Челсі — від напівпрозорих нюдових до глибоких сезонних кольорів.',
    },
    durationMinutes: 60,
    priceFrom: 52,
    gender: 'female',
    additional: ['female/nails/hand-spa-treatment/spa-treatment', 'female/nails/polish-and-design/simple-nail-art'],
    order: 2,
  },
  {
    slug: 'express-gel-manicure-with-take-off',
    category: 'female/nails/manicure-nails',
    title: { en: 'Express Gel Manicure with Removal', uk: 'Експрес-манікюр із гель-лаком і зняттям' },
    description: {
      en: 'Removal of old gel, nail shaping and a light cuticle tidy, then a fresh gel polish. A quicker option for when you need a clean, long-lasting colour change.',
      uk: 'Зняття старого гель-лаку, надання форми нігтям і легка обробка кутикули, а потім нове покриття гель-лаком. Швидший варіант, коли потрібно охайно й надовго змінити колір.',
    },
    seoText: {
      en: 'Designed for lunchtimes and busy weeks, our express gel manicure with removal skips the soak but not the care. Technicians remove your old gel safely, tidy the cuticles and prep the nail properly before applying new colour.\n\nIt is one of the most booked services at our Chelsea salon, easily paired with a brow shape or blow-dry for a seamless visit.',
      uk: 'Наш експрес-манікюр зі зняттям гель-лаку створений для обідньої перерви та насичених тижнів: без ванночки, але без компромісів у догляді. Майстри безпечно знімають старе покриття, обробляють кутикулу й правильно готують ніготь перед нанесенням нового кольору.\n\nЦе одна з найпопулярніших послуг нашого салону в Челсі, яку легко поєднати з корекцією брів чи укладкою за один візит.',
    },
    durationMinutes: 60,
    priceFrom: 48,
    gender: 'female',
    order: 3,
  },
  {
    slug: 'express-gel-manicure',
    category: 'female/nails/manicure-nails',
    title: { en: 'Express Gel Manicure', uk: 'Експрес-манікюр із гель-лаком' },
    description: {
      en: 'Shaping, a light cuticle tidy and gel polish for bare nails. Long-wearing colour in about forty-five minutes.',
      uk: 'Форма, легка обробка кутикули та покриття гель-лаком для нігтів без попереднього покриття. Стійкий колір приблизно за сорок п’ять хвилин.',
    },
    seoText: {
      en: 'When your nails are bare and your schedule is tight, the express gel manicure is the answer. It focuses on what matters most for a neat, lasting finish: a precise shape, clean cuticles and expertly applied gel.\n\nOur Chelsea team works to the same impeccable hygiene standards on express services as on our longest treatments, with single-use files and sterilised tools every time.',
      uk: 'Коли нігті без покриття, а графік щільний, експрес-манікюр із гель-лаком — саме те, що потрібно. Він зосереджений на найважливішому для охайного й стійкого результату: точній формі, чистій кутикулі та майстерно нанесеному гелю.\n\nНаша команда в Челсі дотримується тих самих бездоганних стандартів гігієни під час експрес-послуг, що й під час найтриваліших процедур: щоразу одноразові пилочки та стерилізовані інструменти.',
    },
    durationMinutes: 45,
    priceFrom: 42,
    gender: 'female',
    order: 4,
  },
  {
    slug: 'express-manicure-nail-shaping',
    category: 'female/nails/manicure-nails',
    title: { en: 'Express Manicure (File & Shape)', uk: 'Експрес-манікюр (форма нігтів)' },
    description: {
      en: 'A quick file and shape with a gentle cuticle push-back and a nourishing oil. No polish, just neat, even nails.',
      uk: 'Швидке підпилювання й надання форми, делікатне відсування кутикули та живильна олія. Без покриття — просто охайні, рівні нігті.',
    },
    seoText: {
      en: 'Sometimes all you need is tidy nails. This express service at our Chelsea salon shapes the nails to your preferred length and profile, smooths the edges and conditions the cuticles in around half an hour.\n\nIt is a popular choice between polish appointments, for clients who prefer natural nails and for anyone who wants well-kept hands before an important meeting.',
      uk: 'Іноді потрібні просто охайні нігті. Ця експрес-послуга в нашому салоні в Челсі надає нігтям бажаної довжини й форми, згладжує краї та доглядає за кутикулою приблизно за пів години.\n\nЇї часто обирають між візитами на покриття, а також ті, хто надає перевагу натуральним нігтям, і всі, хто хоче мати доглянуті руки перед важливою зустріччю.',
    },
    durationMinutes: 30,
    priceFrom: 25,
    gender: 'female',
    order: 5,
  },
  {
    slug: 'express-polish-manicure',
    category: 'female/nails/manicure-nails',
    title: { en: 'Express Manicure with Polish', uk: 'Експрес-манікюр із покриттям лаком' },
    description: {
      en: 'Nail shaping, a light cuticle tidy and a classic polish in your choice of shade. Quick, fresh and perfect for a colour change.',
      uk: 'Форма нігтів, легка обробка кутикули та покриття звичайним лаком обраного відтінку. Швидко, свіжо й ідеально для зміни кольору.',
    },
    seoText: {
      en: 'If you prefer regular polish or like to change colour every week, the express polish manicure keeps things simple. Our technicians shape, tidy and apply a base, two coats of premium colour and a glossy top coat, then give the polish time to set before you leave.\n\nIt is a favourite quick treat for clients who live and work around Chelsea.',
      uk: 'Якщо вам подобається звичайний лак або ви любите змінювати колір щотижня, експрес-манікюр із покриттям лаком — простий вибір. Майстри надають форму, обробляють кутикулу й наносять базу, два шари преміального кольору та глянцевий топ, а потім дають лаку висохнути, перш ніж ви підете.\n\nЦе улюблене швидке задоволення клієнток, які живуть і працюють у Челсі.',
    },
    durationMinutes: 45,
    priceFrom: 32,
    gender: 'female',
    order: 6,
  },
  {
    slug: 'classic-manicure-no-polish',
    category: 'female/nails/manicure-nails',
    title: { en: 'Classic Manicure (No Polish)', uk: 'Класичний манікюр без покриття' },
    description: {
      en: 'The full classic routine without colour: warm soak, cuticle care, shaping, buffing and a relaxing hand massage with rich cream. Nails are left naturally healthy and glossy.',
      uk: 'Повний класичний ритуал без кольору: тепла ванночка, догляд за кутикулою, форма, полірування та розслабливий масаж рук із насиченим кремом. Нігті виглядають природно здоровими й блискучими.',
    },
    seoText: {
      en: 'A classic manicure without polish is perfect for giving nails a rest between gel sets, or for anyone who simply prefers a natural finish. Buffing brings up a soft shine, and the hand massage leaves the skin supple.\n\nLike every service at our Chelsea nail bar, it is carried out with sterilised instruments and premium products by technicians with years of trusted expertise.',
      uk: 'Класичний манікюр без покриття ідеально підходить, щоб дати нігтям відпочити між гелевими покриттями, або для тих, хто просто любить природний вигляд. Полірування надає м’якого блиску, а масаж робить шкіру рук еластичною.\n\nЯк і кожну послугу в нашому нейл-барі в Челсі, його виконують стерилізованими інструментами з преміальними засобами майстри з багаторічним досвідом, яким довіряють.',
    },
    durationMinutes: 45,
    priceFrom: 35,
    gender: 'female',
    order: 7,
  },
  {
    slug: 'classic-polish-manicure',
    category: 'female/nails/manicure-nails',
    title: { en: 'Classic Manicure with Polish', uk: 'Класичний манікюр із покриттям лаком' },
    description: {
      en: 'Soak, cuticle care, shaping and a hand massage, finished with a classic polish in your chosen shade. Easy to remove at home, so ideal if you like to change colour often.',
      uk: 'Ванночка, догляд за кутикулою, форма й масаж рук, а на завершення — покриття звичайним лаком обраного відтінку. Легко зняти вдома, тож ідеально, якщо ви часто змінюєте колір.',
    },
    seoText: {
      en: 'The classic polish manicure is timeless for a reason. It combines a proper hand treatment with beautifully applied colour, leaving nails neat and hands soft.\n\nAt Parlour in Chelsea we use premium, long-wearing polishes and a quick-dry top coat, and our technicians will advise on shades that flatter your skin tone.',
      uk: 'Класичний манікюр із покриттям лаком недарма вважають позачасовим. Він поєднує повноцінний догляд за руками з бездоганно нанесеним кольором: нігті охайні, а шкіра рук — м’яка.\n\nУ Parlour у Челсі ми використовуємо стійкі преміальні лаки й швидковисихальний топ, а майстри порадять відтінки, що пасують саме вашому тону шкіри.',
    },
    durationMinutes: 60,
    priceFrom: 42,
    gender: 'female',
    order: 8,
  },

  // ── Women / Nails / Nail Extensions ─────────────────────────────────────────
  {
    slug: 'full-set-gel-extensions',
    category: 'female/nails/extensions',
    title: { en: 'Full Set Gel Extensions', uk: 'Нарощування нігтів гелем (повний комплект)' },
    description: {
      en: 'A full set of sculpted gel extensions on forms or tips, shaped to your chosen length and finished with gel polish. The price depends on the length you would like.',
      uk: 'Повний комплект нігтів, змодельованих гелем на формах або типсах, потрібної довжини та форми, з покриттям гель-лаком. Ціна залежить від бажаної довжини.',
    },
    seoText: {
      en: 'A full set of gel extensions gives you strong, elegant nails from the first appointment. Our Chelsea technicians build each nail with a correct apex for strength, keep the profile slim so it looks natural, and match the shape to your fingers.\n\nWe use premium, low-odour gels that cure flexibly and resist lifting, and we will talk you through aftercare so your set looks immaculate until your first infill.',
      uk: 'Повний комплект гелевого нарощування дає міцні, елегантні нігті вже після першого візиту. Наші майстри в Челсі вибудовують кожен ніготь із правильною архітектурою для міцності, зберігають тонкий профіль, щоб усе виглядало природно, і підбирають форму під ваші пальці.\n\nМи використовуємо преміальні гелі майже без запаху, які після полімеризації залишаються еластичними й не відшаровуються, а також розповідаємо про догляд, щоб нігті виглядали бездоганно до першої корекції.',
    },
    durationMinutes: 120,
    priceFrom: 85,
    priceTo: 110,
    params: [
      param('Short', 'Коротка довжина', [85, 120]),
      param('Medium', 'Середня довжина', [95, 135]),
      param('Long', 'Довгі нігті', [110, 150]),
    ],
    gender: 'female',
    additional: ['female/nails/polish-and-design/simple-nail-art-french', 'female/nails/polish-and-design/elaborate-nail-art'],
    order: 1,
  },
  {
    slug: 'one-nail-repeimenin',
    category: 'female/nails/extensions',
    title: { en: 'One Nail Re-extension', uk: 'Повторне нарощування одного нігтя' },
    description: {
      en: 'Rebuilding a single extension that has broken or come off, matched to the rest of your set in length, shape and colour. A quick fix that keeps your set complete until your next infill.',
      uk: 'Відновлення одного нарощеного нігтя, що зламався або відпав, з точним збігом із рештою за довжиною, формою та кольором. Швидке рішення, щоб комплект залишався цілим до наступної корекції.',
    },
    seoText: {
      en: 'Even the strongest extensions can meet a car door or a suitcase handle. If you lose a nail between appointments, our Chelsea technicians can re-extend it individually so your set looks whole again.\n\nWe prepare the natural nail carefully to avoid further damage and blend the new extension seamlessly, using the same premium gel as your full set.',
      uk: 'Навіть найміцніші нарощені нігті можуть не витримати зустрічі з дверцятами авто чи ручкою валізи. Якщо ви втратили ніготь між візитами, наші майстри в Челсі наростять його окремо, і комплект знову виглядатиме цілісним.\n\nМи ретельно готуємо натуральний ніготь, щоб не травмувати його ще більше, і непомітно вписуємо нове нарощування, використовуючи той самий преміальний гель, що й для повного комплекту.',
    },
    durationMinutes: 30,
    priceFrom: 12,
    gender: 'female',
    order: 2,
  },
  {
    slug: 'gel-extensions-infill',
    category: 'female/nails/extensions',
    title: { en: 'Gel Extensions Infill', uk: 'Корекція нарощених нігтів' },
    description: {
      en: 'The regrowth is filled, the nails are rebalanced and reshaped, and fresh gel polish is applied. Recommended every three weeks to keep extensions strong and natural-looking.',
      uk: 'Заповнюємо відрослу ділянку, відновлюємо архітектуру й форму нігтів і наносимо свіже покриття гель-лаком. Рекомендуємо кожні три тижні, щоб нарощування залишалося міцним і природним на вигляд.',
    },
    seoText: {
      en: 'As your natural nails grow, the balance point of an extension moves forward and the risk of breakage rises. A regular infill at our Chelsea salon restores the correct structure and gives you a fresh colour at the same time.\n\nIf it has been more than three weeks, choose the longer option so your technician has time to rebalance each nail properly.',
      uk: 'Коли натуральні нігті відростають, точка балансу нарощування зміщується вперед, і ризик зламу зростає. Регулярна корекція в нашому салоні в Челсі відновлює правильну архітектуру й водночас дарує свіже покриття.\n\nЯкщо минуло понад три тижні, оберіть довший варіант, щоб майстер мав час правильно відновити кожен ніготь.',
    },
    durationMinutes: 90,
    priceFrom: 65,
    priceTo: 75,
    params: [
      param('Within 3 weeks', 'До 3 тижнів', [65, 90]),
      param('After 3 weeks', 'Понад 3 тижні', [75, 105]),
    ],
    gender: 'female',
    order: 3,
  },
  {
    slug: 'one-nail-repair',
    category: 'female/nails/extensions',
    title: { en: 'One Nail Repair', uk: 'Ремонт одного нігтя' },
    description: {
      en: 'A quick repair for a cracked, chipped or lifting nail, natural or extended. The damaged area is reinforced with gel and the colour is touched up to match.',
      uk: 'Швидкий ремонт тріснутого, сколотого чи відшарованого нігтя — натурального або нарощеного. Пошкоджену ділянку зміцнюємо гелем і підфарбовуємо в тон решти нігтів.',
    },
    seoText: {
      en: 'A single split nail can spoil an otherwise perfect manicure. Rather than redoing the whole set, our technicians in Chelsea reinforce the damaged nail so it is strong and smooth again, then blend in the colour.\n\nRepairs are quick enough to fit into a lunch break, and the same strict hygiene applies as for any full service.',
      uk: 'Один тріснутий ніготь може зіпсувати навіть ідеальний манікюр. Замість того щоб переробляти всі нігті, наші майстри в Челсі зміцнюють пошкоджений ніготь, щоб він знову став міцним і рівним, а потім вирівнюють колір.\n\nРемонт настільки швидкий, що вміщується в обідню перерву, а гігієнічні стандарти тут ті самі, що й для будь-якої повної послуги.',
    },
    durationMinutes: 15,
    priceFrom: 8,
    gender: 'female',
    order: 4,
  },
  {
    slug: 'nail-extension-removal',
    category: 'female/nails/extensions',
    title: { en: 'Nail Extension Removal', uk: 'Зняття нарощених нігтів' },
    description: {
      en: 'Safe, gentle removal of gel extensions by filing and soaking, without levering or peeling. Finished with a shape, a buff and nourishing cuticle oil.',
      uk: 'Безпечне, делікатне зняття гелевого нарощування підпилюванням і розм’якшенням — без піддівання й відривання. Завершуємо формою, поліруванням і живильною олією для кутикули.',
    },
    seoText: {
      en: 'How extensions are removed matters as much as how they are applied. Peeling or prising them off can take layers of natural nail with them, so at our Chelsea salon we file the product down carefully and finish with a gentle soak.\n\nIf your nails feel thin afterwards, we recommend a strengthening treatment or BIAB while they recover.',
      uk: 'Те, як знімають нарощування, важить не менше, ніж те, як його наносять. Якщо відривати чи піддівати матеріал, він може забрати з собою шари натурального нігтя, тож у нашому салоні в Челсі ми обережно спилюємо гель і завершуємо делікатною ванночкою.\n\nЯкщо після цього нігті здаються тонкими, радимо зміцнювальне покриття або BIAB на час відновлення.',
    },
    durationMinutes: 30,
    priceFrom: 25,
    gender: 'female',
    additional: ['female/nails/polish-and-design/biab', 'female/nails/polish-and-design/nail-care-application'],
    order: 5,
  },

  // ── Women / Nails / Pedicure ────────────────────────────────────────────────
  {
    slug: 'classic-gel-pedicure-with-take-off',
    category: 'female/nails/pedicure',
    title: { en: 'Classic Gel Pedicure with Removal', uk: 'Класичний педикюр із гель-лаком і зняттям' },
    description: {
      en: 'Removal of old gel, then a full classic pedicure with foot soak, cuticle care, hard skin removal, massage and a long-lasting gel finish. The colour stays perfect for four weeks or more.',
      uk: 'Зняття старого гель-лаку, а потім повний класичний педикюр: ванночка для ніг, догляд за кутикулою, видалення огрубілої шкіри, масаж і стійке покриття гель-лаком. Колір залишається бездоганним чотири тижні й довше.',
    },
    seoText: {
      en: 'Gel on toes lasts even longer than on fingers, which makes this our most complete pedicure for regular clients. Old colour is removed safely, feet are soaked and smoothed, and a relaxing massage with rich cream comes before your new shade.\n\nOur Chelsea pedicure stations are disinfected between every guest, and if you book this with a gel manicure, two technicians can work side by side so both are done in one visit.',
      uk: 'Гель-лак на нігтях ніг тримається навіть довше, ніж на руках, тому це наш найповніший педикюр для постійних клієнток. Старе покриття безпечно знімаємо, стопи розпарюємо й розгладжуємо, а перед новим кольором робимо розслабливий масаж із насиченим кремом.\n\nПедикюрні місця в нашому салоні в Челсі дезінфікуємо після кожної гості, а якщо записатися разом із манікюром із гель-лаком, двоє майстрів працюватимуть одночасно, і все буде зроблено за один візит.',
    },
    durationMinutes: 90,
    priceFrom: 70,
    gender: 'female',
    additional: ['female/nails/manicure-nails/classic-gel-manicure-with-take-off'],
    order: 1,
  },
  {
    slug: 'classic-polish-pedicure',
    category: 'female/nails/pedicure',
    title: { en: 'Classic Pedicure with Polish', uk: 'Класичний педикюр із покриттям лаком' },
    description: {
      en: 'A full classic pedicure with soak, cuticle care, hard skin removal and foot massage, finished with a classic polish in your choice of shade. Ideal if you like to change colour often or prefer to remove polish at home.',
      uk: 'Повний класичний педикюр із ванночкою, доглядом за кутикулою, видаленням огрубілої шкіри та масажем стоп, завершений покриттям звичайним лаком обраного відтінку. Ідеально, якщо ви часто змінюєте колір або любите знімати лак удома.',
    },
    seoText: {
      en: 'Our classic polish pedicure is the traditional way to look after your feet: thorough, relaxing and beautifully finished. Technicians use a foot file and a gentle exfoliant to smooth the heels, then massage the feet and lower legs before painting.\n\nSettle into one of our comfortable chairs in Chelsea and let premium products and unhurried care do their work.',
      uk: 'Наш класичний педикюр із покриттям лаком — традиційний спосіб доглянути стопи: ретельно, розслабливо й із гарним завершенням. Майстри згладжують п’яти пилкою для стоп і делікатним скрабом, а потім масажують стопи та гомілки перед нанесенням лаку.\n\nВлаштовуйтеся в одному з наших зручних крісел у Челсі й довіртеся преміальним засобам та неквапливому догляду.',
    },
    durationMinutes: 75,
    priceFrom: 58,
    gender: 'female',
    order: 2,
  },
  {
    slug: 'express-gel-polish-pedicure-with-take-off',
    category: 'female/nails/pedicure',
    title: { en: 'Express Gel Pedicure with Removal', uk: 'Експрес-педикюр із гель-лаком і зняттям' },
    description: {
      en: 'Old gel removed, toenails shaped and cuticles tidied, then a fresh gel polish. A quick colour refresh without the soak and hard skin work.',
      uk: 'Знімаємо старий гель-лак, надаємо нігтям форму, обробляємо кутикулу й наносимо свіже покриття гель-лаком. Швидке оновлення кольору без ванночки й обробки стоп.',
    },
    seoText: {
      en: 'When your feet are in good shape and only the colour needs changing, the express gel pedicure with removal is the efficient choice. Our technicians remove old gel without damaging the nail, tidy and shape, then apply a flawless, long-wearing finish.\n\nIt is a favourite with Chelsea clients heading off on holiday at short notice.',
      uk: 'Коли стопи в гарному стані й потрібно лише змінити колір, експрес-педикюр зі зняттям гель-лаку — найраціональніший вибір. Майстри знімають старий гель, не травмуючи ніготь, обробляють і надають форму, а потім наносять бездоганне стійке покриття.\n\nЦе улюблена послуга клієнток із Челсі, які раптово вирушають у відпустку.',
    },
    durationMinutes: 60,
    priceFrom: 55,
    gender: 'female',
    order: 3,
  },
  {
    slug: 'express-gel-polish-pedicure',
    category: 'female/nails/pedicure',
    title: { en: 'Express Gel Pedicure', uk: 'Експрес-педикюр із гель-лаком' },
    description: {
      en: 'Shaping, a quick cuticle tidy and gel polish on bare toenails. Weeks of glossy colour in under an hour.',
      uk: 'Форма, швидка обробка кутикули та гель-лак на нігтях без попереднього покриття. Тижні блискучого кольору менш ніж за годину.',
    },
    seoText: {
      en: 'Perfect for sandal season, the express gel pedicure gives you chip-free toes that last through beach holidays and city summers alike. Our technicians focus on precise shaping and neat application for a clean finish.\n\nAs with every treatment at our Chelsea salon, tools are sterilised and files are single-use, so you can book with complete confidence.',
      uk: 'Ідеальний для сезону сандалій, експрес-педикюр із гель-лаком дарує покриття без сколів, яке витримає і пляжну відпустку, і міське літо. Майстри приділяють особливу увагу точній формі та акуратному нанесенню для чистого результату.\n\nЯк і під час кожної процедури в нашому салоні в Челсі, інструменти стерилізовані, а пилочки одноразові, тож записуйтеся з повною впевненістю.',
    },
    durationMinutes: 45,
    priceFrom: 48,
    gender: 'female',
    order: 4,
  },
  {
    slug: 'express-polish-pedicure',
    category: 'female/nails/pedicure',
    title: { en: 'Express Pedicure with Polish', uk: 'Експрес-педикюр із покриттям лаком' },
    description: {
      en: 'Toenails shaped, cuticles tidied and finished with a classic polish. Quick, neat and easy to change at home.',
      uk: 'Нігтям надаємо форму, обробляємо кутикулу й покриваємо звичайним лаком. Швидко, охайно й легко змінити вдома.',
    },
    seoText: {
      en: 'Our express polish pedicure is the simplest way to make feet sandal-ready. In around forty-five minutes our Chelsea technicians shape and tidy your toenails and apply a premium polish with a glossy top coat.\n\nWe leave time for the polish to set and can provide disposable slippers if you have come in closed shoes.',
      uk: 'Наш експрес-педикюр із покриттям лаком — найпростіший спосіб підготувати стопи до сандалій. Приблизно за сорок п’ять хвилин майстри в Челсі надають нігтям форму, обробляють кутикулу та наносять преміальний лак із глянцевим топом.\n\nМи залишаємо час, щоб лак висох, і можемо дати одноразові капці, якщо ви прийшли в закритому взутті.',
    },
    durationMinutes: 45,
    priceFrom: 40,
    gender: 'female',
    order: 5,
  },
  {
    slug: 'classic-pedicure-no-polish',
    category: 'female/nails/pedicure',
    title: { en: 'Classic Pedicure (No Polish)', uk: 'Класичний педикюр без покриття' },
    description: {
      en: 'A thorough foot treatment with soak, cuticle care, shaping, hard skin removal and massage, finished with a buff instead of colour. Feet are left soft, smooth and naturally neat.',
      uk: 'Ретельний догляд за стопами: ванночка, обробка кутикули, форма, видалення огрубілої шкіри й масаж, а замість кольору — полірування. Стопи стають м’якими, гладкими й природно доглянутими.',
    },
    seoText: {
      en: 'Not every pedicure needs polish. This classic treatment is about the health and comfort of your feet: ideal in winter, for runners and for anyone giving their toenails a break from gel.\n\nOur Chelsea technicians treat dry heels and calluses gently but effectively, and finish with a rich cream and a relaxing massage.',
      uk: 'Не кожен педикюр потребує покриття. Цей класичний догляд — про здоров’я та комфорт стоп: ідеально взимку, для тих, хто бігає, і для всіх, хто дає нігтям відпочити від гель-лаку.\n\nНаші майстри в Челсі делікатно, але ефективно працюють із сухими п’ятами та натоптишами й завершують насиченим кремом і розслабливим масажем.',
    },
    durationMinutes: 60,
    priceFrom: 50,
    gender: 'female',
    order: 6,
  },
  {
    slug: 'classic-gel-polish-pedicure',
    category: 'female/nails/pedicure',
    title: { en: 'Classic Gel Pedicure', uk: 'Класичний педикюр із гель-лаком' },
    description: {
      en: 'A full classic pedicure with soak, hard skin removal and massage, finished with gel polish on bare toenails. Long-lasting colour and beautifully cared-for feet.',
      uk: 'Повний класичний педикюр із ванночкою, видаленням огрубілої шкіри та масажем, завершений покриттям гель-лаком на нігтях без попереднього покриття. Стійкий колір і бездоганно доглянуті стопи.',
    },
    seoText: {
      en: 'This is the pedicure to book when you want both the full treatment and colour that lasts. Expect a relaxing soak, careful cuticle and callus work, a massage with premium cream and a gel finish that stays glossy for weeks.\n\nOur technicians in the heart of Chelsea have years of trusted expertise, and every station is cleaned and disinfected between clients.',
      uk: 'Це педикюр для тих, хто хоче і повноцінного догляду, і стійкого кольору. На вас чекають розслаблива ванночка, ретельна обробка кутикули та натоптишів, масаж із преміальним кремом і гелеве покриття, що тижнями зберігає блиск.\n\nНаші майстри в самому серці Челсі мають багаторічний досвід, якому довіряють клієнти, а кожне робоче місце прибираємо й дезінфікуємо після кожної гості.',
    },
    durationMinutes: 75,
    priceFrom: 64,
    gender: 'female',
    order: 7,
  },
  {
    slug: 'express-pedicure-nail-shape',
    category: 'female/nails/pedicure',
    title: { en: 'Express Pedicure (File & Shape)', uk: 'Експрес-педикюр (форма нігтів)' },
    description: {
      en: 'Toenails trimmed and shaped, cuticles gently pushed back and a nourishing oil applied. No polish and no soak, just neat, comfortable feet.',
      uk: 'Підстригаємо нігті на ногах і надаємо їм форми, делікатно відсуваємо кутикулу й наносимо живильну олію. Без покриття й без ванночки — лише охайні, доглянуті стопи.',
    },
    seoText: {
      en: 'A quick toenail trim and shape can make everyday shoes more comfortable and keeps nails healthy between fuller treatments. Our Chelsea technicians work carefully to prevent ingrowing edges and leave a clean, natural finish.\n\nBook it on its own in half an hour, or add it to a manicure for a seamless visit.',
      uk: 'Швидке підстригання й надання форми нігтям на ногах робить повсякденне взуття зручнішим і підтримує здоров’я нігтів між повноцінними процедурами. Наші майстри в Челсі працюють уважно, щоб запобігти вростанню країв, і залишають чистий природний результат.\n\nЗапишіться окремо на пів години або додайте до манікюру, щоб усе зробити за один візит.',
    },
    durationMinutes: 30,
    priceFrom: 30,
    gender: 'female',
    order: 8,
  },

  // ── Women / Nails / Hand Spa Treatments ─────────────────────────────────────
  {
    slug: 'luxury-spa',
    category: 'female/nails/hand-spa-treatment',
    title: { en: 'Luxury Hand Spa', uk: 'Розкішний SPA-догляд для рук' },
    description: {
      en: 'Our most indulgent hand ritual: exfoliation, a hydrating mask, a warm paraffin wrap and an extended hand and forearm massage. Leaves the skin visibly softer and deeply nourished.',
      uk: 'Наш найрозкішніший ритуал для рук: пілінг, зволожувальна маска, тепле парафінове обгортання та тривалий масаж кистей і передпліч. Шкіра стає помітно м’якшою та глибоко живленою.',
    },
    seoText: {
      en: 'The luxury hand spa is the treat our Chelsea clients book for themselves after a long week, or as a gift for someone who never stops. Warm paraffin helps the mask penetrate and eases stiff joints, while the massage releases tension built up at the keyboard.\n\nAdd it to any manicure for a truly indulgent appointment, with premium products and impeccable hygiene throughout.',
      uk: 'Розкішний SPA-догляд для рук — те, чим наші клієнтки в Челсі балують себе після довгого тижня або що дарують тим, хто ніколи не зупиняється. Теплий парафін допомагає масці проникнути глибше й полегшує скутість суглобів, а масаж знімає напругу після роботи за клавіатурою.\n\nДодайте його до будь-якого манікюру, щоб візит став справжнім задоволенням, — із преміальними засобами та бездоганною гігієною.',
    },
    durationMinutes: 45,
    priceFrom: 45,
    gender: 'female',
    order: 1,
  },
  {
    slug: 'spa-treatment',
    category: 'female/nails/hand-spa-treatment',
    title: { en: 'Hand Spa Treatment', uk: 'SPA-догляд для рук' },
    description: {
      en: 'A refreshing hand treatment with a gentle scrub, a nourishing mask and a short massage. A quick way to restore soft, smooth skin.',
      uk: 'Освіжальний догляд для рук із делікатним скрабом, живильною маскою та коротким масажем. Швидкий спосіб повернути шкірі м’якість і гладкість.',
    },
    seoText: {
      en: 'Dry hands are one of the first things people notice, especially in the colder months. This half-hour spa treatment at our Chelsea salon exfoliates, hydrates and softens, and is the easiest upgrade to a manicure.\n\nWe use premium, lightly scented products suitable for most skin types, and can adapt the treatment for sensitive skin.',
      uk: 'Сухі руки — одне з перших, що помічають інші, особливо в холодні місяці. Цей півгодинний SPA-догляд у нашому салоні в Челсі відлущує, зволожує та пом’якшує шкіру — і це найпростіший спосіб доповнити манікюр.\n\nМи використовуємо преміальні засоби з легким ароматом, що підходять більшості типів шкіри, і можемо адаптувати догляд для чутливої шкіри.',
    },
    durationMinutes: 30,
    priceFrom: 28,
    gender: 'female',
    order: 2,
  },

  // ── Women / Nails / Polish & Nail Art ───────────────────────────────────────
  {
    slug: 'add-long-nails',
    category: 'female/nails/polish-and-design',
    title: { en: 'Long Nails Supplement', uk: 'Доплата за довгі нігті' },
    description: {
      en: 'An add-on for nails longer than the fingertip, covering the extra time and product needed for shaping and polishing. Added to your manicure or extension service.',
      uk: 'Доповнення для нігтів, довших за кінчик пальця, що враховує додатковий час і матеріал на форму та покриття. Додається до манікюру чи нарощування.',
    },
    seoText: {
      en: 'Long nails need a little more of everything: more careful filing, more product and more time to apply colour evenly to the free edge. This supplement makes sure your technician can give them that attention without rushing.\n\nOur Chelsea nail artists are experienced with every length and shape, from long almond to coffin.',
      uk: 'Довгі нігті потребують трохи більше всього: ретельнішого підпилювання, більше матеріалу й більше часу, щоб рівномірно покрити вільний край. Ця доплата дає майстру змогу приділити їм належну увагу без поспіху.\n\nНаші нейл-майстри в Челсі мають досвід роботи з будь-якою довжиною та формою — від довгого мигдалю до «балерини».',
    },
    durationMinutes: 15,
    priceFrom: 8,
    gender: 'female',
    order: 1,
  },
  {
    slug: 'simple-nail-art-french',
    category: 'female/nails/polish-and-design',
    title: { en: 'Simple Nail Art: French', uk: 'Простий дизайн: френч' },
    description: {
      en: 'A crisp classic or micro French, in white or a colour of your choice, added to any polish or gel service. Clean, timeless and always elegant.',
      uk: 'Чіткий класичний або мікрофренч — білий чи будь-якого обраного кольору — як доповнення до покриття лаком або гель-лаком. Чисто, позачасово й завжди елегантно.',
    },
    seoText: {
      en: 'The French manicure never really goes out of style; it simply evolves. Today our Chelsea clients ask for fine micro tips, soft milky bases and coloured edges as often as the traditional white.\n\nOur nail artists paint each line freehand for a smooth, even curve, using premium gel or polish to match your base service.',
      uk: 'Френч ніколи по-справжньому не виходить із моди — він лише змінюється. Сьогодні наші клієнтки в Челсі так само часто просять тонкий мікрофренч, м’яку молочну основу чи кольорові кінчики, як і традиційний білий.\n\nНаші майстри малюють кожну лінію від руки, щоб вигин був плавним і рівним, використовуючи преміальний гель-лак чи лак відповідно до основної послуги.',
    },
    durationMinutes: 15,
    priceFrom: 12,
    gender: 'female',
    order: 2,
  },
  {
    slug: 'nail-polish-removal',
    category: 'female/nails/polish-and-design',
    title: { en: 'Polish Removal', uk: 'Зняття лаку' },
    description: {
      en: 'Removal of regular polish with a gentle, nourishing remover, followed by a quick tidy of the nail surface. Book it with a service that does not include removal.',
      uk: 'Зняття звичайного лаку делікатним живильним засобом, після чого — швидке очищення поверхні нігтя. Записуйтеся разом із послугою, що не включає зняття.',
    },
    seoText: {
      en: 'If you arrive wearing regular polish, this quick add-on clears the nail so your new colour or treatment can go on properly. We use an acetone-free, conditioning remover to avoid drying out the nails.\n\nIt takes just a few minutes at our Chelsea nail bar and keeps your appointment running on time.',
      uk: 'Якщо ви прийшли зі звичайним лаком, це швидке доповнення очистить нігті, щоб новий колір чи догляд ліг правильно. Ми використовуємо засіб без ацетону з доглядовими компонентами, щоб не пересушувати нігті.\n\nУ нашому нейл-барі в Челсі це займає лише кілька хвилин і допомагає дотриматися часу вашого запису.',
    },
    durationMinutes: 15,
    priceFrom: 8,
    gender: 'female',
    order: 3,
  },
  {
    slug: 'gel-polish-application',
    category: 'female/nails/polish-and-design',
    title: { en: 'Gel Polish Application', uk: 'Покриття гель-лаком' },
    description: {
      en: 'Nail preparation and a long-wearing gel polish application, without the full manicure. Ideal if your cuticles are already in good shape.',
      uk: 'Підготовка нігтів і нанесення стійкого гель-лаку без повного манікюру. Ідеально, якщо кутикула вже в гарному стані.',
    },
    seoText: {
      en: 'Gel polish application is a streamlined service for clients who keep their cuticles in check and simply want flawless, chip-resistant colour. Our technicians buff and dehydrate the nail plate for perfect adhesion and apply thin, even coats that cure to a high shine.\n\nChoose from a carefully curated palette of premium shades at our Chelsea salon.',
      uk: 'Покриття гель-лаком — спрощена послуга для клієнток, які самі доглядають за кутикулою і хочуть просто бездоганного стійкого кольору. Майстри полірують і знежирюють нігтьову пластину для ідеального зчеплення та наносять тонкі рівні шари, що після полімеризації мають дзеркальний блиск.\n\nОбирайте з ретельно дібраної палітри преміальних відтінків у нашому салоні в Челсі.',
    },
    durationMinutes: 45,
    priceFrom: 35,
    gender: 'female',
    order: 4,
  },
  {
    slug: 'nail-polish-application',
    category: 'female/nails/polish-and-design',
    title: { en: 'Polish Application', uk: 'Покриття лаком' },
    description: {
      en: 'A neat application of base coat, two coats of regular colour and a glossy top coat. A quick colour refresh for natural nails.',
      uk: 'Акуратне нанесення бази, двох шарів звичайного кольорового лаку та глянцевого топу. Швидке оновлення кольору для натуральних нігтів.',
    },
    seoText: {
      en: 'Sometimes you just want a new colour. Polish application at our Chelsea nail bar is a fast, precise service, with clean lines at the cuticle and sealed edges for longer wear.\n\nWe stock premium polishes in seasonal and classic shades, and a quick-dry top coat means you will not be waiting long.',
      uk: 'Іноді хочеться просто нового кольору. Покриття лаком у нашому нейл-барі в Челсі — швидка й точна послуга з чіткою лінією біля кутикули та запечатаними краями, щоб лак довше тримався.\n\nУ нас є преміальні лаки сезонних і класичних відтінків, а швидковисихальний топ означає, що чекати довго не доведеться.',
    },
    durationMinutes: 15,
    priceFrom: 18,
    gender: 'female',
    order: 5,
  },
  {
    slug: 'nail-care-application',
    category: 'female/nails/polish-and-design',
    title: { en: 'Nail Treatment Application', uk: 'Нанесення лікувального покриття' },
    description: {
      en: 'A strengthening or nourishing treatment coat applied in place of colour, chosen for nails that are weak, peeling or recovering from gel. Leaves a natural, healthy shine.',
      uk: 'Зміцнювальне або живильне покриття замість кольору, підібране для слабких, шаруватих нігтів чи нігтів, що відновлюються після гель-лаку. Дає природний здоровий блиск.',
    },
    seoText: {
      en: 'Nails sometimes need care more than colour. Our technicians assess the condition of your nails and choose a treatment coat to strengthen, hydrate or smooth ridges, applying it as the final step of your appointment.\n\nIt is a simple add-on at our Chelsea salon, often recommended after extension or gel removal.',
      uk: 'Іноді нігтям потрібен догляд більше, ніж колір. Наші майстри оцінюють стан нігтів і підбирають лікувальне покриття, яке зміцнить, зволожить чи вирівняє нерівності, — його наносять на завершення візиту.\n\nЦе просте доповнення в нашому салоні в Челсі, яке ми часто радимо після зняття нарощування чи гель-лаку.',
    },
    durationMinutes: 15,
    priceFrom: 12,
    gender: 'female',
    order: 6,
  },
  {
    slug: 'simple-nail-art',
    category: 'female/nails/polish-and-design',
    title: { en: 'Simple Nail Art', uk: 'Простий дизайн нігтів' },
    description: {
      en: 'Dots, lines, negative space, a touch of chrome or a few foil accents, added on top of your polish or gel. Priced per nail or for a full set.',
      uk: 'Крапки, лінії, негативний простір, трохи хрому чи кілька акцентів із фольги поверх лаку або гель-лаку. Ціна — за один ніготь або за всі нігті.',
    },
    seoText: {
      en: 'Simple nail art is the easiest way to personalise a manicure. Our Chelsea nail artists can add an accent to one or two nails or a subtle pattern across the whole set, keeping the look minimal and wearable.\n\nBring a picture for inspiration or ask for ideas; we keep a close eye on what is coming out of London and beyond.',
      uk: 'Простий дизайн — найлегший спосіб зробити манікюр особливим. Наші нейл-майстри в Челсі можуть додати акцент на один-два нігті або делікатний малюнок на всіх нігтях, зберігаючи образ мінімалістичним і доречним щодня.\n\nПринесіть фото для натхнення або попросіть ідей — ми уважно стежимо за тим, що з’являється в Лондоні та світі.',
    },
    durationMinutes: 15,
    priceFrom: 5,
    priceTo: 25,
    params: perNailOrFullSet([5, 15], [25, 30]),
    gender: 'female',
    order: 7,
  },
  {
    slug: 'biab',
    category: 'female/nails/polish-and-design',
    title: { en: 'BIAB', uk: 'Зміцнення нігтів BIAB' },
    description: {
      en: 'Builder in a Bottle, a soft builder gel that strengthens natural nails and helps them grow, applied as a sheer or coloured overlay. Choose a new set or an infill of your existing BIAB.',
      uk: 'Builder in a Bottle — м’який моделювальний гель, що зміцнює натуральні нігті й допомагає їм відростати; наноситься як прозоре або кольорове покриття. Оберіть нове нанесення або корекцію наявного BIAB.',
    },
    seoText: {
      en: 'BIAB has become one of the most requested treatments in London for clients who want strong, natural-looking nails without extensions. The builder gel adds just enough structure to stop bending and breaking, while staying flexible and comfortable.\n\nAt our Chelsea salon we infill rather than remove at each visit, so the natural nail is protected and grows out healthy.',
      uk: 'BIAB став однією з найзатребуваніших процедур у Лондоні серед тих, хто хоче міцні, природні на вигляд нігті без нарощування. Моделювальний гель додає рівно стільки структури, щоб нігті не гнулися й не ламалися, залишаючись еластичними та зручними.\n\nУ нашому салоні в Челсі ми щоразу робимо корекцію, а не повне зняття, тож натуральний ніготь захищений і відростає здоровим.',
    },
    durationMinutes: 60,
    priceFrom: 50,
    priceTo: 58,
    params: [param('Infill', 'Корекція', [50, 60]), param('New set', 'Нове нанесення', [58, 75])],
    gender: 'female',
    additional: ['female/nails/polish-and-design/simple-nail-art'],
    order: 8,
  },
  {
    slug: 'elaborate-nail-art',
    category: 'female/nails/polish-and-design',
    title: { en: 'Elaborate Nail Art', uk: 'Складний дизайн нігтів' },
    description: {
      en: 'Detailed hand-painted designs, 3D elements, gems, ombré and mixed techniques for a statement set. Priced per nail or for a full set; please allow extra time.',
      uk: 'Детальний ручний розпис, 3D-елементи, камінці, омбре й поєднання технік для яскравого акцентного манікюру. Ціна — за один ніготь або за всі нігті; заплануйте додатковий час.',
    },
    seoText: {
      en: 'For weddings, festivals or simply because you love it, elaborate nail art turns your nails into something truly individual. Our most experienced artists in Chelsea work with fine brushes, gels and embellishments to recreate a reference or design something new with you.\n\nLet us know when booking so we can reserve enough time; intricate work is never rushed.',
      uk: 'Для весіль, фестивалів чи просто тому, що ви це любите, складний дизайн перетворює нігті на щось справді індивідуальне. Наші найдосвідченіші майстри в Челсі працюють тонкими пензликами, гелями й декором, щоб відтворити референс або разом із вами створити щось нове.\n\nПовідомте нас під час запису, щоб ми зарезервували достатньо часу: над складною роботою ми ніколи не поспішаємо.',
    },
    durationMinutes: 15,
    priceFrom: 10,
    priceTo: 45,
    params: perNailOrFullSet([10, 15], [45, 60]),
    gender: 'female',
    order: 9,
  },
  {
    slug: 'gel-removal',
    category: 'female/nails/polish-and-design',
    title: { en: 'Gel Removal', uk: 'Зняття гель-лаку' },
    description: {
      en: 'Safe removal of gel polish by gentle filing and soaking, without scraping the nail. Finished with shaping and cuticle oil.',
      uk: 'Безпечне зняття гель-лаку делікатним підпилюванням і розм’якшенням — без зішкрібання з нігтя. Завершуємо формою та олією для кутикули.',
    },
    seoText: {
      en: 'Picking or peeling gel at home is one of the quickest ways to weaken natural nails. Our Chelsea technicians remove it properly, filing away the top layers and softening the rest so it lifts without force.\n\nBook removal on its own if you are giving your nails a break, or add a nail treatment to help them recover.',
      uk: 'Віддирати чи знімати гель-лак удома — один із найшвидших способів послабити натуральні нігті. Наші майстри в Челсі знімають його правильно: спилюють верхні шари й розм’якшують решту, щоб покриття відходило без зусиль.\n\nЗапишіться на зняття окремо, якщо хочете дати нігтям відпочити, або додайте лікувальне покриття, щоб допомогти їм відновитися.',
    },
    durationMinutes: 30,
    priceFrom: 15,
    gender: 'female',
    order: 10,
  },

  // ── Men / Beard ─────────────────────────────────────────────────────────────
  {
    slug: 'wet-shave',
    category: 'male/beard',
    title: { en: 'Hot Towel Wet Shave', uk: 'Гоління з гарячим рушником' },
    description: {
      en: 'A traditional straight-razor shave with hot towels, pre-shave oil and a rich lather, finished with a cool towel and a soothing balm. The closest, most relaxing shave there is.',
      uk: 'Класичне гоління небезпечною бритвою з гарячими рушниками, олією перед голінням і густою піною, завершене прохолодним рушником і заспокійливим бальзамом. Найчистіше й найрозслабливіше гоління, яке тільки можна уявити.',
    },
    seoText: {
      en: 'The hot towel shave is a ritual worth making time for. Warm towels soften the beard and open the pores, your stylist shaves with the grain and then across it for a close finish, and a cold towel and balm calm the skin.\n\nEvery client at our Chelsea salon gets a fresh blade, sterilised tools and freshly laundered towels. It is an excellent add-on to a haircut before a wedding or an important meeting in London.',
      uk: 'Гоління з гарячим рушником — ритуал, на який варто знайти час. Теплі рушники пом’якшують щетину й розкривають пори, майстер голить спершу за ростом волосся, а потім упоперек для ідеально гладкого результату, а холодний рушник і бальзам заспокоюють шкіру.\n\nКожен клієнт нашого салону в Челсі отримує нове лезо, стерилізовані інструменти та свіжовипрані рушники. Чудове доповнення до стрижки перед весіллям чи важливою зустріччю в Лондоні.',
    },
    durationMinutes: 45,
    priceFrom: 45,
    gender: 'male',
    additional: ['male/hair/mens-haircut-scissors'],
    order: 1,
  },
  {
    slug: 'beard-trim',
    category: 'male/beard',
    title: { en: 'Beard Trim & Shape', uk: 'Стрижка та оформлення бороди' },
    description: {
      en: 'Your beard trimmed to length, shaped along the cheeks and neckline and finished with a hot towel and beard oil. Suits everything from heavy stubble to a full beard.',
      uk: 'Підстригаємо бороду до потрібної довжини, оформлюємо лінії на щоках і шиї та завершуємо гарячим рушником і олією для бороди. Підходить для будь-якої бороди — від густої щетини до повноцінної.',
    },
    seoText: {
      en: 'A sharp beard line changes the whole shape of the face. Our stylists in the heart of Chelsea trim with clippers and scissors, then detail the edges with a razor for a clean, defined finish.\n\nWe will advise on the best length for your face shape and how to maintain it at home with premium oils and balms. Book it with a haircut for a seamless visit.',
      uk: 'Чітка лінія бороди змінює всю форму обличчя. Наші майстри в самому серці Челсі підстригають машинкою та ножицями, а потім деталізують краї бритвою для чистого, виразного результату.\n\nМи порадимо оптимальну довжину для форми вашого обличчя й розповімо, як доглядати за бородою вдома з преміальними оліями та бальзамами. Запишіться разом зі стрижкою, щоб усе зробити за один візит.',
    },
    durationMinutes: 30,
    priceFrom: 30,
    gender: 'male',
    order: 2,
  },

  // ── Men / Body Care ─────────────────────────────────────────────────────────
  {
    slug: 'massage',
    category: 'male/body-care',
    title: { en: 'Massage', uk: 'Масаж' },
    description: {
      en: 'A firm, restorative massage focusing on the back, neck and shoulders, or the full body in the longer session. Pressure is tailored to you, from relaxing to deep tissue.',
      uk: 'Відновлювальний масаж із відчутним тиском, зосереджений на спині, шиї та плечах, а під час довшого сеансу — на всьому тілі. Інтенсивність підбираємо індивідуально — від розслаблювальної до глибокотканинної.',
    },
    seoText: {
      en: 'Desk work, cycling across London and hard sessions at the gym all build up tension that does not go away by itself. Our therapists in Chelsea use deep-tissue and sports massage techniques to release tight muscles and improve mobility.\n\nThe treatment room is private and quiet, the oils are premium and can be unscented on request, and you can combine your massage with a haircut or pedicure in the same seamless visit.',
      uk: 'Сидяча робота, поїздки Лондоном на велосипеді й інтенсивні тренування в залі накопичують напругу, яка сама не минає. Наші терапевти в Челсі застосовують глибокотканинний і спортивний масаж, щоб розслабити м’язи та покращити рухливість.\n\nКабінет окремий і тихий, олії преміальні, за бажанням — без аромату, а масаж можна поєднати зі стрижкою чи педикюром за один зручний візит.',
    },
    durationMinutes: 60,
    priceFrom: 95,
    priceTo: 135,
    params: byMassageLength(95, 135),
    gender: 'male',
    order: 1,
  },

  // ── Men / Hair ──────────────────────────────────────────────────────────────
  {
    slug: 'mens-haircut-clippers',
    category: 'male/hair',
    title: { en: 'Men’s Haircut (Clippers)', uk: 'Чоловіча стрижка машинкою' },
    description: {
      en: 'A clipper cut, from a classic short back and sides to a skin fade, finished with scissor detailing, a wash and styling. The price depends on the level of your stylist.',
      uk: 'Стрижка машинкою — від класичної короткої стрижки з підстриженими скронями й потилицею до фейду «під нуль» — із доопрацюванням ножицями, миттям та укладкою. Ціна залежить від рівня стиліста.',
    },
    seoText: {
      en: 'Clean lines and a precise fade are all about technique. Our men’s stylists in Chelsea blend clipper grades seamlessly, shape the neckline and finish the top with scissors so the cut grows out well.\n\nMost clients return every three to four weeks. Add a beard trim and you will leave fully groomed after one appointment.',
      uk: 'Чіткі лінії та точний фейд — це передусім техніка. Наші чоловічі стилісти в Челсі плавно поєднують різні насадки, оформлюють лінію на шиї й доопрацьовують верх ножицями, щоб стрижка гарно відростала.\n\nБільшість клієнтів повертаються раз на три–чотири тижні. Додайте оформлення бороди — і ви вийдете повністю доглянутим після одного візиту.',
    },
    durationMinutes: 30,
    priceFrom: 40,
    priceTo: 65,
    params: byStylistLevel([40, 30], [50, 30], [65, 45]),
    gender: 'male',
    additional: ['male/beard/beard-trim'],
    order: 1,
  },
  {
    slug: 'mens-haircut-scissors',
    category: 'male/hair',
    title: { en: 'Men’s Haircut (Scissors)', uk: 'Чоловіча стрижка ножицями' },
    description: {
      en: 'A precision scissor cut for longer or textured styles, including a consultation, wash and finish. The price depends on the level of your stylist.',
      uk: 'Точна стрижка ножицями для подовжених і текстурованих форм, включно з консультацією, миттям та укладкою. Ціна залежить від рівня стиліста.',
    },
    seoText: {
      en: 'Scissor cutting gives longer men’s styles a softness and movement that clippers cannot. Our stylists in Chelsea take the time to understand your hair’s growth patterns and how you style it, then cut to work with them rather than against them.\n\nWe finish with premium styling products and show you exactly how much to use. Pair it with a Kérastase Genesis Homme treatment for thinning hair, or a beard trim for a complete look.',
      uk: 'Стрижка ножицями надає подовженим чоловічим формам м’якості й руху, яких не дасть машинка. Наші стилісти в Челсі не поспішають, щоб зрозуміти напрямок росту волосся й те, як ви його укладаєте, а потім стрижуть так, щоб працювати з ним, а не проти нього.\n\nМи завершуємо преміальними засобами для укладання й показуємо, скільки саме їх потрібно. Поєднайте з доглядом Kérastase Genesis Homme для рідшого волосся або з оформленням бороди для завершеного образу.',
    },
    durationMinutes: 45,
    priceFrom: 50,
    priceTo: 80,
    params: byStylistLevel([50, 45], [62, 45], [80, 60]),
    gender: 'male',
    additional: ['male/beard/beard-trim', 'male/hair/kerastase-genesis-homme-treatment'],
    order: 2,
  },
  {
    slug: 'camouflage-hair',
    category: 'male/hair',
    title: { en: 'Grey Blending', uk: 'Камуфлювання сивини' },
    description: {
      en: 'A quick, semi-permanent tint that softens grey rather than covering it completely, for a natural, refreshed look. No harsh regrowth line: it fades gradually over four to six weeks.',
      uk: 'Швидке напівстійке тонування, що пом’якшує сивину, а не приховує її повністю, — для природного, освіженого вигляду. Без різкої межі відрослих коренів: колір поступово вимивається за чотири–шість тижнів.',
    },
    seoText: {
      en: 'Grey blending, often called camouflage, is designed for men who want to look rested rather than coloured. Our Chelsea stylists leave a little natural grey in place so the result is believable, and the whole process takes around half an hour.\n\nIt works equally well on hair and beards and fits neatly alongside a haircut in the same visit.',
      uk: 'Камуфлювання сивини створене для чоловіків, які хочуть виглядати відпочилими, а не пофарбованими. Наші стилісти в Челсі залишають трохи природної сивини, щоб результат був правдоподібним, а вся процедура триває близько пів години.\n\nВона однаково добре підходить для волосся й бороди та легко поєднується зі стрижкою за один візит.',
    },
    durationMinutes: 30,
    priceFrom: 45,
    gender: 'male',
    order: 3,
  },
  {
    slug: 'kerastase-genesis-homme-treatment',
    category: 'male/hair',
    title: { en: 'Kérastase Genesis Homme Treatment', uk: 'Догляд Kérastase Genesis Homme' },
    description: {
      en: 'An in-salon Kérastase ritual for weakened or thinning hair, combining a fortifying cleanse, a thickening treatment and a stimulating scalp massage. Hair feels denser and stronger from the first session.',
      uk: 'Салонний ритуал Kérastase для ослабленого чи рідшого волосся: зміцнювальне очищення, догляд для густоти та стимулювальний масаж шкіри голови. Волосся відчувається щільнішим і міцнішим уже після першого сеансу.',
    },
    seoText: {
      en: 'Genesis Homme is the Kérastase line created specifically for men’s hair that is losing density. The salon treatment cleanses the scalp deeply, strengthens the fibre and adds noticeable body, so the hair looks fuller once styled.\n\nOur Chelsea stylists often recommend it as a regular addition to a haircut, alongside a simple home routine to support the results.',
      uk: 'Genesis Homme — лінія Kérastase, створена спеціально для чоловічого волосся, що втрачає густоту. Салонна процедура глибоко очищує шкіру голови, зміцнює волокно волосся й помітно додає об’єму, тож після укладання волосся виглядає густішим.\n\nНаші стилісти в Челсі часто радять регулярно додавати її до стрижки разом із простим домашнім доглядом, що підтримає результат.',
    },
    durationMinutes: 30,
    priceFrom: 45,
    gender: 'male',
    order: 4,
  },

  // ── Men / Nails ─────────────────────────────────────────────────────────────
  {
    slug: 'male-manicure',
    category: 'male/nails',
    title: { en: 'Men’s Manicure', uk: 'Чоловічий манікюр' },
    description: {
      en: 'Nails cut and shaped, cuticles tidied, rough skin smoothed, and hands finished with a non-greasy cream and a buff to a natural matte sheen. Clean, tidy and understated.',
      uk: 'Підстригаємо й підпилюємо нігті, обробляємо кутикулу, згладжуємо огрубілу шкіру та завершуємо нежирним кремом і поліруванням до природного матового вигляду. Чисто, охайно й стримано.',
    },
    seoText: {
      en: 'A men’s manicure is one of the simplest ways to look well put together. At Parlour Chelsea our technicians work quickly and discreetly, focusing on a neat shape and healthy cuticles rather than shine.\n\nInstruments are sterilised in an autoclave and files are single-use. Book it alongside a haircut or pedicure for a seamless visit.',
      uk: 'Чоловічий манікюр — один із найпростіших способів виглядати доглянуто. У Parlour Chelsea майстри працюють швидко й делікатно, зосереджуючись на охайній формі та здоровій кутикулі, а не на блиску.\n\nІнструменти стерилізуємо в автоклаві, а пилочки одноразові. Запишіться разом зі стрижкою чи педикюром, щоб усе зробити за один візит.',
    },
    durationMinutes: 45,
    priceFrom: 40,
    gender: 'male',
    additional: ['male/nails/male-pedicure'],
    order: 1,
  },
  {
    slug: 'male-pedicure',
    category: 'male/nails',
    title: { en: 'Men’s Pedicure', uk: 'Чоловічий педикюр' },
    description: {
      en: 'A thorough pedicure with a foot soak, nail care, hard skin and callus removal and a firm foot massage. Ideal for runners, cyclists and anyone on their feet all day.',
      uk: 'Ретельний педикюр із ванночкою для ніг, доглядом за нігтями, видаленням огрубілої шкіри й натоптишів і енергійним масажем стоп. Ідеально для бігунів, велосипедистів і всіх, хто цілий день на ногах.',
    },
    seoText: {
      en: 'Feet take a pounding from London pavements, gym sessions and long days in formal shoes. Our men’s pedicure deals with calluses and dry skin properly, trims nails to prevent ingrowing and finishes with a massage that feels well earned.\n\nOur Chelsea technicians keep the experience straightforward and comfortable, with disinfected foot baths and single-use files for every client.',
      uk: 'Ноги чимало витримують — лондонські тротуари, тренування й довгі дні в класичному взутті. Наш чоловічий педикюр як слід опрацьовує натоптиші та суху шкіру, правильно підстригає нігті, щоб запобігти вростанню, і завершується масажем, на який ви точно заслужили.\n\nНаші майстри в Челсі роблять усе просто й комфортно — з продезінфікованими ванночками та одноразовими пилочками для кожного клієнта.',
    },
    durationMinutes: 60,
    priceFrom: 55,
    gender: 'male',
    order: 2,
  },
  {
    slug: 'nail-shape-polish',
    category: 'male/nails',
    title: { en: 'Nail Shape & Polish', uk: 'Форма та покриття нігтів' },
    description: {
      en: 'A quick file and shape with a clear matte or gloss coat, or a buff to a natural shine. Neat hands in half an hour.',
      uk: 'Швидке підпилювання й форма з прозорим матовим чи глянцевим покриттям або поліруванням до природного блиску. Охайні руки за пів години.',
    },
    seoText: {
      en: 'Not every visit needs a full manicure. This express service at our Chelsea salon shapes and smooths the nails and finishes them with a clear protective coat or a simple buff, whichever you prefer.\n\nIt is an easy add-on to a haircut or beard trim for a neater look ahead of a meeting or event.',
      uk: 'Не кожен візит потребує повного манікюру. Ця експрес-послуга в нашому салоні в Челсі надає нігтям форми, згладжує їх і завершується прозорим захисним покриттям або простим поліруванням — як вам більше подобається.\n\nЇї легко додати до стрижки чи оформлення бороди, щоб виглядати охайніше перед зустріччю чи подією.',
    },
    durationMinutes: 30,
    priceFrom: 25,
    gender: 'male',
    order: 3,
  },
  {
    slug: 'nail-care-application',
    category: 'male/nails',
    title: { en: 'Nail Treatment Application', uk: 'Нанесення лікувального покриття' },
    description: {
      en: 'A clear strengthening or nourishing treatment applied to natural nails to help with splitting, peeling or ridges. Invisible, quick and protective.',
      uk: 'Прозоре зміцнювальне або живильне покриття для натуральних нігтів, що допомагає при ламкості, розшаровуванні чи нерівностях. Непомітно, швидко й надійно захищає.',
    },
    seoText: {
      en: 'Nails that split or peel are common among men who work with their hands, play sport or spend winters out in the cold. A treatment coat, chosen by your technician for your nails, adds a layer of protection and helps them grow stronger.\n\nAdd it to a men’s manicure at our Chelsea salon; it takes only a few extra minutes.',
      uk: 'Ламкі чи шаруваті нігті — поширена проблема серед чоловіків, які працюють руками, займаються спортом або багато часу проводять на холоді. Лікувальне покриття, яке майстер підбере саме для ваших нігтів, додає захисний шар і допомагає їм ставати міцнішими.\n\nДодайте його до чоловічого манікюру в нашому салоні в Челсі — це займе лише кілька хвилин.',
    },
    durationMinutes: 15,
    priceFrom: 12,
    gender: 'male',
    order: 4,
  },
]
