import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** Email notifications are on by default; anyone may message; no reader filters; no new-question alerts. */
const EMAIL_ON = {
  emailMessages: true,
  emailReplies: true,
  emailModeration: true,
  allowDirectMessages: 'everyone',
  hiddenTopicIds: [],
  hiddenWords: [],
  country: null,
  newQuestionAlerts: 'off',
  locale: null,
  // Web Push (decision 0088): every kind on once a device subscribes; no quiet hours.
  pushMessages: true,
  pushReplies: true,
  pushCheckIns: true,
  pushModeration: true,
  pushNewQuestions: true,
  pushQuietHours: null,
};

const healing = { status: 'healing' as const, statusSituation: 'Processing trauma or past experiences' };

describe('GET /api/users/me/settings', () => {
  it('answers the private defaults to a member who never changed them', async () => {
    const me = await ctx.createUser();
    const res = await ctx.api(me, 'GET /api/users/me/settings');
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ ...EMAIL_ON, showStatusSituation: false });
  });

  it('refuses signed-out visitors', async () => {
    expect((await ctx.api(null, 'GET /api/users/me/settings')).statusCode).toBe(401);
    expect((await ctx.api(null, 'PATCH /api/users/me/settings', { body: { showStatusSituation: true } })).statusCode).toBe(401);
  });
});

describe('PATCH /api/users/me/settings', () => {
  it('changes a setting, keeps it, and leaves other members untouched', async () => {
    const [me, other] = [await ctx.createUser(), await ctx.createUser()];
    const res = await ctx.api(me, 'PATCH /api/users/me/settings', { body: { showStatusSituation: true } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ ...EMAIL_ON, showStatusSituation: true });
    expect((await ctx.api(me, 'GET /api/users/me/settings')).body).toEqual({ ...EMAIL_ON, showStatusSituation: true });
    expect((await ctx.api(other, 'GET /api/users/me/settings')).body).toEqual({ ...EMAIL_ON, showStatusSituation: false });
    // An empty patch changes nothing.
    expect((await ctx.api(me, 'PATCH /api/users/me/settings', { body: {} })).body).toEqual({ ...EMAIL_ON, showStatusSituation: true });
    const back = await ctx.api(me, 'PATCH /api/users/me/settings', { body: { showStatusSituation: false } });
    expect(back.body).toEqual({ ...EMAIL_ON, showStatusSituation: false });
  });

  it("refuses a wrong push setting in the member's language", async () => {
    const me = await ctx.createUser();
    expect((await ctx.api(me, 'PATCH /api/users/me/settings', { body: { locale: 'es' } })).statusCode).toBe(200);
    const refuse = async (body: object) => {
      // ctx.request: bodies the contract's types refuse on purpose
      const res = await ctx.request(me, 'PATCH', '/api/users/me/settings', body);
      expect(res.statusCode).toBe(400);
      return (res.body as { message: string }).message;
    };
    expect(await refuse({ pushMessages: 'yes' })).toBe('pushMessages debe ser true o false');
    expect(await refuse({ pushQuietHours: { from: '22:00', to: '22:00' } })).toBe(
      'Las horas de silencio deben empezar y terminar a horas distintas',
    );
    expect(await refuse({ pushQuietHours: { from: '25:00', to: '07:00' } })).toBe('pushQuietHours.from debe ser una hora como 22:00');
  });

  it('answers 400 with a readable message for a wrong type or an unknown setting', async () => {
    const me = await ctx.createUser();
    // ctx.request: a value the contract refuses on purpose.
    const wrong = await ctx.request(me, 'PATCH', '/api/users/me/settings', { showStatusSituation: 'yes' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body.message).toMatch(/showStatusSituation must be true or false/);
    // ctx.request: a setting the contract refuses on purpose.
    const unknown = await ctx.request(me, 'PATCH', '/api/users/me/settings', { showEverything: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.message).toMatch(/Unknown setting: showEverything/);
    expect((await ctx.api(me, 'GET /api/users/me/settings')).body).toEqual({ ...EMAIL_ON, showStatusSituation: false });
  });
});

describe('statusSituation is private by default', () => {
  it('is shown to the owner and staff only, until the owner shares it', async () => {
    const owner = await ctx.createUser(healing);
    const member = await ctx.createUser();
    const moderator = await ctx.createUser({ role: 'moderator' });
    const admin = await ctx.createUser({ role: 'admin' });
    const situationSeenBy = async (viewer: typeof owner) =>
      (await ctx.api(viewer, 'GET /api/users/:id', { params: { id: owner.id } })).body.statusSituation;

    expect(await situationSeenBy(member)).toBeNull();
    expect((await ctx.api(member, 'GET /api/users/:id', { params: { id: owner.id } })).body.status).toBe('healing');
    expect(await situationSeenBy(owner)).toBe(healing.statusSituation);
    expect(await situationSeenBy(moderator)).toBe(healing.statusSituation);
    expect(await situationSeenBy(admin)).toBe(healing.statusSituation);
    expect((await ctx.api(owner, 'GET /api/auth/user')).body.statusSituation).toBe(healing.statusSituation);

    await ctx.api(owner, 'PATCH /api/users/me/settings', { body: { showStatusSituation: true } });
    expect(await situationSeenBy(member)).toBe(healing.statusSituation);

    await ctx.api(owner, 'PATCH /api/users/me/settings', { body: { showStatusSituation: false } });
    expect(await situationSeenBy(member)).toBeNull();
  });

  it('never shows email to other members or moderators, only to the owner and admins', async () => {
    const owner = await ctx.createUser();
    const member = await ctx.createUser();
    const moderator = await ctx.createUser({ role: 'moderator' });
    const admin = await ctx.createUser({ role: 'admin' });
    await ctx.api(owner, 'PATCH /api/users/me/settings', { body: { showStatusSituation: true } });
    expect((await ctx.api(member, 'GET /api/users/:id', { params: { id: owner.id } })).body).not.toHaveProperty('email');
    expect((await ctx.api(moderator, 'GET /api/users/:id', { params: { id: owner.id } })).body).not.toHaveProperty('email');
    expect((await ctx.api(admin, 'GET /api/users/:id', { params: { id: owner.id } })).body.email).toBe(owner.email);
    expect((await ctx.api(owner, 'GET /api/users/:id', { params: { id: owner.id } })).body.email).toBe(owner.email);
  });
});

describe('the country setting (whose crisis lines a member is shown)', () => {
  it('is not chosen at first, and shows in GET /api/auth/user once chosen (any case, kept upper case)', async () => {
    const me = await ctx.createUser();
    expect((await ctx.api(me, 'GET /api/auth/user')).body.country).toBeNull();
    const res = await ctx.api(me, 'PATCH /api/users/me/settings', { body: { country: 'gb' } });
    expect(res.statusCode).toBe(200);
    expect(res.body.country).toBe('GB');
    expect((await ctx.api(me, 'GET /api/users/me/settings')).body.country).toBe('GB');
    expect((await ctx.api(me, 'GET /api/auth/user')).body.country).toBe('GB');
  });

  it('takes any ISO 3166-1 country, covered by the crisis lines or not, and null to clear it', async () => {
    const me = await ctx.createUser();
    expect((await ctx.api(me, 'PATCH /api/users/me/settings', { body: { country: 'UY' } })).body.country).toBe('UY');
    expect((await ctx.api(me, 'PATCH /api/users/me/settings', { body: { country: null } })).body.country).toBeNull();
    expect((await ctx.api(me, 'GET /api/auth/user')).body.country).toBeNull();
  });

  it('refuses what is not a country code with a 400 a person can read, and changes nothing', async () => {
    const me = await ctx.createUser();
    await ctx.api(me, 'PATCH /api/users/me/settings', { body: { country: 'FR' } });
    for (const country of ['UK', 'GBR', 'ZZ', 'EU', '', 12]) {
      // ctx.request: countries the contract refuses on purpose.
      const res = await ctx.request(me, 'PATCH', '/api/users/me/settings', { country, emailReplies: false });
      expect({ country, status: res.statusCode }).toEqual({ country, status: 400 });
      expect(res.body.message).toMatch(/country must be a two-letter country code/);
    }
    expect((await ctx.api(me, 'GET /api/users/me/settings')).body).toMatchObject({ country: 'FR', emailReplies: true });
  });
});

describe('the locale setting (the language MindSpace speaks to a member in)', () => {
  it('is not chosen at first, takes each shipped language, shows in GET /api/auth/user, and null clears it', async () => {
    const me = await ctx.createUser();
    expect((await ctx.api(me, 'GET /api/auth/user')).body.locale).toBeNull();
    for (const locale of ['es', 'pt-BR', 'fr', 'de', 'ar', 'en'] as const) {
      const res = await ctx.api(me, 'PATCH /api/users/me/settings', { body: { locale } });
      expect(res.statusCode).toBe(200);
      expect(res.body.locale).toBe(locale);
      expect((await ctx.api(me, 'GET /api/auth/user')).body.locale).toBe(locale);
    }
    expect((await ctx.api(me, 'PATCH /api/users/me/settings', { body: { locale: null } })).body.locale).toBeNull();
    expect((await ctx.api(me, 'GET /api/users/me/settings')).body.locale).toBeNull();
  });

  it('refuses a language MindSpace does not ship (or a tag written otherwise) with a 400 a person can read, and changes nothing', async () => {
    const me = await ctx.createUser();
    await ctx.api(me, 'PATCH /api/users/me/settings', { body: { locale: 'de' } });
    for (const locale of ['it', 'pt', 'pt-br', 'EN', 'es-MX', 'x-klingon', '', 7]) {
      // ctx.request: languages the contract refuses on purpose.
      const res = await ctx.request(me, 'PATCH', '/api/users/me/settings', { locale, emailReplies: false });
      expect({ locale, status: res.statusCode }).toEqual({ locale, status: 400 });
      // In the member's language (German here), as every validation message (decision 0092).
      expect(res.body.message).toBe('locale muss eine der Sprachen von MindSpace sein: en, es, pt-BR, fr, de, ar (oder null)');
    }
    expect((await ctx.api(me, 'GET /api/users/me/settings')).body).toMatchObject({ locale: 'de', emailReplies: true });
    expect((await ctx.api(me, 'GET /api/auth/user')).body.locale).toBe('de');
  });
});
