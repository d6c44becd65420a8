/**
 * The hosted page as a browser uses it, with plain `fetch`: the form, a success that redirects to
 * the success URL, a decline, 3D Secure completed and failed, setup mode, a closed session, and two
 * tabs paying one session at once.
 */
import { describe, expect, it } from 'vitest'

import { CARD, fakeForEachTest, SUCCESS_URL } from './fake-harness'

const h = fakeForEachTest()

async function open(url: string) {
  const res = await fetch(url)
  return { status: res.status, html: await res.text(), type: res.headers.get('content-type') }
}

async function submit(url: string, fields: Record<string, string>) {
  const res = await fetch(url, {
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual',
  })
  return { status: res.status, location: res.headers.get('location'), html: await res.text() }
}

describe('the hosted page', () => {
  it('shows the amount, a card number field, the pay button and a cancel link, with no external assets', async () => {
    const session = await h.paymentSession()
    const page = await open(session.url!)
    expect(page.status).toBe(200)
    expect(page.type).toBe('text/html; charset=utf-8')
    expect(page.html).toContain('<title>Pay with card (test double)</title>')
    expect(page.html).toContain('£12.50')
    expect(page.html).toContain('Cut &#38; finish × 1')
    expect(page.html).toMatch(/<label for="card-number">Card number<\/label>/)
    expect(page.html).toMatch(/<button type="submit">Pay £12.50<\/button>/)
    expect(page.html).toContain('<a href="https://parlour.test/visits/12">Cancel</a>')
    expect(page.html).not.toMatch(/<script|<link|src=/)
  })

  it('redirects to the success URL with the session id once paid', async () => {
    const session = await h.paymentSession()
    const answer = await submit(session.url!, { card: '4242 4242 4242 4242' })
    expect(answer.status).toBe(303)
    expect(answer.location).toBe(SUCCESS_URL.replace('{CHECKOUT_SESSION_ID}', session.id))
    expect((await h.stripe.checkout.sessions.retrieve(session.id)).payment_status).toBe('paid')
    const closed = await open(session.url!)
    expect(closed.html).toContain('This payment is already complete.')
  })

  it('shows a decline on the form and keeps the session open', async () => {
    const session = await h.paymentSession()
    const answer = await submit(session.url!, { card: CARD.insufficientFunds })
    expect(answer.status).toBe(200)
    expect(answer.html).toContain('<p class="error" role="alert">Your card was declined.</p>')
    expect(answer.html).toContain('Pay £12.50')
    expect(h.fake.state.checkoutSessions.get(session.id)!.status).toBe('open')
    const wrong = await submit(session.url!, { card: '1234 5678 9012 3456' })
    expect(wrong.html).toContain('Your card number is incorrect.')
  })

  it('asks for authentication, and a failure goes back to the form', async () => {
    const session = await h.paymentSession()
    const challenge = await submit(session.url!, { card: CARD.authenticateOnPage })
    expect(challenge.status).toBe(200)
    expect(challenge.html).toContain('value="complete">Complete authentication</button>')
    expect(challenge.html).toContain('value="fail">Fail authentication</button>')
    expect(h.fake.state.paymentIntents.size).toBe(0) // nothing happens before the customer answers

    const failed = await submit(session.url!, { card: CARD.authenticateOnPage, authenticate: 'fail' })
    expect(failed.html).toContain('We are unable to authenticate your payment method.')
    expect(failed.html).toContain('<label for="card-number">Card number</label>')
    const intent = [...h.fake.state.paymentIntents.values()][0]!
    expect(intent.last_payment_error).toMatchObject({ code: 'payment_intent_authentication_failure' })

    const done = await submit(session.url!, { card: CARD.authenticateOnPage, authenticate: 'complete' })
    expect(done.status).toBe(303)
    expect(h.fake.state.paymentIntents.get(intent.id)!.status).toBe('succeeded')
  })

  it('offers to save the card in setup mode', async () => {
    const session = await h.setupSession()
    const page = await open(session.url!)
    expect(page.html).toContain('Save your card')
    expect(page.html).toMatch(/<button type="submit">Save card<\/button>/)
    expect(page.html).not.toContain('£')
    const answer = await submit(session.url!, { card: CARD.declineLater })
    expect(answer.status).toBe(303)
    expect(h.fake.state.setupIntents.get(session.setup_intent as string)!.status).toBe('succeeded')
  })

  it('says so for an expired session, and for one past its expiry time', async () => {
    const expired = await h.paymentSession()
    await h.stripe.checkout.sessions.expire(expired.id)
    expect((await open(`${h.fake.url}/pay/${expired.id}`)).html).toContain('This checkout session has expired.')

    const overdue = await h.paymentSession({ expires_at: h.nowSeconds() + 1800 })
    h.tick(1800)
    const answer = await submit(overdue.url!, { card: CARD.ok })
    expect(answer.html).toContain('This checkout session has expired.')
    expect(h.fake.state.charges.size).toBe(0)
    expect((await open(`${h.fake.url}/pay/cs_test_nothing`)).status).toBe(404)
  })

  it('takes one payment when two tabs pay the same session at once', async () => {
    const session = await h.paymentSession()
    const tabs = await Promise.all([submit(session.url!, { card: CARD.ok }), submit(session.url!, { card: CARD.ok })])
    expect(tabs.map((t) => t.status).sort()).toEqual([200, 303])
    expect(tabs.find((t) => t.status === 200)!.html).toContain('This payment is already complete.')
    expect(h.fake.state.charges.size).toBe(1)
    await h.settled()
    expect(h.receiver.events('checkout.session.completed')).toHaveLength(1)
  })
})
