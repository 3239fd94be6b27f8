// Modules that Vite plugins produce: Lingui .po catalogs compiled on import.
declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}
