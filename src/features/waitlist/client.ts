/**
 * What the browser uses of the waitlist besides its components (./ui.ts): the offer a text's link
 * names, read as the booking widget's hold. Loads no server code.
 */
import { callApi } from '@/features/booking/client'

/** The time an offer's link holds (`?offer=<visit>.<token>`), in the shape of a booking hold; null when it has ended. */
export async function offeredHold<Hold>(ref: string, locale: string): Promise<Hold | null> {
  const answer = await callApi<{ hold: Hold }>(
    'GET',
    `/api/waitlist/offer?ref=${encodeURIComponent(ref)}&locale=${locale === 'uk' ? 'uk' : 'en'}`,
  )
  return answer.ok ? answer.data.hold : null
}
