/**
 * The calendar's live changes across instances (issue 30, decision 0044): a change saved through
 * instance A reaches an event stream held open on instance B, and one held open through nginx,
 * within a second — through Redis pub/sub, and through nginx's site file unbuffered; and two
 * reception tablets in Chromium, one on each instance, agree within a second without polling.
 */
import type { Browser, Page } from '@playwright/test'

import { DEMO_ADMIN } from '../helpers/admin'
import { type Cluster, expect, test } from './fixtures'

async function staffToken(base: string) {
  const response = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { token: string }).token
}

interface Heard {
  salon: string
  date: string
  version: number
  /** performance.now() when the frame arrived. */
  at: number
}

/** An open event stream: the `change` frames it has carried so far, with when each arrived. */
async function listen(url: string, token: string) {
  const abort = new AbortController()
  const response = await fetch(url, { headers: { authorization: `JWT ${token}` }, signal: abort.signal })
  expect(response.status, url).toBe(200)
  expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
  const heard: Heard[] = []
  let opened!: () => void
  const open = new Promise<void>((resolve) => (opened = resolve))
  void (async () => {
    const decoder = new TextDecoder()
    let text = ''
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        text += decoder.decode(chunk, { stream: true })
        if (text.includes(': open')) opened()
        let end: number
        while ((end = text.indexOf('\n\n')) >= 0) {
          const frame = text.slice(0, end)
          text = text.slice(end + 2)
          const data = /^event: change\ndata: (.+)$/m.exec(frame)?.[1]
          if (data) heard.push({ ...(JSON.parse(data) as Omit<Heard, 'at'>), at: performance.now() })
        }
      }
    } catch {
      // Aborted at the end of the test.
    }
  })()
  await open
  return { heard, close: () => abort.abort() }
}

test('a change saved through instance A reaches streams on instance B and through nginx within a second', async ({
  cluster,
}: {
  cluster: Cluster
}) => {
  const [a, b] = cluster.instances
  const token = await staffToken(a!.url)
  const day = (await (
    await fetch(`${a!.url}/api/staff/calendar`, { headers: { authorization: `JWT ${token}` } })
  ).json()) as { salon: { id: string }; today: string; columns: { employeeId: string }[] }
  const salon = day.salon.id
  const onB = await listen(`${b!.url}/api/staff/events?salon=${salon}`, token)
  const throughNginx = await listen(`${cluster.url}/api/staff/events?salon=${salon}`, token)
  const date = new Date(Date.parse(`${day.today}T12:00:00Z`) + 200 * 86_400_000).toISOString().slice(0, 10)

  const block = await fetch(`${a!.url}/api/staff/time-blocks`, {
    method: 'POST',
    headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      salon,
      employee: day.columns[0]!.employeeId,
      date,
      start: '07:00',
      end: '07:30',
      reason: 'Cluster check',
    }),
  })
  expect(block.status, await block.clone().text()).toBe(201)
  const answered = performance.now()
  for (const stream of [onB, throughNginx]) {
    // Within a second of A's answer (which comes after the commit, as the announcement does).
    await expect.poll(() => stream.heard.filter((h) => h.date === date).length, { timeout: 1_000 }).toBe(1)
    const heard = stream.heard.find((h) => h.date === date)!
    expect(heard.salon).toBe(salon)
    expect(heard.at - answered).toBeLessThan(1_000)
  }
  // The two streams heard the same change: one version, from Redis's one counter.
  expect(onB.heard.find((h) => h.date === date)!.version).toBe(throughNginx.heard.find((h) => h.date === date)!.version)
  onB.close()
  throughNginx.close()
})

interface Column {
  employeeId: string
  hours: { start: string; end: string }[]
}

/**
 * A tablet (1024×768, touch) at `base`, signed in with the staff `token` as the admin's own sign-in
 * leaves it (its cookie), its clock under the test's hand. One sign-in serves both tablets: Payload
 * keeps a user's sessions in one list written back whole, so two sign-ins of one account at the
 * same moment on two instances can drop one of them.
 */
async function tablet(browser: Browser, base: string, token: string) {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1024, height: 768 }, hasTouch: true })
  await context.addCookies([{ name: 'payload-token', value: token, url: base, httpOnly: true, sameSite: 'Lax' }])
  const page = await context.newPage()
  await page.clock.install()
  // Its reads of the diary (day or week), and the event stream's answer once it opens.
  const reads = { count: 0 }
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/staff/calendar')) reads.count++
  })
  const stream = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/staff/events' && r.status() === 200)
  return { page, reads, stream, close: () => context.close() }
}

test('two tablets, one on instance A and one on instance B, agree within a second of time blocked on A, and B does not poll', async ({
  cluster,
  browser,
}: {
  cluster: Cluster
  browser: Browser
}) => {
  const [a, b] = cluster.instances
  const token = await staffToken(a!.url)
  const read = async <T>(path: string) => {
    const response = await fetch(`${a!.url}${path}`, { headers: { authorization: `JWT ${token}` } })
    expect(response.status, path).toBe(200)
    return (await response.json()) as T
  }
  const first = await read<{ salon: { id: string }; today: string }>('/api/staff/calendar')
  const salon = first.salon.id
  // A day some 150 days ahead on which a stylist works (nothing is booked that far in the demo).
  let place: { date: string; column: Column } | undefined
  for (let n = 150; !place && n < 164; n++) {
    const date = new Date(Date.parse(`${first.today}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)
    const day = await read<{ columns: Column[] }>(`/api/staff/calendar?salon=${salon}&date=${date}`)
    const column = day.columns.find((c) => c.hours.length > 0)
    if (column) place = { date, column }
  }
  expect(place, 'a working stylist 150–163 days ahead').toBeDefined()
  const { date, column } = place!
  const start = column.hours[0]!.start
  const end = `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}${start.slice(2)}`
  const calendar = `/admin/calendar?salon=${salon}&date=${date}`
  const blockOn = (page: Page) =>
    page.getByTestId(`column-${column.employeeId}-${date}`).getByText(`Blocked ${start}–${end} · Live on B`)

  // Each tablet opened at its instance's own address, which the instance accepts as its own
  // (origins.ts; the port it was started on with -p): A's block below is saved, not refused as signed out.
  const [onA, onB] = await Promise.all([tablet(browser, a!.url, token), tablet(browser, b!.url, token)])
  await Promise.all([onA.page.goto(calendar), onB.page.goto(calendar)])
  await expect(onB.page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible()
  await Promise.all([onA.stream, onB.stream])
  // Settled: B has read the day, and again when its stream opened.
  await expect.poll(() => onB.reads.count).toBeGreaterThanOrEqual(2)
  // Ten seconds of B's own time with nothing changed: no read (a 3-second poll would make three).
  const quiet = onB.reads.count
  await onB.page.clock.runFor(10_000)
  expect(onB.reads.count).toBe(quiet)

  // The receptionist on A blocks an hour through the calendar.
  await onA.page.getByTestId(`column-${column.employeeId}-${date}`).locator(`[data-time="${start}"]`).click()
  const dialog = onA.page.getByRole('dialog', { name: 'New booking' })
  await dialog.getByRole('button', { name: 'Block time' }).click()
  await expect(dialog.getByLabel('From', { exact: true })).toHaveValue(start)
  await dialog.getByLabel('To', { exact: true }).fill(end)
  await dialog.getByLabel('Reason').fill('Live on B')
  const saved = onA.page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/staff/time-blocks' && r.request().method() === 'POST',
  )
  await dialog.getByRole('button', { name: 'Block', exact: true }).click()
  expect((await saved).status()).toBe(201)
  const answered = performance.now()
  // B, on the other instance, shows it within a second of A's answer, having read the day once for it.
  await expect(blockOn(onB.page)).toBeVisible({ timeout: 1_000 })
  expect(performance.now() - answered).toBeLessThan(1_000)
  expect(onB.reads.count).toBe(quiet + 1)
  await expect(blockOn(onA.page)).toBeVisible()
  // And still no polling afterwards.
  await onB.page.clock.runFor(10_000)
  expect(onB.reads.count).toBe(quiet + 1)
  await Promise.all([onA.close(), onB.close()])
})
