/**
 * The fake WordPress (a test double) as a process of its own, for trying the importer by hand and
 * for end-to-end tests: `WORDPRESS_FAKE_PORT=4020 tsx tests/fakes/wordpress/serve.ts`. With
 * WORDPRESS_FAKE_USER and WORDPRESS_FAKE_PASSWORD set, its ACF fields need that application password.
 * WORDPRESS_FAKE_SITE=riverside serves the second site (fixture-riverside.ts), and with
 * WORDPRESS_FAKE_MULTILINGUAL=wpml its languages are linked as WPML links them.
 */
import { startFakeWordPress } from './fake'
import { riversideFixture } from './fixture-riverside'

const user = process.env.WORDPRESS_FAKE_USER
const password = process.env.WORDPRESS_FAKE_PASSWORD
const fake = await startFakeWordPress({
  port: Number(process.env.WORDPRESS_FAKE_PORT) || 0,
  ...(process.env.WORDPRESS_FAKE_SITE === 'riverside' ? { site: riversideFixture } : {}),
  ...(process.env.WORDPRESS_FAKE_MULTILINGUAL === 'wpml' ? { multilingual: 'wpml' as const } : {}),
  ...(user && password ? { auth: { user, password } } : {}),
})
console.log(`fake WordPress at ${fake.url}`)
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    void fake.close().then(() => process.exit(0))
  })
