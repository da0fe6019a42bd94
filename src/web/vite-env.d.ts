/// <reference types="vite/client" />

/** A catalog's messages outside the first download (vite.config.ts, decision 0086). */
declare module '*.json?rest' {
  const messages: Record<string, string>;
  export default messages;
}
