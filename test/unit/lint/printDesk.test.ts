/**
 * Every print view shows its sheet through the one PrintDesk (the grey desk on screen, the paper's
 * white and width, toasts hidden on paper): no view writes that CSS again.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../../src-renderer/src', import.meta.url))

const vueFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return vueFiles(path)
    return entry.name.endsWith('.vue') ? [path] : []
  })

const files = vueFiles(root).map((path) => ({ name: path.slice(root.length + 1), text: readFileSync(path, 'utf8') }))

it('every view that prints a sheet does it on the PrintDesk', () => {
  const printing = files.filter(({ text }) => /\b(usePrintSheet|printShownPage)\(/.test(text))
  expect(printing.map(({ name }) => name).sort()).toEqual([
    'views/LanCardsPrintView.vue',
    'views/ParlorPrintView.vue',
    'views/PrintView.vue'
  ])
  for (const { name, text } of printing) expect(text, name).toContain('<PrintDesk :paper="paper">')
})

it('the desk and the print-only hiding of toasts are written once, in PrintDesk', () => {
  const desk = (text: string) => text.includes('#e8e8e8') || text.includes('.n-message-container')
  expect(files.filter(({ text }) => desk(text)).map(({ name }) => name)).toEqual(['components/shared/PrintDesk.vue'])
})
