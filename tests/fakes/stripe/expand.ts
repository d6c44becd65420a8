/**
 * `expand[]`: ids in an answer replaced by the objects they name, up to four levels deep
 * (`payment_intent.payment_method`), and `data.` in front for lists. Only the fields below expand;
 * asking for another is Stripe's 400 "This property cannot be expanded". Paths are checked before the
 * call runs, so a bad `expand` changes nothing.
 */
import { invalid } from './errors'
import type { FakeStripeState } from './state'

interface Target {
  map: keyof FakeStripeState
  type: string
}
const customer: Target = { map: 'customers', type: 'customer' }
const paymentIntent: Target = { map: 'paymentIntents', type: 'payment_intent' }
const paymentMethod: Target = { map: 'paymentMethods', type: 'payment_method' }
const charge: Target = { map: 'charges', type: 'charge' }

const EXPANDABLE: Record<string, Record<string, Target>> = {
  'checkout.session': {
    customer,
    payment_intent: paymentIntent,
    setup_intent: { map: 'setupIntents', type: 'setup_intent' },
  },
  payment_intent: { customer, payment_method: paymentMethod, latest_charge: charge },
  setup_intent: { customer, payment_method: paymentMethod },
  payment_method: { customer },
  charge: { customer, payment_intent: paymentIntent },
  refund: { charge, payment_intent: paymentIntent },
  customer: {},
}

/** Throws Stripe's 400 unless every path can be expanded on an answer of type `returns`. */
export function checkExpand(returns: string, paths: readonly string[]): void {
  for (const path of paths) {
    const parts = path.split('.')
    let type: string | undefined = returns
    if (returns.startsWith('list:')) {
      if (parts.shift() !== 'data') throw cannotExpand(path)
      type = returns.slice('list:'.length)
    }
    if (parts.length > 4)
      throw invalid(`You cannot expand more than 4 levels of a property. Property: ${path}`, { param: 'expand' })
    for (const part of parts) {
      type = type === undefined ? undefined : EXPANDABLE[type]?.[part]?.type
      if (type === undefined) throw cannotExpand(path)
    }
  }
}

const cannotExpand = (path: string) => invalid(`This property cannot be expanded (${path}).`, { param: 'expand' })

/** A copy of the answer with the paths expanded (the stored objects are left as they are). */
export function applyExpand(state: FakeStripeState, returns: string, body: object, paths: readonly string[]): object {
  const copy = structuredClone(body) as Record<string, unknown>
  for (const path of paths) {
    const parts = path.split('.')
    if (returns.startsWith('list:')) {
      parts.shift()
      const type = returns.slice('list:'.length)
      for (const item of copy.data as Record<string, unknown>[]) expandInto(state, item, type, parts)
    } else expandInto(state, copy, returns, parts)
  }
  return copy
}

function expandInto(state: FakeStripeState, object: Record<string, unknown>, type: string, parts: string[]): void {
  const [field, ...rest] = parts
  const target = EXPANDABLE[type]?.[field!]
  if (!target) return
  let value = object[field!]
  if (typeof value === 'string') {
    const found = (state[target.map] as Map<string, object>).get(value)
    if (!found) return
    value = structuredClone(found)
    object[field!] = value
  }
  if (rest.length > 0 && value && typeof value === 'object')
    expandInto(state, value as Record<string, unknown>, target.type, rest)
}
