/**
 * The Beauty Pro demo (see scripts/demo-beautypro.mjs): starts the fake Beauty Pro API on
 * 127.0.0.1 (BEAUTY_PRO_FAKE_PORT, default 4010), names its salon, services and staff as the demo
 * content names them, starts the site with `npm start` in BOOKING_PROVIDER=beautypro mode against
 * it, links the content through the admin's own action, and prints every sign-in code the fake
 * "texts". With DEMO_PREPAYMENTS=1 the fake asks a prepayment for every service. Ctrl-C stops both.
 */
import { spawn } from 'node:child_process'

import { askFullPrepayments, startFakeBeautyPro } from '../tests/fakes/beauty-pro/fake'
import { nameAsDemoContent } from '../tests/fakes/beauty-pro/demo-names'

const port = process.env.PORT || '3000'
const site = `http://127.0.0.1:${port}`
const fake = await startFakeBeautyPro({ port: Number(process.env.BEAUTY_PRO_FAKE_PORT || 4010) })

// The demo content's names, so "Link services, stylists and salons" matches them.
nameAsDemoContent(fake.state)
// DEMO_PREPAYMENTS=1: the fake salon asks the whole price in advance, paid on the fake's own page.
if (process.env.DEMO_PREPAYMENTS === '1') askFullPrepayments(fake.state, true)

// The fake's "texts" are printed here: that is where the demo's sign-in codes arrive.
const texted = fake.sms.push.bind(fake.sms)
fake.sms.push = (...items) => {
  for (const sms of items) console.log(`[fake Beauty Pro] sign-in code for +${sms.phone}: ${sms.code}`)
  return texted(...items)
}

console.log(`[fake Beauty Pro] a test double (not the real service) at ${fake.url}`)
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    BOOKING_PROVIDER: 'beautypro',
    BEAUTY_PRO_API_URL: fake.url,
    BEAUTY_PRO_APPLICATION_ID: fake.credentials.applicationId,
    BEAUTY_PRO_APPLICATION_SECRET: fake.credentials.applicationSecret,
    BEAUTY_PRO_DATABASE_CODE: fake.credentials.databaseCode,
  },
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
  // The admin's own linking action, as staff would press it (the demo admin's published password).
  const login = await fetch(`${site}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@parlour.example', password: 'parlour-demo' }),
  })
  const { token } = (await login.json().catch(() => ({}))) as { token?: string }
  const linked = token
    ? await fetch(`${site}/api/booking-system/link`, { method: 'POST', headers: { authorization: `JWT ${token}` } })
    : null
  const report = (await linked?.json().catch(() => null)) as {
    linked?: Record<string, unknown[]>
    kept?: Record<string, number>
  } | null
  if (linked?.ok && report?.linked && report.kept)
    console.log(
      `[demo] linked to the fake: ${Object.entries(report.linked)
        .map(([kind, list]) => `${kind} ${list.length + (report.kept![kind] ?? 0)}`)
        .join(', ')} — see /admin/booking-system`,
    )
  else console.log('[demo] linking did not run: open /admin/booking-system and press "Link" yourself')
  console.log(
    `[demo] book at http://localhost:${port}/services/female/hair/styling/haircut-blow-dry/ — any UK mobile number`,
  )
}
