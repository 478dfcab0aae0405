import { defineConfig } from 'vitest/config'
import vue from '@vitejs/plugin-vue'

export default defineConfig({
  plugins: [vue()],
  test: {
    setupFiles: ['test/support/removeTempDirs.ts'],
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['test/unit/**/*.test.ts'], environment: 'node' }
      },
      {
        extends: true,
        test: {
          name: 'component',
          include: ['test/component/**/*.test.ts'],
          environment: 'happy-dom',
          // Mounting Naive UI forms takes seconds on a busy two-core machine.
          testTimeout: 30_000
        }
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // CI runs the browser on a loaded two-core machine: a test that fails once gets one more
          // run there (the first run's screen is printed by the harness, so a flake is seen, not hidden).
          retry: process.env.CI ? 1 : 0
        }
      }
    ]
  }
})
