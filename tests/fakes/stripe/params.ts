/**
 * Strict parameters. Each endpoint has an allow-list, written against the SDK's own parameter types
 * (`Stripe.Checkout.SessionCreateParams` and so on: a name the SDK does not know fails to compile),
 * narrowed to what Parlour uses and this double implements. Anything else is Stripe's 400
 * `parameter_unknown` naming the full bracketed parameter; a missing required one is
 * `parameter_missing`; a malformed integer, an out-of-range number or an empty string are Stripe's
 * `parameter_invalid_*` errors; a value outside an enum is Stripe's code-less "Invalid x: must be one
 * of …" (Stripe gives enum errors no code). Enums list only the values this double implements.
 */
import type Stripe from 'stripe'

import { invalid, missingParam, unknownParam } from './errors'
import type { FormNode, FormTree } from './form'

interface Base {
  required?: boolean
}
interface StringSpec extends Base {
  kind: 'string'
  values?: readonly string[]
  max?: number
  format?: 'url' | 'email' | 'currency'
}
interface IntegerSpec extends Base {
  kind: 'integer'
  min?: number
  max?: number
}
/** `true`/`false`, or one of `values` kept as a string (`off_session` is `boolean | 'one_off' | 'recurring'`). */
interface BooleanSpec extends Base {
  kind: 'boolean'
  values?: readonly string[]
}
interface ObjectSpec extends Base {
  kind: 'object'
  fields: Record<string, Spec>
}
interface ArraySpec extends Base {
  kind: 'array'
  of: Spec
  max?: number
}
/** `metadata`: string values, keys up to 40 characters, values up to 500, at most 50 keys. */
interface MetadataSpec extends Base {
  kind: 'metadata'
}
/** `created`: an integer, or a hash of `gt`, `gte`, `lt`, `lte`. */
interface RangeSpec extends Base {
  kind: 'range'
}
export type Spec = StringSpec | IntegerSpec | BooleanSpec | ObjectSpec | ArraySpec | MetadataSpec | RangeSpec
export type Params = Record<string, unknown>

/** An allow-list whose names must be parameters of the SDK type `T`. */
type Fields<T> = { [K in keyof T]-?: Spec }
export const fields = <T>(f: Partial<Fields<T>>) => f as Record<string, Spec>

const str = (o: Omit<StringSpec, 'kind'> = {}): Spec => ({ kind: 'string', ...o })
const int = (o: Omit<IntegerSpec, 'kind'> = {}): Spec => ({ kind: 'integer', ...o })
const bool = (o: Omit<BooleanSpec, 'kind'> = {}): Spec => ({ kind: 'boolean', ...o })
const obj = <T>(f: Partial<Fields<T>>, o: Base = {}): Spec => ({ kind: 'object', fields: fields<T>(f), ...o })
const arr = (of: Spec, o: Omit<ArraySpec, 'kind' | 'of'> = {}): Spec => ({ kind: 'array', of, ...o })
const metadata: Spec = { kind: 'metadata' }
const expand = arr(str(), { max: 20 })
const required = { required: true }

/** Currencies this double accepts, with Stripe's minimum charge in minor units. */
export const MINIMUM_CHARGE: Record<string, number> = { gbp: 30, eur: 50, usd: 50 }

const LOCALES = [
  ...['auto', 'bg', 'cs', 'da', 'de', 'el', 'en', 'en-GB', 'es', 'es-419', 'et', 'fi', 'fil', 'fr', 'fr-CA'],
  ...['hi-IN', 'hr', 'hu', 'id', 'it', 'ja', 'ko', 'lt', 'lv', 'ms', 'mt', 'nb', 'nl', 'pl', 'pt', 'pt-BR'],
  ...['ro', 'ru', 'sk', 'sl', 'sv', 'th', 'tr', 'vi', 'zh', 'zh-HK', 'zh-TW'],
]

export const CUSTOMER_CREATE = fields<Stripe.CustomerCreateParams>({
  description: str({ max: 350 }),
  email: str({ format: 'email', max: 512 }),
  expand,
  metadata,
  name: str({ max: 256 }),
  phone: str({ max: 20 }),
})
export const CUSTOMER_RETRIEVE = fields<Stripe.CustomerRetrieveParams>({ expand })
export const CUSTOMER_DELETE = fields<Stripe.CustomerDeleteParams>({})

export const SESSION_CREATE = fields<Stripe.Checkout.SessionCreateParams>({
  allowed_payment_method_types: arr(str({ values: ['card'] })),
  cancel_url: str({ format: 'url', max: 5000 }),
  client_reference_id: str({ max: 200 }),
  currency: str({ format: 'currency' }),
  customer: str(),
  customer_email: str({ format: 'email', max: 512 }),
  expand,
  expires_at: int(),
  line_items: arr(
    obj<Stripe.Checkout.SessionCreateParams.LineItem>({
      price_data: obj<Stripe.Checkout.SessionCreateParams.LineItem.PriceData>(
        {
          currency: str({ format: 'currency', ...required }),
          product_data: obj<Stripe.Checkout.SessionCreateParams.LineItem.PriceData.ProductData>(
            { name: str({ max: 250, ...required }), description: str({ max: 40000 }) },
            required,
          ),
          unit_amount: int({ min: 0, max: 99999999, ...required }),
        },
        required,
      ),
      quantity: int({ min: 1, max: 999999, ...required }),
    }),
    { max: 100 },
  ),
  locale: str({ values: LOCALES }),
  metadata,
  mode: str({ values: ['payment', 'setup'], ...required }),
  payment_intent_data: obj<Stripe.Checkout.SessionCreateParams.PaymentIntentData>({
    description: str({ max: 1000 }),
    metadata,
    setup_future_usage: str({ values: ['off_session', 'on_session'] }),
  }),
  setup_intent_data: obj<Stripe.Checkout.SessionCreateParams.SetupIntentData>({
    description: str({ max: 1000 }),
    metadata,
  }),
  success_url: str({ format: 'url', max: 5000 }),
})
export const SESSION_RETRIEVE = fields<Stripe.Checkout.SessionRetrieveParams>({ expand })
export const SESSION_EXPIRE = fields<Stripe.Checkout.SessionExpireParams>({ expand })
export const SESSION_LIST = fields<Stripe.Checkout.SessionListParams>({
  created: { kind: 'range' },
  customer: str(),
  ending_before: str(),
  expand,
  limit: int({ min: 1, max: 100 }),
  payment_intent: str(),
  starting_after: str(),
  status: str({ values: ['open', 'complete', 'expired'] }),
})

export const PAYMENT_INTENT_CREATE = fields<Stripe.PaymentIntentCreateParams>({
  allowed_payment_method_types: arr(str({ values: ['card'] })),
  amount: int({ min: 1, max: 99999999, ...required }),
  automatic_payment_methods: obj<Stripe.PaymentIntentCreateParams.AutomaticPaymentMethods>({
    allow_redirects: str({ values: ['always', 'never'] }),
    enabled: bool(required),
  }),
  confirm: bool(),
  currency: str({ format: 'currency', ...required }),
  customer: str(),
  description: str({ max: 1000 }),
  expand,
  metadata,
  off_session: bool({ values: ['one_off', 'recurring'] }),
  payment_method: str(),
})
export const PAYMENT_INTENT_RETRIEVE = fields<Stripe.PaymentIntentRetrieveParams>({ expand })
export const SETUP_INTENT_RETRIEVE = fields<Stripe.SetupIntentRetrieveParams>({ expand })
export const PAYMENT_METHOD_RETRIEVE = fields<Stripe.PaymentMethodRetrieveParams>({ expand })

export const REFUND_CREATE = fields<Stripe.RefundCreateParams>({
  amount: int({ min: 1, max: 99999999 }),
  expand,
  metadata,
  payment_intent: str(required),
  reason: str({ values: ['duplicate', 'fraudulent', 'requested_by_customer'] }),
})
export const REFUND_RETRIEVE = fields<Stripe.RefundRetrieveParams>({ expand })

// ——— reading a parsed form against an allow-list ———

const name = (prefix: string, key: string) => (prefix ? `${prefix}[${key}]` : key)

/** Reads the form tree against the allow-list: typed values out, or Stripe's 400 for the first problem. */
export function readParams(allowed: Record<string, Spec>, tree: FormTree, prefix = ''): Params {
  for (const key of Object.keys(tree)) if (!Object.hasOwn(allowed, key)) throw unknownParam(name(prefix, key))
  const out: Params = {}
  for (const [key, spec] of Object.entries(allowed)) {
    const param = name(prefix, key)
    const node = tree[key]
    const value = node === undefined ? undefined : read(spec, node, param)
    if (value === undefined) {
      if (spec.required) throw missingParam(param)
      continue
    }
    out[key] = value
  }
  return out
}

function read(spec: Spec, node: FormNode, param: string): unknown {
  switch (spec.kind) {
    case 'object':
      if (node === '') return undefined // an empty value unsets a hash
      if (typeof node === 'string') throw invalid(`Invalid object: ${param} must be a hash.`, { param })
      return readParams(spec.fields, node, param)
    case 'array':
      return readArray(spec, node, param)
    case 'metadata':
      return readMetadata(node, param)
    case 'range':
      if (typeof node === 'string') return readInteger({ kind: 'integer' }, node, param)
      return readParams({ gt: int(), gte: int(), lt: int(), lte: int() }, node, param)
    default:
      if (typeof node !== 'string')
        throw invalid(`Invalid ${param}: a hash was given where a value is expected.`, { param })
      if (node === '') throw emptyValue(param)
      if (spec.kind === 'integer') return readInteger(spec, node, param)
      if (spec.kind === 'boolean') return readBoolean(spec, node, param)
      return readString(spec, node, param)
  }
}

const emptyValue = (param: string) =>
  invalid(
    `You passed an empty string for '${param}'. We assume empty values are an attempt to unset a parameter; ` +
      `however '${param}' cannot be unset. You should remove '${param}' from your request or supply a non-empty value.`,
    { code: 'parameter_invalid_empty', param },
  )

function readArray(spec: ArraySpec, node: FormNode, param: string): unknown[] | undefined {
  if (node === '') return undefined
  const keys = typeof node === 'string' ? null : Object.keys(node)
  if (keys === null || !keys.every((k) => /^\d+$/.test(k)))
    throw invalid(`Invalid array: ${param} must be a list (${param}[0]=…).`, { param })
  const tree = node as FormTree
  const items = keys.sort((a, b) => Number(a) - Number(b)).map((k) => read(spec.of, tree[k]!, `${param}[${k}]`))
  if (spec.max !== undefined && items.length > spec.max)
    throw invalid(`Invalid ${param}: at most ${spec.max} items are allowed.`, { param })
  return items
}

function readInteger(spec: IntegerSpec, text: string, param: string): number {
  if (!/^-?\d+$/.test(text)) throw invalid(`Invalid integer: ${text}`, { code: 'parameter_invalid_integer', param })
  const value = Number(text)
  if (spec.min !== undefined && value < spec.min)
    throw invalid(`This value must be greater than or equal to ${spec.min}.`, {
      code: 'parameter_invalid_integer',
      param,
    })
  if (spec.max !== undefined && value > spec.max)
    throw invalid(`This value must be less than or equal to ${spec.max}.`, { code: 'parameter_invalid_integer', param })
  return value
}

function readBoolean(spec: BooleanSpec, text: string, param: string): boolean | string {
  if (text === 'true' || text === 'false') return text === 'true'
  if (spec.values?.includes(text)) return text
  throw invalid(`Invalid boolean: ${text}`, { param })
}

function readString(spec: StringSpec, text: string, param: string): string {
  if (spec.values && !spec.values.includes(text))
    throw invalid(`Invalid ${param}: must be one of ${oneOf(spec.values)}`, { param })
  if (spec.max !== undefined && text.length > spec.max)
    throw invalid(`Invalid ${param}: must be at most ${spec.max} characters`, { param })
  if (spec.format === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text))
    throw invalid(`Invalid email address: ${text}`, { code: 'email_invalid', param })
  if (spec.format === 'url' && !isWebUrl(text)) throw invalid('Not a valid URL', { code: 'url_invalid', param })
  if (spec.format === 'currency') {
    const currency = text.toLowerCase()
    if (!Object.hasOwn(MINIMUM_CHARGE, currency))
      throw invalid(`Invalid currency: ${text}. This test double supports ${oneOf(Object.keys(MINIMUM_CHARGE))}.`, {
        param,
      })
    return currency
  }
  return text
}

function readMetadata(node: FormNode, param: string): Record<string, string> {
  if (node === '') return {} // unsets every key
  if (typeof node === 'string') throw invalid(`Invalid object: ${param} must be a hash.`, { param })
  const entries = Object.entries(node)
  if (entries.length > 50) throw invalid(`Invalid ${param}: at most 50 keys are allowed.`, { param })
  const out: Record<string, string> = {}
  for (const [key, value] of entries) {
    const inner = `${param}[${key}]`
    if (typeof value !== 'string') throw invalid(`Invalid ${inner}: metadata values must be strings.`, { param: inner })
    if (key.length > 40) throw invalid('Metadata keys can have a maximum length of 40 characters.', { param: inner })
    if (value.length > 500)
      throw invalid(`Metadata values can have up to 500 characters, but ${inner} has ${value.length}.`, {
        param: inner,
      })
    if (value !== '') out[key] = value // an empty value unsets the key
  }
  return out
}

function isWebUrl(text: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol)
  } catch {
    return false
  }
}

/** `a`, `a or b`, `a, b, or c` — the way Stripe lists the allowed values of an enum. */
function oneOf(values: readonly string[]): string {
  if (values.length < 3) return values.join(' or ')
  return `${values.slice(0, -1).join(', ')}, or ${values.at(-1)}`
}
