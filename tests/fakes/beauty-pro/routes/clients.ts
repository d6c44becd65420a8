/**
 * API.md "Group Clients": the client list and one client (`me` with a client token).
 */
import type { FakeClient } from '../fixture'

import { GUID_RE, iso } from '../core/data-types'
import { bad, forbidden, notFound } from '../core/errors'
import { type FieldSpec, flat } from '../core/fields'
import { appointmentStart, byName, digits, findClient, fullName } from '../core/lookups'
import { FIELDS_REQUIRED, IDS } from '../core/query'
import { type Ctx, type Reply, type Route, listReply, oneReply, route } from '../core/route'
import { S } from '../core/scopes'
import type { Core } from '../core/state'

/** API.md "Group Clients" › GET /clients/{id} `fields`, plus `forbiddenOnlineBooking` (spec §3). */
const CLIENT_FIELDS: FieldSpec = flat(
  ...['name', 'firstname', 'middlename', 'lastname', 'title', 'gender', 'birthday', 'location', 'balance', 'bonus'],
  ...['card_number', 'phone', 'email', 'photo_exists', 'photo', 'postal_code', 'city', 'street', 'building'],
  ...['apartment', 'categories', 'categories_names', 'first_visit', 'first_visit_description', 'last_visit'],
  ...['last_visit_description', 'feedback', 'additional_fields', 'do_not_send_sms_notification'],
  ...['do_not_send_sms_promotion', 'do_not_send_email', 'createDate', 'deposit_client', 'referral_source'],
  ...['referral_source_name', 'status', 'comment', 'archive', 'professional', 'forbiddenOnlineBooking'],
)
/** Live: GET /clients (the list) rejected `comment` on one database. */
const CLIENT_LIST_FIELDS: FieldSpec = Object.fromEntries(Object.entries(CLIENT_FIELDS).filter(([k]) => k !== 'comment'))

export const clientRoutes: Route[] = [
  // API.md "Group Clients" › Client
  route(
    'GET',
    '/clients',
    S.clientsList,
    {
      ...FIELDS_REQUIRED,
      ...IDS,
      location: { kind: 'guid' },
      phone: { kind: 'text' },
      email: { kind: 'text' },
      card_number: { kind: 'text' },
      name: { kind: 'text' },
      archive: { kind: 'bool' },
    },
    listClients,
  ),
  route('GET', '/clients/:id', S.client, FIELDS_REQUIRED, getClient),
]

/** API.md "Group Clients" › Get client by id; `me` (and only the own id) with a client token. */
function getClient(core: Core, c: Ctx): Reply {
  const raw = c.params[0]!
  const token = c.token!
  let id: string
  if (raw === 'me') {
    if (token.kind !== 'client') throw bad("'me' can be used only with a client access token")
    id = token.clientId!
  } else {
    if (!GUID_RE.test(raw)) throw notFound('client', 'id', raw)
    id = raw.toLowerCase()
    if (token.kind === 'client' && id !== token.clientId) {
      throw forbidden('A client access token may read only its own client (use /clients/me)')
    }
  }
  return oneReply(c, CLIENT_FIELDS, findClient(core, id), (cl) => clientView(core, cl))
}

/** API.md "Group Clients" › Get all clients. */
function listClients(core: Core, c: Ctx): Reply {
  const q = c.query
  const scope = c.token!.scope
  if (!scope.some((s) => ['full', 'online_store', 'reports'].includes(s)) && !q.has('phone') && !q.has('email')) {
    throw forbidden('Scope services_aggregator may read clients only with a phone or email filter')
  }
  const phones = q.list('phone')?.map(digits)
  const emails = q.list('email')?.map((e) => e.toLowerCase())
  const cards = q.list('card_number')
  const names = q.list('name')
  const location = q.guid('location')
  const items = byName(core.state.clients.map((cl) => ({ ...cl, name: fullName(cl) }))).filter(
    (cl) =>
      (!phones || cl.phone.some((p) => phones.includes(digits(p)))) &&
      (!emails || cl.email.some((e) => emails.includes(e.toLowerCase()))) &&
      (!cards || cl.card_number.some((n) => cards.includes(n))) &&
      (!names || names.includes(cl.name)) &&
      (!location || cl.location === location) &&
      (q.bool('archive') === undefined || cl.archive === q.bool('archive')),
  )
  return listReply(c, CLIENT_LIST_FIELDS, items, (cl) => clientView(core, cl))
}

function clientView(core: Core, cl: FakeClient): Record<string, unknown> {
  const visits = core.state.appointments
    .filter((a) => a.client === cl.id && (a.state === 'planned' || a.state === 'confirmed'))
    .map((a) => appointmentStart(core, a))
    .filter((t) => t <= core.now())
    .sort((a, b) => a - b)
  return {
    ...cl,
    name: fullName(cl),
    photo: cl.photo_exists ? `${core.url}/clients/${cl.id}/photo` : null,
    categories_names: cl.categories.map(() => null),
    first_visit: visits.length ? iso(visits[0]!) : null,
    first_visit_description: null,
    last_visit: visits.length ? iso(visits[visits.length - 1]!) : null,
    last_visit_description: null,
    feedback: null,
    additional_fields: null,
    deposit_client: null,
    referral_source_name: null,
  }
}
