import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { inputSchemas } from '../../../src-main/api/contract'
import { permissionsMarkdown } from '../../../src-main/api/permissionsDoc'

describe('docs/PERMISSIONS.md', () => {
  const doc = readFileSync(resolve(__dirname, '../../../docs/PERMISSIONS.md'), 'utf8')

  it('is the permission table as printed now (run npm run docs:permissions after changing it)', () => {
    expect(doc).toBe(permissionsMarkdown())
  })

  it('has a line for every method of the contract', () => {
    for (const method of Object.keys(inputSchemas)) expect(doc).toContain(`| \`${method}\` |`)
  })
})
