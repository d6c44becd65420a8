/**
 * The calendar's live changes across instances (issue 30, decision 0044): a change saved through
 * instance A reaches an event stream held open on instance B, and one held open through nginx,
 * within a second — through Redis pub/sub, and through nginx's site file unbuffered.
 */
import { type Cluster, expect, test } from './fixtures'

const DEMO_ADMIN = { email: 'demo@parlour.example', password: 'parlour-demo' }

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
