/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base address of the API (default '/api'). */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
