import 'server-only'

import type { Payload } from 'payload'

import { createPayloadCatalogue } from '@/features/booking/kit'
import type { Employee, EmployeesCategory, Position, Salon, SalonsCategory, Skill, Vacancy } from '@/cms/payload-types'
import type { Locale } from '@/platform/i18n/locales'

import { tags } from './cache-tags'
import { idOf, toImage, toMeta, toSalon } from './map'
import { cached, findBySlug, findPublished } from './read'
import { toRichBlocks } from './rich-text'
import type {
  EmployeeCard,
  EmployeeCategory,
  EmployeeDetail,
  EmployeeDirectory,
  SalonCard,
  SalonCategory,
  SalonDetail,
  SalonDirectory,
  SalonLink,
  VacancyCard,
  VacancyDetail,
} from './types'

/**
 * Salons, stylists ("masters") and vacancies for public pages: published content only
 * (`overrideAccess: false` with no user, see ./read). `read*` take a Payload instance (tests call
 * them directly); `get*` are the cached versions pages use, tagged so the Payload hooks expire them.
 */

type Id = number | string

/** A relationship that was populated (at depth ≥ 1 and readable), or null. */
function populated<T extends { id: Id }>(value: unknown): T | null {
  return value != null && typeof value === 'object' && 'id' in value ? (value as T) : null
}

/** The populated documents of a has-many relationship; ids left unpopulated (unreadable) are dropped. */
function populatedList<T extends { id: Id }>(values: unknown): T[] {
  return Array.isArray(values) ? values.map((v) => populated<T>(v)).filter((v): v is T => v != null) : []
}

const finite = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null)

function toSalonCategory(doc: SalonsCategory): SalonCategory {
  return { id: doc.id, slug: doc.slug, name: doc.name, externalUrl: doc.externalUrl || null }
}

function toSalonLink(doc: Salon): SalonLink {
  return { id: doc.id, slug: doc.slug, title: doc.title }
}

function toSalonCard(doc: Salon): SalonCard {
  return {
    ...toSalon(doc),
    categoryId: idOf(doc.category),
    lat: finite(doc.geo?.lat),
    lng: finite(doc.geo?.lng),
    image: toImage(doc.image, 'medium_large'),
  }
}

function toEmployeeCategory(doc: EmployeesCategory): EmployeeCategory {
  return { id: doc.id, slug: doc.slug, name: doc.name }
}

function toEmployeeCard(doc: Employee): EmployeeCard {
  return {
    id: doc.id,
    crmId: doc.crmId || null,
    slug: doc.slug,
    name: doc.name,
    subtitle: populated<EmployeesCategory>(doc.workCategory)?.name ?? '',
    workCategoryId: idOf(doc.workCategory),
    rating: finite(doc.rating),
    photo: toImage(doc.photo, 'thumbnail'),
  }
}

function toVacancyCard(doc: Vacancy): VacancyCard {
  return {
    id: doc.id,
    slug: doc.slug,
    title: doc.title,
    excerpt: doc.excerpt ?? '',
    image: toImage(doc.previewImage, 'card'),
    salons: populatedList<Salon>(doc.salons).map(toSalonLink),
  }
}

// ── Salons ──────────────────────────────────────────────────────────────────────────────────

/** Every published salon with the salon categories, both in menu order. */
export async function readSalonDirectory(payload: Payload, locale: Locale): Promise<SalonDirectory> {
  const [categories, salons] = await Promise.all([
    findPublished(payload, 'salons-categories', locale, { sort: 'order', limit: 100, depth: 0 }),
    findPublished(payload, 'salons', locale, { sort: 'order', limit: 100, depth: 1 }),
  ])
  return { categories: categories.map(toSalonCategory), salons: salons.map(toSalonCard) }
}

/** The stylists who work at a salon, in menu order. */
export async function readSalonStylists(payload: Payload, salonId: Id, locale: Locale): Promise<EmployeeCard[]> {
  const docs = await findPublished(payload, 'employees', locale, {
    where: { salons: { in: [salonId] } },
    sort: 'order',
    limit: 500,
    depth: 1,
  })
  return docs.map(toEmployeeCard)
}

/** One published salon by slug, with its category and its stylists; null when there is none. */
export async function readSalon(payload: Payload, slug: string, locale: Locale): Promise<SalonDetail | null> {
  const doc = await findBySlug(payload, 'salons', slug, locale)
  if (!doc) return null
  const category = populated<SalonsCategory>(doc.category)
  return {
    ...toSalonCard(doc),
    category: category ? toSalonCategory(category) : null,
    description: doc.description ?? '',
    seoText: doc.seoText ?? '',
    stylists: await readSalonStylists(payload, doc.id, locale),
    ...toMeta(doc),
  }
}

const salonTags = [
  tags.collection('salons'),
  tags.collection('salons-categories'),
  tags.collection('employees'),
  tags.collection('employees-categories'),
  tags.collection('media'),
  tags.all,
]

export const getSalonDirectory = cached('salon-directory', salonTags, readSalonDirectory)

export const getSalon = cached('salon', salonTags, readSalon)

// ── Stylists ────────────────────────────────────────────────────────────────────────────────

/** Every published stylist as a card, with the work categories, both in menu order. */
export async function readEmployeeDirectory(payload: Payload, locale: Locale): Promise<EmployeeDirectory> {
  const [categories, employees] = await Promise.all([
    findPublished(payload, 'employees-categories', locale, { sort: 'order', limit: 100, depth: 0 }),
    findPublished(payload, 'employees', locale, { sort: 'order', limit: 500, depth: 1 }),
  ])
  return { categories: categories.map(toEmployeeCategory), employees: employees.map(toEmployeeCard) }
}

/** One published stylist by slug with skills, positions and salons; null when there is none. */
export async function readEmployee(payload: Payload, slug: string, locale: Locale): Promise<EmployeeDetail | null> {
  const doc = await findBySlug(payload, 'employees', slug, locale)
  if (!doc) return null
  const workCategory = populated<EmployeesCategory>(doc.workCategory)
  return {
    ...toEmployeeCard(doc),
    workCategory: workCategory ? toEmployeeCategory(workCategory) : null,
    portrait: toImage(doc.photo, 'portrait'),
    bio: doc.bio ?? '',
    skills: populatedList<Skill>(doc.skills).map((s) => ({ id: s.id, title: s.title })),
    positions: populatedList<Position>(doc.positions).map((p) => ({ id: p.id, name: p.name })),
    salons: populatedList<Salon>(doc.salons).map(toSalonLink),
    // The same published reviews as /api/booking/feedbacks gives (hidden ones left out).
    reviews: (
      await createPayloadCatalogue(payload).feedbacks({ employeeId: String(doc.id), limit: REVIEWS_SHOWN, locale })
    ).map((r) => ({ id: r.id, firstName: r.firstName, date: r.date.toISOString(), rating: r.rating, text: r.text })),
    ...toMeta(doc),
  }
}

/** How many of a stylist's latest reviews the page lists. */
const REVIEWS_SHOWN = 10

const employeeTags = [
  tags.collection('employees'),
  tags.collection('employees-categories'),
  tags.collection('skills'),
  tags.collection('positions'),
  tags.collection('salons'),
  tags.collection('media'),
  tags.all,
]

export const getEmployeeDirectory = cached('employee-directory', employeeTags, readEmployeeDirectory)

export const getEmployee = cached('employee', employeeTags, readEmployee)

// ── Vacancies ───────────────────────────────────────────────────────────────────────────────

/** Every published vacancy as a card, in menu order. */
export async function readVacancies(payload: Payload, locale: Locale): Promise<VacancyCard[]> {
  const docs = await findPublished(payload, 'vacancies', locale, { sort: 'order', limit: 100, depth: 1 })
  return docs.map(toVacancyCard)
}

/** One published vacancy by slug with its body and salons; null when there is none. */
export async function readVacancy(payload: Payload, slug: string, locale: Locale): Promise<VacancyDetail | null> {
  const doc = await findBySlug(payload, 'vacancies', slug, locale)
  if (!doc) return null
  return {
    ...toVacancyCard(doc),
    body: toRichBlocks(doc.body),
    ...toMeta(doc),
  }
}

const vacancyTags = [tags.collection('vacancies'), tags.collection('salons'), tags.collection('media'), tags.all]

export const getVacancies = cached('vacancies', vacancyTags, readVacancies)

export const getVacancy = cached('vacancy', vacancyTags, readVacancy)
