/**
 * Demo content for Parlour: the whole service catalogue (prices and durations are DEMO VALUES,
 * not a real price list), two salons, stylists, vacancies, articles, pages, contacts, settings
 * and a demo admin. Texts in English and Ukrainian; pictures drawn locally.
 *
 * One function per section, run in this order (later sections refer to the ids of earlier ones):
 * salons → catalogue → stylists → editorial → globals → booking.
 */
import type { Payload, PayloadRequest } from 'payload'

import { seedBooking, seedToday } from './booking'
import { seedCatalogue } from './catalogue'
import { articles, pages, vacancies } from './data/editorial'
import { employees } from './data/people'
import { seedEditorial } from './editorial'
import { seedGlobals } from './globals'
import { seedSalons } from './salons'
import { seedStylists } from './stylists'
import { seedWriter, type Log } from './writer'

export { DEMO_ADMIN, demoAdminExists, ensureDemoAdmin } from './demo-admin'
export { isDatabaseEmpty, wipeContent } from './wipe'

export interface SeedSummary {
  categories: number
  services: number
  salons: number
  employees: number
  articles: number
  vacancies: number
  pages: number
  media: number
  clients: number
  appointments: number
  reviews: number
}

export async function seedDemoContent(
  payload: Payload,
  log: Log = () => {},
  req?: PayloadRequest,
  now: Date = new Date(),
): Promise<SeedSummary> {
  const w = seedWriter(payload, req)

  const salons = await seedSalons(w)
  log(`salons: ${salons.ids.size}`)
  const catalogue = await seedCatalogue(w, salons)
  log(`service categories: ${catalogue.categories.size}`)
  log(`services: ${catalogue.services.size}`)
  const stylists = await seedStylists(w, { salons: salons.ids, services: catalogue.services }, seedToday(now))
  log(`stylists: ${employees.length}`)
  await seedEditorial(w, salons.ids)
  log(`articles: ${articles.length}`)
  await seedGlobals(w, { salons: salons.ids, categories: catalogue.categories })
  const booking = await seedBooking(
    payload,
    { salons: salons.ids, services: catalogue.services, stylists, durations: catalogue.terms },
    now,
    req,
  )
  log(`booking: ${booking.clients} clients, ${booking.appointments} appointments, ${booking.reviews} reviews`)

  return {
    ...booking,
    categories: catalogue.categories.size,
    services: catalogue.services.size,
    salons: salons.ids.size,
    employees: employees.length,
    articles: articles.length,
    vacancies: vacancies.length,
    pages: pages.length,
    media: w.uploads,
  }
}
