/**
 * API.md "Group Appointments" › Feedbacks.
 */
import type { FakeData } from '../fixture'

import { flat } from '../core/fields'
import { findById, fullName } from '../core/lookups'
import { FIELDS_REQUIRED, IDS } from '../core/query'
import { type Ctx, type Reply, type Route, guidParam, listReply, oneReply, route } from '../core/route'
import { S } from '../core/scopes'
import type { Core } from '../core/state'

/** API.md "Group Appointments" › Feedbacks `fields` (camelCase) and attributes (snake_case). */
const FEEDBACK_FIELDS = flat(
  'firstName',
  'appointment',
  'date',
  'professional',
  'professionalName',
  'professionalPhotoExists',
  'professional_name',
  'professional_photo_exists',
  'rating',
  'text',
)

export const feedbackRoutes: Route[] = [
  // API.md "Group Appointments" › Feedbacks
  route(
    'GET',
    '/feedbacks',
    S.feedbacks,
    { ...FIELDS_REQUIRED, ...IDS, appointment: { kind: 'guids' }, professional: { kind: 'guids' } },
    listFeedbacks,
  ),
  route('GET', '/feedbacks/:id', S.feedbacks, FIELDS_REQUIRED, getFeedback),
]

/** API.md "Group Appointments" › Feedbacks › Get all feedbacks (sorted by date, oldest first). */
function listFeedbacks(core: Core, c: Ctx): Reply {
  const appointments = c.query.guids('appointment')
  const professionals = c.query.guids('professional')
  const items = [...core.state.feedbacks]
    .sort((a, b) => a.date.localeCompare(b.date))
    .filter((f) => !appointments || (f.appointment !== null && appointments.includes(f.appointment)))
    .filter((f) => !professionals || professionals.includes(f.professional))
  return listReply(c, FEEDBACK_FIELDS, items, (f) => feedbackView(core, f))
}

function getFeedback(core: Core, c: Ctx): Reply {
  const found = findById(core.state.feedbacks, 'feedback', guidParam(c, 'feedback'))
  return oneReply(c, FEEDBACK_FIELDS, found, (f) => feedbackView(core, f))
}

function feedbackView(core: Core, f: FakeData['feedbacks'][number]): Record<string, unknown> {
  const e = core.state.employees.find((x) => x.id === f.professional)
  const name = e ? fullName(e) : null
  return {
    ...f,
    professionalName: name,
    professional_name: name,
    professionalPhotoExists: e?.photo_exists ?? false,
    professional_photo_exists: e?.photo_exists ?? false,
  }
}
