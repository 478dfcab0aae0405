import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import vue from 'eslint-plugin-vue'
import prettier from 'eslint-config-prettier'
import globals from 'globals'

/**
 * Layer rules (docs: ARCHITECTURE "What must never be"), as import patterns checked per folder.
 * ESLint applies only the last matching block's options for a rule, so each layer lists the
 * patterns that hold everywhere (no importing tests or benchmarks) together with its own.
 */
const noTestImports = {
  regex: '^(\\./|(\\.\\./)+)(test|bench)(/|$)',
  message: 'Only tests and benchmarks import from test/ or bench/.'
}

function layerRule(files, patterns) {
  return {
    files,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [...patterns, noTestImports] }] }
  }
}

/** scoring/ is pure and shared: it imports no package and nothing outside its own folder. */
const scoringLayers = [0, 1, 2, 3, 4].map((depth) =>
  layerRule(
    [`src-main/scoring/${'*/'.repeat(depth)}*.{ts,vue}`],
    [
      {
        regex: '^(?!\\.{1,2}/)',
        message: 'The scoring engine is pure: it imports no package (no Node, Electron, SQLite).'
      },
      {
        regex: `^(\\.\\./){${depth + 1}}`,
        message: 'The scoring engine imports nothing outside src-main/scoring.'
      }
    ]
  )
)

/** What the renderer may see of the main process: the API's data types and the engine's catalog types. */
const rendererSees = '(api/types|scoring(/catalogTypes|/types)?)$'
const rendererPatterns = [
  {
    regex: `src-main(/(?!${rendererSees})|$)`,
    message: 'The renderer sees the main process only through src-main/api/types and the scoring catalog types.'
  },
  {
    regex: `src-main/${rendererSees}`,
    allowTypeImports: true,
    message: 'The renderer imports from src-main with `import type` only.'
  }
]

/** Hand entry and the table share components/shared/, never each other's folders. */
const rendererLayers = [
  layerRule(['src-renderer/**/*.{ts,vue}'], rendererPatterns),
  ...[
    ['entry', 'table'],
    ['table', 'entry']
  ].map(([folder, other]) =>
    layerRule(
      [`src-renderer/src/components/${folder}/**/*.{ts,vue}`],
      [
        ...rendererPatterns,
        {
          regex: `^\\.\\./${other}/`,
          message: `components/${folder} does not import components/${other}: share through components/shared.`
        }
      ]
    )
  )
]

const sqlOnlyInStore = {
  regex: '^better-sqlite3$',
  allowTypeImports: true,
  message: 'SQL lives in store/: elsewhere the database is only a type.'
}

/** The modules whose types are derived from a runtime list or schema (`typeof LIST[number]`, `z.output`): model/ passes them on. */
const derivedTypeHomes = '(store/vocabulary|services/jobs/kinds|store/codecs/settings)$'

/** The store decodes the settings rows (store/settings): services read them decoded, never check them by schema. */
const storeDecodesSettings = {
  regex: '^(\\.\\./)+store/codecs/settings$',
  importNames: ['SETTING_SCHEMAS'],
  message: 'The store decodes stored values through their schemas (store/codecs): services read them from the store.'
}

const layerRules = [
  layerRule(['src-renderer/**/*.{ts,vue}', '*.{ts,js}'], []),
  layerRule(['src-main/**/*.ts'], [sqlOnlyInStore]),
  layerRule(
    ['src-main/store/**/*.ts'],
    [{ regex: '^(\\.\\./)+(services|api)(/|$)', message: 'store/ never imports services/ or api/.' }]
  ),
  layerRule(
    ['src-main/services/**/*.ts'],
    [
      sqlOnlyInStore,
      { regex: '^(\\.\\./)+api(/|$)', message: 'services/ never imports api/: the contract builds on the services.' },
      storeDecodesSettings
    ]
  ),
  layerRule(
    ['src-main/api/types.ts'],
    [
      sqlOnlyInStore,
      {
        regex: '^(\\.\\./)+(services|store)(/|$)',
        message: 'api/types imports its data types from model/, never from services/ or store/.'
      }
    ]
  ),
  layerRule(
    ['src-main/model/**/*.ts'],
    [
      sqlOnlyInStore,
      {
        regex: `^(\\.\\./)+(?!${derivedTypeHomes})(services|store|api)(/|$)`,
        message:
          'model/ holds the data types the API carries: it imports no service, store or api module (but the types derived from their runtime lists).'
      }
    ]
  ),
  ...scoringLayers,
  ...rendererLayers
]

/**
 * Where the data comes from (docs: ARCHITECTURE "What must never be"): statements are prepared only
 * in store/, and there through prepare.ts (compiled once per connection); stored JSON is read through
 * its schema, never cast. ESLint applies the last matching block's options, so each block lists all
 * the selectors that hold for its files.
 */
const castJsonParse = {
  selector:
    ':matches(TSAsExpression, TSTypeAssertion)[expression.type="CallExpression"][expression.callee.object.name="JSON"][expression.callee.property.name="parse"]',
  message: 'Read JSON through its zod schema (store/codecs/readStored), never `JSON.parse(…) as T`.'
}
/** A store write takes typed values and encodes them through the column's codec (store/codecs). */
const encodedOutsideStore = {
  selector:
    'CallExpression[callee.name=/^(insert|update|upsert|set|write)[A-Z]/] CallExpression[callee.object.name="JSON"][callee.property.name="stringify"]',
  message:
    "Hand the store the value: its write encodes it through the column's codec (store/codecs), not JSON.stringify."
}
const prepareOutsideStore = {
  selector: 'CallExpression[callee.property.name="prepare"]',
  message: 'SQL lives in store/: a service asks a store function, it never prepares a statement.'
}
const prepareInStore = {
  selector: 'CallExpression[callee.property.name="prepare"]',
  message: 'Prepare statements with prepare(db, sql) from store/prepare.ts: compiled once, kept per connection.'
}
const syntaxRule = (files, selectors, ignores = []) => ({
  files,
  ignores,
  rules: { 'no-restricted-syntax': ['error', ...selectors] }
})
const dataRules = [
  syntaxRule(['src-main/**/*.ts'], [castJsonParse, prepareOutsideStore]),
  syntaxRule(['src-main/services/**/*.ts'], [castJsonParse, prepareOutsideStore, encodedOutsideStore]),
  syntaxRule(['src-main/store/**/*.ts'], [castJsonParse, prepareInStore], ['src-main/store/prepare.ts']),
  syntaxRule(['src-main/store/prepare.ts'], [castJsonParse])
]

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...vue.configs['flat/recommended'],
  {
    files: ['**/*.vue'],
    languageOptions: { parserOptions: { parser: tseslint.parser, extraFileExtensions: ['.vue'] } }
  },
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      'vue/multi-word-component-names': 'off',
      // Misreads TypeScript unions in template casts (`value as A | B`) as Vue 2 filters.
      'vue/no-deprecated-filter': 'off'
    }
  },
  { files: ['test/**'], rules: { 'vue/one-component-per-file': 'off' } },
  ...layerRules,
  ...dataRules,
  prettier
)
