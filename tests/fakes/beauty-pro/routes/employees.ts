/**
 * API.md "Group Employees": employees and positions (free time is in free-time.ts).
 */
import type { FakeEmployee } from '../fixture'

import { MINUTE } from '../core/data-types'
import { type FieldSpec, flat } from '../core/fields'
import { byName, findById, findEmployee, findService, fullName } from '../core/lookups'
import { FIELDS_REQUIRED, IDS, ranges } from '../core/query'
import { type Ctx, type Reply, type Route, guidParam, listReply, oneReply, route } from '../core/route'
import { canProvide, isFree, rolesOf } from '../core/schedule'
import { S } from '../core/scopes'
import type { Core } from '../core/state'

/** API.md "Group Employees" › GET /employees `fields` and Employee attributes (+ `services` of the examples). */
const EMPLOYEE_FIELDS: FieldSpec = {
  ...flat('name', 'firstname', 'middlename', 'lastname', 'title', 'phone', 'email', 'gender', 'photo_exists'),
  ...flat('photo', 'positions', 'position_names', 'roles', 'permissions', 'language', 'archive', 'public'),
  ...flat('all_locations', 'default_appointment_duration', 'feedback_count', 'average_feedback_rating'),
  ...flat('prepaymentRequired', 'comments', 'commentsPlainText', 'services'),
  address: flat('city', 'street', 'building', 'apartment', 'postal_code'), // API.md "Data Structures" › address
  schedules: flat('location', 'schedule', 'start_date'),
}

/** API.md "Group Employees" › Position `fields`. */
const POSITION_FIELDS = flat('name', 'role', 'permissions', 'parent')

export const employeeRoutes: Route[] = [
  // API.md "Group Employees" › Employee
  route(
    'GET',
    '/employees',
    S.employees,
    {
      ...FIELDS_REQUIRED,
      ...IDS,
      location: { kind: 'guids' },
      position: { kind: 'guids' },
      role: { kind: 'text' },
      service: { kind: 'guids' },
      free_time: { kind: 'ranges' },
      free_time_professionals: { kind: 'guids' },
      free_time_skip_appointments: { kind: 'guids' },
      archive: { kind: 'bool' },
      public: { kind: 'bool' },
      client_gender: { kind: ['male', 'female'] },
      archive_service: { kind: 'bool' },
      name: { kind: 'text' },
    },
    listEmployees,
  ),
  route('GET', '/employees/:id', S.employees, FIELDS_REQUIRED, getEmployee),
  // API.md "Group Employees" › Position; `role` is used by Aggr-old "Get professionals list".
  route('GET', '/positions', S.positions, { ...FIELDS_REQUIRED, ...IDS, role: { kind: 'text' } }, listPositions),
  route('GET', '/positions/:id', S.positions, FIELDS_REQUIRED, getPosition),
]

/** API.md "Group Employees" › Get all employees. */
function listEmployees(core: Core, c: Ctx): Reply {
  const q = c.query
  const locations = q.guids('location')
  const positions = q.guids('position')
  const roles = q.list('role')
  const services = q.guids('service')?.map((id) => findService(core, id))
  const gender = q.str('client_gender')
  const archiveService = q.bool('archive_service')
  const names = q.list('name')
  const range = ranges(q.str('free_time'))[0]
  const freeFor = q.guids('free_time_professionals')
  const skip = new Set(q.guids('free_time_skip_appointments') ?? [])
  const items = byName(core.state.employees.map((e) => ({ ...e, name: fullName(e) }))).filter((e) => {
    if (q.bool('archive') !== undefined && e.archive !== q.bool('archive')) return false
    if (q.bool('public') !== undefined && e.public !== q.bool('public')) return false
    if (locations && !e.schedules.some((s) => locations.includes(s.location))) return false
    if (positions && !e.positions.some((p) => positions.includes(p))) return false
    if (roles && !rolesOf(core, e).some((r) => roles.includes(r))) return false
    if (services && !services.every((s) => canProvide(e, s, null))) return false
    if (names && !names.includes(e.name)) return false
    if (gender) {
      const fits = core.state.services.some(
        (s) =>
          (s.gender === 'both' || s.gender === gender) &&
          (archiveService === undefined || s.archive === archiveService) &&
          canProvide(e, s, null),
      )
      if (!fits) return false
    }
    if (range) {
      if (freeFor && !freeFor.includes(e.id)) return false
      const [a, b] = range
      const minutes = Math.ceil((b - a) / MINUTE)
      const at = e.schedules
        .map((s) => s.location)
        .filter((l) => !locations || locations.includes(l))
        .some((l) => isFree(core, e, l, a, minutes, skip))
      if (!at) return false
    }
    return true
  })
  return listReply(c, EMPLOYEE_FIELDS, items, (e) => employeeView(core, e))
}

function getEmployee(core: Core, c: Ctx): Reply {
  return oneReply(c, EMPLOYEE_FIELDS, findEmployee(core, guidParam(c, 'employee')), (e) => employeeView(core, e))
}

function employeeView(core: Core, e: FakeEmployee): Record<string, unknown> {
  const feedbacks = core.state.feedbacks.filter((f) => f.professional === e.id)
  const average = feedbacks.length ? feedbacks.reduce((sum, f) => sum + f.rating, 0) / feedbacks.length : 0
  const locations = e.schedules.map((s) => s.location)
  return {
    ...e,
    name: fullName(e),
    photo: e.photo_exists ? `${core.url}/employees/${e.id}/photo` : null,
    position_names: e.positions.map((id) => core.state.positions.find((p) => p.id === id)?.name ?? null),
    roles: rolesOf(core, e), // "unique role names": an array (the API.md example shows a bare string)
    schedules: e.schedules.map((s) => ({ ...s })),
    address: e.address ? { ...e.address } : null,
    feedback_count: feedbacks.length,
    average_feedback_rating: Math.round(average * 100) / 100,
    services: core.state.services
      .filter((s) => !s.archive && locations.some((l) => canProvide(e, s, l)))
      .map((s) => s.id),
  }
}

/** API.md "Group Employees" › Get all positions; `role` filter from Aggr-old. */
function listPositions(core: Core, c: Ctx): Reply {
  const roles = c.query.list('role')
  const items = byName(core.state.positions).filter((p) => !roles || roles.includes(p.role))
  return listReply(c, POSITION_FIELDS, items, (p) => ({ ...p }))
}

function getPosition(core: Core, c: Ctx): Reply {
  const found = findById(core.state.positions, 'position', guidParam(c, 'position'))
  return oneReply(c, POSITION_FIELDS, found, (p) => ({ ...p }))
}
