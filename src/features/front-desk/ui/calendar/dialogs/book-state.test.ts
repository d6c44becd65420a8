import { describe, expect, it } from 'vitest'

import {
  asksAgain,
  bookingClient,
  bookingOptions,
  bookReducer,
  clientHits,
  freeTimeKey,
  looksLikePhone,
  offeredTimes,
  openBook,
  type BookAction,
} from './book-state'

const slot = { employeeId: '7', date: '2030-03-04', time: '10:15' }
const run = (...actions: BookAction[]) => actions.reduce(bookReducer, openBook(slot))
const anna = { id: '3', phone: '+447700900123', name: 'Anna Smith' }

describe('the new-booking form', () => {
  it('opens on the slot: that stylist, day and start, and an hour from then to block', () => {
    const form = openBook(slot)
    expect(form).toMatchObject({ mode: 'book', employee: '7', date: '2030-03-04', time: '10:15', services: [] })
    expect(form.block).toMatchObject({ start: '10:15', end: '11:15', repeatWeekly: false })
    // Late in the day the block ends at the day's last minute.
    expect(openBook({ ...slot, time: '23:30' }).block.end).toBe('23:59')
  })

  it('books each service’s chosen option, its first until one is chosen, kept in place when one is removed', () => {
    const services = new Map([
      ['air', { options: [{ id: 'short' }, { id: 'long' }] }],
      ['cut', { options: [] }],
    ])
    const form = run({ type: 'add', service: 'cut' }, { type: 'add', service: 'air' }, { type: 'add', service: 'air' })
    expect(bookingOptions(form, services)).toEqual([null, 'short', 'short'])
    const chosen = bookReducer(form, { type: 'option', index: 2, option: 'long' })
    expect(bookingOptions(chosen, services)).toEqual([null, 'short', 'long'])
    expect(asksAgain({ type: 'option', index: 2, option: 'long' })).toBe(true)
    expect(bookingOptions(bookReducer(chosen, { type: 'remove-service', index: 0 }), services)).toEqual([
      'short',
      'long',
    ])
  })

  it('adds the chosen service (twice if chosen twice) and removes one by its place', () => {
    const form = run(
      { type: 'pick', service: 'cut' },
      { type: 'add-service' },
      { type: 'pick', service: 'dry' },
      { type: 'add-service' },
      { type: 'pick', service: 'cut' },
      { type: 'add-service' },
    )
    expect(form.services).toEqual(['cut', 'dry', 'cut'])
    expect(form.picked).toBe('')
    expect(bookReducer(form, { type: 'remove-service', index: 1 }).services).toEqual(['cut', 'cut'])
    // Nothing chosen: nothing added.
    expect(bookReducer(form, { type: 'add-service' }).services).toEqual(['cut', 'dry', 'cut'])
  })

  it('shows found clients only for the text they answer, from two characters', () => {
    let form = run({ type: 'query', query: ' an ' }, { type: 'found', q: 'an', clients: [anna] })
    expect(clientHits(form)).toEqual([anna])
    form = bookReducer(form, { type: 'query', query: 'ann' })
    expect(clientHits(form)).toBeNull()
    expect(clientHits(run({ type: 'query', query: 'a' }, { type: 'found', q: 'a', clients: [anna] }))).toBeNull()
    form = bookReducer(form, { type: 'choose-client', client: anna })
    expect(form.client).toEqual(anna)
    expect(bookReducer(form, { type: 'change-client' }).client).toBeNull()
  })

  it('asks the engine for free times only once a service is chosen, and shows them only for that choice', () => {
    expect(freeTimeKey(openBook(slot), '1')).toBe('')
    const form = run({ type: 'pick', service: 'cut' }, { type: 'add-service' })
    expect(freeTimeKey(form, undefined)).toBe('')
    const key = freeTimeKey(form, '1')
    expect(Object.fromEntries(new URLSearchParams(key))).toEqual({
      salon: '1',
      employee: '7',
      services: 'cut',
      date: '2030-03-04',
    })
    expect(offeredTimes(form, key)).toBeNull()
    const answered = bookReducer(form, { type: 'free', key, times: ['10:15', '11:00'] })
    expect(offeredTimes(answered, key)).toEqual(['10:15', '11:00'])
    const otherDay = bookReducer(answered, { type: 'date', date: '2030-03-05' })
    expect(offeredTimes(otherDay, freeTimeKey(otherDay, '1'))).toBeNull()
  })

  it('keeps the new client’s and the block’s fields apart, each edit changing one field', () => {
    const form = run(
      { type: 'fresh', fresh: { phone: '07700 900123' } },
      { type: 'fresh', fresh: { firstName: 'Phoebe' } },
      { type: 'block', block: { repeatWeekly: true } },
      { type: 'block', block: { reason: 'Dentist' } },
    )
    expect(form.fresh).toEqual({
      phone: '07700 900123',
      firstName: 'Phoebe',
      lastName: '',
      sex: 'female',
      noPhone: false,
    })
    expect(form.block).toEqual({ start: '10:15', end: '11:15', repeatWeekly: true, until: '', reason: 'Dentist' })
  })

  it('asks again for a confirmation after an edit of what is booked, not after a note or the new client’s name', () => {
    const again: BookAction[] = [
      { type: 'mode', mode: 'block' },
      { type: 'employee', employee: '8' },
      { type: 'date', date: '2030-03-05' },
      { type: 'time', time: '11:00' },
      { type: 'add-service' },
      { type: 'remove-service', index: 0 },
      { type: 'choose-client', client: anna },
    ]
    const same: BookAction[] = [
      { type: 'note', note: 'Bring photos' },
      { type: 'fresh', fresh: { firstName: 'Phoebe' } },
      { type: 'query', query: 'an' },
      { type: 'pick', service: 'cut' },
      { type: 'change-client' },
      { type: 'block', block: { reason: 'Dentist' } },
    ]
    expect(again.filter(asksAgain)).toEqual(again)
    expect(same.filter(asksAgain)).toEqual([])
  })

  it('takes the phone typed once in the search box as the new client’s phone', () => {
    expect(looksLikePhone('07700 900123')).toBe(true)
    expect(looksLikePhone('+44 (0)7700-900123')).toBe(true)
    expect(looksLikePhone('Anna')).toBe(false)
    expect(looksLikePhone('0770')).toBe(false)
    const typed = run(
      { type: 'query', query: ' 07700 900123 ' },
      { type: 'fresh', fresh: { firstName: 'Rita', lastName: 'Other' } },
    )
    expect(bookingClient(typed)).toEqual({
      phone: '07700 900123',
      firstName: 'Rita',
      lastName: 'Other',
      sex: 'female',
    })
    // A name searched for: the new client's phone is the one typed in its own field.
    const byName = run(
      { type: 'query', query: 'Rita' },
      { type: 'fresh', fresh: { phone: '07700900555', firstName: 'Rita' } },
    )
    expect(bookingClient(byName)).toMatchObject({ phone: '07700900555', firstName: 'Rita' })
  })

  it('books a walk-in with no phone, or the client chosen', () => {
    const walkIn = run(
      { type: 'query', query: '07700 900123' },
      { type: 'fresh', fresh: { firstName: 'Sam', noPhone: true } },
    )
    expect(bookingClient(walkIn)).toEqual({ phone: '', noPhone: true, firstName: 'Sam', lastName: '', sex: 'female' })
    expect(bookingClient(run({ type: 'choose-client', client: anna }))).toEqual({ id: '3' })
  })
})
