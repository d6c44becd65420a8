/**
 * Bringing a WordPress site's content into Parlour (issue 16): salons, the services category tree
 * and services, the blog, stylists with their skills, vacancies, the content pages and the
 * contacts, with their images, in English and — where the site answers `lang=ua` with other
 * words — Ukrainian.
 *
 * - **Idempotent**: every imported item keeps its WordPress id and a fingerprint of what was
 *   imported (`wordpress` group, src/features/content/payload/fields/common.ts). A second run finds it by that id,
 *   leaves it alone when nothing changed and updates it in place when something did.
 * - **Safe**: each item is written in its own transaction (English, Ukrainian and its image
 *   together), so a run stopped part-way leaves whole items only; a malformed item is skipped with
 *   a line saying why; `dryRun` counts and writes nothing; nothing is deleted unless `prune`.
 * - Slugs and the tree are kept, so every service answers at its old address; a slug Parlour
 *   cannot take (Cyrillic, capitals, underscores) is made an address part and the old address
 *   gets a 301 (the `redirects` collection).
 * - `modifiedAfter` (the sync) asks WordPress only for posts changed since then; terms, which
 *   WordPress does not date, are read whole and compared.
 *
 * A run (./importer/run.ts) holds what the steps share; each content type is a file of
 * ./importer, called here in the order their references need.
 */
import type { Payload } from 'payload'

import { isWordPressError } from './source/client'

import { importBlog } from './importer/blog'
import { importContacts } from './importer/contacts'
import { importPages } from './importer/pages'
import { prune } from './importer/prune'
import { ImportRun } from './importer/run'
import { importSalons } from './importer/salons'
import { importServiceCategories } from './importer/service-categories'
import { importServices } from './importer/services'
import { importStylists } from './importer/stylists'
import type { ImportOptions, ImportSummary } from './importer/types'
import { importVacancies } from './importer/vacancies'

export type { ImportedType, ImportOptions, ImportSummary, TypeSummary } from './importer/types'

export async function importWordPress(payload: Payload, options: ImportOptions): Promise<ImportSummary> {
  const run = await ImportRun.start(payload, options)
  try {
    const salons = await importSalons(run)
    const tree = await importServiceCategories(run)
    const services = await importServices(run, tree, salons.salons)
    const blog = await importBlog(run)
    const stylists = await importStylists(run, salons.salons)
    const vacancies = await importVacancies(run, salons.salons)
    const { pages, contactsPage } = await importPages(run)
    await importContacts(run, contactsPage)
    // Imported items WordPress no longer has (a whole run only), those that refer to others first.
    if (options.prune && !options.modifiedAfter)
      await prune(run, [
        pages,
        vacancies,
        stylists.employees,
        stylists.skills,
        stylists.skillCategories,
        stylists.staffCategories,
        blog.articles,
        blog.categories,
        services,
        tree.categories,
        salons.salons,
        salons.categories,
      ])
  } catch (error) {
    if (!isWordPressError(error)) throw error
    run.summary.failed = error.message
    run.log(`stopped: ${error.message}`)
  }
  return run.summary
}
