/**
 * The route contract, enforced: every /api route the app registers declares its policy and
 * the schemas of its route-contract entry (src/common/contract.ts) including every response
 * status, and the request chain refuses replies that break the declaration. A new route
 * without a response schema or a policy declaration fails here; a route whose handler forgets
 * to consult its policy action, or sends a status it does not declare, fails every test that
 * reaches it (the harness turns `checkContract` on) and the checks below.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { API, type RouteContract } from '../common/contract';
import { ZOk } from '../common/schemas/index';
import { buildApp } from './app';
import { loadConfig } from './config';
import { createTestContext, openTestDatabase, type TestContext } from './test/harness';
import { makeMember } from './test/factories';
import { routeTable, type RouteEntry } from './route-table';
import { isGatedWrite, rowPolicy, WRITE_GATE_EXEMPT } from './route-chain';
import { OPEN_WHILE_SILENCED } from './auth/policy';

let ctx: TestContext;
let routes: RouteEntry[];
beforeAll(async () => {
  ctx = await createTestContext();
  routes = routeTable(ctx.app);
});
afterAll(() => ctx.close());

const keyOf = (r: RouteEntry) => `${r.method} ${r.url}`;
const contractOf = (r: RouteEntry) => (API as Record<string, RouteContract>)[keyOf(r)];
const statusesOf = (r: RouteEntry) => Object.keys((r.schema.response ?? {}) as object).map(Number);

describe('the route table', () => {
  it('lists every /api route once per method', () => {
    const keys = routes.map(keyOf);
    expect(keys).toContain('GET /api/questions');
    expect(keys).toContain('POST /api/votes');
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.every((k) => / \/api\//.test(k))).toBe(true);
  });

  it('has a contract entry for every route and a route for every contract entry', () => {
    expect(routes.filter((r) => !contractOf(r)).map(keyOf)).toEqual([]);
    expect(Object.keys(API).filter((k) => !routes.some((r) => keyOf(r) === k))).toEqual([]);
  });

  it('registers each route with the schemas of its contract entry', () => {
    for (const r of routes) {
      const contract = contractOf(r);
      for (const part of ['params', 'querystring', 'body'] as const) {
        expect({ route: keyOf(r), part, same: r.schema[part] === contract[part] }).toEqual({ route: keyOf(r), part, same: true });
      }
      const response = r.schema.response as Record<string, unknown>;
      for (const [status, schema] of Object.entries(contract.response)) {
        expect({ route: keyOf(r), status, same: response[status] === schema }).toEqual({ route: keyOf(r), status, same: true });
      }
    }
  });

  it('declares a policy on every route', () => {
    expect(routes.filter((r) => r.policy === undefined).map(keyOf)).toEqual([]);
  });

  it('declares a success response on every route', () => {
    expect(routes.filter((r) => !statusesOf(r).some((s) => s >= 200 && s < 400)).map(keyOf)).toEqual([]);
  });

  it('declares 401 on every route that needs sign-in, and 400 wherever input is validated', () => {
    const missing401 = routes.filter((r) => r.policy !== 'public' && !statusesOf(r).includes(401));
    const missing400 = routes.filter((r) => (r.schema.params || r.schema.querystring || r.schema.body) && !statusesOf(r).includes(400));
    expect(missing401.map(keyOf)).toEqual([]);
    expect(missing400.map(keyOf)).toEqual([]);
  });

  it('declares the statuses the chain itself sends: 413/415 with a body, 429 on writes, 500 everywhere', () => {
    for (const r of routes) {
      const statuses = statusesOf(r);
      expect({ route: keyOf(r), has500: statuses.includes(500) }).toEqual({ route: keyOf(r), has500: true });
      if (r.schema.body || r.method !== 'GET') {
        expect({ route: keyOf(r), statuses }).toEqual({ route: keyOf(r), statuses: expect.arrayContaining([413, 415]) });
      }
      if (r.method !== 'GET') expect({ route: keyOf(r), statuses }).toEqual({ route: keyOf(r), statuses: expect.arrayContaining([429]) });
    }
  });

  it('answers 401 to a signed-out caller on every route that is not public', async () => {
    const closed = routes.filter((r) => r.policy !== 'public');
    for (const r of closed) {
      const url = r.url.replace(/:(\w+)/g, (_, name: string) => (name === 'action' ? 'resolve' : name === 'targetType' ? 'question' : '1'));
      const res = await ctx.app.inject({ method: r.method as 'GET', url });
      expect({ route: keyOf(r), status: res.statusCode }).toEqual({ route: keyOf(r), status: 401 });
    }
  });
  it('lets browsers and shared caches keep only the public reads listed here; every other read answers no-store', async () => {
    /** Written out on purpose: a read that starts sending a cacheable answer fails here until it is added. */
    const CACHEABLE = ['GET /api/crisis-resources', 'GET /api/crisis-resources/countries'];
    const member = await ctx.createUser();
    const cacheable: string[] = [];
    for (const r of routes.filter((r) => r.method === 'GET' && keyOf(r) !== 'GET /api/events')) {
      const path = r.url.replace(/:(\w+)/g, '1') + (keyOf(r) === 'GET /api/crisis-resources' ? '?country=GB' : '');
      // ctx.request: every route of the table, whatever its shape.
      const res = await ctx.request(r.policy === 'public' ? null : member, 'GET', path);
      if (res.headers['cache-control'] !== 'no-store') cacheable.push(keyOf(r));
    }
    expect(cacheable.sort()).toEqual([...CACHEABLE].sort());
    expect(routes.filter((r) => CACHEABLE.includes(keyOf(r))).every((r) => r.policy === 'public')).toBe(true);
  });
});

describe('the write gate', () => {
  /**
   * The signed-in writes that stay open whatever the person's standing. Written out here on
   * purpose: adding a route to the exemption list in route-chain.ts fails this test until the
   * list here is changed too.
   */
  const EXEMPT = [
    'POST /api/users/me/onboarding',
    'DELETE /api/users/me',
    'PATCH /api/users/me/settings',
    'PATCH /api/notifications/:id/read',
    'POST /api/notifications/mark-all-read',
  ];
  const urlOf = (r: RouteEntry) =>
    r.url.replace(/:(\w+)/g, (_, name: string) => (name === 'action' ? 'resolve' : name === 'targetType' ? 'question' : '1'));
  const signedInWrites = () => routes.filter((r) => r.method !== 'GET' && r.policy !== 'public');

  it('exempts exactly the listed routes, each of which exists', () => {
    expect([...WRITE_GATE_EXEMPT.keys()].sort()).toEqual([...EXEMPT].sort());
    for (const key of EXEMPT) expect(routes.map(keyOf)).toContain(key);
    const gated = signedInWrites().filter((r) => !EXEMPT.includes(keyOf(r)));
    expect(gated.length).toBeGreaterThan(10);
    expect(gated.filter((r) => !isGatedWrite(r.method, r.url, r.policy)).map(keyOf)).toEqual([]);
  });

  it('refuses every other signed-in write with 403 onboarding_required until onboarding, and declares that 403', async () => {
    const newcomer = await ctx.createUser({ onboardedAt: null });
    const escaped: string[] = [];
    for (const r of signedInWrites().filter((r) => !EXEMPT.includes(keyOf(r)))) {
      expect({ route: keyOf(r), statuses: statusesOf(r) }).toEqual({ route: keyOf(r), statuses: expect.arrayContaining([403]) });
      // ctx.request: every route of the table, whatever its shape.
      const res = await ctx.request(newcomer, r.method as 'POST', urlOf(r), {});
      if (res.statusCode !== 403 || res.body?.code !== 'onboarding_required') escaped.push(`${keyOf(r)} → ${res.statusCode}`);
      else expect(res.body.message).toMatch(/finish joining MindSpace/);
    }
    expect(escaped).toEqual([]);
  });

  it('lets the exempt writes through before onboarding, and lets an onboarded member write', async () => {
    const newcomer = await ctx.createUser({ onboardedAt: null });
    const settings = await ctx.api(newcomer, 'PATCH /api/users/me/settings', { body: { emailReplies: false } });
    expect(settings.statusCode).toBe(200);
    expect((await ctx.api(newcomer, 'POST /api/notifications/mark-all-read')).statusCode).toBe(200);
    const member = await ctx.createUser();
    const res = await ctx.api(member, 'POST /api/feedback', { body: { feedback: 'Lovely place' } });
    expect(res.statusCode).toBe(201);
  });

  it('refuses every gated write of a silenced member with 403 silenced, except reporting, muting, blocking and deleting their own words', async () => {
    const mod = await ctx.createUser({ role: 'moderator' });
    const silenced = await ctx.createUser();
    const given = await ctx.api(mod, 'POST /api/moderation/users/:userId/sanctions', {
      params: { userId: silenced.id },
      body: {
        type: 'silence',
        reason: 'Cooling off',
        days: 1,
      },
    });
    expect(given.statusCode).toBe(201);
    const escaped: string[] = [];
    const open: string[] = [];
    for (const r of signedInWrites().filter((r) => !EXEMPT.includes(keyOf(r)))) {
      // ctx.request: every route of the table, whatever its shape.
      const res = await ctx.request(silenced, r.method as 'POST', urlOf(r), {});
      const refused = res.statusCode === 403 && res.body?.code === 'silenced';
      if (OPEN_WHILE_SILENCED.has(keyOf(r))) {
        if (refused) escaped.push(`${keyOf(r)} is refused but should stay open`);
        else open.push(keyOf(r));
      } else if (!refused) escaped.push(`${keyOf(r)} → ${res.statusCode}`);
    }
    expect(escaped).toEqual([]);
    expect(open.sort()).toEqual([...OPEN_WHILE_SILENCED].sort());
  });
});

describe('the contract check of the request chain', () => {
  /** An app with extra routes that break the contract in each way the check catches. */
  async function appWithBrokenRoutes() {
    const { database, drop } = await openTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    const app = await buildApp({ config, database, logger: false, checkContract: true });
    const response = { 200: ZOk, 401: API['GET /api/auth/user'].response[401] };
    // Declares a policy action that needs a subject, and never asks the policy.
    app.get('/api/test/unconsulted', { schema: { response }, config: { policy: 'conversation:read' } }, async () => ({
      ok: true as const,
    }));
    // Sends a status it does not declare.
    app.get('/api/test/undeclared', { schema: { response }, config: { policy: 'signedIn' } }, async (_req, reply) =>
      reply.status(202 as 200).send({ ok: true as const }),
    );
    // Asks a row check its route does not declare, and the same check declared.
    const askMessageSend = async (request: FastifyRequest) => (
      rowPolicy(request).require('message:send', { closed: false }),
      { ok: true as const }
    );
    app.get('/api/test/undeclared-check', { schema: { response }, config: { policy: 'signedIn' } }, askMessageSend);
    app.get(
      '/api/test/declared-check',
      { schema: { response }, config: { policy: 'signedIn', rowChecks: ['message:send'] } },
      askMessageSend,
    );
    // Declares no policy: treated as signed-in only.
    app.get('/api/test/no-policy', { schema: { response } }, async () => ({ ok: true as const }));
    await app.ready();
    return { app, close: async () => (await app.close(), await drop()) };
  }

  it('turns a 2xx without the declared policy action, an undeclared status or an undeclared row check into a 500', async () => {
    const { app, close } = await appWithBrokenRoutes();
    try {
      // This app has a database of its own: the member signs in there.
      const { cookie } = await makeMember(app.database.db);

      const unconsulted = await app.inject({ method: 'GET', url: '/api/test/unconsulted', headers: { cookie } });
      expect(unconsulted.statusCode).toBe(500);
      expect(unconsulted.json().message).toMatch(/GET \/api\/test\/unconsulted .*'conversation:read'/);
      const undeclared = await app.inject({ method: 'GET', url: '/api/test/undeclared', headers: { cookie } });
      expect(undeclared.statusCode).toBe(500);
      expect(undeclared.json().message).toMatch(/status 202/);
      // A row check the route does not declare is a fault of the route, never an answer.
      expect((await app.inject({ method: 'GET', url: '/api/test/undeclared-check', headers: { cookie } })).statusCode).toBe(500);
      expect((await app.inject({ method: 'GET', url: '/api/test/declared-check', headers: { cookie } })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/test/no-policy', headers: { cookie } })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/test/no-policy' })).statusCode).toBe(401);
      expect(routeTable(app).find((r) => r.url === '/api/test/no-policy')?.policy).toBeUndefined();
    } finally {
      await close();
    }
  });
});
