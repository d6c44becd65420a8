import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

/**
 * Lint rules, including the import boundaries of docs/decisions/0003-folder-layout.md:
 * lib and components never reach into features or the app; only the CMS layer talks to Payload;
 * the booking domain stays pure.
 */
const payloadImports = {
  paths: [
    {
      name: '@payload-config',
      message: 'Only src/cms, src/lib/cms and the adapters of booking, auth and messaging use Payload.',
    },
  ],
  patterns: [
    {
      group: ['payload', 'payload/*', '@payloadcms/*'],
      message: 'Only src/cms, src/lib/cms and the adapters of booking, auth and messaging use Payload.',
    },
  ],
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
              from: [
                './src/app',
                './src/components',
                './src/ui',
                './src/features',
                './src/features/sign-in',
                './src/booking',
                './src/lib',
              ],
              message: 'src/platform is the bottom layer: it imports nothing from features, components or the app.',
            },
            {
              target: ['./src/lib/!(cms)/**/*', './src/lib/*.ts'],
              from: ['./src/app', './src/components', './src/features/sign-in', './src/cms', './src/lib/cms'],
              message: 'src/lib is the bottom layer: it imports nothing from features, components or the app.',
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
              target: './src/components',
              from: [
                './src/app/**',
                './src/cms/**',
                './src/lib/cms/!(types|cache-tags).ts',
                './src/booking/!(index).ts',
                './src/booking/*/**',
              ],
              message: 'Components are presentational: pages hand them data.',
            },
            {
              target: ['./src/cms', './src/lib/cms', './src/booking', './src/features/sign-in'],
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
              message: 'Sign-in does not reach into booking; shared parts live in src/lib and src/features/messaging.',
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
      'src/features/sign-in/adapters/**',
      'src/features/*/adapters/**',
      'src/features/*/payload/**',
      'src/features/messaging/email/**',
      'src/features/callback/store.ts',
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
