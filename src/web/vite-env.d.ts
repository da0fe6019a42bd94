/// <reference types="vite/client" />

/** A catalog's messages outside the first download (vite.config.ts). */
declare module '*.json?rest' {
  const messages: Record<string, string>;
  export default messages;
}
