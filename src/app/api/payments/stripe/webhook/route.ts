import { postStripeWebhook } from '@/features/payments'

export const dynamic = 'force-dynamic'

export const POST = postStripeWebhook
