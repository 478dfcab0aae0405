/**
 * Variant facts live in the variant's folder and reach everyone else through the registry and the
 * catalog (issue 22): no code outside src-main/scoring/variants/ names a shipped variant by its id
 * (to switch on it), save the one default a new club starts with.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'
import { catalog } from '../../../src-main/scoring'

const root = fileURLToPath(new URL('../../..', import.meta.url))
const VARIANTS_FOLDER = join('src-main', 'scoring', 'variants')
/** A new club's default variant (settings), a setting and no variant fact. */
const ALLOWED = new Set([join('src-main', 'services', 'settings.ts')])

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return /\.(ts|vue)$/.test(name) ? [path] : []
  })
}

it('names no variant id outside the variant folders', () => {
  const ids = catalog().variants.map((variant) => variant.id)
  const quoted = new RegExp(`['"\`](${ids.join('|')})['"\`]`, 'g')
  const found = [join(root, 'src-main'), join(root, 'src-renderer')]
    .flatMap(sources)
    .map((file) => relative(root, file))
    .filter((file) => !file.startsWith(VARIANTS_FOLDER) && !ALLOWED.has(file))
    .flatMap((file) => [...readFileSync(join(root, file), 'utf8').matchAll(quoted)].map((m) => `${file}: ${m[0]}`))
  expect(found).toEqual([])
})
