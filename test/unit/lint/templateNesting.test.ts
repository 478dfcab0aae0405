/**
 * Every Vue template of the renderer is valid HTML nesting as the Vue compiler checks it (a `<tr>`
 * straight in a `<table>`, a `<div>` in a `<p>` …): the build's warnings, here as a failing test.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { compileTemplate, parse } from '@vue/compiler-sfc'
import { expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../..', import.meta.url))

const vueFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return vueFiles(path)
    return entry.name.endsWith('.vue') ? [path] : []
  })

it('no renderer template nests elements the HTML way forbids', () => {
  const files = vueFiles(join(root, 'src-renderer/src'))
  expect(files.length).toBeGreaterThan(50)
  const tips = files.flatMap((file) => {
    const { template } = parse(readFileSync(file, 'utf8'), { filename: file }).descriptor
    if (!template) return []
    const compiled = compileTemplate({ source: template.content, filename: file, id: 'nesting' })
    return compiled.tips.map((tip) => `${relative(root, file)}: ${tip.split('\n')[0]}`)
  })
  expect(tips).toEqual([])
})
