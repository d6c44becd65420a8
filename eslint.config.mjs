import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

/**
 * Lint rules, including the import boundaries of docs/decisions/0030-feature-slices.md:
 * src/platform is the bottom layer; src/ui and src/components are presentational; nothing reaches
 * into the app; only Payload glue (src/cms, src/platform/db…, a feature's payload/, data/ and
 * adapters/) talks to Payload; the booking domain stays pure. (The zones between features come
 * with the next step of issue 27.)
 */
const PAYLOAD_USERS =
  "Only Payload glue uses Payload: src/cms, src/platform/{db,access,jobs}, and a feature's payload/, data/ and adapters/."
const payloadImports = {
  paths: [{ name: '@payload-config', message: PAYLOAD_USERS }],
  patterns: [{ group: ['payload', 'payload/*', '@payloadcms/*'], message: PAYLOAD_USERS }],
}

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      '.next-e2e/**',
      '.next-bench/**',
      '.next-*/**',
      'node_modules/**',
      'data/**',
      'bench/out/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      'src/cms/payload-types.ts',
      'src/cms/migrations/**',
      'src/app/(payload)/admin/importMap.js',
    ],
  },
  {
    settings: { 'import/resolver': { typescript: { project: './tsconfig.json' }, node: true } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/platform',
              from: ['./src/app', './src/components', './src/ui', './src/features', './src/booking', './src/lib'],
              message: 'src/platform is the bottom layer: it imports nothing from features, components or the app.',
            },
            {
              target: ['./src/lib/!(cms)/**/*', './src/lib/*.ts'],
              from: ['./src/app', './src/components', './src/ui', './src/features', './src/cms', './src/lib/cms'],
              message: 'src/lib is a bottom layer: it imports nothing from features, components or the app.',
            },
            {
              // The booking engine's pure domain (dates, merging free time) is shared with the
              // widget's helpers; the rest of the booking feature is not.
              target: ['./src/lib/!(cms)/**/*', './src/lib/*.ts'],
              from: './src/booking',
              except: ['./domain'],
              message: 'src/lib may import only the pure booking/domain from the booking feature.',
            },
            {
              target: ['./src/ui', './src/components'],
              from: [
                './src/app/**',
                './src/cms/**',
                './src/lib/cms/**',
                './src/booking/!(index).ts',
                './src/booking/*/**',
                // A feature's shapes (contract.ts) and browser part (client.ts) only.
                './src/features/*/!(contract|client).ts',
                './src/features/*/*/**',
              ],
              message: 'Components are presentational: pages hand them data.',
            },
            {
              target: ['./src/features', './src/platform', './src/ui', './src/cms', './src/lib/cms', './src/booking'],
              from: './src/app',
              message: 'Features never import the app layer.',
            },
            {
              // Booking knows of sign-in only who the signed-in client is (src/features/sign-in/index.ts).
              target: './src/booking',
              from: './src/features/sign-in',
              except: ['./index.ts'],
              message: 'Booking uses only the public surface of sign-in (src/features/sign-in/index.ts).',
            },
            {
              target: './src/features/sign-in',
              from: './src/booking',
              message:
                'Sign-in does not reach into booking; shared parts live in src/platform and src/features/messaging.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/cms/**',
      'src/lib/cms/**',
      'src/platform/db/**',
      'src/platform/access/**',
      'src/platform/jobs/**',
      'src/platform/logging.ts',
      'src/platform/cache/revalidate-once.ts',
      'src/booking/adapters/**',
      'src/features/*/adapters/**',
      'src/features/*/payload/**',
      'src/features/*/data/**',
      'src/features/*/seed/**',
      'src/features/callback/store.ts',
      'src/features/content/redirects/stored.ts',
      'src/features/content/search/search-index.ts',
      'src/app/(payload)/**',
    ],
    rules: { 'no-restricted-imports': ['error', payloadImports] },
  },
  {
    files: ['src/booking/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'next',
                'next/*',
                'react',
                'react/*',
                'react-dom',
                'payload',
                'payload/*',
                '@payloadcms/*',
                '@payload-config',
              ],
              message: 'The booking domain is pure TypeScript.',
            },
          ],
        },
      ],
    },
  },
]

export default config
