import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../..', import.meta.url))

describe('npm run serve', () => {
  it('reaches no electron import, however deep', async () => {
    const { metafile } = await build({
      entryPoints: [`${root}src-main/serve.ts`],
      bundle: true,
      write: false,
      metafile: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      logLevel: 'silent'
    })
    const imported = Object.values(metafile.inputs).flatMap((input) => input.imports.map((entry) => entry.path))
    expect(imported).toContain('better-sqlite3')
    expect(imported.filter((path) => path === 'electron' || path.startsWith('electron/'))).toEqual([])
  })
})
