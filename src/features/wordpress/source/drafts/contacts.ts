/** The contacts (the `contacts` global) as a draft, from a `contacts` item's ACF or the contacts page's. */
import type { WpItem } from '../client'
import { acfOf, numberOf, plainText, textOf } from '../items'

import { localised, modifiedOf, type Localised, type Mapped } from './common'

export interface ContactsDraft {
  wpId: number
  modified: string | null
  phones: string[]
  email: string
  address: Localised
  workTime: Localised
  year: number | null
  socials: { label: string; link: string }[]
}

const NETWORKS: [RegExp, string][] = [
  [/instagram\./i, 'Instagram'],
  [/facebook\.|fb\.com/i, 'Facebook'],
  [/tiktok\./i, 'TikTok'],
  [/linkedin\./i, 'LinkedIn'],
  [/youtube\.|youtu\.be/i, 'YouTube'],
]

/** Text per language from a `{ua, en}` pair (the old contacts' `work_time`) or a plain string. */
function perLanguage(value: unknown, uaValue: unknown): Localised {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const o = value as Record<string, unknown>
    const en = plainText(textOf(o.en))
    return localised(en, plainText(textOf(o.ua ?? o.uk)) || undefined)
  }
  return localised(
    plainText(textOf(value)),
    uaValue === undefined ? undefined : plainText(textOf(uaValue)) || undefined,
  )
}

/** The phone numbers: `contacts` rows each with an `item` holding a `phone`, or the phones themselves. */
function phonesOf(acf: Record<string, unknown>): string[] {
  const rows = Array.isArray(acf.contacts) ? acf.contacts : Array.isArray(acf.phones) ? acf.phones : []
  return rows
    .map((row: unknown) => {
      if (typeof row === 'string') return row
      const r = row as { item?: { phone?: unknown }; phone?: unknown }
      return textOf(r?.item?.phone ?? r?.phone)
    })
    .map((p) => plainText(p))
    .filter((p) => /\d{5,}/.test(p.replace(/\D/g, '')))
}

/**
 * A link as ACF returns it: its "Link Array" format `{title, url, target}` (the default), its
 * "Link URL" format (the address alone), or the old site's `{link}` / `{url}` rows.
 */
function linkOf(value: unknown): { url: string; title: string } | null {
  if (typeof value === 'string') return { url: value.trim(), title: '' }
  if (!value || typeof value !== 'object') return null
  const r = value as { link?: unknown; url?: unknown; label?: unknown; name?: unknown; title?: unknown }
  const inner = r.link !== undefined ? linkOf(r.link) : null
  const url = inner?.url || textOf(r.url)
  const title = plainText(textOf(r.label ?? r.name ?? r.title)) || inner?.title || ''
  return url ? { url, title } : null
}

/** The social links, each labelled (the label picks the icon) from the link's site when not given. */
function socialsOf(acf: Record<string, unknown>): ContactsDraft['socials'] {
  return (Array.isArray(acf.socials) ? acf.socials : []).flatMap((row: unknown) => {
    const found = linkOf(row)
    if (!found || !/^https?:\/\//i.test(found.url)) return []
    const link = found.url
    const label =
      found.title || NETWORKS.find(([re]) => re.test(link))?.[1] || new URL(link).hostname.replace(/^www\./, '')
    return [{ label, link }]
  })
}

/**
 * The contacts (spec/site.md §3): `contacts` rows each with an `item` holding a `phone` (or the
 * phone itself), `work_time` per language (`{ua, en}`), `year`, `socials` with a `link` (the label,
 * which picks the icon, from the link's site when not given). From a `contacts` item's ACF, or the
 * contacts page's.
 */
export function mapContacts(item: WpItem, ua?: WpItem): Mapped<ContactsDraft> {
  const acf = acfOf(item)
  const uaAcf = ua ? acfOf(ua) : undefined
  const phones = phonesOf(acf)
  if (!phones.length) return { ok: false, reason: 'it has no phone (acf.contacts[].item.phone)' }
  const year = numberOf(acf.year)
  return {
    ok: true,
    draft: {
      wpId: item.id,
      modified: modifiedOf(item),
      phones,
      email: textOf(acf.email),
      address: perLanguage(acf.address, uaAcf?.address),
      workTime: perLanguage(acf.work_time, uaAcf?.work_time),
      year: year !== null && Number.isInteger(year) && year >= 2000 && year <= 2100 ? year : null,
      socials: socialsOf(acf),
    },
  }
}
