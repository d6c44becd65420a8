import { describe, expect, it } from 'vitest'

import { weekTakings, weekTakingsCsv } from './week-takings'

const online = {
  days: [
    { date: '2027-03-08', prepayments: 40, fees: 0, refunds: 10, net: 30, payments: 2 },
    { date: '2027-03-09', prepayments: 0.1, fees: 0, refunds: 0, net: 0.1, payments: 1 },
  ],
  total: { prepayments: 40.1, fees: 0, refunds: 10, net: 30.1, payments: 3 },
}
const desk = {
  days: [
    { date: '2027-03-08', methods: { cash: 25, voucher: 15 }, money: 25, credit: 15, net: 40, sales: 2 },
    { date: '2027-03-09', methods: { cash: 0.2, voucher: 0 }, money: 0.2, credit: 0, net: 0.2, sales: 1 },
  ],
  total: { methods: { cash: 25.2, voucher: 15 }, money: 25.2, credit: 15, net: 40.2, sales: 3 },
}

describe('the week’s takings', () => {
  it('adds the desk’s money to what Stripe moved, day by day, to the penny, and leaves vouchers spent out', () => {
    expect(weekTakings(online, desk)).toEqual({
      days: [
        { date: '2027-03-08', online: 30, desk: 25, total: 55 },
        { date: '2027-03-09', online: 0.1, desk: 0.2, total: 0.3 },
      ],
      total: { online: 30.1, desk: 25.2, total: 55.3 },
    })
  })

  it('writes Stripe’s columns, then the desk’s per method, its money and sales, then the takings', () => {
    const csv = weekTakingsCsv(online, desk, { cash: 'Cash', voucher: 'Gift voucher, spent' })
    expect(csv.split('\r\n')).toEqual([
      'Date,Prepayments (£),Fees (£),Refunds (£),Net (£),Movements,Desk: Cash (£),"Desk: Gift voucher, spent (£)",Desk money (£),Desk sales,Takings (£)',
      '2027-03-08,40.00,0.00,10.00,30.00,2,25.00,15.00,25.00,2,55.00',
      '2027-03-09,0.10,0.00,0.00,0.10,1,0.20,0.00,0.20,1,0.30',
      'Week,40.10,0.00,10.00,30.10,3,25.20,15.00,25.20,3,55.30',
      '',
    ])
  })
})
