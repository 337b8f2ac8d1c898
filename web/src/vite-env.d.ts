/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_TERMS_URL?: string;
  readonly VITE_PRIVACY_URL?: string;
}
