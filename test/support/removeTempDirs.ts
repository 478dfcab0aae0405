import { afterAll } from 'vitest'
import { removeTempDirs } from './context'

// Registered first, so it runs after the file's own teardown (after-hooks run as a stack).
afterAll(removeTempDirs)
