/// <reference types="vite/client" />

/** The build id, also written to dist/version.json (see vite.config.ts). */
declare const __APP_VERSION__: string;
