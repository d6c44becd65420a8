/** The admin's data-rights box on a client (English and Ukrainian, as the admin's language). */
export const DATA_RIGHTS_TEXT = {
  en: {
    heading: 'Their data',
    about:
      'A client may ask by phone, email or in person for a copy of their data or its erasure. Record the request in Data requests (it shows the date to answer by), then answer it here.',
    json: 'Download their data (JSON)',
    csv: 'Download their data (CSV, zip)',
    erase: 'Erase this client…',
    confirm:
      'Erase this client? Their visits to come are cancelled and refunded under their terms; their name, phone, email, notes and texts are removed for good. Sales and payments stay without their identity. Type ERASE to confirm.',
    erasing: 'Erasing…',
    erased: 'Erased. The page will reload.',
    failed: 'Not erased:',
    erasedOn: 'This client’s data was erased on',
    requests: 'Data requests',
  },
  uk: {
    heading: 'Їхні дані',
    about:
      'Клієнт може попросити телефоном, листом чи особисто копію своїх даних або їх видалення. Запишіть запит у «Запити щодо даних» (там видно, до якої дати відповісти), а тоді виконайте його тут.',
    json: 'Завантажити їхні дані (JSON)',
    csv: 'Завантажити їхні дані (CSV, zip)',
    erase: 'Видалити дані клієнта…',
    confirm:
      'Видалити дані клієнта? Майбутні візити буде скасовано й повернуто кошти за їхніми умовами; ім’я, телефон, email, нотатки й повідомлення буде видалено назавжди. Продажі й платежі залишаться без особи. Введіть ERASE, щоб підтвердити.',
    erasing: 'Видаляємо…',
    erased: 'Видалено. Сторінка оновиться.',
    failed: 'Не видалено:',
    erasedOn: 'Дані цього клієнта видалено',
    requests: 'Запити щодо даних',
  },
} as const

export type DataRightsText = (typeof DATA_RIGHTS_TEXT)['en'] | (typeof DATA_RIGHTS_TEXT)['uk']
