/**
 * Booking's HTTP contract, which loads anywhere (no database, no Payload): the API's answers
 * (./http/answers.ts, zod) and the OpenAPI document generated from them and the request bodies.
 */
export * from './http/answers'
export { openApiDocument } from './http/openapi'
/** The client's marketing consent per channel (pure; the account, sign-in and the data download share it). */
export * from './domain/marketing'
