/**
 * The payments demo (see scripts/demo-payments.mjs): starts the fake Stripe API on 127.0.0.1
 * (STRIPE_FAKE_PORT, default 4020) — a test double from tests/fakes/stripe, not Stripe — then the
 * site with `npm start` configured against it, turns prepayments on for one service (AirTouch
 * Colouring, the whole price, a 50 % late-cancellation and a 100 % no-show fee) through the admin's
 * REST API, and prints what to try. Ctrl-C stops both.
 */
import { spawn } from 'node:child_process'

import { startFakeStripe } from '../tests/fakes/stripe/fake'

const port = process.env.PORT || '3000'
const site = `http://127.0.0.1:${port}`
const KEY = 'sk_test_parlourDemo0123456789abcdef'
const WEBHOOK_SECRET = 'whsec_parlourDemo0123456789abcdefghij'
const fake = await startFakeStripe({
  secretKey: KEY,
  port: Number(process.env.STRIPE_FAKE_PORT || 4020),
  webhook: { url: `${site}/api/payments/stripe/webhook`, secret: WEBHOOK_SECRET },
})
console.log(`[fake Stripe] a test double (not Stripe) at ${fake.url}`)

const server = spawn(process.execPath, ['scripts/start.mjs'], {
  stdio: 'inherit',
  env: { ...process.env, STRIPE_SECRET_KEY: KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: fake.url },
})
const stop = async (code: number) => {
  server.kill('SIGTERM')
  await fake.close()
  process.exit(code)
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(0))
server.on('exit', (code) => void stop(code ?? 0))

/** Waits for the site to answer (a build may take minutes on a fresh clone). */
async function siteUp(): Promise<boolean> {
  for (let i = 0; i < 900; i++) {
    const ok = await fetch(`${site}/api/booking/settings`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return true
    await new Promise((r) => setTimeout(r, 1000))
  }
  return false
}

if (await siteUp()) {
  const login = await fetch(`${site}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@parlour.example', password: 'parlour-demo' }),
  })
  const { token } = (await login.json().catch(() => ({}))) as { token?: string }
  const staff = { authorization: `JWT ${token ?? ''}`, 'content-type': 'application/json' }
  const settings = await fetch(`${site}/api/globals/booking-settings`, {
    method: 'POST',
    headers: staff,
    body: JSON.stringify({
      prepayments: { active: true, requiredType: 'full', lateCancelFeePercent: 50, noShowFeePercent: 100 },
    }),
  })
  const services = (await fetch(`${site}/api/services?where[slug][equals]=air-touch&depth=0`, { headers: staff })
    .then((r) => r.json())
    .catch(() => ({ docs: [] }))) as { docs: { id: number }[] }
  const marked = services.docs[0]
    ? await fetch(`${site}/api/services/${services.docs[0].id}`, {
        method: 'PATCH',
        headers: staff,
        body: JSON.stringify({ prepaymentRequired: true }),
      })
    : null
  if (settings.ok && marked?.ok)
    console.log(
      `[demo] prepayments on for AirTouch Colouring: book it at ${site}/services/female/hair/colouring/air-touch/ ` +
        'and pay on the fake page with the test card 4242 4242 4242 4242 (4000 0000 0000 9995 declines).',
    )
  else console.log('[demo] could not switch prepayments on: sign in to /admin and set Booking settings → Prepayments')
}
