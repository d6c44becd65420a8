/**
 * WordPress items as Parlour drafts: what the importer writes, with references still as WordPress
 * ids (the importer resolves them to Parlour's once their targets exist). Pure; a malformed item
 * is `{ ok: false, reason }` naming what is wrong, so the run skips it with a line and goes on.
 * One file per content type in ./drafts.
 *
 * Field names are the old site's (spec/site.md §3, spec/service-pages-and-booking.md §3), read
 * from the item or from its `acf` (sites registered them either way).
 */
export type { Bodies, Localised, Mapped } from './drafts/common'
export { addressPart, formerSlug } from './drafts/slugs'
export { categoryTree, mapCategory, type CategoryDraft } from './drafts/service-categories'
export { mapService, type ServiceDraft } from './drafts/services'
export { addressOf, mapSalon, openingOf, splitAddress, type OpeningRow, type SalonDraft } from './drafts/salons'
export { mapArticleCategory, mapTerm, type ArticleCategoryDraft, type TermDraft } from './drafts/terms'
export { mapArticle, type ArticleDraft } from './drafts/articles'
export { mapEmployee, mapSkill, type EmployeeDraft, type SkillDraft } from './drafts/stylists'
export { mapVacancy, type VacancyDraft } from './drafts/vacancies'
export { mapPage, type PageDraft } from './drafts/pages'
export { mapContacts, type ContactsDraft } from './drafts/contacts'
