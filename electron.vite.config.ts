import { resolve } from 'node:path'
import { defineConfig } from 'electron-vite'
import vue from '@vitejs/plugin-vue'
import type { Plugin } from 'vite'
import { CONTENT_SECURITY_POLICY } from './src-main/csp'

/** file:// pages get no response headers, so the built page carries its CSP in a meta tag. */
function contentSecurityPolicyMeta(): Plugin {
  return {
    name: 'content-security-policy-meta',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY },
        injectTo: 'head-prepend'
      }
    ]
  }
}

export default defineConfig({
  main: {
    build: {
      // The long jobs' worker thread is an entry of its own, beside index.js (services/jobs/registry).
      rollupOptions: {
        input: {
          index: resolve(__dirname, 'src-main/index.ts'),
          jobWorker: resolve(__dirname, 'src-main/services/jobs/worker.ts')
        }
      }
    }
  },
  preload: {
    build: {
      rollupOptions: {
        input: { preload: resolve(__dirname, 'src-main/preload.ts') },
        // A sandboxed preload cannot `require` chunks: emit one CommonJS file.
        output: { format: 'cjs', entryFileNames: '[name].cjs' }
      }
    }
  },
  renderer: {
    root: resolve(__dirname, 'src-renderer'),
    base: './',
    plugins: [vue(), contentSecurityPolicyMeta()],
    build: {
      // electron-vite leaves the renderer unminified by default; minified, the page loads a third of the code.
      minify: true,
      rollupOptions: { input: { index: resolve(__dirname, 'src-renderer/index.html') } }
    }
  }
})
