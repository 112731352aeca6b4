import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { noLiteralText } from './apps/web/eslint/no-literal-text.js'
import { NOT_YET_TRANSLATED } from './apps/web/eslint/not-yet-translated.js'

const folders = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)

const WEB = 'apps/web/src'
const SERVER = 'apps/server/src'
const SHARED = 'packages/shared/src'
/** The areas of docs/decisions/138-areas.md, the same five in the server, the shared package and the web. */
const AREAS = ['identity', 'money', 'back-office', 'support', 'platform']
const modulesOf = (base) => AREAS.flatMap((area) => folders(`./${base}/${area}`).map((module) => `${area}/${module}`))
const webFeatures = modulesOf(`${WEB}/features`)
const serverModules = modulesOf(SERVER)
const otherAreas = (area) => AREAS.filter((a) => a !== area)

/**
 * The boundaries of docs/decisions/040-module-shape.md, kept by lint:
 * - web: a feature never imports another feature, features never import app/, shared code (components, lib, config)
 *   never imports a feature;
 * - server: a module never imports another module's repository or routes, and modules never import plugins or the seed;
 * - areas (server, shared and web alike): `platform` is the floor every area stands on and imports none of them, and
 *   the shared package's common files (amounts, assets, errors, roles, text…) import no area;
 * - nowhere: import cycles, or role names compared by hand (roles.ts answers who may do what). `import-x/no-cycle`
 *   skips type-only imports, so scripts/import-cycles.mjs (run by `npm run lint`) checks the server for a circle made
 *   of types too (docs/decisions/049-server-shape.md).
 */
const boundaries = [
  ...webFeatures.map((feature) => ({
    target: `./${WEB}/features/${feature}`,
    from: webFeatures.filter((f) => f !== feature).map((f) => `./${WEB}/features/${f}`),
    message: 'A feature does not import another feature: compose them in a route module, or move what both need to components/ or lib/.',
  })),
  { target: `./${WEB}/features`, from: `./${WEB}/app`, message: 'Features do not import the app layer.' },
  {
    target: [`./${WEB}/components`, `./${WEB}/lib`, `./${WEB}/config`],
    from: [`./${WEB}/features`, `./${WEB}/app`],
    message: 'Shared code does not import features or the app layer.',
  },
  ...serverModules.map((module) => ({
    target: `./${SERVER}/${module}`,
    from: serverModules.filter((m) => m !== module).flatMap((m) => [`./${SERVER}/${m}/**/*.repository.ts`, `./${SERVER}/${m}/**/*.routes.ts`]),
    message: "A module reaches another module through that module's service, never its repository or its routes (app.ts wires routes).",
  })),
  ...[SERVER, SHARED, `${WEB}/features`].map((base) => ({
    target: `./${base}/platform`,
    from: otherAreas('platform').map((area) => `./${base}/${area}`),
    message: 'The platform area is the floor every area stands on: it imports no other area.',
  })),
  {
    target: `./${SHARED}/*.ts`,
    from: AREAS.map((area) => `./${SHARED}/${area}`),
    message: "The shared package's common files import no area: move what they need into the common files.",
  },
  { target: './packages/shared', from: './apps', message: 'The shared package does not import the apps.' },
  {
    target: './packages/signer',
    from: './apps',
    message: 'The offline signer runs with no server, database or network: it shares only the batch format (packages/shared).',
  },
  { target: './apps', from: './packages/signer', message: 'The server never loads the signer: the key stays on the offline machine.' },
]

/** The TypeScript that the type-aware rules read, through each workspace's tsconfig (`projectService`). */
const TYPED = ['apps/**/*.{ts,tsx}', 'packages/**/*.ts']

/** Module code (not its tests, which build the whole app) sits under the plugins, the seed, the CLI and the app. */
const moduleLayer = {
  target: AREAS.map((area) => `./${SERVER}/${area}`),
  from: [`./${SERVER}/plugins`, `./${SERVER}/seed`, `./${SERVER}/cli`, `./${SERVER}/app.ts`, `./${SERVER}/services.ts`, `./${SERVER}/main.ts`],
  message: 'Modules do not import plugins, the seed, the CLI or the app: those are built on modules, not under them.',
}

const ROLES_BY_HAND = {
  selector:
    "BinaryExpression[operator=/^[!=]==?$/] > MemberExpression.left[property.name='role'], BinaryExpression[operator=/^[!=]==?$/] > MemberExpression.right[property.name='role']",
  message: "Do not compare roles by hand: ask can(role, permission), scopeOf(…) or isCustomerRole(…) from '@wallet/shared/roles'.",
}

/** A call of the API whose URL or answer type is written by hand instead of taken from the API's description. */
const API_CALL = 'CallExpression[callee.object.name=/^(api|moneyRequest)$/]'
const HAND_TYPED_CALLS = [
  {
    selector: `${API_CALL}[typeArguments], ${API_CALL}[typeParameters]`,
    message: "The answer's type comes from the API's description (lib/api-schema.d.ts): no type argument on an API call.",
  },
  {
    selector: `${API_CALL} > :matches(TemplateLiteral, BinaryExpression, TSAsExpression).arguments:first-child`,
    message: "Name the path as the description does ('/api/customers/{customerId}') and fill it in with `params: { path }`.",
  },
  {
    selector: "CallExpression[callee.name='fetch'] > :matches(Literal[value=/^\\/api\\//], TemplateLiteral, BinaryExpression).arguments:first-child",
    message: "Call the API through `api` from '@/lib/api-client' (typed by its description), not fetch.",
  },
]

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/migrations/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: TYPED })),
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // Type-aware (docs/decisions/137-type-checked-lint.md), with no-floating-promises and no-misused-promises among
    // them: a promise nobody awaits, or one handed to where a plain function is expected (an onClick, an event
    // listener), loses its rejection. `void` marks one that is let go on purpose.
    files: TYPED,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/require-await': 'off', // `async` is how a Fastify plugin or hook, or an auth callback, returns the promise asked of it.
    },
  },
  {
    // Tests read `res.json()` and match with `expect.any(…)`, both `any`: there the assertion checks the shape.
    files: ['**/*.test.{ts,tsx}', 'apps/web/e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, no-cycle never follows an import into a TypeScript file.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['packages/shared/tsconfig.json', 'packages/signer/tsconfig.json', 'apps/server/tsconfig.json', 'apps/web/tsconfig.json'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: AREAS.map((area) => `${SERVER}/${area}/**/*.ts`),
    ignores: ['**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...boundaries, moduleLayer] }] },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    ignores: ['packages/shared/src/roles.ts'],
    rules: { 'no-restricted-syntax': ['error', ROLES_BY_HAND] },
  },
  {
    // The web's one API client (docs/decisions/136-typed-api-client.md): lib/api-client.ts makes it; everything else
    // calls `api.GET('/api/…', { params, body })` with a path of the description, and takes the answer's type from it.
    files: [`${WEB}/**/*.{ts,tsx}`],
    ignores: [`${WEB}/lib/api-client.ts`],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'openapi-fetch', message: "Call the API through `api` from '@/lib/api-client'." }] }],
      'no-restricted-syntax': ['error', ROLES_BY_HAND, ...HAND_TYPED_CALLS],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Words on screen come from the message catalogue, in every language (docs/decisions/153-message-catalogue.md).
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx', ...NOT_YET_TRANSLATED],
    plugins: { wallet: { rules: { 'no-literal-text': noLiteralText } } },
    rules: { 'wallet/no-literal-text': 'error' },
  },
)
