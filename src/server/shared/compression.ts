/**
 * Response compression (decision 0044): the settings @fastify/compress runs with for every
 * response, and the one place a member's finished page (JSON bytes kept by the read cache,
 * shared/read-cache.ts) is compressed — once per page and encoding instead of once per request.
 *
 * A browser asks for `br` or `gzip` on every request. A finished page is sent again and again
 * while nothing it shows changes, and brotli at quality 4 costs about 1 ms for a 20 KB feed page
 * on the reference machine: several times the rest of the request. So the compressed bytes are
 * kept beside the page's bytes (a WeakMap keyed by the very Buffer the cache keeps: they go when
 * the page goes) and sent with their `Content-Encoding`, which @fastify/compress passes through
 * as already compressed. The encoding is chosen exactly as the plugin chooses it (the same
 * negotiator, `*` and `x-gzip` read as gzip), with the same threshold and brotli quality.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Encodings offered, in the server's order of preference. */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

/**
 * The options @fastify/compress is registered with (app.ts): responses of at least `threshold`
 * bytes are compressed for clients that accept it, brotli at quality 4 (the plugin's default,
 * fast), else gzip.
 */
export const COMPRESSION = {
  threshold: 1024,
  encodings: [...ENCODINGS],
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
};

const negotiator = new Negotiator<Encoding>({ supportedValues: [...ENCODINGS] });
/** The plugin reads the no-preference token and x-gzip as gzip (RFC 7230 §4.2.3). */
const GZIP_ALIAS = /\*|x-gzip/gu;

/**
 * The encoding a request accepts, as @fastify/compress negotiates it.
 * @param header the request's Accept-Encoding header
 * @returns 'br' or 'gzip', or null (none accepted, or no header)
 */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  if (header === undefined) return null;
  return negotiator.negotiate(header.toLowerCase().replace(GZIP_ALIAS, 'gzip'));
}

const compressors: Record<Encoding, (bytes: Buffer) => Promise<Buffer>> = {
  br: (bytes) => promisify(brotliCompress)(bytes, COMPRESSION.brotliOptions),
  gzip: (bytes) => promisify(gzip)(bytes),
};

/** Each finished page's compressed bytes by encoding (made on libuv's threads, once, shared by concurrent requests). */
const compressedOf = new WeakMap<Buffer, Partial<Record<Encoding, Promise<Buffer>>>>();

/**
 * The compressed form of bytes that never change once made (a finished page), made once per
 * encoding and kept while the bytes live.
 * @param bytes the page's bytes (never mutated)
 * @param encoding 'br' or 'gzip'
 * @returns the compressed bytes
 * @throws the zlib error when compression fails (nothing is kept then)
 */
export function compressedOnce(bytes: Buffer, encoding: Encoding): Promise<Buffer> {
  let made = compressedOf.get(bytes);
  if (!made) compressedOf.set(bytes, (made = {}));
  let pending = made[encoding];
  if (!pending) {
    pending = compressors[encoding](bytes);
    made[encoding] = pending;
    pending.catch(() => {
      if (made[encoding] === pending) delete made[encoding];
    });
  }
  return pending;
}

/**
 * Sends a finished page's JSON bytes: compressed as the client accepts (kept with the page, see
 * above), or as they are — the same headers and decoded bytes @fastify/compress would give.
 * @param request the request (its Accept-Encoding)
 * @param reply the reply to send on
 * @param json the page's JSON in UTF-8, never mutated once made
 * @returns the reply, sent
 */
export async function sendFinishedJson(request: FastifyRequest, reply: FastifyReply, json: Buffer): Promise<FastifyReply> {
  reply.type('application/json; charset=utf-8');
  // As the plugin: not under the threshold, nor for a client that asked for none (x-no-compression).
  const wanted = json.length >= COMPRESSION.threshold && request.headers['x-no-compression'] === undefined;
  const encoding = wanted ? acceptedEncoding(request.headers['accept-encoding']) : null;
  if (encoding === null) return reply.send(json);
  const bytes = await compressedOnce(json, encoding);
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'accept-encoding');
  else if (!String(vary).toLowerCase().includes('accept-encoding')) reply.header('vary', `${String(vary)}, accept-encoding`);
  return reply.header('content-encoding', encoding).send(bytes);
}
