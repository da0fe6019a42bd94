import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { countOf, openTestDatabase } from '../test/harness';
import { makeTopic } from '../test/factories';
import type { Database } from '../db/connect';
import { answers, identities, questionTopics, questions, topics, users } from '../db/schema/index';
import { Readable } from 'node:stream';
import {
  COUNSEL_CHAT_COMMUNITY_SUBJECT,
  COUNSEL_CHAT_FILE as DATA_FILE,
  COUNSEL_CHAT_ISSUER,
  importCounselChatFile,
  openCounselChatFile,
  readCounselChatCsv,
} from './counsel-chat';
import {
  detectLayout,
  htmlToMarkdown,
  parseTopics,
  plainToMarkdown,
  splitInfoBySlug,
  therapistFromInfo,
  topicNameFromSlug,
} from './counsel-chat-rows';

async function tableCounts(database: Database) {
  return {
    questions: await countOf(database, sql`select count(*) as n from questions`),
    answers: await countOf(database, sql`select count(*) as n from answers`),
    topics: await countOf(database, sql`select count(*) as n from topics`),
    users: await countOf(database, sql`select count(*) as n from users`),
    links: await countOf(database, sql`select count(*) as n from question_topics`),
    identities: await countOf(database, sql`select count(*) as n from identities`),
  };
}

describe('Counsel Chat import: the 2020-03-25 file', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(() => drop());

  it('imports 824 questions and 2,009 answers with their topics and therapists', async () => {
    const summary = await importCounselChatFile(database.db, DATA_FILE);
    expect(summary).toMatchObject({
      layout: '2020-03-25',
      rows: 2129,
      questions: 824,
      answers: 2009,
      topics: 31,
      therapists: 307,
      repeated: 120,
      skipped: [],
    });
    const { db } = database;
    expect(await countOf(database, sql`select count(*) as n from questions where source_url is not null`)).toBe(824);
    expect(await countOf(database, sql`select count(*) as n from answers where source_key is not null`)).toBe(2009);

    // Imported questions are anonymous and belong to the 'Counsel Chat' system user.
    const [community] = await db
      .select({ user: users })
      .from(identities)
      .innerJoin(users, eq(users.id, identities.userId))
      .where(and(eq(identities.issuer, COUNSEL_CHAT_ISSUER), eq(identities.subject, COUNSEL_CHAT_COMMUNITY_SUBJECT)));
    expect(community.user).toMatchObject({ firstName: 'Counsel', lastName: 'Chat', reputation: 0 });
    expect(
      await countOf(database, sql`select count(*) as n from questions where not is_anonymous or author_id <> ${community.user.id}`),
    ).toBe(0);

    // One user per therapist, with the therapist badge, a name and no e-mail.
    const therapists = await db
      .select({ user: users })
      .from(identities)
      .innerJoin(users, eq(users.id, identities.userId))
      .where(and(eq(identities.issuer, COUNSEL_CHAT_ISSUER), ne(identities.subject, COUNSEL_CHAT_COMMUNITY_SUBJECT)));
    expect(therapists).toHaveLength(307);
    for (const { user } of therapists) {
      expect(user.status).toBe('therapist');
      expect(user.firstName).toBeTruthy();
      expect(user.email).toBeNull();
    }
    const [sherry] = await db
      .select({ user: users })
      .from(identities)
      .innerJoin(users, eq(users.id, identities.userId))
      .where(eq(identities.subject, 'https://counselchat.com/therapists/sherry-katz-lcsw'));
    expect(sherry.user).toMatchObject({ firstName: 'Sherry', lastName: 'Katz', bio: 'LCSW — Couples and Family Therapist, LCSW' });

    // The file's own view of the data: topics per question URL, highest views, answer upvotes.
    const rows: Record<string, string>[] = parse(gunzipSync(readFileSync(DATA_FILE)), { columns: true, bom: true });
    const topicsByUrl = new Map<string, Set<string>>();
    const viewsByUrl = new Map<string, number>();
    for (const r of rows) {
      topicsByUrl.set(r.questionLink, (topicsByUrl.get(r.questionLink) ?? new Set()).add(r.topic));
      viewsByUrl.set(r.questionLink, Math.max(viewsByUrl.get(r.questionLink) ?? 0, Number(r.views)));
    }
    const multi = [...topicsByUrl.entries()].filter(([, t]) => t.size > 1);
    expect(multi.length).toBe(9);
    const linked = await db
      .select({ url: questions.sourceUrl, slug: topics.slug })
      .from(questionTopics)
      .innerJoin(questions, eq(questions.id, questionTopics.questionId))
      .innerJoin(topics, eq(topics.id, questionTopics.topicId))
      .where(
        inArray(
          questions.sourceUrl,
          multi.map(([url]) => url),
        ),
      );
    for (const [url, slugs] of multi) {
      const got = linked.filter((l) => l.url === url).map((l) => l.slug);
      // Aliased slugs (stress → stress-management, ...) aside, every listed topic is linked.
      expect(got).toHaveLength(slugs.size);
    }
    // Topics matched by slug, named from it.
    const names = (await db.select({ name: topics.name, slug: topics.slug }).from(topics)).map((t) => `${t.slug}=${t.name}`);
    expect(names).toEqual(
      expect.arrayContaining(['depression=Depression', 'self-esteem=Self-esteem', 'workplace-relationships=Workplace relationships']),
    );

    // Views: the highest seen for the question; upvotes kept on answers.
    const sample = multi[0][0];
    const [q] = await db.select().from(questions).where(eq(questions.sourceUrl, sample));
    expect(q.viewCount).toBe(viewsByUrl.get(sample));
    expect(q.upvotes).toBe(0);

    // Counters match the rows.
    expect(
      await countOf(
        database,
        sql`select count(*) as n from questions q where q.answer_count <> (select count(*) from answers a where a.question_id = q.id)`,
      ),
    ).toBe(0);
    expect(
      await countOf(
        database,
        sql`select count(*) as n from topics t where t.questions_count <> (select count(*) from question_topics qt where qt.topic_id = t.id)`,
      ),
    ).toBe(0);
    expect(
      await countOf(
        database,
        sql`select count(*) as n from users u where u.status = 'therapist' and u.reputation <> 10 * (select coalesce(sum(upvotes), 0) from answers a where a.author_id = u.id)`,
      ),
    ).toBe(0);
    expect(await countOf(database, sql`select count(*) as n from questions where hot_rank <= 0`)).toBe(0);
    const upvotes = await db
      .select({ n: sql<number>`coalesce(sum(${answers.upvotes}), 0)` })
      .from(answers)
      .where(isNotNull(answers.sourceKey));
    expect(Number(upvotes[0].n)).toBeGreaterThan(0);
  }, 240_000); // the whole data set: a minute or more when the machine is busy

  it('adds nothing when the same file is imported again', async () => {
    const before = await tableCounts(database);
    const summary = await importCounselChatFile(database.db, DATA_FILE, { batchSize: 500 });
    expect(summary).toMatchObject({ questions: 0, answers: 0, topics: 0, therapists: 0, repeated: 2129, skipped: [] });
    expect(await tableCounts(database)).toEqual(before);
  }, 240_000);
});

describe('Counsel Chat import: the later layout', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let dir: string;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    dir = mkdtempSync(path.join(os.tmpdir(), 'counsel-chat-'));
  });
  afterAll(async () => {
    await drop();
    rmSync(dir, { recursive: true, force: true });
  });

  const header = 'questionID,questionTitle,questionText,questionUrl,topics,therapistName,therapistUrl,answerText,upvotes';
  const csvField = (s: string) => `"${s.replace(/"/g, '""')}"`;
  const tooLong = `<p>${'I hear you. '.repeat(11_000)}</p>`; // > 128 KB in one field

  it('imports multi-topic rows, converts HTML, and skips bad rows with their line', async () => {
    expect(tooLong.length).toBeGreaterThan(128 * 1024);
    const lines = [
      header,
      // line 2–3: two topics with stray spaces, HTML answer, question text over two lines
      `5566fab2a64752d71ec3ca69,Can't stop worrying,${csvField('I worry all day.\nEven at night.')},https://counselchat.com/questions/cant-stop-worrying,${csvField(' anxiety, depression ')},${csvField('Jane Doe, LPC')},https://counselchat.com/therapists/jane-doe,${csvField('<p>Hello <strong>there</strong></p>')},3`,
      // lines 4–5: the same answer listed again under another topic: imported once
      `5566fab2a64752d71ec3ca69,Can't stop worrying,${csvField('I worry all day.\nEven at night.')},https://counselchat.com/questions/cant-stop-worrying,Depression,${csvField('Jane Doe, LPC')},https://counselchat.com/therapists/jane-doe,${csvField('<p>Hello <strong>there</strong></p>')},3`,
      // line 6: an answer field over 128 KB: skipped as too long
      `x1,Too much,Some text,https://counselchat.com/questions/too-much,Anxiety,Sam Smith,https://counselchat.com/therapists/sam-smith,${csvField(tooLong)},1`,
      // line 7: no title
      `x2,,Text without a title,https://counselchat.com/questions/untitled,Anxiety,Sam Smith,https://counselchat.com/therapists/sam-smith,<p>Answer</p>,0`,
      // line 8: no question text (the title is used), a new topic, a therapist known by name only
      `x3,Workplace stress,,https://counselchat.com/questions/workplace-stress,Workplace Relationships,Dr. Alex Kim,,${csvField('<ul><li>Rest</li><li>Talk to HR</li></ul>')},2`,
    ];
    const file = path.join(dir, 'later.csv');
    writeFileSync(file, `${lines.join('\n')}\n`);

    const summary = await importCounselChatFile(database.db, file);
    expect(summary).toMatchObject({
      layout: 'later',
      rows: 5,
      questions: 2,
      answers: 2,
      topics: 3,
      therapists: 2,
      repeated: 1,
      questionTextFromTitle: 1,
    });
    expect(summary.skipped).toEqual([
      { line: 6, reason: expect.stringMatching(/^answer text too long/) },
      { line: 7, reason: 'missing title' },
    ]);

    const { db } = database;
    const [worry] = await db
      .select()
      .from(questions)
      .where(eq(questions.sourceUrl, 'https://counselchat.com/questions/cant-stop-worrying'));
    expect(worry).toMatchObject({
      title: "Can't stop worrying",
      content: 'I worry all day.\nEven at night.',
      isAnonymous: true,
      answerCount: 1,
    });
    // The ObjectId's timestamp is the question's date (2015-05-28).
    expect(worry.createdAt.toISOString().slice(0, 10)).toBe('2015-05-28');
    const worryTopics = await db
      .select({ name: topics.name })
      .from(questionTopics)
      .innerJoin(topics, eq(topics.id, questionTopics.topicId))
      .where(eq(questionTopics.questionId, worry.id));
    expect(worryTopics.map((t) => t.name).sort()).toEqual(['Anxiety', 'Depression']);

    const [answer] = await db
      .select({ answer: answers, user: users })
      .from(answers)
      .innerJoin(users, eq(users.id, answers.authorId))
      .where(eq(answers.questionId, worry.id));
    expect(answer.answer.content).toBe('Hello **there**');
    expect(answer.answer.upvotes).toBe(3);
    expect(answer.user).toMatchObject({ firstName: 'Jane', lastName: 'Doe', bio: 'LPC', status: 'therapist', reputation: 30 });

    const [stress] = await db.select().from(questions).where(eq(questions.sourceUrl, 'https://counselchat.com/questions/workplace-stress'));
    expect(stress.content).toBe('Workplace stress');
    const [stressAnswer] = await db
      .select({ answer: answers, user: users })
      .from(answers)
      .innerJoin(users, eq(users.id, answers.authorId))
      .where(eq(answers.questionId, stress.id));
    expect(stressAnswer.answer.content).toBe('-   Rest\n-   Talk to HR');
    expect(stressAnswer.user).toMatchObject({ firstName: 'Alex', lastName: 'Kim', status: 'therapist' });
    const [subject] = await db.select({ subject: identities.subject }).from(identities).where(eq(identities.userId, stressAnswer.user.id));
    expect(subject.subject).toBe('Dr. Alex Kim');
    const [workplace] = await db.select().from(topics).where(eq(topics.slug, 'workplace-relationships'));
    expect(workplace).toMatchObject({ name: 'Workplace relationships', questionsCount: 1 });

    // Nothing from the skipped rows.
    expect(
      await countOf(
        database,
        sql`select count(*) as n from questions where source_url in ('https://counselchat.com/questions/too-much', 'https://counselchat.com/questions/untitled')`,
      ),
    ).toBe(0);

    // Idempotent here too.
    const again = await importCounselChatFile(database.db, file);
    expect(again).toMatchObject({ questions: 0, answers: 0, topics: 0, therapists: 0, repeated: 3 });
    expect(again.skipped).toHaveLength(2);
  });

  it('imports an answer padded with whitespace by the length of its words', async () => {
    // The shape of two real later-layout answers: about 1 KB of text inside more than 100,000
    // characters of empty paragraphs, runs of spaces and non-breaking spaces.
    const words = 'It takes courage to write this down. '.repeat(28).trim();
    const padded =
      `<p>${words}</p>` +
      '<p>&nbsp;</p>'.repeat(3_000) +
      `<p>${' '.repeat(20_000)}</p>` +
      `<p>${'\u00a0 '.repeat(15_000)}You are not alone.${'&nbsp;'.repeat(10_000)}</p>` +
      '<div>\u00a0</div>\n\n\n'.repeat(2_000);
    expect(padded.length).toBeGreaterThan(150_000);
    const file = path.join(dir, 'padded.csv');
    writeFileSync(
      file,
      [
        header,
        `z1,Padded answer,Text,https://counselchat.com/questions/padded,Anxiety,Ann Lee,https://counselchat.com/therapists/ann-lee,${csvField(padded)},4`,
      ].join('\n'),
    );
    const summary = await importCounselChatFile(database.db, file);
    expect(summary).toMatchObject({ answers: 1, skipped: [] });
    const [row] = await database.db
      .select({ content: answers.content })
      .from(answers)
      .innerJoin(questions, eq(questions.id, answers.questionId))
      .where(eq(questions.sourceUrl, 'https://counselchat.com/questions/padded'));
    expect(row.content).toBe(`${words}\n\nYou are not alone.`);
  });

  it('reports skipped rows at their physical line, in file order, with LF or CRLF line ends', async () => {
    const answer = (n: number) => `https://counselchat.com/therapists/t${n},${csvField('<p>An\nanswer</p>')},1`;
    const records = [
      header, // line 1
      `r1,Fine,${csvField('Over\ntwo lines')},https://counselchat.com/questions/r1,Anxiety,Ann Lee,${answer(1)}`, // lines 2–4
      `r2,,Untitled,https://counselchat.com/questions/r2,Anxiety,Ann Lee,${answer(2)}`, // lines 5–6
      '', // line 7: empty
      `r3,,${csvField('No\n\ntitle')},https://counselchat.com/questions/r3,Anxiety,Ann Lee,${answer(3)}`, // lines 8–11
      'r4,a stray field,too many,1,2,3,4,5,6,7,8', // line 12: unreadable
      `r5,,Untitled,https://counselchat.com/questions/r5,Anxiety,Ann Lee,${answer(5)}`, // lines 13–14
    ];
    for (const eol of ['\n', '\r\n']) {
      const text = records.join('\n').replace(/\n/g, eol) + eol;
      const seen: unknown[] = [];
      for await (const r of readCounselChatCsv(Readable.from([Buffer.from(text)]))) {
        seen.push(r.ok ? { line: r.row.line } : r.skipped);
      }
      expect(seen).toEqual([
        { line: 2 },
        { line: 5, reason: 'missing title' },
        { line: 8, reason: 'missing title' },
        { line: 12, reason: 'unreadable CSV record: wrong number of fields' },
        { line: 13, reason: 'missing title' },
      ]);
    }
  });

  it('numbers the lines of the real file as an editor does, also when saved with CRLF line ends', async () => {
    // A broken line put in front of the record whose index column is 2000: that is where the
    // report must point (found here by the line's own text, not by parsing).
    const original = gunzipSync(readFileSync(DATA_FILE)).toString('utf8');
    const physical = original.split('\n');
    const at = physical.findIndex((l) => l.startsWith('2000,'));
    expect(at).toBeGreaterThan(2000); // records before it span several lines each
    physical.splice(at, 0, 'a broken line');
    for (const eol of ['\r\n']) {
      const skipped: { line: number; reason: string }[] = [];
      let rows = 0;
      for await (const r of readCounselChatCsv(Readable.from([Buffer.from(physical.join(eol))]))) {
        if (r.ok) rows += 1;
        else skipped.push(r.skipped);
      }
      expect(skipped).toEqual([{ line: at + 1, reason: 'unreadable CSV record: wrong number of fields' }]);
      expect(rows).toBe(2129);
    }
  });

  it('imports the words of an answer that carries a picture inline, keeping its alt text', async () => {
    const picture = `data:image/png;base64,${'iVBORw0KGgo'.repeat(15_000)}`; // about 160 KB, as in the later layout
    const answer = `<p>Breathe slowly and name five things you can see.</p><p><img alt="A quiet lake at dawn" src="${picture}"></p>`;
    const file = path.join(dir, 'inline-picture.csv');
    writeFileSync(
      file,
      `${header}\nx9,Calm down fast,How do I calm down?,https://counselchat.com/questions/calm-down-fast,Anxiety,Sam Smith,https://counselchat.com/therapists/sam-smith,${csvField(answer)},4\n`,
    );
    const summary = await importCounselChatFile(database.db, file);
    expect(summary).toMatchObject({ answers: 1, skipped: [] });
    const [row] = await database.db
      .select({ content: answers.content })
      .from(answers)
      .innerJoin(questions, eq(questions.id, answers.questionId))
      .where(eq(questions.sourceUrl, 'https://counselchat.com/questions/calm-down-fast'));
    expect(row.content).toBe('Breathe slowly and name five things you can see.\n\nA quiet lake at dawn');
  });

  it('reads a gzipped file as its plain CSV, whatever the file is called', async () => {
    const text = `${header}\nx8,Gzipped,Read me,https://counselchat.com/questions/gzipped,Anxiety,Sam Smith,https://counselchat.com/therapists/sam-smith,<p>Yes</p>,1\n`;
    const plain = path.join(dir, 'plain.csv');
    const gzipped = path.join(dir, 'misnamed.csv');
    writeFileSync(plain, text);
    writeFileSync(gzipped, gzipSync(text));
    const read = async (file: string) => {
      const rows = [];
      for await (const r of readCounselChatCsv(openCounselChatFile(file).text)) rows.push(r);
      return rows;
    };
    const fromPlain = await read(plain);
    expect(fromPlain).toHaveLength(1);
    expect(await read(gzipped)).toEqual(fromPlain);
  });

  it('refuses a file that is not Counsel Chat', async () => {
    const file = path.join(dir, 'other.csv');
    writeFileSync(file, 'a,b\n1,2\n');
    await expect(importCounselChatFile(database.db, file)).rejects.toThrow(/Not a Counsel Chat file/);
  });

  it('matches existing topics by name or slug, case-insensitively', async () => {
    const { db } = database;
    await makeTopic(db, 'LGBTQ+', 'lgbtq');
    await makeTopic(db, 'Stress management', 'stress-management');
    const file = path.join(dir, 'topics.csv');
    writeFileSync(
      file,
      [
        header,
        `y1,Coming out,Text,https://counselchat.com/questions/coming-out,"LGBTQ, stress, ANXIETY",Ann Lee,https://counselchat.com/therapists/ann-lee,<p>Hi</p>,0`,
      ].join('\n'),
    );
    const summary = await importCounselChatFile(database.db, file);
    expect(summary.topics).toBe(0);
    const [q] = await db.select().from(questions).where(eq(questions.sourceUrl, 'https://counselchat.com/questions/coming-out'));
    const linked = await db
      .select({ name: topics.name })
      .from(questionTopics)
      .innerJoin(topics, eq(topics.id, questionTopics.topicId))
      .where(eq(questionTopics.questionId, q.id));
    expect(linked.map((t) => t.name).sort()).toEqual(['Anxiety', 'LGBTQ+', 'Stress management']);
  });
});

describe('Counsel Chat rows', () => {
  it('recognises both layouts and maps their columns', () => {
    expect(
      detectLayout([
        '',
        'questionID',
        'questionTitle',
        'questionText',
        'questionLink',
        'topic',
        'therapistInfo',
        'therapistURL',
        'answerText',
        'upvotes',
        'views',
        'split',
      ]),
    ).toMatchObject({
      layout: '2020-03-25',
      columns: [
        false,
        'questionId',
        'title',
        'text',
        'url',
        'topics',
        'therapistInfo',
        'therapistUrl',
        'answer',
        'upvotes',
        'views',
        false,
      ],
    });
    expect(detectLayout(header()).layout).toBe('later');
    expect(() => detectLayout(['questionUrl', 'questionTitle'])).toThrow(/lacks the column/);
    function header() {
      return [
        'questionID',
        'questionTitle',
        'questionText',
        'questionUrl',
        'topics',
        'therapistName',
        'therapistUrl',
        'answerText',
        'upvotes',
      ];
    }
  });

  it('decodes HTML entities in topic names before making their slugs', () => {
    expect(parseTopics('Children &amp; Adolescents, Family Conflict , stress')).toEqual([
      { slug: 'children-adolescents', name: 'Children and adolescents' },
      { slug: 'family-conflict', name: 'Family conflict' },
      { slug: 'stress-management', name: 'Stress management' },
    ]);
    expect(parseTopics('&#34;Self-esteem&#34;')).toEqual([{ slug: 'self-esteem', name: 'Self-esteem' }]);
  });

  it('restores glued paragraphs but leaves web addresses alone', () => {
    expect(plainToMarkdown('It is hard.Bad days pass.  Visit www.Example.org today.')).toBe(
      'It is hard.\n\nBad days pass.  Visit www.Example.org today.',
    );
    expect(plainToMarkdown('   Indented line\r\n   next <b>tag</b>')).toBe('Indented line\nnext \\<b>tag\\</b>');
  });

  it('splits therapist info at the end of the name the URL spells', () => {
    expect(splitInfoBySlug('Lee KingI use an integrative approach.', 'lee-king')).toEqual({
      name: 'Lee King',
      rest: 'I use an integrative approach.',
    });
    expect(therapistFromInfo('Laurie WardCounselor', 'https://counselchat.com/therapists/laurie-ward-parkville-missouri')).toMatchObject({
      firstName: 'Laurie',
      lastName: 'Ward',
      bio: 'Counselor',
    });
    expect(therapistFromInfo('Eric Ström, JD, MA, LMHCAttorney', 'https://counselchat.com/therapists/eric-str-m-jd-ma-lmhc')).toMatchObject(
      {
        firstName: 'Eric',
        lastName: 'Ström',
        bio: 'JD, MA, LMHC — Attorney',
      },
    );
  });

  it('collapses whitespace after converting HTML but keeps list indentation and hard line breaks', () => {
    expect(htmlToMarkdown('<p>\u00a0</p><p>One&nbsp;&nbsp;&nbsp;two</p><p>&nbsp;</p><p>   </p><ul><li>Rest<br>well</li></ul>')).toBe(
      'One two\n\n-   Rest  \n    well',
    );
  });

  it('names topics from slugs', () => {
    expect(topicNameFromSlug('workplace-relationships')).toBe('Workplace relationships');
    expect(topicNameFromSlug('lgbtq')).toBe('LGBTQ+');
  });
});
