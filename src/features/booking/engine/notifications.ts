import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import { getEnv } from '@/platform/env'

import { addCalendarDays, instantToLocal } from '../domain/time'
import type { SmsKind } from '../ports'

import { smsSenderFromEnv } from '@/features/messaging'

/**
 * Booking SMS through Payload's jobs queue: `bookingSms` sends one message about one appointment
 * (created, changed, cancelled); `bookingReminders` runs hourly and texts every client whose visit
 * is tomorrow (salon time) once. Jobs retry on a failed gateway; nothing blocks a booking request.
 */

type Kind = Extract<SmsKind, 'created' | 'changed' | 'cancelled' | 'reminder'>
type Id = number | string

type TextLocale = 'en' | 'uk'

function when(start: Date, zone: string, locale: TextLocale): string {
  return new Intl.DateTimeFormat(locale === 'uk' ? 'uk-UA' : 'en-GB', {
    timeZone: zone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(start)
}

/** The four booking texts in each language the site speaks; `{…}` are filled in. */
const TEXTS: Record<TextLocale, Record<Kind, string>> = {
  en: {
    created: "Parlour: you're booked for {services} on {at} at {place}. See or change it in your account.",
    changed: 'Parlour: your visit is now {services} on {at} at {place}.',
    cancelled: 'Parlour: your visit on {at} ({services}) is cancelled.',
    reminder: 'Parlour: see you tomorrow, {at}, for {services} at {place}.',
  },
  uk: {
    created:
      'Parlour: ви записані на {services}, {at}, {place}. Переглянути чи змінити запис можна в особистому кабінеті.',
    changed: 'Parlour: ваш візит змінено: {services}, {at}, {place}.',
    cancelled: 'Parlour: ваш візит {at} ({services}) скасовано.',
    reminder: 'Parlour: чекаємо на вас завтра, {at}, на {services}, {place}.',
  },
}

const PAID: Record<TextLocale, { paid: string; card: string }> = {
  en: {
    paid: 'Prepaid {amount}: cancel {hours}h or more ahead for a full refund.',
    card: 'Card saved: cancel {hours}h or more ahead and nothing is charged.',
  },
  uk: {
    paid: 'Передплачено {amount}: скасуйте щонайменше за {hours} год — і отримаєте все назад.',
    card: 'Картку збережено: скасуйте щонайменше за {hours} год — і нічого не буде списано.',
  },
}

/**
 * For a visit booked with a prepayment or a saved card (src/features/payments): what was paid and
 * the cancellation rule, for the confirmation text. Empty for a visit without terms.
 */
async function paymentSentence(payload: Payload, visitId: string, locale: TextLocale, req?: PayloadRequest) {
  const { docs } = await payload.find({
    collection: 'payment-requests',
    where: { and: [{ visitId: { equals: visitId } }, { state: { in: ['paid', 'saved'] } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const request = docs[0]
  const terms = request?.terms as { lateCancelHours?: number } | null | undefined
  if (!request || !terms) return ''
  const hours = String(terms.lateCancelHours ?? 48)
  if (request.purpose === 'card') return PAID[locale].card.replace('{hours}', hours)
  const amount = `£${(request.amount / 100).toFixed(2)}`
  return PAID[locale].paid.replace('{amount}', amount).replace('{hours}', hours)
}

/**
 * The text of a booking message, in the language the visit was booked in (the appointment's
 * `locale`); `null` when the appointment is gone or has no client phone.
 */
export async function bookingMessage(
  payload: Payload,
  appointmentId: Id,
  kind: Kind,
  req?: PayloadRequest,
): Promise<{ to: string; body: string } | null> {
  const found = await payload
    .findByID({ collection: 'appointments', id: appointmentId, depth: 0, overrideAccess: true, req })
    .catch(() => null)
  if (!found) return null
  const locale: TextLocale = found.locale === 'uk' ? 'uk' : 'en'
  // Read again with the salon's and services' names in that language.
  const a = await payload.findByID({
    collection: 'appointments',
    id: appointmentId,
    depth: 2,
    locale,
    overrideAccess: true,
    req,
  })
  if (typeof a.client !== 'object' || !a.client?.phone || !a.start) return null
  // Jobs may run out of order: no "booked", "changed" or reminder text for a visit cancelled since.
  if (kind !== 'cancelled' && a.state === 'cancelled') return null
  const salon = typeof a.salon === 'object' ? a.salon : null
  const zone = salon?.timezone || 'Europe/London'
  const place = salon ? `${salon.title}, ${salon.address?.street ?? ''}`.replace(/, $/, '') : 'Parlour'
  const services = (a.items ?? [])
    // With the option booked, as it was named when booked: "AirTouch Colouring · Long hair".
    .map((i) => (typeof i.service === 'object' && i.service?.title ? [i.service.title, i.optionName] : []))
    .map((parts) => parts.filter(Boolean).join(' · '))
    .filter(Boolean)
    .join(', ')
  const values: Record<string, string> = { services, at: when(new Date(a.start), zone, locale), place }
  const body = TEXTS[locale][kind].replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '')
  const paid = kind === 'created' ? await paymentSentence(payload, String(appointmentId), locale, req) : ''
  return { to: a.client.phone, body: paid ? `${body} ${paid}` : body }
}

export async function sendBookingSms(payload: Payload, appointmentId: Id, kind: Kind, req?: PayloadRequest) {
  const message = await bookingMessage(payload, appointmentId, kind, req)
  if (!message) return false
  await smsSenderFromEnv(payload, getEnv()).send({ ...message, kind })
  return true
}

/** Texts every client whose planned or confirmed visit is tomorrow in the salon's time, once. */
export async function sendReminders(payload: Payload, now: Date, req?: PayloadRequest): Promise<number> {
  const tomorrow = addCalendarDays(instantToLocal(now, 'Europe/London').date, 1)
  const { docs } = await payload.find({
    collection: 'appointments',
    where: {
      and: [
        { date: { equals: tomorrow } },
        { state: { in: ['planned', 'confirmed'] } },
        { reminderSentAt: { exists: false } },
      ],
    },
    depth: 0,
    limit: 1000,
    pagination: false,
    overrideAccess: true,
    req,
  })
  let sent = 0
  for (const a of docs) {
    if (await sendBookingSms(payload, a.id, 'reminder', req)) sent++
    await payload.update({
      collection: 'appointments',
      id: a.id,
      data: { reminderSentAt: now.toISOString() },
      overrideAccess: true,
      depth: 0,
      req,
      context: { smsAlreadyHandled: true },
    })
  }
  return sent
}

export const bookingSmsTask: TaskConfig<'bookingSms'> = {
  slug: 'bookingSms',
  label: 'Booking SMS',
  retries: 3,
  inputSchema: [
    { name: 'appointment', type: 'number', required: true },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: ['created', 'changed', 'cancelled'],
    },
  ],
  outputSchema: [{ name: 'sent', type: 'checkbox' }],
  handler: async ({ input, req }) => ({
    output: { sent: await sendBookingSms(req.payload, input.appointment, input.kind as Kind) },
  }),
}

export const bookingRemindersTask: TaskConfig<'bookingReminders'> = {
  slug: 'bookingReminders',
  label: 'Day-before reminders',
  retries: 1,
  schedule: [{ cron: '0 * * * *', queue: 'reminders' }],
  outputSchema: [{ name: 'sent', type: 'number' }],
  handler: async ({ req }) => ({ output: { sent: await sendReminders(req.payload, new Date()) } }),
}

/** Queues the message about an appointment; the default queue runs it within a minute. */
export async function queueBookingSms(payload: Payload, appointment: Id, kind: 'created' | 'changed' | 'cancelled') {
  await payload.jobs.queue({ task: 'bookingSms', input: { appointment: Number(appointment), kind } })
}
