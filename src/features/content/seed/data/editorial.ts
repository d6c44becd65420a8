/**
 * Demo blog articles, vacancies and static pages.
 * Brands, productions and charities mentioned in the articles are fictional or left unnamed.
 */
import type { SeedArticle, SeedPage, SeedTaxonomy, SeedVacancy } from './types'

export const articlesCategories: SeedTaxonomy[] = [
  { slug: 'collaborations', name: { en: 'Collaborations', uk: 'Колаборації' }, parent: null, order: 1 },
  { slug: 'filming', name: { en: 'Filming', uk: 'Зйомки' }, parent: null, order: 2 },
  { slug: 'special-projects', name: { en: 'Special projects', uk: 'Спецпроєкти' }, parent: null, order: 3 },
]

export const articles: SeedArticle[] = [
  // ───────────────────────── collaborations ─────────────────────────
  {
    slug: 'parlour-x-marlow-atelier-spring-capsule',
    category: 'collaborations',
    date: '2025-02-18',
    title: {
      en: 'Parlour × Marlow Atelier: hair for a spring capsule',
      uk: 'Parlour × Marlow Atelier: зачіски для весняної капсули',
    },
    titleLines: {
      en: [
        { items: [{ text: 'Parlour ×' }, { text: 'Marlow Atelier:', accent: true }] },
        { items: [{ text: 'hair for a spring capsule' }] },
      ],
      uk: [
        { items: [{ text: 'Parlour ×' }, { text: 'Marlow Atelier:', accent: true }] },
        { items: [{ text: 'зачіски для весняної капсули' }] },
      ],
    },
    excerpt: {
      en: 'We teamed up with the Hackney label Marlow Atelier to create three hair looks for its spring capsule, from the lookbook shoot to the launch evening.',
      uk: 'Разом із гакнійським брендом Marlow Atelier ми створили три образи для його весняної капсули — від зйомки лукбука до вечора презентації.',
    },
    body: {
      en: [
        'Marlow Atelier makes relaxed tailoring in British wool and deadstock linen from a small studio in Hackney. When its founders asked us to style the hair for their spring capsule, we started where they did: with the fabric. Soft, slightly crumpled linen called for hair that looked touched by hand rather than by hot tools.',
        'Olivia Bennett and Amara Okafor built three looks over two test afternoons in Chelsea: a low, loose knot tied with a strip of offcut linen; a glossy, grown-out bob tucked behind one ear; and natural curls defined with nothing more than a leave-in cream and a diffuser.',
        'The lookbook was shot in a single day in a Bermondsey warehouse. We worked to one strict rule — no look should take more than twenty minutes to recreate at home — because the label wanted its customers to wear the hair as easily as the clothes.',
        'At the launch evening in the Marlow studio our stylists ran a pop-up station and refreshed the knot for anyone who asked. Plenty of guests went home with a linen tie in their hair, and a few of them booked in with us the following week.',
        'If you would like to try one of the capsule looks, mention it when you book a blow-dry or styling appointment at Backstage Chelsea and we will recreate it for you.',
      ],
      uk: [
        'Marlow Atelier шиє невимушений одяг із британської вовни та залишків лляних тканин у невеликій студії в Гакні. Коли засновники бренду запросили нас зробити зачіски для весняної капсули, ми почали з того ж, що й вони, — з тканини. М’який, трохи зім’ятий льон вимагав волосся, яке виглядає так, ніби його вкладали руками, а не гарячими інструментами.',
        'Олівія Беннетт і Амара Окафор за два пробні дні в Челсі створили три образи: низький вільний вузол, перев’язаний смужкою лляного клаптя; блискуче відросле каре, заправлене за одне вухо; і природні кучері, підкреслені лише незмивним кремом і дифузором.',
        'Лукбук зняли за один день на складі в Бермондсі. Ми дотримувалися одного суворого правила: жодна зачіска не повинна займати понад двадцять хвилин, якщо повторювати її вдома, — бренд хотів, щоб клієнтки носили зачіску так само легко, як і одяг.',
        'На вечорі презентації в студії Marlow наші стилісти працювали за окремим столиком і оновлювали вузол усім охочим. Багато гостей пішли додому з лляною стрічкою у волоссі, а дехто записався до нас уже наступного тижня.',
        'Якщо хочете спробувати один із образів капсули, скажіть про це під час запису на укладання в Backstage Chelsea — і ми його для вас повторимо.',
      ],
    },
    // A picture from the demo's drawn set goes after the third paragraph; its alt text is the picture's own.
    bodyImage: { after: 2 },
  },
  {
    slug: 'chelsea-in-flower-with-hollis-and-bloom',
    category: 'collaborations',
    date: '2025-06-10',
    title: {
      en: 'Chelsea in flower: hair pieces with Hollis & Bloom',
      uk: 'Челсі у квітах: прикраси для волосся з Hollis & Bloom',
    },
    titleLines: {
      en: [
        { items: [{ text: 'Chelsea in flower:', accent: true }] },
        { items: [{ text: 'hair pieces with Hollis & Bloom' }] },
      ],
      uk: [
        { items: [{ text: 'Челсі у квітах:', accent: true }] },
        { items: [{ text: 'прикраси для волосся з Hollis & Bloom' }] },
      ],
    },
    excerpt: {
      en: 'For flower show week we joined forces with our neighbours at Hollis & Bloom to dress hair with fresh, seasonal stems.',
      uk: 'На тиждень квіткової виставки ми об’єдналися з нашими сусідами з Hollis & Bloom, щоб прикрашати зачіски свіжими сезонними квітами.',
    },
    body: {
      en: [
        'Every May the whole of Chelsea blooms, and this year we wanted the salon to join in. We asked Hollis & Bloom, the florist a short walk away on Pimlico Road, to help us turn flowers into something you could wear.',
        'Together we designed a small menu of floral finishes: a scattering of sweet peas through a loose braid, a single ranunculus pinned into a low chignon, and a delicate crown of wax flower and gypsophila for anyone who wanted to go all out.',
        'The florists wired and hydrated every stem that morning so it would stay fresh for a full day. We avoided lilies completely — their pollen stains blonde hair in seconds — and chose flowers with a light scent so they would not overpower perfume.',
        'For the whole week a floral finish was added free of charge to any blow-dry or up-do, and our window on the King’s Road was filled with arrangements Hollis & Bloom built around our styling mirrors.',
        'Many clients dried their flowers afterwards and sent us photos of them pressed in frames. We loved it, and we are already talking to Hollis & Bloom about a winter version with evergreens and dried grasses.',
      ],
      uk: [
        'Щотравня все Челсі розквітає, і цього року ми захотіли, щоб салон теж долучився. Ми звернулися до Hollis & Bloom — квіткової крамниці неподалік, на Пімліко-Роуд, — щоб разом перетворити квіти на прикрасу, яку можна носити.',
        'Ми придумали невелике меню квіткових акцентів: запашний горошок, вплетений у вільну косу, одна квітка ранункулюса в низькому шиньйоні та ніжний вінок із воскових квітів і гіпсофіли для тих, хто хотів яскравішого образу.',
        'Флористи того ж ранку закріпили дротом і напоїли водою кожну стеблину, щоб квіти залишалися свіжими цілий день. Лілій ми уникали зовсім — їхній пилок за секунди фарбує світле волосся — і обирали квіти з легким ароматом, щоб вони не перебивали парфуми.',
        'Увесь тиждень квітковий акцент безкоштовно додавався до будь-якого укладання чи зібраної зачіски, а нашу вітрину на Кінгс-Роуд прикрасили композиції, які Hollis & Bloom створили довкола наших дзеркал.',
        'Багато клієнток потім висушили свої квіти й надіслали нам фото з гербаріями в рамках. Нам це дуже сподобалося, і ми вже обговорюємо з Hollis & Bloom зимову версію з хвоєю та сухими травами.',
      ],
    },
  },
  {
    slug: 'low-waste-colour-bar-with-thames-botanics',
    category: 'collaborations',
    date: '2025-10-07',
    title: {
      en: 'A low-waste colour bar with Thames Botanics',
      uk: 'Колор-бар без зайвих відходів разом із Thames Botanics',
    },
    titleLines: {
      en: [
        { items: [{ text: 'A low-waste' }, { text: 'colour bar', accent: true }] },
        { items: [{ text: 'with Thames Botanics' }] },
      ],
      uk: [
        { items: [{ text: 'Колор-бар', accent: true }, { text: 'без зайвих відходів' }] },
        { items: [{ text: 'разом із Thames Botanics' }] },
      ],
    },
    excerpt: {
      en: 'With the Walthamstow haircare brand Thames Botanics we rebuilt our colour bar to mix less, waste less and refill more.',
      uk: 'Разом із брендом догляду за волоссям Thames Botanics з Волтемстоу ми перебудували наш колор-бар, щоб змішувати точніше, викидати менше й частіше наповнювати флакони повторно.',
    },
    body: {
      en: [
        'Colour is the part of hairdressing that creates the most waste: half-used tubes, leftover mix in the bowl, foils that end up in landfill. This autumn we decided to do something about it with Thames Botanics, a small haircare brand that blends its products in Walthamstow.',
        'The first change is the simplest. Every colour is now weighed to the gram on digital scales linked to each client’s record, so we mix exactly what your hair needs and can repeat the formula next time without guessing.',
        'Used foils and empty tubes are collected separately and sent for recycling, and our colourists have switched to reusable silicone sheets for many balayage and AirTouch appointments.',
        'Thames Botanics has designed a refillable shampoo and conditioner for colour-treated hair just for our clients. Bring your empty bottle back to reception in Chelsea or Kensington and we will refill it for less than the price of a new one.',
        'In the first three months our own records showed a noticeable drop in leftover colour. It is not a finished job, but it is a real start, and we will share our progress here.',
      ],
      uk: [
        'Фарбування — це та частина перукарської справи, яка дає найбільше відходів: напівпорожні тюбики, залишки суміші в мисці, фольга, що потрапляє на смітник. Цієї осені ми вирішили щось змінити разом із Thames Botanics — невеликим брендом догляду, який виготовляє свою продукцію у Волтемстоу.',
        'Перша зміна найпростіша. Тепер кожен барвник ми зважуємо з точністю до грама на електронних вагах, пов’язаних із карткою клієнта, тож змішуємо рівно стільки, скільки потрібно вашому волоссю, і наступного разу можемо точно повторити формулу.',
        'Використану фольгу й порожні тюбики ми збираємо окремо та передаємо на переробку, а для багатьох процедур балаяжу й AirTouch наші колористи перейшли на багаторазові силіконові аркуші.',
        'Thames Botanics спеціально для наших клієнтів розробив шампунь і кондиціонер для фарбованого волосся в багаторазових флаконах. Принесіть порожню пляшку на рецепцію в Челсі чи Кенсінгтоні — і ми наповнимо її дешевше, ніж коштує нова.',
        'За перші три місяці, за нашими власними підрахунками, залишків барвника стало помітно менше. Робота ще не завершена, але це справжній початок, і ми розповідатимемо тут про наші успіхи.',
      ],
    },
  },
  {
    slug: 'earrings-and-sleek-lines-with-ellery-row',
    category: 'collaborations',
    date: '2026-02-24',
    title: {
      en: 'Earrings and sleek lines with Ellery Row',
      uk: 'Сережки й гладкі зачіски з Ellery Row',
    },
    titleLines: {
      en: [
        { items: [{ text: 'Earrings' }, { text: 'and sleek lines' }] },
        { items: [{ text: 'with' }, { text: 'Ellery Row', accent: true }] },
      ],
      uk: [
        { items: [{ text: 'Сережки' }, { text: 'й гладкі зачіски' }] },
        { items: [{ text: 'з' }, { text: 'Ellery Row', accent: true }] },
      ],
    },
    excerpt: {
      en: 'Clerkenwell jeweller Ellery Row asked us for hair that would frame, not hide, its new collection of earrings.',
      uk: 'Ювелірна майстерня Ellery Row з Клеркенвелла попросила нас створити зачіски, які обрамлюватимуть, а не ховатимуть її нову колекцію сережок.',
    },
    body: {
      en: [
        'Ellery Row makes fine jewellery by hand in a workshop in Clerkenwell, and its new collection is all about the ear: climbers, tiny hoops and single statement drops. The brief for our team was short — make the hair the frame.',
        'That meant clean lines. Daniel Price cut two sharp, jaw-length bobs that swing away from the face, Amara Okafor slicked curls into a low, polished bun, and Olivia Bennett gave one model a glossy tuck behind the ear with just enough movement at the ends.',
        'We shot the lookbook in our Chelsea salon before opening, using the big mirrors and the morning light from the King’s Road. Chloe Harrington kept the make-up almost bare so nothing competed with the gold.',
        'The looks work just as well for weddings and evenings out. If you have earrings you want to show off, ask your stylist for a sleek finish — a little smoothing cream and a fine-tooth comb go a long way.',
      ],
      uk: [
        'Ellery Row вручну виготовляє ювелірні прикраси в майстерні в Клеркенвеллі, і її нова колекція присвячена вухам: каффи, крихітні кільця й окремі виразні підвіски. Завдання для нашої команди було коротким: зробити волосся рамкою для прикрас.',
        'Тож ми обрали чисті лінії. Деніел Прайс зробив два чітких каре до лінії підборіддя, що розходяться від обличчя, Амара Окафор зібрала кучері в низький гладкий пучок, а Олівія Беннетт заправила блискуче волосся моделі за вухо, залишивши легкий рух на кінчиках.',
        'Лукбук ми знімали в нашому салоні в Челсі до відкриття, використовуючи великі дзеркала й ранкове світло з Кінгс-Роуд. Хлоя Гаррінгтон зробила майже непомітний макіяж, щоб ніщо не відволікало від золота.',
        'Ці образи так само добре пасують до весілля чи вечірнього виходу. Якщо хочете показати улюблені сережки, попросіть стиліста про гладке укладання: трохи розгладжувального крему й гребінець із частими зубцями творять дива.',
      ],
    },
  },

  // ───────────────────────── filming ─────────────────────────
  {
    slug: 'six-weeks-on-set-with-a-period-drama',
    category: 'filming',
    date: '2025-03-22',
    title: {
      en: 'Six weeks on set with a period drama',
      uk: 'Шість тижнів на знімальному майданчику історичної драми',
    },
    titleLines: {
      en: [
        { items: [{ text: 'Six weeks' }, { text: 'on set', accent: true }] },
        { items: [{ text: 'with a period drama' }] },
      ],
      uk: [
        { items: [{ text: 'Шість тижнів' }] },
        { items: [{ text: 'на знімальному майданчику', accent: true }] },
        { items: [{ text: 'історичної драми' }] },
      ],
    },
    excerpt: {
      en: 'Chloe Harrington led a team of Parlour artists on an eight-part drama set in 1890s London. Here is what a day on set really looks like.',
      uk: 'Хлоя Гаррінгтон очолила команду майстрів Parlour на зйомках восьмисерійної драми про Лондон 1890-х. Розповідаємо, який вигляд насправді має день на майданчику.',
    },
    body: {
      en: [
        'We cannot name the production yet, but we can tell you about the hair. For six weeks this winter, four of our artists, led by Chloe Harrington, worked on an eight-part drama set in London in the 1890s, filmed at a country house outside the city and on the streets of Greenwich.',
        'Call time was usually five in the morning. Each principal actor had a look that took between forty minutes and two hours: pin curls set the night before, padded rolls built under the natural hair, and lace-front wigs blended at the hairline so the camera could come in close.',
        'Continuity is the part nobody sees. A scene may be shot over three days, so every curl and every loose strand is photographed and logged. Our team kept a folder of reference pictures for each character and checked them between every take.',
        'Weather was the biggest enemy. Damp Greenwich mornings undo a Victorian curl in minutes, so we carried setting lotion, a steamer and a lot of tail combs in our aprons.',
        'The experience came back to the salon with us. Several of the pinning techniques now appear in our bridal styling, and the team is a little faster with a tail comb than it was before.',
      ],
      uk: [
        'Назву проєкту ми поки що не можемо розкрити, але про зачіски розповісти можемо. Шість тижнів цієї зими четверо наших майстрів на чолі з Хлоєю Гаррінгтон працювали над восьмисерійною драмою про Лондон 1890-х років, яку знімали в заміському маєтку та на вулицях Гринвіча.',
        'Збір зазвичай призначали на п’яту ранку. Образ кожного актора головного складу займав від сорока хвилин до двох годин: локони, накручені на шпильки напередодні ввечері, валики під власним волоссям і перуки на сітці, які ми непомітно поєднували з лінією росту волосся, щоб камера могла знімати крупним планом.',
        'Найнепомітніша частина роботи — це безперервність образу. Одну сцену можуть знімати три дні, тож кожен локон і кожне вибите пасмо фотографують і записують. Наша команда вела окрему папку референсів для кожного персонажа й звіряла їх між дублями.',
        'Найбільшим ворогом була погода. Вологі гринвіцькі ранки за лічені хвилини руйнують вікторіанський локон, тому в кишенях фартухів ми завжди мали лосьйон для фіксації, відпарювач і купу гребінців із хвостиком.',
        'Цей досвід ми принесли з собою в салон. Кілька технік закріплення шпильками тепер використовуємо у весільних зачісках, а з гребінцем із хвостиком команда працює помітно швидше, ніж раніше.',
      ],
    },
  },
  {
    slug: 'neon-and-glitter-music-video-in-shoreditch',
    category: 'filming',
    date: '2025-08-14',
    title: {
      en: 'Neon and glitter: a music video in Shoreditch',
      uk: 'Неон і блискітки: кліп у Шордічі',
    },
    titleLines: {
      en: [
        { items: [{ text: 'Neon and glitter:', accent: true }] },
        { items: [{ text: 'a music video in Shoreditch' }] },
      ],
      uk: [
        { items: [{ text: 'Неон і блискітки:', accent: true }] },
        { items: [{ text: 'кліп у Шордічі' }] },
      ],
    },
    excerpt: {
      en: 'One night, one roller rink and fourteen dancers: how our team kept glitter, chrome nails and sharp fades camera-ready until sunrise.',
      uk: 'Одна ніч, один роледром і чотирнадцять танцівників: як наша команда зберегла блискітки, хромовані нігті та чіткі фейди бездоганними аж до світанку.',
    },
    body: {
      en: [
        'When an up-and-coming London singer asked us to look after hair, nails and make-up for her new music video, we said yes before we had read the whole email. The shoot took place overnight in an old roller rink in Shoreditch, lit almost entirely by neon.',
        'Neon light is unforgiving: it flattens skin and turns some colours grey. Chloe Harrington built the make-up around strong, reflective textures — glitter on the lids, a glossy balm on the lips and very little powder — so the faces caught the light instead of absorbing it.',
        'Sofia Rossi spent the afternoon before the shoot applying chrome nails to the singer and six of the dancers. Hands appear in almost every shot of the chorus, so each set was sealed twice to survive fourteen hours of skating.',
        'James Whitmore came along to tidy the male dancers’ fades and shape a couple of beards on the spot. Between takes he was also the person who fixed every fallen clip and stray lash, with a barber’s steady hand.',
        'We wrapped just after sunrise. The video is out now, and if you look closely at the second chorus you will spot one of our own stylists skating in the background.',
      ],
      uk: [
        'Коли молода лондонська співачка попросила нас подбати про зачіски, нігті й макіяж для свого нового кліпу, ми погодилися ще до того, як дочитали лист. Знімали всю ніч у старому роледромі в Шордічі, освітленому майже лише неоном.',
        'Неонове світло безжальне: воно робить шкіру пласкою, а деякі кольори — сірими. Тому Хлоя Гаррінгтон побудувала макіяж на виразних світловідбивних текстурах — блискітки на повіках, глянцевий бальзам на губах і мінімум пудри, — щоб обличчя ловили світло, а не поглинали його.',
        'Софія Россі напередодні зйомки цілий день робила хромовані нігті співачці та шістьом танцівницям. Руки потрапляють майже в кожен кадр приспіву, тож кожне покриття вона запечатала двічі, щоб воно витримало чотирнадцять годин на роликах.',
        'Джеймс Вітмор приїхав, щоб підправити фейди танцівникам і просто на місці оформити кілька борід. А між дублями саме він із твердою рукою барбера повертав на місце кожну шпильку, що випала, і кожну вію, що відклеїлася.',
        'Закінчили ми одразу після світанку. Кліп уже вийшов, і якщо придивитися до другого приспіву, на задньому плані можна помітити одну з наших стилісток на роликах.',
      ],
    },
  },
  {
    slug: 'behind-the-scenes-of-a-christmas-campaign',
    category: 'filming',
    date: '2025-11-19',
    title: {
      en: 'Behind the scenes of a Christmas campaign',
      uk: 'Як ми знімали різдвяну кампанію',
    },
    titleLines: {
      en: [
        { items: [{ text: 'Behind the scenes' }] },
        { items: [{ text: 'of a' }, { text: 'Christmas campaign', accent: true }] },
      ],
      uk: [
        { items: [{ text: 'Як ми знімали' }] },
        { items: [{ text: 'різдвяну кампанію', accent: true }] },
      ],
    },
    excerpt: {
      en: 'In the middle of July our team styled three generations of models for a London department store’s festive campaign, fake snow and all.',
      uk: 'Посеред липня наша команда працювала над святковою кампанією лондонського універмагу: три покоління моделей і, звісно, штучний сніг.',
    },
    body: {
      en: [
        'Christmas campaigns are shot in summer, which is how we found ourselves blow-drying hair next to a pile of fake snow on the hottest day of July. A London department store asked us to style the cast of its festive campaign, which you may already have seen on the Underground.',
        'The cast spanned three generations, from a six-year-old with a wobbly tooth to a grandfather of eighty. The brief was “real families on their best day”, so we kept the styling polished but lived-in: soft waves, neat partings and nothing that looked like it came out of a can.',
        'Working with children takes its own kind of patience. We used no heat on the youngest models, just water spray, a soft brush and a few clips, and every session was kept short and full of jokes.',
        'Grace Adeyemi gave special attention to the silver-haired models. A clear gloss and a violet-toned conditioner the day before brought out the shine in grey and white hair, which looks wonderful under studio lights.',
        'And the snow? It is made from paper and gets everywhere. We were still finding flakes in our kit bags in September.',
      ],
      uk: [
        'Різдвяні кампанії знімають улітку, тож у найспекотніший день липня ми укладали волосся поруч із купою штучного снігу. Лондонський універмаг запросив нас зробити зачіски для моделей своєї святкової кампанії, яку ви, можливо, вже бачили в метро.',
        'Серед моделей були три покоління — від шестирічної дівчинки з хитким зубом до вісімдесятирічного дідуся. Завдання звучало як «справжні родини в найкращий свій день», тож ми робили охайні, але природні зачіски: м’які хвилі, рівні проділи й нічого, що виглядало б як результат півбалончика лаку.',
        'Робота з дітьми вимагає особливого терпіння. Для наймолодших моделей ми зовсім не використовували гарячих інструментів — лише спрей із водою, м’яку щітку та кілька затискачів, — а кожну сесію робили короткою й веселою.',
        'Грейс Адеємі приділила особливу увагу моделям із сивим волоссям. Прозорий глосинг і кондиціонер із фіолетовим пігментом напередодні підкреслили блиск сивого й білого волосся, яке чудово виглядає в студійному світлі.',
        'А сніг? Він паперовий і потрапляє всюди. Ми знаходили сніжинки у своїх робочих сумках ще у вересні.',
      ],
    },
  },
  {
    slug: 'seventies-hair-for-a-short-film',
    category: 'filming',
    date: '2026-04-09',
    title: {
      en: 'Feathered and flicked: 1970s hair for a short film',
      uk: 'Об’єм і завитки: зачіски 1970-х для короткометражного фільму',
    },
    titleLines: {
      en: [
        { items: [{ text: 'Feathered and flicked:' }] },
        { items: [{ text: '1970s hair', accent: true }, { text: 'for a short film' }] },
      ],
      uk: [
        { items: [{ text: 'Об’єм і завитки:' }] },
        { items: [{ text: 'зачіски 1970-х', accent: true }, { text: 'для короткометражного фільму' }] },
      ],
    },
    excerpt: {
      en: 'A graduate film set on the King’s Road in the summer of 1976 needed hair to match. Grace Adeyemi and Daniel Price went back in time.',
      uk: 'Дипломному фільму, дія якого відбувається на Кінгс-Роуд улітку 1976 року, потрібні були відповідні зачіски. Грейс Адеємі та Деніел Прайс повернулися в минуле.',
    },
    body: {
      en: [
        'Our own street has a famous past, so we were delighted when a team of film school graduates asked for help with a short film set on the King’s Road during the heatwave summer of 1976.',
        'Grace Adeyemi and Daniel Price researched the look from old magazines and family photographs lent by our clients. The result was a mix of feathered layers, flicked-out fringes and the first spiky crops of early punk.',
        'To get authentic volume we used heated rollers and a round brush rather than modern irons, and backcombed at the root just as hairdressers did fifty years ago. Daniel cut two of the cast’s own hair into period shapes, which saved hours in the make-up chair every morning.',
        'The film was shot over four days, largely outdoors and in real heat, so hairspray and continuity photos were our best friends. Every flick had to sit in exactly the same place from the first take to the last.',
        'The film is now doing the rounds of student festivals. We will share the screening dates on our Instagram once they are confirmed.',
      ],
      uk: [
        'Наша вулиця має відоме минуле, тож ми дуже зраділи, коли випускники кіношколи попросили допомогти з короткометражним фільмом, дія якого відбувається на Кінгс-Роуд спекотного літа 1976 року.',
        'Грейс Адеємі та Деніел Прайс вивчали стиль того часу за старими журналами й сімейними фото, які нам позичили клієнти. Вийшла суміш багатошарових стрижок із пір’ястими кінчиками, підкручених назовні чубчиків і перших колючих коротких стрижок раннього панку.',
        'Щоб отримати автентичний об’єм, ми використовували термобігуді та круглу щітку замість сучасних прасок і робили начіс біля коренів — так само, як перукарі п’ятдесят років тому. Деніел підстриг двох акторів у стилі епохи, і це щоранку заощаджувало години в гримерному кріслі.',
        'Фільм знімали чотири дні, здебільшого просто неба й у справжню спеку, тож лак для волосся та фото для безперервності образу стали нашими найкращими друзями. Кожен завиток мав лежати точно так само від першого дубля до останнього.',
        'Зараз фільм показують на студентських фестивалях. Щойно дати показів підтвердять, ми опублікуємо їх у нашому Instagram.',
      ],
    },
  },

  // ───────────────────────── special projects ─────────────────────────
  {
    slug: 'charity-styling-day-back-to-work',
    category: 'special-projects',
    date: '2025-05-17',
    title: {
      en: 'Ready for the interview: our charity styling day',
      uk: 'Готові до співбесіди: наш благодійний день краси',
    },
    titleLines: {
      en: [
        { items: [{ text: 'Ready for the interview:' }] },
        { items: [{ text: 'our' }, { text: 'charity styling day', accent: true }] },
      ],
      uk: [
        { items: [{ text: 'Готові до співбесіди:' }] },
        { items: [{ text: 'наш' }, { text: 'благодійний день краси', accent: true }] },
      ],
    },
    excerpt: {
      en: 'We closed the salon to paying clients for a Sunday and gave forty women returning to work a fresh cut, brows and nails before their interviews.',
      uk: 'Ми на одну неділю зачинили салон для звичайних клієнтів і подарували сорока жінкам, які повертаються до роботи, нову стрижку, оформлення брів і манікюр перед співбесідами.',
    },
    body: {
      en: [
        'A job interview is stressful enough without worrying about how you look. That is why we spent a Sunday in May working with a West London charity that helps women get back into employment after illness, caring responsibilities or time away from work.',
        'The charity invited forty of the women it supports, and each of them spent an unhurried couple of hours with us. Everyone had a consultation, a cut and blow-dry, and a choice of brows or a manicure — all free of charge.',
        'Almost the whole team volunteered their day off. Olivia Bennett and Grace Adeyemi ran the colour refreshes, Mei Chen shaped brows, and Sofia Rossi set up a nail station by the window so the manicures could dry in the sun.',
        'Our suppliers donated products so every guest went home with a small aftercare kit, and our neighbours on the King’s Road kept us supplied with coffee and pastries all day.',
        'Since then we have heard from several of the women that they got the job. We are planning the next styling day for the autumn, and if your organisation would like to take part, please write to us at hello@parlour.example.',
      ],
      uk: [
        'Співбесіда — це й так стрес, без зайвих хвилювань про зовнішність. Тому одну травневу неділю ми присвятили співпраці з благодійною організацією із Західного Лондона, яка допомагає жінкам повернутися до роботи після хвороби, догляду за близькими чи тривалої перерви.',
        'Організація запросила сорок жінок, яких підтримує, і кожна з них провела в нас кілька неквапливих годин. Усі отримали консультацію, стрижку з укладанням і на вибір оформлення брів або манікюр — цілком безкоштовно.',
        'Майже вся команда віддала цій справі свій вихідний. Олівія Беннетт і Грейс Адеємі оновлювали колір, Мей Чен оформлювала брови, а Софія Россі облаштувала манікюрний столик біля вікна, щоб лак сох на сонці.',
        'Наші постачальники подарували продукцію, тож кожна гостя пішла додому з невеликим набором для догляду, а сусіди з Кінгс-Роуд цілий день пригощали нас кавою та випічкою.',
        'Відтоді кілька жінок уже повідомили нам, що отримали роботу. Наступний день краси ми плануємо на осінь. Якщо ваша організація хоче долучитися, напишіть нам на hello@parlour.example.',
      ],
    },
  },
  {
    slug: 'backstage-at-london-fashion-week',
    category: 'special-projects',
    date: '2025-09-20',
    title: {
      en: 'Backstage at London Fashion Week',
      uk: 'За лаштунками Лондонського тижня моди',
    },
    titleLines: {
      en: [{ items: [{ text: 'Backstage at' }] }, { items: [{ text: 'London Fashion Week', accent: true }] }],
      uk: [{ items: [{ text: 'За лаштунками' }] }, { items: [{ text: 'Лондонського тижня моди', accent: true }] }],
    },
    excerpt: {
      en: 'Thirty-two models, three hours and one very clear idea: our team led hair for a young designer’s debut show at London Fashion Week.',
      uk: 'Тридцять дві моделі, три години й одна дуже чітка ідея: наша команда відповідала за зачіски на дебютному показі молодої дизайнерки на Лондонському тижні моди.',
    },
    body: {
      en: [
        'This September our name went on the backstage door for the first time. We led hair for the debut London Fashion Week show of Ines Calloway, a young designer whose sculptural knitwear we have admired since her graduate collection.',
        'The idea was clean and graphic: wet-look hair combed straight back from the forehead, skin left bare, and a single nail on each hand painted in deep red. Simple on paper, but thirty-two models had to look identical under the lights.',
        'A team of twelve from both of our salons arrived at six in the morning. We tested the look on the first model, photographed it from every angle and then worked in pairs, one person applying gel and the other checking the line of every parting against the reference.',
        'Backstage is noisy, cramped and fast. Models arrive late from other shows, looks are changed at the last minute, and there is always someone asking for five more minutes. Our job is to stay calm, and we did: the last model walked with every hair in place.',
        'Now that the season is over, the wet-look finish has made its way into the salon. Ask for it with your next blow-dry — it is easier to wear than it looks.',
      ],
      uk: [
        'Цього вересня наша назва вперше з’явилася на дверях бекстейджу. Ми відповідали за зачіски на дебютному показі Інес Келловей на Лондонському тижні моди — молодої дизайнерки, чиїм скульптурним трикотажем ми захоплюємося ще з її дипломної колекції.',
        'Ідея була чиста й графічна: волосся з ефектом мокрого блиску, зачесане назад від чола, шкіра майже без макіяжу й по одному нігтю на кожній руці, покритому насичено-червоним лаком. На папері все просто, але тридцять дві моделі мали виглядати однаково під світлом софітів.',
        'Команда з дванадцяти майстрів з обох наших салонів прибула о шостій ранку. Ми відпрацювали образ на першій моделі, сфотографували його з усіх ракурсів, а далі працювали в парах: один наносив гель, а інший звіряв кожен проділ із референсом.',
        'На бекстейджі гучно, тісно й усе відбувається дуже швидко. Моделі запізнюються з інших показів, образи змінюють в останню хвилину, і завжди хтось просить ще п’ять хвилин. Наше завдання — зберігати спокій, і нам це вдалося: остання модель вийшла на подіум з ідеальною зачіскою.',
        'Тепер, коли сезон завершився, ефект мокрого волосся з’явився і в салоні. Попросіть його під час наступного укладання — носити таку зачіску простіше, ніж здається.',
      ],
    },
  },
  {
    slug: 'open-studio-for-hairdressing-students',
    category: 'special-projects',
    date: '2026-01-27',
    title: {
      en: 'Open studio: a masterclass for hairdressing students',
      uk: 'Відкрита студія: майстер-клас для студентів-перукарів',
    },
    titleLines: {
      en: [
        { items: [{ text: 'Open studio:', accent: true }] },
        { items: [{ text: 'a masterclass for hairdressing students' }] },
      ],
      uk: [
        { items: [{ text: 'Відкрита студія:', accent: true }] },
        { items: [{ text: 'майстер-клас для студентів-перукарів' }] },
      ],
    },
    excerpt: {
      en: 'We opened our Chelsea salon to twenty-four students from London colleges for an evening of colour, curls and fades with our senior team.',
      uk: 'Ми відчинили двері нашого салону в Челсі для двадцяти чотирьох студентів лондонських коледжів і провели вечір фарбування, кучерів і фейдів із нашими провідними майстрами.',
    },
    body: {
      en: [
        'Most of our senior stylists remember how hard it was to get real salon experience while they were still at college. So in January we invited twenty-four hairdressing and barbering students from across London to spend an evening in our Chelsea salon.',
        'The evening was split into three stations. Olivia Bennett showed how she places colour for AirTouch and balayage, Amara Okafor demonstrated a dry cut on natural curls, and James Whitmore took the barbering students through a skin fade from start to finish.',
        'After the demonstrations the students picked up the tools themselves on mannequin heads, with our team walking between the chairs to correct an angle here and a section there.',
        'We finished with an honest conversation about careers: what an apprenticeship pays in London, how to build a column of regular clients, and why being kind to the person in the chair matters as much as technique.',
        'Two of the students have since joined us as apprentices. We plan to run the open studio twice a year, and colleges can get in touch through our careers page.',
      ],
      uk: [
        'Більшість наших провідних стилістів пам’ятає, як важко було отримати справжній досвід роботи в салоні під час навчання в коледжі. Тому в січні ми запросили двадцять чотирьох студентів-перукарів і барберів з усього Лондона провести вечір у нашому салоні в Челсі.',
        'Вечір поділили на три зони. Олівія Беннетт показала, як розподіляє фарбу для AirTouch і балаяжу, Амара Окафор продемонструвала суху стрижку на натуральних кучерях, а Джеймс Вітмор провів майбутніх барберів через усі етапи скін-фейду.',
        'Після демонстрацій студенти самі взялися за інструменти й працювали на манекенах, а наша команда ходила між кріслами й підказувала, де змінити кут, а де — розподіл пасом.',
        'Завершили ми відвертою розмовою про кар’єру: скільки платять учням у Лондоні, як зібрати коло постійних клієнтів і чому доброта до людини в кріслі важить не менше, ніж техніка.',
        'Двоє студентів відтоді прийшли до нас учнями. Ми плануємо проводити відкриту студію двічі на рік, а коледжі можуть зв’язатися з нами через сторінку вакансій.',
      ],
    },
  },
  {
    slug: 'hair-for-a-good-cause-donation-month',
    category: 'special-projects',
    date: '2026-03-14',
    title: {
      en: 'Hair for a good cause: our donation month',
      uk: 'Волосся на добру справу: наш місяць донорства',
    },
    titleLines: {
      en: [
        { items: [{ text: 'Hair' }, { text: 'for a good cause:', accent: true }] },
        { items: [{ text: 'our donation month' }] },
      ],
      uk: [
        { items: [{ text: 'Волосся' }, { text: 'на добру справу:', accent: true }] },
        { items: [{ text: 'наш місяць донорства' }] },
      ],
    },
    excerpt: {
      en: 'Throughout February anyone who donated a ponytail of 18 cm or more got their new cut from us for free. Thirty-one ponytails later, here is how it went.',
      uk: 'Увесь лютий кожен, хто жертвував хвіст завдовжки від 18 см, отримував у нас нову стрижку безкоштовно. Тридцять один хвіст потому розповідаємо, як усе минуло.',
    },
    body: {
      en: [
        'Real-hair wigs make a huge difference to children who have lost their hair through illness, but each one needs several donated ponytails. In February we ran our first hair donation month together with a UK charity that makes these wigs.',
        'The offer was simple: donate a ponytail of at least 18 centimetres and we would cut and style what was left for free. Clients in both salons took part, and so did a few of our own team.',
        'Thirty-one ponytails were collected, the longest just over 50 centimetres. Many donors had been growing their hair for years with this in mind, and some came in with friends or daughters so they could donate together.',
        'If you are thinking of donating, here is what matters. Hair should be clean, completely dry and free of styling products, tied at both ends and plaited, then placed in a sealed bag. Coloured hair is often accepted, but heavily bleached hair usually is not, so check with the charity first.',
        'We will run the donation month again next year. In the meantime you can always ask your stylist to save your ponytail for donation during a regular appointment.',
      ],
      uk: [
        'Перуки з натурального волосся дуже багато важать для дітей, які втратили волосся через хворобу, але для кожної потрібно кілька пожертвуваних хвостів. У лютому ми вперше провели місяць донорства волосся разом із британською благодійною організацією, яка виготовляє такі перуки.',
        'Умова була проста: пожертвуйте хвіст завдовжки щонайменше 18 сантиметрів — і ми безкоштовно підстрижемо й укладемо решту волосся. До акції долучилися клієнти обох салонів і навіть кілька наших майстрів.',
        'Ми зібрали тридцять один хвіст, найдовший — трохи понад 50 сантиметрів. Багато хто роками відрощував волосся саме з цією метою, а дехто приходив разом із подругами чи доньками, щоб пожертвувати волосся разом.',
        'Якщо ви думаєте про донорство, ось що важливо. Волосся має бути чистим, повністю сухим і без засобів для укладання, перев’язаним з обох кінців і заплетеним у косу, а потім покладеним у закритий пакет. Фарбоване волосся часто приймають, а от сильно освітлене — зазвичай ні, тож спершу уточніть умови в благодійній організації.',
        'Наступного року ми повторимо місяць донорства. А тим часом ви завжди можете попросити свого стиліста зберегти ваш хвіст для пожертви під час звичайного візиту.',
      ],
    },
  },
]

export const vacancies: SeedVacancy[] = [
  {
    slug: 'senior-stylist',
    title: { en: 'Senior stylist', uk: 'Старший стиліст' },
    excerpt: {
      en: 'An experienced stylist with a confident cutting and colour technique and a loyal client base, to join our King’s Road team.',
      uk: 'Шукаємо досвідченого стиліста з упевненою технікою стрижки й фарбування та постійними клієнтами до нашої команди на Кінгс-Роуд.',
    },
    body: {
      en: [
        'As a senior stylist at Parlour you will look after your own column of clients at Backstage Chelsea, with occasional days in Kensington. You will cut, colour and style, and help our junior stylists and apprentices grow through regular in-salon training.',
        'We offer a basic salary of £34,000–£45,000 depending on experience, plus commission on services and retail, a generous staff discount, 28 days’ holiday including bank holidays, and a paid training budget every year. Everyone on the team also gets at least two Sundays off a month.',
        'We are looking for at least five years of salon experience, strong skills in both precision cutting and colour, and a calm, warm manner with clients. Experience with balayage, AirTouch or curly hair is a real plus. You must have the right to work in the UK.',
        'To apply, send your CV and a few photographs of your recent work to careers@parlour.example. We will invite shortlisted candidates for a trade test in Chelsea.',
      ],
      uk: [
        'Як старший стиліст Parlour ви обслуговуватимете власних клієнтів у Backstage Chelsea, а іноді працюватимете в Кенсінгтоні. Ви стригтимете, фарбуватимете й укладатимете волосся, а також допомагатимете розвиватися молодшим стилістам і учням на регулярних навчаннях у салоні.',
        'Ми пропонуємо базову зарплату £34 000–£45 000 на рік залежно від досвіду, а також відсоток від послуг і продажу продукції, щедру знижку для працівників, 28 днів відпустки з урахуванням державних свят і щорічний оплачуваний бюджет на навчання. Кожен член команди має щонайменше дві вільні неділі на місяць.',
        'Нам потрібен досвід роботи в салоні від п’яти років, упевнена техніка як геометричних стрижок, так і фарбування, а також спокійне й доброзичливе ставлення до клієнтів. Досвід роботи з балаяжем, AirTouch чи кучерявим волоссям стане великою перевагою. Ви повинні мати право на роботу у Великій Британії.',
        'Щоб відгукнутися, надішліть резюме та кілька фото своїх нещодавніх робіт на careers@parlour.example. Кандидатів, які пройдуть відбір, ми запросимо на практичне випробування в Челсі.',
      ],
    },
    salons: ['backstage-chelsea', 'backstage-kensington'],
    order: 1,
  },
  {
    slug: 'nail-technician',
    title: { en: 'Nail technician', uk: 'Майстер манікюру' },
    excerpt: {
      en: 'A careful, creative nail technician who loves BIAB, gel and nail art, for our busy Chelsea nail bar.',
      uk: 'Уважний і креативний майстер манікюру, який любить BIAB, гель і дизайн нігтів, для нашого жвавого нейл-бару в Челсі.',
    },
    body: {
      en: [
        'Our nail bar on the King’s Road is busy from opening to closing, with regulars who book their next appointment before they leave. You will carry out manicures, pedicures, BIAB, gel extensions and nail art, and keep your station spotless.',
        'The salary is £28,000–£32,000 depending on experience, plus commission and tips. You will also get a staff discount across all our services, 28 days’ holiday, paid training in new techniques and products, and a team that genuinely enjoys working together.',
        'We are looking for a recognised nail qualification, at least two years’ salon experience and excellent hygiene standards. A portfolio of your nail art will help us get to know your style. You must have the right to work in the UK.',
        'Please send your CV and a link to your portfolio or Instagram to careers@parlour.example.',
      ],
      uk: [
        'Наш нейл-бар на Кінгс-Роуд працює без перерви від відкриття до закриття, а постійні клієнтки записуються на наступний візит, ще не встигнувши піти. Ви робитимете манікюр, педикюр, BIAB, нарощування гелем і дизайн нігтів, а також підтримуватимете бездоганну чистоту на робочому місці.',
        'Зарплата — £28 000–£32 000 на рік залежно від досвіду, плюс відсоток і чайові. Ви також отримаєте знижку на всі наші послуги, 28 днів відпустки, оплачуване навчання новим технікам і продуктам і команду, якій справді подобається працювати разом.',
        'Нам потрібен визнаний сертифікат майстра манікюру, щонайменше два роки досвіду роботи в салоні та бездоганні стандарти гігієни. Портфоліо з вашими дизайнами допоможе нам познайомитися з вашим стилем. Ви повинні мати право на роботу у Великій Британії.',
        'Надішліть резюме та посилання на портфоліо чи Instagram на careers@parlour.example.',
      ],
    },
    salons: ['backstage-chelsea'],
    order: 2,
  },
  {
    slug: 'front-of-house-receptionist',
    title: { en: 'Front of house receptionist', uk: 'Адміністратор рецепції' },
    excerpt: {
      en: 'The first and last face our clients see: an organised, warm receptionist to run the front desk in Chelsea.',
      uk: 'Перше й останнє обличчя, яке бачать наші клієнти: організований і привітний адміністратор для рецепції в Челсі.',
    },
    body: {
      en: [
        'At front of house you set the tone for every visit. You will welcome clients, manage the booking system and the stylists’ diaries, answer the phone and messages, take payments and keep the reception area looking beautiful.',
        'We offer £29,000–£31,000 a year, above the London Living Wage, with a bonus linked to retail sales and rebooking. You will receive free or discounted treatments, 28 days’ holiday, a rota planned weeks in advance and full training on our booking system.',
        'We are looking for someone with experience in a salon, hotel, restaurant or shop reception, who stays friendly and organised on a busy Saturday. Confident English is essential; another language is welcome. You must have the right to work in the UK.',
        'To apply, send your CV and a short note about why you would like to join Parlour to careers@parlour.example.',
      ],
      uk: [
        'Саме адміністратор рецепції задає тон кожному візиту. Ви зустрічатимете клієнтів, вестимете систему запису й розклад стилістів, відповідатимете на дзвінки та повідомлення, прийматимете оплату й дбатимете про те, щоб рецепція завжди мала гарний вигляд.',
        'Ми пропонуємо £29 000–£31 000 на рік — більше, ніж рекомендована для Лондона погодинна ставка London Living Wage, — а також бонус за продаж продукції та повторні записи. Ви отримаєте безкоштовні процедури або знижки на них, 28 днів відпустки, графік, складений на кілька тижнів наперед, і повне навчання роботі з нашою системою запису.',
        'Ми шукаємо людину з досвідом роботи на рецепції салону, готелю, ресторану чи магазину, яка залишається привітною й зібраною навіть у завантажену суботу. Упевнена англійська обов’язкова, знання іншої мови вітається. Ви повинні мати право на роботу у Великій Британії.',
        'Щоб відгукнутися, надішліть резюме й кілька речень про те, чому хочете працювати в Parlour, на careers@parlour.example.',
      ],
    },
    salons: ['backstage-chelsea'],
    order: 3,
  },
  {
    slug: 'brow-and-lash-artist',
    title: { en: 'Brow & lash artist', uk: 'Майстер брів і вій' },
    excerpt: {
      en: 'A skilled brow and lash artist to work across our Chelsea and Kensington salons, shaping, tinting, laminating and lifting.',
      uk: 'Досвідчений майстер брів і вій для роботи в наших салонах у Челсі та Кенсінгтоні: корекція, фарбування, ламінування та ліфтинг.',
    },
    body: {
      en: [
        'Brows and lashes are one of our fastest-growing services, and we need another artist to join Mei Chen’s team. You will offer brow shaping, tinting and lamination, lash lifts and tints, and split your week between Chelsea and Kensington.',
        'The salary is £29,000–£34,000 depending on experience, plus commission on treatments and retail. You will also enjoy a staff discount, 28 days’ holiday, and paid courses if you would like to train in microblading or other advanced techniques.',
        'We are looking for a relevant qualification, at least two years’ experience and a portfolio that shows natural, face-framing shapes. You should be comfortable carrying out patch tests and explaining aftercare clearly. You must have the right to work in the UK.',
        'Please send your CV and photographs of your work to careers@parlour.example.',
      ],
      uk: [
        'Брови та вії — одні з наших послуг, що зростають найшвидше, тож нам потрібен ще один майстер у команду Мей Чен. Ви робитимете корекцію, фарбування й ламінування брів, ліфтинг і фарбування вій, а працюватимете частину тижня в Челсі, а частину — в Кенсінгтоні.',
        'Зарплата — £29 000–£34 000 на рік залежно від досвіду, плюс відсоток від процедур і продажу продукції. Також на вас чекають знижка для працівників, 28 днів відпустки й оплачувані курси, якщо захочете опанувати мікроблейдинг чи інші складні техніки.',
        'Нам потрібні профільна кваліфікація, щонайменше два роки досвіду й портфоліо з природними формами, які гармонійно обрамлюють обличчя. Ви маєте впевнено проводити тест на чутливість і зрозуміло пояснювати, як доглядати за бровами й віями після процедури. Ви повинні мати право на роботу у Великій Британії.',
        'Надішліть резюме та фото своїх робіт на careers@parlour.example.',
      ],
    },
    salons: ['backstage-chelsea', 'backstage-kensington'],
    order: 4,
  },
]

export const pages: SeedPage[] = [
  {
    slug: 'main',
    title: { en: 'Parlour — hair, nails and beauty in Chelsea', uk: 'Parlour — волосся, нігті та краса в Челсі' },
    description: {
      en: 'A beauty salon on the King’s Road for haircuts, colour, nails, brows, massage and barbering. Book online in a few taps.',
      uk: 'Салон краси на Кінгс-Роуд: стрижки, фарбування, манікюр, брови, масаж і барберські послуги. Записуйтеся онлайн кількома кліками.',
    },
    body: {
      en: [
        'Parlour brings together stylists, colourists, nail technicians, brow artists and barbers under one roof in the heart of Chelsea, with a second studio in Kensington.',
        'Choose a service, pick your favourite specialist and a time that suits you, and we will take care of the rest.',
      ],
      uk: [
        'Parlour об’єднує стилістів, колористів, майстрів манікюру, бровістів і барберів під одним дахом у самому серці Челсі, а ще в нас є студія в Кенсінгтоні.',
        'Оберіть послугу, улюбленого майстра й зручний час — про все інше подбаємо ми.',
      ],
    },
  },
  {
    slug: 'about',
    title: { en: 'About Parlour', uk: 'Про Parlour' },
    description: {
      en: 'Fifteen years of excellence in the heart of Chelsea: who we are, how we work and what we care about.',
      uk: 'П’ятнадцять років бездоганної роботи в самому серці Челсі: хто ми, як працюємо і що для нас важливо.',
    },
    body: {
      en: [
        'For fifteen years Parlour has been a place of excellence in the heart of Chelsea. What began as a small hair studio on the King’s Road has grown into a full beauty salon, with a second studio in Kensington and a team of stylists, colourists, nail technicians, brow artists, barbers and therapists.',
        'We believe a great appointment starts with listening. Every visit begins with a proper consultation, and every stylist is trained to tell you honestly what will work for your hair, skin and lifestyle.',
        'Our team keeps learning. We train together every month, work backstage at fashion shows and on film sets, and bring what we learn there straight back to the salon chair.',
        'We also care about the neighbourhood we belong to. We run charity styling days, a hair donation month and open studios for hairdressing students, and we are steadily reducing the waste our colour bar produces.',
      ],
      uk: [
        'Уже п’ятнадцять років Parlour — це місце бездоганної майстерності в самому серці Челсі. Невелика перукарська студія на Кінгс-Роуд виросла в повноцінний салон краси з другою студією в Кенсінгтоні та командою стилістів, колористів, майстрів манікюру, бровістів, барберів і масажистів.',
        'Ми переконані, що гарний візит починається з уміння слухати. Кожен запис починається з ретельної консультації, і кожен стиліст уміє чесно сказати, що пасуватиме саме вашому волоссю, шкірі та способу життя.',
        'Наша команда постійно навчається. Щомісяця ми тренуємося разом, працюємо за лаштунками модних показів і на знімальних майданчиках, а все, чого там навчилися, одразу приносимо в салон.',
        'Нам також небайдужий район, частиною якого ми є. Ми проводимо благодійні дні краси, місяць донорства волосся й відкриті студії для студентів-перукарів, а також поступово зменшуємо кількість відходів нашого колор-бару.',
      ],
    },
  },
  {
    slug: 'contacts',
    title: { en: 'Contacts', uk: 'Контакти' },
    description: {
      en: 'How to find us, call us or write to us. Our team on the King’s Road is happy to help with bookings and questions.',
      uk: 'Як нас знайти, зателефонувати чи написати. Наша команда на Кінгс-Роуд охоче допоможе із записом і відповість на запитання.',
    },
    body: {
      en: [
        'Backstage Chelsea is on the King’s Road, a short walk from Sloane Square Underground station. Several bus routes stop right outside.',
        'For bookings, changes and questions, call us or send an email and our front of house team will reply within one working day.',
      ],
      uk: [
        'Backstage Chelsea розташований на Кінгс-Роуд, за кілька хвилин пішки від станції метро Слоун-сквер. Поруч із салоном зупиняються кілька автобусних маршрутів.',
        'Щоб записатися, змінити запис чи поставити запитання, зателефонуйте нам або напишіть листа — наші адміністратори відповідять протягом одного робочого дня.',
      ],
    },
  },
  {
    slug: 'blog',
    title: { en: 'Blog', uk: 'Блог' },
    description: {
      en: 'Collaborations, film sets, fashion week and the special projects we love: stories from behind the scenes at Parlour.',
      uk: 'Колаборації, знімальні майданчики, тижні моди й спецпроєкти, які ми любимо: історії з-за лаштунків Parlour.',
    },
    body: {
      en: ['Here we share what our team gets up to outside the salon, and what we bring back from it.'],
      uk: ['Тут ми розповідаємо, чим займається наша команда поза салоном і що ми звідти привозимо.'],
    },
  },
  {
    slug: 'charity',
    title: { en: 'Charity', uk: 'Благодійність' },
    description: {
      en: 'Styling days, hair donation and support for our neighbourhood: the charity work that matters to our team.',
      uk: 'Дні краси, донорство волосся й підтримка нашого району: благодійні проєкти, важливі для нашої команди.',
    },
    body: {
      en: [
        'Several times a year we close the salon to paying clients and open it to people who need a boost, working with local charities that help women back into work.',
        'Every February we run a hair donation month: donate a ponytail of 18 cm or more for children’s wigs and your new cut is on us.',
        'If your charity would like to work with us, write to hello@parlour.example.',
      ],
      uk: [
        'Кілька разів на рік ми зачиняємо салон для звичайних клієнтів і відчиняємо його для тих, кому потрібна підтримка, — разом із місцевими благодійними організаціями, що допомагають жінкам повернутися до роботи.',
        'Щолютого ми проводимо місяць донорства волосся: пожертвуйте хвіст завдовжки від 18 см на дитячі перуки — і нову стрижку ми зробимо безкоштовно.',
        'Якщо ваша благодійна організація хоче співпрацювати з нами, напишіть на hello@parlour.example.',
      ],
    },
  },
  {
    slug: 'career',
    title: { en: 'Vacancies', uk: 'Вакансії' },
    description: {
      en: 'Join a friendly, ambitious team in Chelsea and Kensington. See our open roles and how to apply.',
      uk: 'Приєднуйтеся до дружньої й амбітної команди в Челсі та Кенсінгтоні. Перегляньте відкриті вакансії та дізнайтеся, як відгукнутися.',
    },
    body: {
      en: [
        'At Parlour you will work with people who love their craft. We invest in training, share what we learn backstage and on set, and make sure everyone has a fair rota and time to rest.',
        'All our roles come with commission, a staff discount and a yearly training budget. If you do not see the right role below, send your CV to careers@parlour.example anyway.',
      ],
      uk: [
        'У Parlour ви працюватимете з людьми, які люблять свою справу. Ми вкладаємо в навчання, ділимося досвідом із бекстейджів і знімальних майданчиків і стежимо, щоб у кожного був справедливий графік і час на відпочинок.',
        'Усі наші вакансії передбачають відсоток, знижку для працівників і щорічний бюджет на навчання. Якщо не знайшли відповідної вакансії нижче, однаково надішліть резюме на careers@parlour.example.',
      ],
    },
  },
  {
    slug: 'salons',
    title: { en: 'Our salons', uk: 'Наші салони' },
    description: {
      en: 'Two salons in West London: our flagship on the King’s Road in Chelsea and a smaller studio in Kensington.',
      uk: 'Два салони в Західному Лондоні: головний на Кінгс-Роуд у Челсі та менша студія в Кенсінгтоні.',
    },
    body: {
      en: [
        'Choose the salon that is most convenient for you. Opening hours, prices and available specialists can differ slightly between locations.',
      ],
      uk: [
        'Оберіть салон, до якого вам найзручніше дістатися. Години роботи, ціни й доступні майстри в різних салонах можуть трохи відрізнятися.',
      ],
    },
  },
  {
    slug: 'employees',
    title: { en: 'Our stylists', uk: 'Наші майстри' },
    description: {
      en: 'Meet the stylists, colourists, nail technicians, brow artists, barbers and therapists of Parlour.',
      uk: 'Познайомтеся зі стилістами, колористами, майстрами манікюру, бровістами, барберами та масажистами Parlour.',
    },
    body: {
      en: [
        'Every specialist at Parlour has their own strengths. Filter by service or salon, read about their skills and book straight into their diary.',
      ],
      uk: [
        'Кожен фахівець Parlour має свої сильні сторони. Оберіть послугу чи салон, дізнайтеся про навички майстра й запишіться просто в його розклад.',
      ],
    },
  },
  {
    slug: 'female-service',
    title: { en: 'Services for women', uk: 'Послуги для жінок' },
    description: {
      en: 'Haircuts, colour, styling, nails, brows, make-up and massage, all in one salon in Chelsea.',
      uk: 'Стрижки, фарбування, укладання, манікюр, брови, макіяж і масаж — усе в одному салоні в Челсі.',
    },
    body: {
      en: [
        'From a quick fringe trim to a full AirTouch transformation, our team covers every step of your beauty routine.',
        'Not sure what to choose? Book a free consultation and we will suggest the services that suit you best.',
      ],
      uk: [
        'Від швидкої корекції чубчика до повного перевтілення з AirTouch — наша команда подбає про кожен етап вашого догляду.',
        'Не знаєте, що обрати? Запишіться на безкоштовну консультацію, і ми порадимо послуги, які пасують саме вам.',
      ],
    },
  },
  {
    slug: 'male-service',
    title: { en: 'Services for men', uk: 'Послуги для чоловіків' },
    description: {
      en: 'Barbering, skin fades, beard sculpting, hot towel shaves, grooming and massage for men.',
      uk: 'Барберські стрижки, скін-фейди, моделювання бороди, гоління з гарячим рушником, догляд і масаж для чоловіків.',
    },
    body: {
      en: [
        'Our barbers combine classic technique with modern shapes. Come in for a sharp cut before a meeting, or take half an hour out for a traditional wet shave.',
      ],
      uk: [
        'Наші барбери поєднують класичну техніку із сучасними формами. Заходьте на чітку стрижку перед зустріччю або виділіть пів години на традиційне гоління.',
      ],
    },
  },
  {
    slug: 'price-female',
    title: { en: 'Prices for women', uk: 'Ціни для жінок' },
    description: {
      en: 'Our price list for women’s hair, nails, brows, make-up and body treatments at Backstage Chelsea.',
      uk: 'Наш прайс на послуги для жінок у Backstage Chelsea: волосся, нігті, брови, макіяж і догляд за тілом.',
    },
    body: {
      en: [
        'Prices are shown as a guide and start from the amount listed. The final price depends on your hair length and thickness and on the level of the specialist you choose, and we will always confirm it at your consultation.',
      ],
      uk: [
        'Ціни вказано орієнтовно, від зазначеної суми. Остаточна вартість залежить від довжини й густоти волосся та рівня обраного майстра, і ми завжди підтверджуємо її під час консультації.',
      ],
    },
  },
  {
    slug: 'price-male',
    title: { en: 'Prices for men', uk: 'Ціни для чоловіків' },
    description: {
      en: 'Our price list for men’s haircuts, beard care, shaves and grooming at Backstage Chelsea.',
      uk: 'Наш прайс на чоловічі стрижки, догляд за бородою, гоління та інші послуги в Backstage Chelsea.',
    },
    body: {
      en: [
        'Prices are shown as a guide and may vary with the specialist you choose. Your barber will confirm the price before starting.',
      ],
      uk: [
        'Ціни вказано орієнтовно, вони можуть залежати від обраного майстра. Барбер підтвердить вартість перед початком роботи.',
      ],
    },
  },
  {
    slug: 'policy',
    title: { en: 'Privacy policy', uk: 'Політика конфіденційності' },
    description: {
      en: 'How Parlour collects, uses and protects your personal data under the UK GDPR and the Data Protection Act 2018.',
      uk: 'Як Parlour збирає, використовує та захищає ваші персональні дані відповідно до UK GDPR і Закону про захист даних 2018 року.',
    },
    body: {
      en: [
        'This policy explains how Parlour Salons Ltd (“Parlour”, “we”, “us”) handles your personal data when you visit our website, book an appointment or come to one of our salons. We are the data controller for this information. Our registered address is 152 King’s Road, London SW3 4UT, and you can contact us about privacy at privacy@parlour.example.',
        'We collect the information you give us when you book or contact us: your name, phone number, email address, appointment history and the notes our specialists keep about your treatments, such as colour formulas. For some treatments we record health information you choose to share with us, such as allergies or the results of a patch test. When you use the website we also collect technical data such as your IP address, browser type and the pages you visit.',
        'We use your data to manage your bookings and remind you about appointments, to provide treatments safely, to answer your questions, to take payments, to improve our website and services and, if you have agreed, to send you news and offers.',
        'Under the UK GDPR we rely on the following lawful bases: performance of a contract when we book and provide your treatments; legal obligation when we keep financial records; legitimate interests when we keep our website secure and understand how it is used; and consent for marketing messages and non-essential cookies. Health information is processed with your explicit consent, which you can withdraw at any time.',
        'We share your data only with service providers that help us run the business, such as our booking system, payment processor, email provider and website host. They may only use it on our instructions. Where any of them process data outside the UK, we make sure appropriate safeguards, such as the UK International Data Transfer Agreement, are in place. We never sell your data.',
        'We keep client records for as long as you remain a client and for three years after your last appointment, so we can look after you if you return. Financial records are kept for six years, as required by law. Marketing preferences are kept until you unsubscribe, and enquiries that do not lead to a booking are deleted after twelve months.',
        'You have the right to ask for a copy of your data, to have it corrected or deleted, to restrict or object to how we use it, to receive it in a portable format, and to withdraw consent at any time. To exercise any of these rights, email privacy@parlour.example; we will reply within one month.',
        'Our website uses cookies. Essential cookies make the site work and remember your choices. When you accept cookies we store a cookie called cookiesAccepted, which remembers your decision for 30 days so we do not ask you again on every visit. Analytics cookies are only set after you have agreed, and you can delete or block cookies at any time in your browser settings.',
        'We protect your data with access controls, encrypted connections and regular reviews of who can see client records. Our team is trained in handling personal data and client confidentiality.',
        'Our website and services are intended for adults. We do not knowingly collect data from children under 13 online; appointments for children are booked by a parent or guardian.',
        'If you are unhappy with how we have handled your data, please contact us first at privacy@parlour.example so we can try to put it right. You also have the right to complain to the Information Commissioner’s Office (ICO), the UK supervisory authority, at ico.org.uk.',
        'We may update this policy from time to time. The latest version will always be published on this page.',
      ],
      uk: [
        'Ця політика пояснює, як Parlour Salons Ltd («Parlour», «ми») обробляє ваші персональні дані, коли ви відвідуєте наш сайт, записуєтеся на процедуру чи приходите в один із наших салонів. Ми є контролером цих даних. Наша зареєстрована адреса: Кінгс-Роуд, 152, Лондон SW3 4UT, а з питань конфіденційності з нами можна зв’язатися за адресою privacy@parlour.example.',
        'Ми збираємо інформацію, яку ви надаєте під час запису чи звернення: ім’я, номер телефону, електронну адресу, історію візитів і нотатки майстрів про ваші процедури, наприклад формули фарбування. Для деяких процедур ми фіксуємо відомості про здоров’я, якими ви вирішили поділитися, наприклад алергії чи результати тесту на чутливість. Коли ви користуєтеся сайтом, ми також збираємо технічні дані: IP-адресу, тип браузера та сторінки, які ви відвідуєте.',
        'Ми використовуємо ваші дані, щоб керувати записами й нагадувати про візити, безпечно проводити процедури, відповідати на ваші запитання, приймати оплату, покращувати сайт і послуги, а також, якщо ви погодилися, надсилати новини й пропозиції.',
        'Відповідно до UK GDPR ми спираємося на такі правові підстави: виконання договору, коли записуємо вас і надаємо послуги; юридичний обов’язок, коли зберігаємо фінансові документи; законний інтерес, коли забезпечуємо безпеку сайту й аналізуємо, як ним користуються; і згоду — для маркетингових повідомлень і необов’язкових файлів cookie. Відомості про здоров’я ми обробляємо лише з вашої явної згоди, яку ви можете будь-коли відкликати.',
        'Ми передаємо ваші дані лише постачальникам послуг, які допомагають нам вести бізнес: системі запису, платіжному сервісу, поштовому сервісу та хостингу сайту. Вони можуть використовувати дані тільки за нашими інструкціями. Якщо хтось із них обробляє дані за межами Великої Британії, ми забезпечуємо належні гарантії, зокрема Міжнародну угоду про передачу даних Великої Британії (IDTA). Ми ніколи не продаємо ваші дані.',
        'Ми зберігаємо картки клієнтів, доки ви залишаєтеся нашим клієнтом, і ще три роки після останнього візиту, щоб подбати про вас, якщо ви повернетеся. Фінансові документи зберігаються шість років, як того вимагає закон. Маркетингові налаштування зберігаються, доки ви не відпишетеся, а звернення, які не завершилися записом, видаляються через дванадцять місяців.',
        'Ви маєте право отримати копію своїх даних, виправити чи видалити їх, обмежити їх використання або заперечити проти нього, отримати дані в машинозчитуваному форматі та будь-коли відкликати згоду. Щоб скористатися будь-яким із цих прав, напишіть на privacy@parlour.example — ми відповімо протягом одного місяця.',
        'Наш сайт використовує файли cookie. Обов’язкові cookie забезпечують роботу сайту й запам’ятовують ваш вибір. Коли ви погоджуєтеся на cookie, ми зберігаємо файл cookiesAccepted, який пам’ятає ваше рішення протягом 30 днів, щоб не питати вас знову під час кожного візиту. Аналітичні cookie встановлюються лише після вашої згоди, а видалити чи заблокувати cookie можна будь-коли в налаштуваннях браузера.',
        'Ми захищаємо ваші дані за допомогою контролю доступу, шифрованих з’єднань і регулярної перевірки того, хто має доступ до карток клієнтів. Наша команда пройшла навчання з обробки персональних даних і збереження конфіденційності клієнтів.',
        'Наш сайт і послуги розраховані на дорослих. Ми свідомо не збираємо онлайн дані дітей, молодших за 13 років; дітей на процедури записують батьки чи опікуни.',
        'Якщо вас не влаштовує, як ми обробили ваші дані, спершу напишіть нам на privacy@parlour.example, щоб ми могли все виправити. Ви також маєте право подати скаргу до Управління Уповноваженого з питань інформації (ICO), наглядового органу Великої Британії, на сайті ico.org.uk.',
        'Ми можемо час від часу оновлювати цю політику. Актуальна версія завжди публікується на цій сторінці.',
      ],
    },
  },
  {
    slug: '404',
    title: { en: 'Page not found', uk: 'Сторінку не знайдено' },
    description: {
      en: 'Sorry, we could not find the page you were looking for. It may have moved — try the home page or book an appointment instead.',
      uk: 'На жаль, ми не знайшли сторінку, яку ви шукали. Можливо, її перенесли — перейдіть на головну або запишіться на процедуру.',
    },
    body: {
      en: ['Even the best stylists lose a hair clip now and then. Use the menu or the search to find what you need.'],
      uk: ['Навіть найкращі стилісти іноді гублять шпильку. Скористайтеся меню чи пошуком, щоб знайти потрібне.'],
    },
    withImage: true,
  },
  {
    slug: 'instagram-settings',
    title: { en: 'Parlour on Instagram', uk: 'Parlour в Instagram' },
    description: {
      en: 'Fresh looks from our chairs, moments from backstage and the products our team swears by, every week.',
      uk: 'Свіжі образи з наших крісел, моменти з бекстейджів і засоби, які обожнює наша команда, — щотижня.',
    },
    body: {
      en: ['Tag us in your new look and we may share it.'],
      uk: ['Позначайте нас у дописах зі своїм новим образом — ми можемо його поширити.'],
    },
  },
]
