/**
 * Zod compiles object parsers with `new Function` where it may, and finds out by trying one:
 * under MindSpace's Content-Security-Policy (no 'unsafe-eval') that try is refused and reported
 * as a violation. In the browser Zod parses without compiling; the server keeps the faster path.
 */
import { config } from 'zod';

config({ jitless: true });
