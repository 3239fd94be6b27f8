import { defineConfig } from 'vitest/config'

// Two projects: `unit` (pure code beside its source, DOM where a test asks for it) and `api`
// (the real server in-process on a real database). API files share one database per worker and
// reset it between files: creating PGlite with PostGIS costs seconds, truncating costs milliseconds.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts', 'tests/*.test.ts'],
          environment: 'node',
          // A guard against a test that hangs, not a measure of speed: on a machine at load 40 the
          // heaviest units (the API contract, the real export's territories, a zip bomb) take 5–10 s
          // though they take 1–2 s on a quiet one.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/global-setup.ts'],
          setupFiles: ['tests/integration/setup.ts'],
          isolate: false,
          fileParallelism: true,
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
