/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const cms = process.env.CMS_URL || 'http://127.0.0.1:3201'
const api = process.env.BOOKING_API_URL || 'http://127.0.0.1:4201'

export default defineConfig({
  plugins: [react()],
  server: {
    port: 3301,
    proxy: {
      '/api/v1': api,
      '/api': cms,
      '/media': cms,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    include: ['src/**/*.test.{ts,tsx}'],
    // Chakra's state machines are slow to start on a loaded 2-core machine.
    testTimeout: 30_000,
  },
})
