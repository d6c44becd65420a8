/**
 * API.md "Group Locations".
 */
import { notFound } from '../core/errors'
import { type FieldSpec, flat } from '../core/fields'
import { byName, findLocation } from '../core/lookups'
import { FIELDS_REQUIRED, IDS } from '../core/query'
import { type Ctx, type Reply, type Route, guidParam, listReply, oneReply, route } from '../core/route'
import { S } from '../core/scopes'
import type { Core } from '../core/state'

/** API.md "Group Locations" › GET /locations `fields`, plus the `clients_module` extras. */
const LOCATION_FIELDS: FieldSpec = {
  ...flat('name', 'category', 'code', 'city', 'street', 'phone', 'timezone', 'active'),
  ...flat('description', 'web_site', 'pictures_count'),
  geo_position: flat('latitude', 'longitude'), // API.md "Data Structures" › geoposition
}

export const locationRoutes: Route[] = [
  // API.md "Group Locations". Live: `active` is rejected on the list (documented on /locations/{id} only).
  route('GET', '/locations', S.locations, { ...FIELDS_REQUIRED, ...IDS }, listLocations),
  route('GET', '/locations/:id', S.locations, { ...FIELDS_REQUIRED, active: { kind: 'bool' } }, getLocation),
]

/** API.md "Group Locations" › Get all locations (sorted by name). */
function listLocations(core: Core, c: Ctx): Reply {
  return listReply(c, LOCATION_FIELDS, byName(core.state.locations), (l) => ({ ...l }))
}

function getLocation(core: Core, c: Ctx): Reply {
  const loc = findLocation(core, guidParam(c, 'location'))
  const active = c.query.bool('active')
  if (active !== undefined && loc.active !== active) throw notFound('location', 'id', loc.id)
  return oneReply(c, LOCATION_FIELDS, loc, (l) => ({ ...l }))
}
