/**
 * The booking read API's GET endpoints, each: parse the query with zod → one use case → an
 * answer (status, JSON text, caching), sent by Next's route handler or by the server's direct
 * path (src/features/booking/http/direct-reads.ts). Built from a deps factory so tests can run
 * them over other ports. The catalogue lists answer an empty list (logged) when anything inside
 * fails, as the old booking proxy did; free time answers 503 then, since an empty answer would
 * read as "fully booked".
 */
import {
  listEmployees,
  listFeedbacks,
  listLocations,
  listPositions,
  listServices,
  type CatalogueDeps,
} from '../use-cases/catalogue'
import { getFreeTime } from '../use-cases/free-time'
import type { BookingSettingsView } from './answers'
import type { z } from 'zod'

import { defaultReadDeps, type ReadDeps, type ReadDepsFactory } from './deps'
import { answer, CATALOGUE_CACHE, invalidQuery, NO_STORE, problem, type ReadAnswer } from './respond'
import { employeesQuery, feedbacksQuery, freeTimeQuery, localeQuery, servicesQuery } from './schemas'

function logFailure(deps: ReadDeps | undefined, context: Record<string, unknown>, message: string) {
  if (deps) deps.log.error(context, message)
  else console.error(message, context)
}

/** A list endpoint: 400 on a bad query; otherwise the list, or [] (logged) on an internal failure. */
function listRoute<S extends z.ZodType>(
  route: string,
  schema: S,
  run: (deps: CatalogueDeps, query: z.output<S>) => Promise<unknown[]>,
  factory: ReadDepsFactory,
): ReadAnswer {
  return async (query) => {
    const parsed = schema.safeParse(query)
    if (!parsed.success) return invalidQuery(parsed.error)
    let deps: ReadDeps | undefined
    try {
      deps = await factory()
      return answer(await run(deps, parsed.data), { cache: CATALOGUE_CACHE })
    } catch (error) {
      logFailure(deps, { err: error, route, query: parsed.data }, `${route} failed; answering an empty list`)
      // Not cached: the next request tries again.
      return answer([], { cache: NO_STORE })
    }
  }
}

export const locationsRead = (factory: ReadDepsFactory = defaultReadDeps) =>
  listRoute('GET /api/booking/locations', localeQuery, (deps, q) => listLocations(deps, q), factory)

export const servicesRead = (factory: ReadDepsFactory = defaultReadDeps) =>
  listRoute(
    'GET /api/booking/services',
    servicesQuery,
    (deps, q) => listServices(deps, { locale: q.locale, locationId: q.location ?? null }),
    factory,
  )

export const employeesRead = (factory: ReadDepsFactory = defaultReadDeps) =>
  listRoute(
    'GET /api/booking/employees',
    employeesQuery,
    (deps, q) =>
      listEmployees(deps, { locale: q.locale, locationId: q.location ?? null, serviceIds: q.services ?? [] }),
    factory,
  )

export const positionsRead = (factory: ReadDepsFactory = defaultReadDeps) =>
  listRoute('GET /api/booking/positions', localeQuery, (deps, q) => listPositions(deps, q), factory)

export const feedbacksRead = (factory: ReadDepsFactory = defaultReadDeps) =>
  listRoute(
    'GET /api/booking/feedbacks',
    feedbacksQuery,
    (deps, q) => listFeedbacks(deps, { locale: q.locale, employeeId: q.employee ?? null }),
    factory,
  )

/** The provider's online-booking settings the widget follows (503 when they cannot be read). */
export const settingsRead =
  (factory: ReadDepsFactory = defaultReadDeps): ReadAnswer =>
  async () => {
    let deps: ReadDeps | undefined
    try {
      deps = await factory()
      const s = await deps.catalogue.settings()
      const view: BookingSettingsView = {
        severalServices: s.severalServices,
        skipProfessional: s.skipProfessional,
        timeStep: s.timeStep,
        nearestBookingMinutes: s.nearestBookingMinutes,
        canCancelIn48Hours: s.canCancelIn48Hours,
      }
      return answer(view, { cache: CATALOGUE_CACHE })
    } catch (error) {
      logFailure(deps, { err: error, route: 'GET /api/booking/settings' }, 'booking settings failed')
      return problem(503, 'unavailable', 'Online booking is not available just now. Please try again in a moment.')
    }
  }

export const freeTimeRead =
  (factory: ReadDepsFactory = defaultReadDeps): ReadAnswer =>
  async (query) => {
    const parsed = freeTimeQuery.safeParse(query)
    if (!parsed.success) return invalidQuery(parsed.error)
    const q = parsed.data
    let deps: ReadDeps | undefined
    try {
      deps = await factory()
      const outcome = await getFreeTime(deps, {
        locationId: q.location,
        serviceIds: q.services,
        from: q.from,
        to: q.to,
        employeeId: q.employee ?? null,
        ...(q.options ? { optionIds: q.options } : {}),
      })
      if (outcome.ok) return answer(outcome.times, { cache: NO_STORE })
      const { kind, field, message } = outcome.refusal
      if (kind === 'not_found') return problem(404, 'not_found', message, { [field]: message })
      if (kind === 'unknown_option') return problem(422, 'unknown_option', message, { [field]: message })
      return problem(400, 'invalid_request', message, { [field]: message })
    } catch (error) {
      logFailure(deps, { err: error, route: 'GET /api/booking/free-time', query: q }, 'free time failed')
      return problem(503, 'unavailable', 'Free times cannot be read just now. Please try again in a moment.')
    }
  }
