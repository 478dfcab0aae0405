import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '../../../src-main/store/vocabulary'
import en from '../../../src-renderer/src/i18n/en'
import zhCN from '../../../src-renderer/src/i18n/zh-CN'

const MAIN = resolve(__dirname, '../../../src-main')

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return entry.name.endsWith('.ts') ? [readFileSync(path, 'utf8')] : []
  })
}

/** The argument text of every `writeAudit(…)` call in main (balanced parentheses). */
function auditCalls(): string[] {
  return sources(MAIN).flatMap((text) =>
    [...text.matchAll(/writeAudit\(/g)].map((match) => {
      let depth = 1
      let end = match.index + match[0].length
      for (; depth > 0; end++) depth += text[end] === '(' ? 1 : text[end] === ')' ? -1 : 0
      return text.slice(match.index, end)
    })
  )
}

const literals = (calls: string[], field: string) =>
  new Set(calls.flatMap((call) => [...call.matchAll(new RegExp(`${field}: '(\\w+)'`, 'g'))].map((m) => m[1])))

describe('the audit log’s kinds and actions', () => {
  const calls = auditCalls()

  it('every kind and action written anywhere in main is in the lists', () => {
    expect(calls.length).toBeGreaterThan(30)
    for (const entity of literals(calls, 'entity')) expect(AUDIT_ENTITIES, entity).toContain(entity)
    for (const action of literals(calls, 'action')) expect(AUDIT_ACTIONS, action).toContain(action)
  })

  it('every listed kind and action has a Chinese and an English label, and no label is left over', () => {
    const zh = zhCN.staff.audit
    const english = en.staff.audit
    expect(Object.keys(zh.entities).sort()).toEqual([...AUDIT_ENTITIES].sort())
    expect(Object.keys(zh.actions).sort()).toEqual([...AUDIT_ACTIONS].sort())
    for (const entity of AUDIT_ENTITIES) {
      expect(zh.entities[entity], entity).toMatch(/\p{Script=Han}/u)
      expect(english.entities[entity], entity).toMatch(/^[A-Z][\w -]+$/)
    }
    for (const action of AUDIT_ACTIONS) {
      expect(zh.actions[action], action).toMatch(/\p{Script=Han}/u)
      expect(english.actions[action], action).toMatch(/^[A-Z][\w -]+$/)
    }
  })
})
