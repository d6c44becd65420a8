/**
 * The contacts global: from a `contacts` item where the site has the type, else from the contacts
 * page's fields; updated when what WordPress has changed.
 */
import { isWordPressError, type WpItem } from '../source/client'
import { mapContacts, type ContactsDraft } from '../source/map'

import type { ImportRun } from './run'
import { fingerprint } from './types'

export async function importContacts(run: ImportRun, contactsPage: WpItem | undefined): Promise<void> {
  const { client, options } = run
  let en: WpItem | undefined
  let ua: WpItem | undefined
  try {
    en = (await client.list('contacts', options.modifiedAfter ? { modified_after: options.modifiedAfter } : {}))[0]
    if (en) ua = await run.languages.variantOf('contacts', en)
  } catch (error) {
    if (!isWordPressError(error) || error.reason !== 'not_found') throw error
    en = contactsPage
    if (en) ua = await run.languages.variantOf('pages', en)
  }
  if (en) {
    const mapped = mapContacts(en, ua)
    if (!mapped.ok) run.skip('contacts', `contacts ${en.id}`, mapped.reason)
    else await write(run, mapped.draft)
  }
  run.progress('contacts', 1, 1)
}

async function write(run: ImportRun, d: ContactsDraft): Promise<void> {
  const { payload, o } = run
  const counts = run.summary.types.contacts
  const hash = fingerprint(d)
  const current = (await payload.findGlobal({ slug: 'contacts', ...o })) as {
    wordpress?: { hash?: string | null } | null
  }
  if (current.wordpress?.hash === hash) {
    counts.unchanged++
    return
  }
  counts.updated++
  if (run.dryRun) return
  await run.transaction(async (req) => {
    await payload.updateGlobal({
      slug: 'contacts',
      locale: 'en',
      data: {
        phones: d.phones.map((phone) => ({ phone })),
        email: d.email || null,
        address: d.address.en || null,
        workTime: d.workTime.en || null,
        ...(d.year ? { year: d.year } : {}),
        socials: d.socials,
        wordpress: { itemId: d.wpId, modified: d.modified, hash },
      },
      ...o,
      req,
    })
    await payload.updateGlobal({
      slug: 'contacts',
      locale: 'uk',
      data: { address: d.address.uk ?? (d.address.en || null), workTime: d.workTime.uk ?? (d.workTime.en || null) },
      ...o,
      req,
    })
  })
  run.log('updated the contacts')
}
