/**
 * Shared pieces of the Beauty Pro suites: a connection to the fake (tests/fakes/beauty-pro, a test
 * double) and a day its stylists work.
 */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { addCalendarDays, instantToLocal, isoWeekday } from '@/features/booking/domain/time'
import { BeautyProApi, type ClientGrant } from '@/features/beauty-pro/api/api'
import { payloadGrantStore } from '@/features/beauty-pro/grants'

import type { FakeBeautyPro } from '../fakes/beauty-pro/fake'
import { client as fakeClient, LOCATION_CHELSEA } from '../fakes/beauty-pro/fixture'

/** Our client of the fake, as the site's server holds one (every call to the fake's address). */
export function fakeConnection(fake: FakeBeautyPro, timeoutMs?: number): BeautyProApi {
  return new BeautyProApi(
    {
      apiUrl: fake.url,
      apiUrlFixed: true,
      applicationId: fake.credentials.applicationId,
      applicationSecret: fake.credentials.applicationSecret,
      databaseCode: fake.credentials.databaseCode,
    },
    { timeoutMs },
  )
}

/** The `offset`-th working day of the fake's stylists (Tue–Sat) at least three days from today, in London. */
export function fakeWorkingDay(offset = 0): string {
  let day = addCalendarDays(instantToLocal(new Date(), 'Europe/London').date, 3)
  let found = -1
  for (;;) {
    const weekday = isoWeekday(day)
    if (weekday >= 2 && weekday <= 6 && ++found === offset) return day
    day = addCalendarDays(day, 1)
  }
}

/**
 * A new client in Beauty Pro and in Parlour with the number `+digits` (each file has numbers of its
 * own: unique in the run's database), signed in through the fake's texted code, their Beauty Pro
 * tokens kept for them as the site keeps them.
 */
export async function signedInBeautyProClient(
  ctx: { payload: Payload; fake: FakeBeautyPro; api: BeautyProApi },
  digits: string,
  extra: { forbiddenOnlineBooking?: boolean } = {},
) {
  const { payload, fake, api } = ctx
  const bpId = randomUUID()
  fake.state.clients.push(fakeClient(bpId, 'Test', `Client ${digits}`, { phone: [`+${digits}`], ...extra }))
  const local = await payload.create({
    collection: 'clients',
    data: { phone: `+${digits}`, firstName: 'Test', lastName: `Client ${digits}`, sex: 'female', crmId: bpId },
    overrideAccess: true,
  })
  const { authId } = await api.sendClientCode(digits)
  const code = fake.sms.findLast((s) => s.phone === digits)!.code
  const grant = await api.checkClientCode({ authId, code, location: LOCATION_CHELSEA })
  await payloadGrantStore<ClientGrant>(payload, 'beautypro', process.env.PAYLOAD_SECRET!).put(String(local.id), grant)
  return { id: String(local.id), bpId }
}
