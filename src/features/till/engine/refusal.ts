/** A checkout, refund or void the till will not make: a 4xx with a message (and the field at fault). */
export class TillRefusal extends Error {
  override name = 'TillRefusal'
  constructor(
    readonly status: 400 | 402 | 403 | 404 | 409 | 503,
    readonly reason: string,
    message: string,
    readonly field?: string,
  ) {
    super(message)
  }
}

export const refuse = (status: TillRefusal['status'], reason: string, message: string, field?: string): never => {
  throw new TillRefusal(status, reason, message, field)
}
