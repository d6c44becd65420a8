import type { ServerProps } from 'payload'

import { isAdminUser } from '@/platform/access'
import links from '@/platform/staff/text-links.module.css'

const TEXT = {
  en: {
    heading: 'The salon’s data',
    about:
      'Everything Parlour holds — clients, visits, payments, sales, vouchers, reviews, hours, the content in both languages and the images — as CSV and JSON files in one zip, to keep or to take elsewhere.',
    download: 'Download everything (zip)',
  },
  uk: {
    heading: 'Дані салону',
    about:
      'Усе, що зберігає Parlour, — клієнти, візити, платежі, продажі, сертифікати, відгуки, графіки, вміст обома мовами й зображення — у файлах CSV і JSON в одному zip-архіві, щоб зберегти або перенести деінде.',
    download: 'Завантажити все (zip)',
  },
}

/** The dashboard's export, for admins only (GET /api/staff/export). */
export function ExportCard({ user, i18n }: ServerProps) {
  if (!isAdminUser(user)) return null
  const t = TEXT[i18n.language === 'uk' ? 'uk' : 'en']
  return (
    <section className={links.links} aria-labelledby="export-heading">
      <h2 id="export-heading">{t.heading}</h2>
      <p>{t.about}</p>
      <ul>
        <li>
          <a href="/api/staff/export" download data-testid="export-download">
            {t.download}
          </a>
        </li>
      </ul>
    </section>
  )
}
