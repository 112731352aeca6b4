import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const folders = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)

const WEB = 'apps/web/src'
const SERVER = 'apps/server/src'
const webFeatures = folders(`./${WEB}/features`)
const serverModules = folders(`./${SERVER}/modules`)

/**
 * The boundaries of docs/decisions/040-module-shape.md, kept by lint:
 * - web: a feature never imports another feature, features never import app/, shared code (components, lib, config)
 *   never imports a feature;
 * - server: a module never imports another module's repository, and modules never import plugins or the seed;
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
    target: `./${SERVER}/modules/${module}`,
    from: serverModules.filter((m) => m !== module).map((m) => `./${SERVER}/modules/${m}/**/*.repository.ts`),
    message: "A module reaches another module's data through that module's service, never its repository.",
  })),
  { target: './packages/shared', from: './apps', message: 'The shared package does not import the apps.' },
  {
    target: './packages/signer',
    from: './apps',
    message: 'The offline signer runs with no server, database or network: it shares only the batch format (packages/shared).',
  },
  { target: './apps', from: './packages/signer', message: 'The server never loads the signer: the key stays on the offline machine.' },
]

/** Module code (not its tests, which build the whole app) sits under the plugins, the seed, the CLI and the app. */
const moduleLayer = {
  target: `./${SERVER}/modules`,
  from: [`./${SERVER}/plugins`, `./${SERVER}/seed`, `./${SERVER}/cli`, `./${SERVER}/app.ts`, `./${SERVER}/services.ts`, `./${SERVER}/main.ts`],
  message: 'Modules do not import plugins, the seed, the CLI or the app: those are built on modules, not under them.',
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/migrations/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // Type-aware: a promise nobody awaits, or one handed to where a plain function is expected (an onClick, an
    // event listener), loses its rejection. `void` marks one that is let go on purpose.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
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
    files: [`${SERVER}/modules/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...boundaries, moduleLayer] }] },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    ignores: ['packages/shared/src/roles.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "BinaryExpression[operator=/^[!=]==?$/] > MemberExpression.left[property.name='role'], BinaryExpression[operator=/^[!=]==?$/] > MemberExpression.right[property.name='role']",
          message: "Do not compare roles by hand: ask can(role, permission), scopeOf(…) or isCustomerRole(…) from '@wallet/shared/roles'.",
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
)
