/**
 * The front desk's integration tests (tests/int/front-desk*.int.test.ts): the demo staff member
 * signed in over real HTTP, and the salon's stylists, services and free times they book into.
 */
import type { Payload } from 'payload'
import { expect } from 'vitest'

import { loadLocationSchedules } from '@/features/booking/engine/schedules'
import { addCalendarDays, instantToLocal } from '@/features/booking/domain/time'

import { DEMO_ADMIN } from './admin'
import { chelsea } from './booking'
import { testPayload } from './payload'
import { startRouteServer, Visitor, type RouteServer } from './route-server'

export { runJobs } from './booking'

/** The demo staff member, calling /api/staff/* with an `Authorization: JWT` header. */
export class Desk extends Visitor {
  constructor(
    base: string,
    readonly token: string,
  ) {
    super(base)
  }
  send(method: string, pathname: string, body?: unknown) {
    return this.call(method, pathname, body, { authorization: `JWT ${this.token}` })
  }
}

export interface VisitJson {
  id: string
  version: string
  state: string
  source: string
  start: string
  end: string
  client: { id: string; name: string; phone: string } | null
  items: { id: string; serviceId: string; employeeId: string; start: string; duration: number }[]
}
export const visitOf = (r: { json: Record<string, unknown> }) => r.json.visit as VisitJson

/** Payload, the route server and the signed-in desk, for a file's `beforeAll`. */
export async function openDesk(): Promise<{ payload: Payload; server: RouteServer; desk: Desk }> {
  const payload = await testPayload()
  const server = await startRouteServer()
  const { token } = await payload.login({ collection: 'users', data: DEMO_ADMIN })
  return { payload, server, desk: new Desk(server.url, token!) }
}

/** Two stylists of the salon who both do one service, and that service. */
export async function pairSharingAService(payload: Payload) {
  const salon = await chelsea(payload)
  const schedules = await loadLocationSchedules(payload, salon)
  for (const a of schedules)
    for (const b of schedules)
      if (a !== b) {
        const shared = a.serviceIds.find((s) => b.serviceIds.includes(s))
        if (shared) {
          const service = await payload.findByID({ collection: 'services', id: Number(shared), overrideAccess: true })
          return { salon, a: a.employeeId, b: b.employeeId, service }
        }
      }
  throw new Error('no two stylists share a service')
}

/** The starts the desk's free-time endpoint offers the stylist that day. */
export async function timesOn(
  desk: Desk,
  salon: string,
  employee: string,
  service: string,
  date: string,
): Promise<string[]> {
  const r = await desk.send(
    'GET',
    `/api/staff/free-time?salon=${salon}&employee=${employee}&services=${service}&date=${date}`,
  )
  expect(r.status).toBe(200)
  return r.json.times as string[]
}

/** A day `from` days ahead or later when the stylist is offered at least `count` starts, and those starts. */
export async function offered(desk: Desk, salon: string, employee: string, service: string, from: number, count = 4) {
  const today = instantToLocal(new Date(), 'Europe/London').date
  for (let i = from; i < from + 21; i++) {
    const date = addCalendarDays(today, i)
    const times = await timesOn(desk, salon, employee, service, date)
    if (times.length >= count) return { date, times }
  }
  throw new Error('no day with free time')
}
