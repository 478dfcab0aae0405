/** Writes docs/PERMISSIONS.md from the permission table: npm run docs:permissions. */
import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { permissionsMarkdown } from '../src-main/api/permissionsDoc'

// npm runs scripts from the project's root
writeFileSync(resolve('docs/PERMISSIONS.md'), permissionsMarkdown())
