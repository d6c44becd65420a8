/**
 * Callback requests: a visitor leaves a name and a phone, the request is stored (staff see it in
 * the admin) and forwarded to the salon's webhook with retries. What the app uses on the server;
 * the overlay is in client.ts, the collection and the forwarding job in payload/ (read by
 * src/cms/payload.config.ts).
 */
export { CALLBACK_LIMITS, POST as postCallback } from './http'
