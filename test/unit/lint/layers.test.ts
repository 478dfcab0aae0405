import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../..', import.meta.url))
const eslint = new ESLint({ cwd: root })
const RULE = '@typescript-eslint/no-restricted-imports'

/** The layer-rule messages ESLint reports for `code` placed at `file` (relative to the repository). */
async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: `${root}${file}` })
  expect(result.messages.filter((message) => message.fatal)).toEqual([])
  return result.messages.filter((message) => message.ruleId === RULE).map((message) => message.message)
}

const wrong: [string, string, string][] = [
  ['renderer → store (value)', 'src-renderer/src/x.ts', "import { openDatabase } from '../../src-main/store/open'"],
  [
    'renderer component → services (value)',
    'src-renderer/src/components/X.vue',
    `<script setup lang="ts">\nimport { createPlayer } from '../../../src-main/services/roster'\ncreatePlayer\n</script>`
  ],
  [
    'renderer → store (types)',
    'src-renderer/src/x.ts',
    "import type { BackupFile } from '../../src-main/store/backup'"
  ],
  [
    'renderer → services (types)',
    'src-renderer/src/x.ts',
    "import type { SessionView } from '../../src-main/services/sessions'"
  ],
  [
    'renderer → api contract (types)',
    'src-renderer/src/x.ts',
    "import type { ParsedInput } from '../../src-main/api/contract'"
  ],
  ['renderer → api types (value)', 'src-renderer/src/x.ts', "import { CHANNELS } from '../../src-main/api/types'"],
  ['entry → table', 'src-renderer/src/components/entry/x.ts', "import { y } from '../table/y'"],
  ['table → entry', 'src-renderer/src/components/table/x.ts', "import { y } from '../entry/y'"],
  [
    'entry → store (types)',
    'src-renderer/src/components/entry/x.ts',
    "import type { HandRow } from '../../../../src-main/store/hands'"
  ],
  ['scoring → services', 'src-main/scoring/x.ts', "import { closeSession } from '../services/sessions'"],
  ['scoring variant → store', 'src-main/scoring/variants/x.ts', "import { getPlayer } from '../../store/players'"],
  ['scoring → a package', 'src-main/scoring/x.ts', "import { z } from 'zod'"],
  ['scoring → Node', 'src-main/scoring/variants/x.ts', "import { readFileSync } from 'node:fs'"],
  ['store → services', 'src-main/store/x.ts', "import type { Player } from '../services/roster'"],
  ['store → api', 'src-main/store/x.ts', "import { dispatch } from '../api/dispatch'"],
  ['services → api contract', 'src-main/services/x.ts', "import { inputSchemas } from '../api/contract'"],
  ['services → api types', 'src-main/services/parlor/x.ts', "import type { Method } from '../../api/types'"],
  ['api types → services', 'src-main/api/types.ts', "import type { SessionView } from '../services/sessions'"],
  ['api types → store', 'src-main/api/types.ts', "import type { BackupFile } from '../store/backup'"],
  ['model → store', 'src-main/model/x.ts', "import type { SessionSummary } from '../store/sessions'"],
  ['model → services', 'src-main/model/x.ts', "import type { OpenTable } from '../services/roster'"],
  ['model → api', 'src-main/model/x.ts', "import type { ApiOutputs } from '../api/types'"],
  [
    'services check settings by schema',
    'src-main/services/x.ts',
    "import { SETTING_SCHEMAS } from '../store/codecs/settings'"
  ],
  ['services → SQLite driver (value)', 'src-main/services/x.ts', "import Database from 'better-sqlite3'"],
  ['main → test', 'src-main/services/x.ts', "import { openTestContext } from '../../test/support/context'"],
  ['renderer → bench', 'src-renderer/src/x.ts', "import { generateClub } from '../../bench/clubGenerator'"],
  ['config → test', 'x.config.ts', "import { openTestContext } from './test/support/context'"]
]

const right: [string, string, string][] = [
  [
    'renderer → api types, type-only',
    'src-renderer/src/x.ts',
    "import type { Player } from '../../src-main/api/types'"
  ],
  [
    'renderer → scoring catalog types',
    'src-renderer/src/x.ts',
    "import type { VariantCatalog } from '../../src-main/scoring'"
  ],
  ['entry → shared', 'src-renderer/src/components/entry/x.ts', "import { seatName } from '../shared/names'"],
  ['scoring → itself', 'src-main/scoring/variants/x.ts', "import { tables } from '../tables'\nimport { y } from './y'"],
  ['store → store', 'src-main/store/x.ts', "import type { SessionSummary } from './sessions'"],
  ['services → SQLite types', 'src-main/services/x.ts', "import type { Database } from 'better-sqlite3'"],
  ['store → SQLite driver', 'src-main/store/x.ts', "import Database from 'better-sqlite3'"],
  ['api types → model', 'src-main/api/types.ts', "import type { Player } from '../model/players'"],
  ['model → a derived type', 'src-main/model/x.ts', "import type { StaffRole } from '../store/vocabulary'"],
  ['services → model', 'src-main/services/x.ts', "import type { Player } from '../model/players'"],
  ['store → model', 'src-main/store/x.ts', "import type { Player } from '../model/players'"],
  ['services → store', 'src-main/services/x.ts', "import { getPlayer } from '../store/players'"],
  [
    'services → a screen part read or its damage',
    'src-main/services/x.ts',
    "import { orDamage } from '../store/codecs/readStored'"
  ],
  [
    'model → a type derived from a settings schema',
    'src-main/model/x.ts',
    "import type { ParlorSettings } from '../store/codecs/settings'"
  ],
  ['test → test support', 'test/unit/x.test.ts', "import { openTestContext } from '../support/context'"],
  ['bench → test support', 'bench/x.ts', "import { openTestContext } from '../test/support/context'"]
]

describe('layer rules in eslint.config.js', () => {
  // Loading the config and its plugins takes seconds on a busy machine; do it once, untimed.
  beforeAll(() => eslint.calculateConfigForFile(`${root}src-main/index.ts`), 120_000)

  it.each(wrong)(
    '%s fails lint',
    async (_name, file, code) => {
      expect(await layerErrors(file, code)).toHaveLength(1)
    },
    30_000
  )

  it.each(right)(
    '%s passes lint',
    async (_name, file, code) => {
      expect(await layerErrors(file, code)).toEqual([])
    },
    30_000
  )
})
