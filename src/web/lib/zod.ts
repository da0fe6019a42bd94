/**
 * Zod as the web build sees it (vite.config.ts resolves `zod` here). Zod compiles object parsers
 * with `new Function` where it may, and finds out by trying one: under MindSpace's
 * Content-Security-Policy (no 'unsafe-eval') that try is refused and reported as a violation. Set
 * here, the browser parses without compiling whichever part of the app loads Zod first, and no
 * part has to remember to.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
