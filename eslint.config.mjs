import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

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
// Zones are written as absolute globs: the rule then matches them as patterns, without resolving
// every exception as a module for every file (which took minutes).
const ROOT = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '')
const FEATURES_DIR = `${ROOT}/src/features`
const everyEntry = (names = ENTRIES) => `${FEATURES_DIR}/*/{${names.join(',')}}.ts`
const ENTRY_LIST = `${ENTRIES.join(', ')}.ts`

const featureZones = [
  // Between features: only through the other's entries.
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}/**`,
    from: `${FEATURES_DIR}/**`,
    except: [`${FEATURES_DIR}/${feature}/**`, everyEntry()],
    message: `A feature imports another only through its entries (${ENTRY_LIST}).`,
  })),
  // The app, scripts and the start-up hooks: through the entries too; scripts may run content's seed.
  {
    target: ['./src/app/**', './src/proxy.ts', './src/instrumentation.ts', './scripts/**'],
    from: `${FEATURES_DIR}/**`,
    except: [everyEntry(), `${FEATURES_DIR}/content/seed/**`],
    message: `Outside a feature, import it through its entries (${ENTRY_LIST}).`,
  },
  {
    target: './src/cms/**',
    from: `${FEATURES_DIR}/**`,
    except: [everyEntry(), `${FEATURES_DIR}/*/payload/**`],
    message: "The Payload config imports a feature's entries and its payload/ folder only.",
  },
  {
    target: './src/ui/**',
    from: `${FEATURES_DIR}/**`,
    except: [everyEntry(['contract', 'client', 'ui'])],
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
        if (!/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9-]+)*$/.test(name))
          context.report({ node, messageId: 'name', data: { name } })
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
      'public/_parlour/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      'src/cms/payload-types.ts',
      'src/cms/migrations/**',
      'src/app/(payload)/admin/importMap.js',
    ],
  },
  {
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' }, node: true },
      // Packages are never parsed for their exports: a cycle can only form among our own modules, and
      // walking into next, payload and react made import/no-cycle ~90 % of the lint's time (3× slower).
      'import/ignore': ['node_modules'],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/platform',
              from: ['./src/app', './src/ui', './src/features'],
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
            {
              // The Payload assembly is above every feature: they may use its generated types only (and
              // src/platform/db/payload.ts and jobs/start.ts load the assembled config, @payload-config).
              target: ['./src/features/**', './src/ui/**', './src/platform/**'],
              from: `${ROOT}/src/cms/**`,
              except: [`${ROOT}/src/cms/{payload-types,payload.config}.ts`],
              message: 'Features, components and the platform use only the generated types of src/cms.',
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
    // A dynamic import() is a lazy boundary (the booking dialog is fetched on demand), not a cycle.
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }] },
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
