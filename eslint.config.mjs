import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

import { readdirSync } from 'node:fs'

/**
 * Lint rules, including the boundaries of docs/decisions/0031-feature-plugins-and-boundaries.md:
 * - src/platform is the bottom layer, src/ui is presentational, nothing imports the app;
 * - a feature imports another only through its entries (index, contract, kit, client, ui), never a
 *   file inside it — the zones below are generated from the folders under src/features;
 * - no import cycle (`import/no-cycle`; type-only imports do not count);
 * - Payload stays out of the pure parts (domains, use cases, browser code, the site's components);
 * - file names are kebab-case, except Payload's own conventions (collection folders, globals).
 * tests/lint/boundaries.test.ts lints small fixtures to show each rule fails when broken.
 */
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
/** The files another feature may import: the server's face, HTTP shapes, shared kit, browser helpers, components. */
const ENTRIES = ['index', 'contract', 'kit', 'client', 'ui']
const entriesOf = (feature, names = ENTRIES) => names.map((name) => `./${feature}/${name}.ts`)

const featureZones = [
  // Between features: only through the other's entries.
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`, ...FEATURES.filter((f) => f !== feature).flatMap((f) => entriesOf(f))],
    message: `A feature imports another only through its entries (${ENTRIES.join(', ')}.ts).`,
  })),
  // The app, scripts and tests' helpers: through the entries too; the Payload config reads each feature's payload/.
  {
    target: ['./src/app', './src/proxy.ts', './src/instrumentation.ts', './scripts'],
    from: './src/features',
    except: FEATURES.flatMap((f) => [...entriesOf(f), `./${f}/seed`]),
    message: `Outside a feature, import it through its entries (${ENTRIES.join(', ')}.ts).`,
  },
  {
    target: './src/cms',
    from: './src/features',
    except: FEATURES.flatMap((f) => [...entriesOf(f), `./${f}/payload`]),
    message: "The Payload config imports a feature's entries and its payload/ folder only.",
  },
  {
    target: './src/ui',
    from: './src/features',
    except: FEATURES.flatMap((f) => entriesOf(f, ['contract', 'client', 'ui'])),
    message: "Components are presentational: they import a feature's contract, client or ui entry only.",
  },
]

const PAYLOAD_FREE = "Payload stays out of the pure parts: domains, use cases, browser code and the site's components."
const payloadImports = {
  paths: [{ name: '@payload-config', message: PAYLOAD_FREE }],
  patterns: [{ group: ['payload', 'payload/*', '@payloadcms/*', '@/platform/db/payload'], message: PAYLOAD_FREE }],
}

/** File names in kebab-case; Payload's collection folders (index.ts inside) and globals keep PascalCase. */
const kebabCase = {
  meta: { type: 'suggestion', schema: [], messages: { name: 'File names are kebab-case: {{name}}.' } },
  create(context) {
    const file = context.filename.split(/[\\/]/)
    const name = file.at(-1)
    const payloadConvention = file.includes('collections') || file.at(-2) === 'globals'
    return {
      Program(node) {
        if (payloadConvention) return
        if (!/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9-]+)*$/.test(name)) context.report({ node, messageId: 'name', data: { name } })
      },
    }
  },
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
              // (src/platform/db/payload.ts and jobs/start.ts load the assembled config, @payload-config.)
              target: './src/platform',
              from: ['./src/app/**', './src/ui/**', './src/features/**', './src/cms/{admin,rest}/**'],
              message: 'src/platform is the bottom layer: it imports nothing from features, components or the app.',
            },
            {
              target: './src/ui',
              from: ['./src/app', './src/cms'],
              message: 'Components are presentational: pages hand them data.',
            },
            {
              target: ['./src/features', './src/platform', './src/ui', './src/cms'],
              from: './src/app',
              message: 'Nothing imports the app layer.',
            },
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    files: [
      'src/ui/**/*.{ts,tsx}',
      'src/app/(site)/**/*.{ts,tsx}',
      'src/features/*/domain/**/*.ts',
      'src/features/*/use-cases/**/*.ts',
      'src/features/*/client/**/*.{ts,tsx}',
      'src/features/*/{contract,client,ui}.ts',
      'src/features/{account,booking,callback,content,sign-in}/ui/**/*.{ts,tsx}',
      'src/features/front-desk/ui/calendar/{dialogs/**/*,calendar,grid,client-api,text}.{ts,tsx}',
    ],
    rules: { 'no-restricted-imports': ['error', payloadImports] },
  },
  {
    // Cycles are looked for where they can form: among the modules of src (tests and scripts only import them).
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.{mjs,ts}', 'scripts/**/*.{ts,mjs}', 'tests/**/*.{ts,tsx}'],
    ignores: ['src/app/**', 'src/cms/migrations/**'],
    plugins: { parlour: { rules: { 'kebab-case-file': kebabCase } } },
    rules: { 'parlour/kebab-case-file': 'error' },
  },
  {
    files: ['src/features/booking/domain/**/*.ts'],
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
