import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { ConfigError, parseEnv } from './env'

const secret = 'x'.repeat(32)

describe('parseEnv', () => {
  it('defaults to the SQLite file under data/ and the local site address', () => {
    const env = parseEnv({ PAYLOAD_SECRET: secret }, { generatedSecret: null })
    expect(env.databaseUrl).toBe('file:./data/parlour.db')
    expect(env.databaseKind).toBe('sqlite')
    expect(env.siteUrl).toBe('http://localhost:3000')
  })

  it('chooses PostgreSQL for a postgres address', () => {
    const env = parseEnv(
      { PAYLOAD_SECRET: secret, DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/parlour' },
      { generatedSecret: null },
    )
    expect(env.databaseKind).toBe('postgres')
    expect(
      parseEnv({ PAYLOAD_SECRET: secret, DATABASE_URL: 'postgresql://u@db/parlour' }, { generatedSecret: null })
        .databaseKind,
    ).toBe('postgres')
  })

  it.each([
    ['mysql://u:p@host/db', /DATABASE_URL must start with "file:"/],
    ['postgres://u:p@127.0.0.1:5432', /DATABASE_URL names no database/],
    ['postgres://[bad', /DATABASE_URL is not a valid postgres/],
    ['file:', /DATABASE_URL needs a path/],
  ])('refuses the malformed DATABASE_URL %s with a one-line message', (url, message) => {
    const attempt = () => parseEnv({ PAYLOAD_SECRET: secret, DATABASE_URL: url }, { generatedSecret: null })
    expect(attempt).toThrow(ConfigError)
    expect(attempt).toThrow(message)
    try {
      attempt()
    } catch (error) {
      expect((error as Error).message).not.toContain('\n')
    }
  })

  it('refuses a missing or too short secret', () => {
    expect(() => parseEnv({}, { generatedSecret: null })).toThrow(/PAYLOAD_SECRET is missing/)
    expect(() => parseEnv({ PAYLOAD_SECRET: 'short' }, { generatedSecret: null })).toThrow(
      /PAYLOAD_SECRET is too short/,
    )
  })

  it('uses the generated demo secret when no operator secret is set, and only then seeds demo content', () => {
    const demo = parseEnv({}, { generatedSecret: 'g'.repeat(64) })
    expect(demo.secretIsGenerated).toBe(true)
    expect(demo.demoContent).toBe(true)

    const operator = parseEnv({ PAYLOAD_SECRET: secret }, { generatedSecret: 'g'.repeat(64) })
    expect(operator.payloadSecret).toBe(secret)
    expect(operator.secretIsGenerated).toBe(false)
    expect(operator.demoContent).toBe(false)
  })

  it('lets DEMO_CONTENT switch demo content on or off explicitly', () => {
    expect(parseEnv({ PAYLOAD_SECRET: secret, DEMO_CONTENT: 'on' }, { generatedSecret: null }).demoContent).toBe(true)
    expect(parseEnv({ DEMO_CONTENT: 'off' }, { generatedSecret: 'g'.repeat(64) }).demoContent).toBe(false)
    expect(() => parseEnv({ PAYLOAD_SECRET: secret, DEMO_CONTENT: 'maybe' }, { generatedSecret: null })).toThrow(
      /DEMO_CONTENT must be one of auto, on, off/,
    )
  })

  it('treats empty variables as unset and trims the site address', () => {
    const env = parseEnv(
      { PAYLOAD_SECRET: secret, DATABASE_URL: '', SITE_URL: 'https://parlour.example/' },
      { generatedSecret: null },
    )
    expect(env.databaseKind).toBe('sqlite')
    expect(env.siteUrl).toBe('https://parlour.example')
  })

  it('follows PORT for the local site address unless SITE_URL is set', () => {
    expect(parseEnv({ PAYLOAD_SECRET: secret, PORT: '4000' }, { generatedSecret: null }).siteUrl).toBe(
      'http://localhost:4000',
    )
    expect(() => parseEnv({ PAYLOAD_SECRET: secret, PORT: 'x' }, { generatedSecret: null })).toThrow(
      /PORT must be a port number/,
    )
  })

  it('refuses a site address that is not http(s)', () => {
    expect(() => parseEnv({ PAYLOAD_SECRET: secret, SITE_URL: 'ftp://x' }, { generatedSecret: null })).toThrow(
      /SITE_URL/,
    )
  })

  it('sends SMS to the outbox file by default and to an HTTP gateway when asked', () => {
    const sms = (extra: Record<string, string>) =>
      parseEnv({ PAYLOAD_SECRET: secret, ...extra }, { generatedSecret: null })
    const plain = sms({})
    expect(plain.smsProvider).toBe('outbox')
    expect(plain.smsOutboxFile).toBe(path.resolve('data/sms-outbox.jsonl'))
    expect(sms({ SMS_OUTBOX_FILE: '/tmp/sms.jsonl' }).smsOutboxFile).toBe('/tmp/sms.jsonl')
    expect(
      sms({ SMS_PROVIDER: 'http', SMS_GATEWAY_URL: 'http://127.0.0.1:9/send', SMS_GATEWAY_TOKEN: 't' }),
    ).toMatchObject({
      smsProvider: 'http',
      smsGatewayUrl: 'http://127.0.0.1:9/send',
      smsGatewayToken: 't',
    })
    expect(() => sms({ SMS_PROVIDER: 'http' })).toThrow('SMS_GATEWAY_URL is required when SMS_PROVIDER is http')
    expect(() => sms({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow('SMS_PROVIDER must be outbox or http')
  })

  it('keeps staff emails in the outbox file by default and sends them over SMTP when asked', () => {
    const mail = (extra: Record<string, string>) =>
      parseEnv({ PAYLOAD_SECRET: secret, ...extra }, { generatedSecret: null })
    expect(mail({})).toMatchObject({
      smtpUrl: undefined,
      emailOutboxFile: path.resolve('data/email-outbox.jsonl'),
      emailFrom: { name: 'Parlour', address: 'no-reply@parlour.example' },
    })
    expect(
      mail({ SMTP_URL: 'smtps://mailer:s3cret@smtp.example.com:465', EMAIL_FROM: 'Parlour <no-reply@parlour.co.uk>' }),
    ).toMatchObject({
      smtpUrl: 'smtps://mailer:s3cret@smtp.example.com:465',
      emailFrom: { name: 'Parlour', address: 'no-reply@parlour.co.uk' },
    })
    expect(mail({ SMTP_URL: 'smtp://127.0.0.1:2525', EMAIL_FROM: 'desk@parlour.co.uk' }).emailFrom).toEqual({
      name: 'Parlour',
      address: 'desk@parlour.co.uk',
    })
    expect(mail({ EMAIL_FROM: '"Parlour Front Desk" <desk@parlour.co.uk>' }).emailFrom.name).toBe('Parlour Front Desk')
    for (const bad of ['http://smtp.example.com', 'smtp:/nohost', 'smtp://host/path', 'mail.example.com'])
      expect(() => mail({ SMTP_URL: bad, EMAIL_FROM: 'a@b.co' }), bad).toThrow(
        'Invalid configuration: SMTP_URL must be smtp://user:password@host:port or smtps://user:password@host:port',
      )
    for (const bad of ['Parlour', 'Parlour <nobody>', 'a@b.co, c@d.co'])
      expect(() => mail({ EMAIL_FROM: bad }), bad).toThrow(
        'Invalid configuration: EMAIL_FROM must be an address such as "Parlour <no-reply@parlour.example>"',
      )
    expect(() => mail({ SMTP_URL: 'smtp://127.0.0.1:2525' })).toThrow('EMAIL_FROM is required when SMTP_URL is set')
    // The message names the variable, never the password in it.
    expect(() => mail({ SMTP_URL: 'ftp://u:hunter2@x', EMAIL_FROM: 'a@b.co' })).toThrow(/^(?!.*hunter2)/)
  })

  it('reads TRUST_PROXY as a number of proxy hops', () => {
    const hops = (value?: string) => parseEnv({ PAYLOAD_SECRET: secret, TRUST_PROXY: value }, { generatedSecret: null })
    expect(hops().trustProxyHops).toBe(0)
    expect(hops('false').trustProxyHops).toBe(0)
    expect(hops('TRUE').trustProxyHops).toBe(1)
    expect(hops('2').trustProxyHops).toBe(2)
    expect(() => hops('yes')).toThrow(/TRUST_PROXY must be true, false or the number of proxies/)
  })

  it('opens at most DATABASE_POOL_MAX connections to PostgreSQL per instance, 10 unless set', () => {
    const pool = (value?: string) =>
      parseEnv({ PAYLOAD_SECRET: secret, DATABASE_POOL_MAX: value }, { generatedSecret: null }).databasePoolMax
    expect(pool()).toBe(10)
    expect(pool(' 40 ')).toBe(40)
    expect(() => pool('1')).toThrow('DATABASE_POOL_MAX must be 2 to 500 connections')
    expect(() => pool('many')).toThrow('DATABASE_POOL_MAX must be a whole number of connections')
  })

  it('runs the job queue unless JOBS=off (one instance of several runs it)', () => {
    const jobs = (value?: string) => parseEnv({ PAYLOAD_SECRET: secret, JOBS: value }, { generatedSecret: null })
    expect(jobs().runJobs).toBe(true)
    expect(jobs('on').runJobs).toBe(true)
    expect(jobs('off').runJobs).toBe(false)
    expect(() => jobs('sometimes')).toThrow('JOBS must be on or off')
  })

  it('books with our own engine by default and through Beauty Pro with its four settings', () => {
    const booking = (extra: Record<string, string>) =>
      parseEnv({ PAYLOAD_SECRET: secret, ...extra }, { generatedSecret: null })
    expect(booking({})).toMatchObject({ bookingProvider: 'parlour', beautyPro: null })
    const credentials = {
      BOOKING_PROVIDER: 'beautypro',
      BEAUTY_PRO_APPLICATION_ID: 'app-1',
      BEAUTY_PRO_APPLICATION_SECRET: 's3cret',
      BEAUTY_PRO_DATABASE_CODE: 'chelsea',
    }
    expect(booking(credentials).beautyPro).toEqual({
      apiUrl: 'https://api.aihelps.com/v1',
      apiUrlFixed: false,
      applicationId: 'app-1',
      applicationSecret: 's3cret',
      databaseCode: 'chelsea',
    })
    expect(booking({ ...credentials, BEAUTY_PRO_API_URL: 'http://127.0.0.1:4010/v1/' }).beautyPro).toMatchObject({
      apiUrl: 'http://127.0.0.1:4010/v1',
      apiUrlFixed: true,
    })
    for (const name of ['BEAUTY_PRO_APPLICATION_ID', 'BEAUTY_PRO_APPLICATION_SECRET', 'BEAUTY_PRO_DATABASE_CODE']) {
      const error = (() => {
        try {
          booking({ ...credentials, [name]: '' })
        } catch (e) {
          return e
        }
      })()
      expect(error).toBeInstanceOf(ConfigError)
      expect((error as Error).message).toBe(
        `Invalid configuration: ${name} is required when BOOKING_PROVIDER is beautypro`,
      )
    }
    expect(() => booking({ ...credentials, BEAUTY_PRO_DATABASE_CODE: 'two words' })).toThrow(
      /^Invalid configuration: BEAUTY_PRO_DATABASE_CODE must be one word/,
    )
    expect(() => booking({ ...credentials, BEAUTY_PRO_API_URL: 'ftp://x' })).toThrow(
      /^Invalid configuration: BEAUTY_PRO_API_URL must be an http\(s\) address/,
    )
    expect(() => booking({ BOOKING_PROVIDER: 'fresha' })).toThrow(
      'BOOKING_PROVIDER must be parlour (our own engine) or beautypro',
    )
  })
  it("takes no online payments without STRIPE_SECRET_KEY, and reads the salon's own Stripe account with its webhook secret", () => {
    expect(parseEnv({ PAYLOAD_SECRET: secret }, { generatedSecret: null }).stripe).toBeNull()
    const key = 'rk_live_' + 'a1B2'.repeat(6)
    const env = parseEnv(
      { PAYLOAD_SECRET: secret, STRIPE_SECRET_KEY: key, STRIPE_WEBHOOK_SECRET: 'whsec_' + 'z9'.repeat(16) },
      { generatedSecret: null },
    )
    expect(env.stripe).toEqual({ secretKey: key, webhookSecret: 'whsec_' + 'z9'.repeat(16), apiUrl: null })
    const fake = parseEnv(
      {
        PAYLOAD_SECRET: secret,
        STRIPE_SECRET_KEY: 'sk_test_' + 'x'.repeat(24),
        STRIPE_WEBHOOK_SECRET: 'whsec_' + 'y'.repeat(32),
        STRIPE_API_URL: 'http://127.0.0.1:4020/',
      },
      { generatedSecret: null },
    )
    expect(fake.stripe?.apiUrl).toBe('http://127.0.0.1:4020')
  })

  it.each([
    [{ STRIPE_SECRET_KEY: 'pk_live_' + 'a'.repeat(24) }, /STRIPE_SECRET_KEY must be the secret or restricted key/],
    [{ STRIPE_SECRET_KEY: 'sk_test_' + 'a'.repeat(24) }, /STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY/],
    [
      { STRIPE_SECRET_KEY: 'sk_test_' + 'a'.repeat(24), STRIPE_WEBHOOK_SECRET: 'secret' },
      /STRIPE_WEBHOOK_SECRET must be the signing secret/,
    ],
    [{ STRIPE_WEBHOOK_SECRET: 'whsec_' + 'a'.repeat(32) }, /STRIPE_SECRET_KEY is required/],
    [
      {
        STRIPE_SECRET_KEY: 'sk_test_' + 'a'.repeat(24),
        STRIPE_WEBHOOK_SECRET: 'whsec_' + 'a'.repeat(32),
        STRIPE_API_URL: 'ftp://x',
      },
      /STRIPE_API_URL must be an http\(s\) address/,
    ],
  ])('refuses a malformed Stripe setting with one line: %o', (vars, message) => {
    const attempt = () => parseEnv({ PAYLOAD_SECRET: secret, ...vars }, { generatedSecret: null })
    expect(attempt).toThrow(ConfigError)
    expect(attempt).toThrow(message)
  })
})
