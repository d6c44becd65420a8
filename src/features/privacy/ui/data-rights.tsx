import Link from 'next/link'
import type { UIFieldServerProps } from 'payload'

import { isAdminUser } from '@/platform/access'
import links from '@/platform/staff/text-links.module.css'

import { EraseButton } from './erase-button'
import { DATA_RIGHTS_TEXT } from './text'

/**
 * The client's page in the admin, for admins: download what the salon holds about them, or erase
 * them (GET /api/staff/clients/{id}/data, POST /api/staff/clients/{id}/erase).
 */
export function DataRights({ id, data, req, i18n }: UIFieldServerProps) {
  if (!id || !isAdminUser(req.user)) return null
  const t = DATA_RIGHTS_TEXT[i18n.language === 'uk' ? 'uk' : 'en']
  const erasedAt = typeof data?.erasedAt === 'string' ? data.erasedAt : null
  return (
    <section className={links.links} aria-labelledby="data-rights-heading" data-testid="data-rights">
      <h3 id="data-rights-heading">{t.heading}</h3>
      {erasedAt ? (
        <p>
          {t.erasedOn}{' '}
          {new Date(erasedAt).toLocaleString(i18n.language === 'uk' ? 'uk-UA' : 'en-GB', { timeZone: 'Europe/London' })}
          .
        </p>
      ) : (
        <>
          <p>{t.about}</p>
          <ul>
            <li>
              <a href={`/api/staff/clients/${id}/data`} download>
                {t.json}
              </a>
            </li>
            <li>
              <a href={`/api/staff/clients/${id}/data?format=csv`} download>
                {t.csv}
              </a>
            </li>
            <li>
              <Link href="/admin/collections/data-requests">{t.requests}</Link>
            </li>
          </ul>
          <EraseButton clientId={String(id)} text={t} />
        </>
      )}
    </section>
  )
}
