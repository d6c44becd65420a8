/**
 * Stripe's error answers: `{ error: { type, message, code?, param?, … } }` with the HTTP status the SDK
 * maps to its error classes (400/404 → StripeInvalidRequestError or, for `idempotency_error`,
 * StripeIdempotencyError; 401 → StripeAuthenticationError; 402 → StripeCardError; 5xx → StripeAPIError).
 * Messages are written for this test double; codes, params and types are Stripe's.
 */
export interface StripeErrorBody {
  type: 'invalid_request_error' | 'card_error' | 'api_error' | 'idempotency_error'
  message: string
  code?: string
  decline_code?: string
  param?: string
  doc_url?: string
  charge?: string
  payment_intent?: unknown
  payment_method?: unknown
  setup_intent?: unknown
}

/** Thrown by handlers and checks; the HTTP layer writes it as Stripe's error body. */
export class StripeFailure extends Error {
  readonly error: StripeErrorBody

  constructor(
    readonly status: number,
    error: StripeErrorBody,
  ) {
    super(error.message)
    // Stripe links every coded error to its page in the error-code reference.
    this.error = error.code ? { ...error, doc_url: `https://docs.stripe.com/error-codes/${kebab(error.code)}` } : error
  }
}

const kebab = (code: string) => code.replaceAll('_', '-')

type Extra = Omit<StripeErrorBody, 'type' | 'message'>

export const invalid = (message: string, extra: Extra = {}) =>
  new StripeFailure(400, { type: 'invalid_request_error', message, ...extra })

export const unknownParam = (param: string) =>
  invalid(`Received unknown parameter: ${param}`, { code: 'parameter_unknown', param })

export const missingParam = (param: string) =>
  invalid(`Missing required param: ${param}.`, { code: 'parameter_missing', param })

/** A retrieve of an unknown id is a 404 on `id`; an unknown id passed as a parameter is a 400 on that parameter. */
export const noSuch = (object: string, id: string, param?: string) =>
  new StripeFailure(param ? 400 : 404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param: param ?? 'id',
    message: `No such ${object}: '${id}'`,
  })

export const unrecognizedUrl = (method: string, path: string) =>
  new StripeFailure(404, {
    type: 'invalid_request_error',
    message:
      `Unrecognized request URL (${method}: ${path}). This test double of Stripe implements only the ` +
      'endpoints listed in tests/fakes/stripe/README.md.',
  })

export const apiError = (status: number) =>
  new StripeFailure(status, {
    type: 'api_error',
    message: `The Stripe test double was told to fail (HTTP ${status}): an unexpected error occurred on our side.`,
  })

/** `4000` pence → `£40.00`, as Stripe writes amounts in messages and Checkout shows them. */
export function money(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100)
}
