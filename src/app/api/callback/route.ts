import { CALLBACK_LIMITS, postCallback } from '@/features/callback'

/** POST /api/callback — a visitor asks to be called back (src/features/callback/http.ts). */
export const POST = postCallback

export { CALLBACK_LIMITS }
