/**
 * Finished pages compressed once (shared/compression.ts), through the real app on
 * a real database with the read cache on: a browser asking for brotli or gzip gets the feed, the
 * question and the first answer page from the cache compressed as @fastify/compress would have
 * compressed the uncached reply — the same encoding, Vary and decoded bytes — and a client that
 * accepts neither, or a page under the threshold, gets the bytes as they are. The encoding is
 * negotiated as the plugin negotiates it, and a page's compressed bytes are made once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createTestContext, type TestContext, type TestUser } from '../test/harness';
import { settle, withListenDown } from '../test/eventually';
import { makeAnswers, makeTopic } from '../test/factories';
import { acceptedEncoding, compressedOnce } from './compression';

let ctx: TestContext;
let asker: TestUser;
let reader: TestUser;
let topicId: number;
let question: number;

beforeAll(async () => {
  ctx = await createTestContext({ READ_CACHE_MB: '64' });
  [asker, reader] = [await ctx.createUser({ firstName: 'Mireille' }), await ctx.createUser()];
  topicId = (await makeTopic(ctx.database.db)).id;
  const asked = await ctx.api(asker, 'POST /api/questions', {
    body: {
      title: 'How do I keep going on the hard days?',
      content: 'Some days I can barely get up. '.repeat(80),
      topicIds: [topicId],
      isAnonymous: false,
      hasContentWarning: false,
      contentWarningText: null,
    },
  });
  expect(asked.statusCode).toBe(201);
  question = asked.body.id;
  // A second card, so the feed page is over the compression threshold too.
  const second = await ctx.api(reader, 'POST /api/questions', {
    body: {
      title: 'Is it normal to feel numb after a loss?',
      content: 'It has been a month and I feel nothing at all. '.repeat(10),
      topicIds: [topicId],
      isAnonymous: true,
      hasContentWarning: false,
      contentWarningText: null,
    },
  });
  expect(second.statusCode).toBe(201);
  await makeAnswers(
    ctx.database.db,
    question,
    Array.from({ length: 6 }, (_, i) => ({
      authorId: asker.id,
      content: `What helped me on day ${i}: a walk, a call, some water. `.repeat(4),
    })),
  );
});
afterAll(() => ctx.close());

const decode = (encoding: unknown, raw: Buffer) =>
  (encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');

/** A GET as a browser sends it (the member's cookie, an Accept-Encoding or none). */
const get = (user: TestUser, url: string, acceptEncoding?: string) =>
  ctx.app.inject({
    method: 'GET',
    url,
    headers: { cookie: user.cookie, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });

const pages = () => [`/api/questions?sortBy=recent&topicId=${topicId}`, `/api/questions/${question}`, `/api/questions/${question}/answers`];

describe('a finished page sent to a browser', () => {
  it('is compressed as @fastify/compress compresses the uncached reply, for brotli and gzip', async () => {
    await settle(ctx);
    for (const url of pages()) {
      for (const [accept, encoding] of [
        ['gzip, deflate, br, zstd', 'br'],
        ['gzip', 'gzip'],
        ['x-gzip, deflate', 'gzip'],
      ] as const) {
        await get(reader, url, accept);
        const cached = await get(reader, url, accept);
        const plain = await withListenDown(ctx, () => get(reader, url, accept));
        expect(cached.statusCode).toBe(200);
        expect(cached.headers['content-encoding']).toBe(encoding);
        expect(plain.headers['content-encoding']).toBe(encoding);
        expect(cached.headers.vary).toBe(plain.headers.vary);
        expect(cached.headers['content-type']).toBe(plain.headers['content-type']);
        expect(cached.headers['cache-control']).toBe('no-store');
        expect(decode(encoding, cached.rawPayload)).toBe(decode(encoding, plain.rawPayload));
      }
    }
  });

  it('is sent as it is to a client that accepts neither encoding, or asks for none', async () => {
    for (const url of pages()) {
      const refused = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { cookie: reader.cookie, 'accept-encoding': 'br', 'x-no-compression': '1' },
      });
      expect(refused.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(refused.body)).toBeTruthy();
      for (const accept of [undefined, 'identity', 'deflate', 'br;q=0, gzip;q=0']) {
        await get(reader, url, accept);
        const cached = await get(reader, url, accept);
        const plain = await withListenDown(ctx, () => get(reader, url, accept));
        expect(cached.headers['content-encoding']).toBeUndefined();
        expect(cached.body).toBe(plain.body);
        expect(JSON.parse(cached.body)).toBeTruthy();
      }
    }
  });

  it('is compressed once per page and encoding, and those bytes are what is sent', async () => {
    const url = `/api/questions/${question}`;
    await settle(ctx);
    await get(reader, url, 'br');
    const sent = await get(reader, url, 'br');
    const key = `question-page:${question}:${reader.id}`;
    const page = ctx.app.readCache.get<{ json: Buffer }>(key);
    expect(page).toBeDefined();
    const once = compressedOnce(page!.json, 'br');
    expect(compressedOnce(page!.json, 'br')).toBe(once);
    expect(Buffer.compare(await once, sent.rawPayload)).toBe(0);
    expect(compressedOnce(Buffer.from(page!.json), 'br')).not.toBe(once);
    // The kept bytes are the ones sent: marked here, the next reply carries the mark (a reply
    // compressed again would be brotli). The page is dropped afterwards.
    (await once).fill(0x2a);
    const again = await get(reader, url, 'br');
    expect(again.rawPayload.every((byte) => byte === 0x2a)).toBe(true);
    ctx.app.readCache.drop([`user:${reader.id}`]);
    expect(decode('br', (await get(reader, url, 'br')).rawPayload)).toContain('"title":"How do I keep going on the hard days?"');
  });
});

describe('the encoding a request accepts', () => {
  it('is chosen as @fastify/compress chooses it', () => {
    expect(acceptedEncoding(undefined)).toBeNull();
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('GZIP')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('gzip');
    expect(acceptedEncoding('x-gzip')).toBe('gzip');
    expect(acceptedEncoding('br;q=0.5, gzip;q=0.9')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding('deflate')).toBeNull();
  });
});
