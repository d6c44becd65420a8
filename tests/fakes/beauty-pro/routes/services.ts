/**
 * API.md "Group Services": service categories and services.
 */
import type { FakeService } from '../fixture'

import { type FieldSpec, flat } from '../core/fields'
import { byName, findById, findEmployee, findService } from '../core/lookups'
import { FIELDS_REQUIRED, IDS } from '../core/query'
import { type Ctx, type Reply, type Route, guidParam, listReply, oneReply, route } from '../core/route'
import { canProvide, isFree } from '../core/schedule'
import { S } from '../core/scopes'
import type { Core } from '../core/state'

/** API.md "Group Services" › Service categories `fields`. */
const CATEGORY_FIELDS = flat('name', 'parent', 'picture', 'archive')

/**
 * API.md "Group Services" › GET /services `fields` and the Service attributes (`prepaymentRequired`),
 * plus `descriptionPlainText` (the spelling of the `clients_module` list and of the spec §3).
 * Live: `no_professional_price` is rejected, so it is not here.
 */
const SERVICE_FIELDS: FieldSpec = {
  ...flat('name', 'description', 'descriptionPlaintext', 'descriptionPlainText', 'duration', 'gender'),
  ...flat('price_currency', 'category', 'picture', 'pictureUrl', 'public', 'halls', 'resources', 'color'),
  ...flat('article', 'barcode', 'with_assistant', 'service_by_time', 'department', 'archive', 'prepaymentRequired'),
  location_prices: flat('location', 'position', 'price', 'staff_price'), // API.md "Data Structures" › locationprice
}

export const serviceRoutes: Route[] = [
  // API.md "Group Services" › Service categories
  route(
    'GET',
    '/services/categories',
    S.categories,
    { ...FIELDS_REQUIRED, ...IDS, archive: { kind: 'bool' } },
    listCategories,
  ),
  route('GET', '/services/categories/:id', S.categories, FIELDS_REQUIRED, getCategory),
  // API.md "Group Services" › Service
  route(
    'GET',
    '/services',
    S.services,
    {
      ...FIELDS_REQUIRED,
      ...IDS,
      sex: { kind: ['male', 'female'] },
      client_gender: { kind: ['male', 'female'] },
      public: { kind: 'bool' },
      position: { kind: 'guids' },
      has_professional_price: { kind: 'bool' },
      professional: { kind: 'guids' },
      free_time: { kind: 'datetime' },
      free_time_skip_appointments: { kind: 'guids' },
      location: { kind: 'guids' },
      archive: { kind: 'bool' },
      service_by_time: { kind: 'bool' },
    },
    listServices,
  ),
  route('GET', '/services/:id', S.services, FIELDS_REQUIRED, getService),
]

/** API.md "Group Services" › Get all services categories. */
function listCategories(core: Core, c: Ctx): Reply {
  const archive = c.query.bool('archive')
  const items = byName(core.state.serviceCategories).filter((x) => archive === undefined || x.archive === archive)
  return listReply(c, CATEGORY_FIELDS, items, (x) => ({ ...x }))
}

function getCategory(core: Core, c: Ctx): Reply {
  const found = findById(core.state.serviceCategories, 'category', guidParam(c, 'category'))
  return oneReply(c, CATEGORY_FIELDS, found, (x) => ({ ...x }))
}

/** API.md "Group Services" › Get all services (filters as documented; `location` only scopes `free_time`). */
function listServices(core: Core, c: Ctx): Reply {
  const q = c.query
  const gender = q.str('client_gender') ?? q.str('sex')
  const positions = q.guids('position')
  const professionals = q.guids('professional')?.map((id) => findEmployee(core, id))
  const hasPro = q.bool('has_professional_price')
  const freeAt = q.datetime('free_time')
  const locations = q.guids('location')
  const skip = new Set(q.guids('free_time_skip_appointments') ?? [])
  const items = byName(core.state.services).filter((s) => {
    if (q.bool('public') !== undefined && s.public !== q.bool('public')) return false
    if (q.bool('archive') !== undefined && s.archive !== q.bool('archive')) return false
    if (q.bool('service_by_time') !== undefined && s.service_by_time !== q.bool('service_by_time')) return false
    if (gender && s.gender !== 'both' && s.gender !== gender) return false
    if (positions && !s.location_prices.some((p) => p.position !== null && positions.includes(p.position))) return false
    if (professionals && !professionals.some((e) => canProvide(e, s, null))) return false
    if (hasPro !== undefined && s.location_prices.some((p) => p.position !== null) !== hasPro) return false
    if (freeAt !== undefined) {
      const free = core.state.employees.some((e) =>
        e.schedules.some(
          (sch) =>
            (!locations || locations.includes(sch.location)) &&
            canProvide(e, s, sch.location) &&
            isFree(core, e, sch.location, freeAt, s.duration, skip),
        ),
      )
      if (!free) return false
    }
    return true
  })
  return listReply(c, SERVICE_FIELDS, items, (s) => serviceView(core, s))
}

function getService(core: Core, c: Ctx): Reply {
  return oneReply(c, SERVICE_FIELDS, findService(core, guidParam(c, 'service')), (s) => serviceView(core, s))
}

function serviceView(core: Core, s: FakeService): Record<string, unknown> {
  return {
    ...s,
    descriptionPlainText: s.descriptionPlaintext,
    pictureUrl: s.picture ? `${core.url}/images/${core.state.databaseCode}/${s.picture}/picture` : null,
    location_prices: s.location_prices.map((p) => ({ ...p })),
  }
}
