import { describe, expect, it } from 'vitest'

import { TABLES } from '@/features/export/kit'

import { parseManualMap } from './fields'
import { detectPlatform, PLATFORM_MAPS, resolveMap } from './platforms'
import { nameKey, readRow } from './row'

const headersOf = (line: string) => line.split(',')

const exportHeader = (file: string) =>
  TABLES.find((t) => t.file === file)!
    .columns.map((c) => c.name)
    .join(',')

describe('recognising a platform’s export by its header row', () => {
  it('tells each shipped export from the others', () => {
    const files: Record<string, string> = {
      'fresha-clients':
        'Client ID,First Name,Last Name,Mobile Number,Email,Gender,Date of Birth,Note,Accepts Marketing,Accepts SMS Marketing,Added,Total Visits,No Shows',
      'fresha-appointments': 'Booking ID,Appointment ID,Scheduled Date,Status,Client,Service,Team Member,Price',
      'booksy-clients': 'First Name,Last Name,Cell Phone,Email,Birthday',
      'square-clients': 'First Name,Last Name,Email Address,Phone Number,Birthday,Memo,Email Subscription Status',
      'treatwell-clients': 'Name,Email Address,Phone Number,Marketing Communications',
      'treatwell-appointments': 'Booking Reference,Date,Time,Client,Phone,Service,Staff,Price',
      // Parlour's own export, read from the export's own column list.
      'parlour-clients': exportHeader('clients.csv'),
      'parlour-appointments': exportHeader('visit-services.csv'),
    }
    for (const [id, header] of Object.entries(files)) expect(detectPlatform(headersOf(header))?.id, id).toBe(id)
    expect(PLATFORM_MAPS.map((m) => m.id).sort()).toEqual(Object.keys(files).sort())
    expect(detectPlatform(['Full Name', 'Mobile'])).toBeNull()
  })

  it('matches headers whatever their case and spacing', () => {
    const map = detectPlatform(['client_id', 'MOBILE NUMBER', 'accepts-marketing', 'First name'])!
    expect(resolveMap(map, ['client_id', 'MOBILE NUMBER', 'accepts-marketing', 'First name'])).toMatchObject({
      phone: 'MOBILE NUMBER',
      firstName: 'First name',
      emailMarketing: 'accepts-marketing',
    })
  })
})

describe('a manual column map', () => {
  it('reads field=Header pairs, Beauty Pro’s consent names included', () => {
    expect(parseManualMap('name=Full Name, phone=Mobile,do_not_send_email=No Email')).toEqual({
      ok: true,
      map: { name: 'Full Name', phone: 'Mobile', noEmailMarketing: 'No Email' },
    })
  })
  it('says what is wrong with a bad one', () => {
    expect(parseManualMap('phone')).toMatchObject({ ok: false, message: expect.stringContaining('field=Header') })
    expect(parseManualMap('shoe=Size')).toMatchObject({ ok: false, message: expect.stringContaining('"shoe"') })
    expect(parseManualMap('phone=A,phone=B')).toMatchObject({ ok: false, message: '"phone" is mapped twice.' })
  })
})

describe('a row', () => {
  const map = {
    name: 'Name',
    phone: 'Phone',
    email: 'Email',
    smsMarketing: 'SMS',
    date: 'Day',
    time: 'At',
    service: 'Svc',
    stylist: 'Who',
    price: 'Price',
  }
  const row = (cells: Record<string, string>) => readRow(cells, map, { dateOrder: 'dmy' })

  it('becomes a client, and a visit when it has one', () => {
    expect(row({ Name: 'Ada Byron King', Phone: '0113 496 0101', SMS: 'no' })).toEqual({
      ok: true,
      client: { phone: '+441134960101', firstName: 'Ada', lastName: 'Byron King', noSmsMarketing: true },
    })
    const booked = row({
      Name: 'Ada',
      Phone: '0113 496 0101',
      Day: '02/03/2099',
      At: '10:00',
      Svc: 'Cut',
      Who: 'Olivia',
      Price: '£40',
    })
    expect(booked).toMatchObject({
      ok: true,
      visit: {
        date: '2099-03-02',
        time: '10:00',
        service: 'Cut',
        stylist: 'Olivia',
        pricePence: 4000,
        status: 'booked',
      },
    })
  })

  it('is refused with the reason and the value at fault', () => {
    expect(row({ Name: 'Ada', Phone: 'n/a' })).toEqual({ ok: false, problem: 'phone_invalid', value: 'n/a' })
    expect(row({ Name: 'Ada', Email: 'ada@' })).toEqual({ ok: false, problem: 'email_invalid', value: 'ada@' })
    expect(row({ Name: 'Ada' })).toEqual({ ok: false, problem: 'no_contact' })
    expect(row({ Phone: '0113 496 0101', Day: '31/02/2099', At: '10:00', Svc: 'Cut', Who: 'O' })).toMatchObject({
      ok: false,
      problem: 'date_invalid',
    })
    expect(row({ Phone: '0113 496 0101', Day: '01/02/2099', At: '10:00', Svc: 'Cut' })).toEqual({
      ok: false,
      problem: 'visit_incomplete',
    })
  })

  it('matches names as people write them', () => {
    expect(nameKey('  Wash &  Blow-dry ')).toBe(nameKey('wash blow dry'))
    expect(nameKey('Олівія Беннетт')).toBe('олівія беннетт')
  })
})
