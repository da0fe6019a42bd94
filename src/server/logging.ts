/**
 * Where the server's logs go and in which form (LOG_FORMAT): one JSON object per
 * line for machines (files, journald, containers), or pino-pretty's coloured one-line format
 * for people at a terminal. What is logged (and redacted) is the same in both.
 */
import pretty from 'pino-pretty';
import type { Config } from './config';

/**
 * The stream the app's logger writes to.
 * @param config logFormat: 'pretty' or 'json'
 * @param destination where to write (default standard output)
 * @returns a pino-pretty stream writing to `destination` for 'pretty'; `destination` itself
 *   (undefined = pino's standard output) for 'json'
 */
export function logDestination(config: Pick<Config, 'logFormat'>, destination?: NodeJS.WritableStream): NodeJS.WritableStream | undefined {
  if (config.logFormat === 'json') return destination;
  return pretty({
    destination: destination ?? 1,
    // Colours only where they can be shown (a terminal, or FORCE_COLOR); never escape codes in a file.
    colorize: destination ? false : pretty.isColorSupported,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname',
    sync: true,
  });
}

/**
 * Pino serializer for Fastify's request log lines: method, path and client address, never the
 * query string (`?search=` holds what someone searched for, which is never logged) nor a body.
 * @param request the Fastify request being logged
 * @returns `{ method, url, remoteAddress }` with `url` cut at the first `?` or `#`
 */
export function serializeRequestForLog(request: { method: string; url: string; ip?: string }) {
  const end = request.url.search(/[?#]/);
  return { method: request.method, url: end === -1 ? request.url : request.url.slice(0, end), remoteAddress: request.ip };
}
