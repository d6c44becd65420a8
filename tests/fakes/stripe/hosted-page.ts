/**
 * The hosted payment page a real browser uses: `GET /pay/<session id>` shows a plain HTML form (no
 * script, no external assets) titled "Pay with card (test double)"; `POST /pay/<session id>` takes the
 * card number, and after a success redirects (303) to the session's `success_url` with
 * `{CHECKOUT_SESSION_ID}` filled in. Cards that need 3D Secure get an intermediate page with
 * "Complete authentication" and "Fail authentication". Nothing here looks like Stripe's own page.
 */
import type http from 'node:http'

import type Stripe from 'stripe'

import { type Authenticate, openSession, type PageOutcome, submitCard } from './checkout-pay'
import { money } from './errors'
import { readBody } from './form'
import type { Core } from './state'

const TITLE = 'Pay with card (test double)'

export async function servePage(core: Core, req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
  const id = decodeURIComponent(url.pathname.slice('/pay/'.length))
  if (req.method === 'GET' || req.method === 'HEAD') return show(res, core, id, openSession(core, id))
  if (req.method !== 'POST') return html(res, 405, page('<p>Only GET and POST are served here.</p>'))
  let form: URLSearchParams
  try {
    form = new URLSearchParams(await readBody(req))
  } catch {
    return html(res, 400, page('<p role="alert">The form could not be read.</p>'))
  }
  const typed = form.get('card') ?? ''
  const choice = form.get('authenticate')
  const authenticate = choice === 'complete' || choice === 'fail' ? (choice as Authenticate) : undefined
  const outcome = submitCard(core, id, typed, authenticate)
  if (outcome.kind === 'complete' && outcome.redirect) {
    res.writeHead(303, { location: outcome.redirect, 'cache-control': 'no-store' }).end()
    return
  }
  show(res, core, id, outcome, typed)
}

function show(
  res: http.ServerResponse,
  core: Core,
  id: string,
  state: Stripe.Checkout.Session | PageOutcome,
  typed = '',
): void {
  const session = core.state.checkoutSessions.get(id)
  if (!session || ('kind' in state && state.kind === 'missing'))
    return html(res, 404, page('<p role="alert">No such checkout session.</p>'))
  if (!('kind' in state)) return html(res, 200, page(form(core, session)))
  switch (state.kind) {
    case 'complete':
      return html(
        res,
        200,
        page(`<p role="status">${session.mode === 'payment' ? 'Payment complete.' : 'Card saved.'}</p>`),
      )
    case 'closed':
      return html(res, 200, page(closed(session)))
    case 'authenticate':
      return html(res, 200, page(challenge(session, typed)))
    default:
      return html(res, 200, page(form(core, session, state.message, typed)))
  }
}

function form(core: Core, session: Stripe.Checkout.Session, error?: string, typed = ''): string {
  const payment = session.mode === 'payment'
  const total = payment ? money(session.amount_total!, session.currency!) : ''
  const lines = core.checkoutExtras.get(session.id)?.lines ?? []
  const items = lines
    .map((l) => `<li>${esc(l.name)} × ${l.quantity} — ${esc(money(l.unitAmount * l.quantity, session.currency!))}</li>`)
    .join('')
  return `
    <p class="amount">${payment ? esc(total) : 'Save your card'}</p>
    ${items ? `<ul class="lines">${items}</ul>` : ''}
    <form method="post" action="/pay/${esc(session.id)}">
      <label for="card-number">Card number</label>
      <input id="card-number" name="card" inputmode="numeric" autocomplete="cc-number" required value="${esc(typed)}">
      ${error ? `<p class="error" role="alert">${esc(error)}</p>` : ''}
      <button type="submit">${payment ? `Pay ${esc(total)}` : 'Save card'}</button>
    </form>
    ${cancelLink(session)}`
}

function challenge(session: Stripe.Checkout.Session, typed: string): string {
  const what = session.mode === 'payment' ? 'this payment' : 'saving this card'
  return `
    <h2>Authenticate ${what}</h2>
    <p>The card's bank asks the customer to confirm ${what} (a 3D Secure test step).</p>
    <form method="post" action="/pay/${esc(session.id)}">
      <input type="hidden" name="card" value="${esc(typed)}">
      <button type="submit" name="authenticate" value="complete">Complete authentication</button>
      <button type="submit" name="authenticate" value="fail">Fail authentication</button>
    </form>`
}

function closed(session: Stripe.Checkout.Session): string {
  if (session.status === 'expired') return '<p role="status">This checkout session has expired.</p>'
  const done = session.mode === 'payment' ? 'This payment is already complete.' : 'This card is already saved.'
  const back = session.success_url?.replaceAll('{CHECKOUT_SESSION_ID}', session.id)
  return `<p role="status">${done}</p>${back ? `<p><a href="${esc(back)}">Return to the merchant</a></p>` : ''}`
}

const cancelLink = (session: Stripe.Checkout.Session) =>
  session.cancel_url ? `<p><a href="${esc(session.cancel_url)}">Cancel</a></p>` : ''

function page(content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${TITLE}</title>
  <style>
    body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f4f5; color: #18181b; }
    main { max-width: 26rem; margin: 3rem auto; padding: 1.5rem; background: #fff; border: 1px solid #d4d4d8; }
    h1 { font-size: 1.25rem; margin: 0 0 .25rem; }
    .note { color: #52525b; font-size: .875rem; margin-top: 0; }
    .amount { font-size: 1.75rem; font-weight: 600; margin: 1rem 0 .5rem; }
    label { display: block; font-weight: 600; margin-top: 1rem; }
    input { box-sizing: border-box; width: 100%; padding: .5rem; font: inherit; border: 1px solid #71717a; }
    button { margin: 1rem .5rem 0 0; padding: .6rem 1rem; font: inherit; background: #27272a; color: #fff; border: 0; }
    .error { color: #b91c1c; margin: .5rem 0 0; }
  </style>
</head>
<body>
  <main>
    <h1>${TITLE}</h1>
    <p class="note">A stand-in for Stripe Checkout in tests: no card is really charged.</p>
    ${content.trim()}
  </main>
</body>
</html>
`
}

function html(res: http.ServerResponse, status: number, body: string): void {
  if (res.headersSent || res.destroyed) return
  res
    .writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    })
    .end(body)
}

function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
