/**
 * Demo content for a fresh MindSpace: people, topics, questions with answers and comments,
 * votes, conversations and pending reports. Data only; seed.ts writes it.
 *
 * Times are relative to the moment of seeding (hours ago, or hours after the parent post), so
 * a fresh install always has content from the past three weeks and 'Recent' and 'Trending'
 * differ. Text is plain markdown written for MindSpace; crisis-related posts carry a content
 * warning and answers point to crisis lines (988, text HOME to 741741, 911) and professional help.
 */
import type { BadgeStatus, ReportReason, Role } from '../../common/constants';
import { welcomeWords } from '../features/users/queries';

export type PersonKey = 'alice' | 'bob' | 'carol' | 'maya' | 'adam' | 'jordan' | 'sam' | 'priya' | 'theo' | 'noor' | 'lena' | 'rex';

/** A demo account (names, email and role come from DEMO_ACCOUNTS by username = key). */
export type SeedDemoPerson = {
  key: PersonKey;
  demo: true;
  status: BadgeStatus | null;
  statusSituation: string | null;
  bio: string;
  joinedDaysAgo: number;
};

/** A community member without a sign-in (their posts make the community feel lived in). */
export type SeedMember = {
  key: PersonKey;
  demo: false;
  firstName: string;
  lastName: string;
  role: Role;
  status: BadgeStatus | null;
  statusSituation: string | null;
  bio: string | null;
  joinedDaysAgo: number;
};

export type SeedPerson = SeedDemoPerson | SeedMember;

export type SeedTopic = { name: string; description: string };

export type SeedComment = { by: PersonKey; text: string; hoursAfter: number; key?: string };

export type SeedAnswer = {
  by: PersonKey;
  text: string;
  /** Hours after the question. */
  hoursAfter: number;
  anonymous?: boolean;
  up?: PersonKey[];
  down?: PersonKey[];
  comments?: SeedComment[];
  /** For reports that point at this answer. */
  key?: string;
};

export type SeedQuestion = {
  key: string;
  by: PersonKey;
  /** Topic names (from SEED_TOPICS). */
  topics: string[];
  title: string;
  text: string;
  anonymous?: boolean;
  /** Content warning text, shown as 'CW: ...'. */
  contentWarning?: string;
  hoursAgo: number;
  up?: PersonKey[];
  down?: PersonKey[];
  answers: SeedAnswer[];
};

export type SeedMessage = { by: PersonKey; text: string; hoursAgo: number };
export type SeedConversation = {
  between: [PersonKey, PersonKey];
  messages: SeedMessage[];
  /** When each person last read the conversation (hours ago); default: the last message. */
  lastReadHoursAgo?: Partial<Record<PersonKey, number>>;
};

export type SeedReportTarget =
  | { type: 'question'; question: string }
  | { type: 'answer'; answer: string }
  | { type: 'comment'; comment: string }
  | { type: 'user'; user: PersonKey };
export type SeedReport = { by: PersonKey; target: SeedReportTarget; reason: ReportReason; description: string; hoursAgo: number };

/** Blocks of markdown separated by blank lines. */
const md = (...blocks: string[]) => blocks.join('\n\n');
const list = (...items: string[]) => items.map((i) => `- ${i}`).join('\n');
const numbered = (...items: string[]) => items.map((i, n) => `${n + 1}. ${i}`).join('\n');

export const SEED_PEOPLE: SeedPerson[] = [
  {
    key: 'alice',
    demo: true,
    // No status: the 'Welcome to MindSpace!' status dialog opens for her (spec §2).
    status: null,
    statusSituation: null,
    bio: 'Grad student, plant parent, learning to be gentler with myself.',
    joinedDaysAgo: 40,
  },
  {
    key: 'bob',
    demo: true,
    status: 'supporting',
    statusSituation: null,
    bio: "Dad of two and a recovering perfectionist. I've been where a lot of you are, and I'm here to listen.",
    joinedDaysAgo: 62,
  },
  {
    key: 'carol',
    demo: true,
    status: 'healing',
    statusSituation: 'Feeling stressed or overwhelmed',
    bio: 'Nurse on night shifts. Working on boundaries and sleep, one week at a time.',
    joinedDaysAgo: 55,
  },
  {
    key: 'maya',
    demo: true,
    status: 'supporting',
    statusSituation: null,
    bio: 'Community moderator and peer-support volunteer. If something here worries you, report it: we read every report.',
    joinedDaysAgo: 90,
  },
  {
    key: 'adam',
    demo: true,
    status: 'healed',
    statusSituation: null,
    bio: 'Keeps the lights on at MindSpace. Two years past a rough depression and grateful to everyone who posts here.',
    joinedDaysAgo: 120,
  },
  {
    key: 'jordan',
    demo: false,
    firstName: 'Jordan',
    lastName: 'Lee',
    role: 'user',
    status: 'searching',
    statusSituation: null,
    bio: 'First year at university, figuring things out.',
    joinedDaysAgo: 30,
  },
  {
    key: 'sam',
    demo: false,
    firstName: 'Sam',
    lastName: 'Rivera',
    role: 'user',
    status: 'celebrating',
    statusSituation: null,
    bio: 'Six months into therapy and finally sleeping again. Climbing on Tuesdays.',
    joinedDaysAgo: 48,
  },
  {
    key: 'priya',
    demo: false,
    firstName: 'Priya',
    lastName: 'Shah',
    role: 'user',
    status: 'healing',
    statusSituation: 'Feeling anxious',
    bio: 'Software tester with a loud inner critic.',
    joinedDaysAgo: 35,
  },
  {
    key: 'theo',
    demo: false,
    firstName: 'Theo',
    lastName: 'Martin',
    role: 'user',
    status: 'lost',
    statusSituation: null,
    bio: 'Between jobs and between plans.',
    joinedDaysAgo: 28,
  },
  {
    key: 'noor',
    demo: false,
    firstName: 'Noor',
    lastName: 'Haddad',
    role: 'user',
    status: 'supporting',
    statusSituation: null,
    bio: 'Grief counsellor in training. Here as a peer, not as a professional.',
    joinedDaysAgo: 70,
  },
  {
    key: 'lena',
    demo: false,
    firstName: 'Lena',
    lastName: 'Kowalski',
    role: 'user',
    status: 'healed',
    statusSituation: null,
    bio: "Panic attacks used to run my life. They don't anymore.",
    joinedDaysAgo: 80,
  },
  {
    // The account behind the reported posts, so moderators have something to review.
    key: 'rex',
    demo: false,
    firstName: 'Rex',
    lastName: 'Vance',
    role: 'user',
    status: null,
    statusSituation: null,
    bio: 'Life coach. Message me for the secret to beating anxiety in 7 days.',
    joinedDaysAgo: 10,
  },
];

/** The eight fixed feed topics (FIXED_TOPICS, same order) first, then a few more. */
export const SEED_TOPICS: SeedTopic[] = [
  { name: 'Anxiety', description: 'Worry, panic and the physical side of feeling on edge.' },
  { name: 'Depression', description: 'Low mood, emptiness, and finding small footholds on hard days.' },
  { name: 'Self care', description: 'Everyday habits that help you rest, recharge and be kind to yourself.' },
  { name: 'Coping strategies', description: 'Practical ways people get through difficult moments, shared from experience.' },
  { name: 'Stress management', description: 'Pressure from work, school, money or life, and how to carry it more lightly.' },
  { name: 'Relationships', description: 'Partners, friends and family: connection, conflict and boundaries.' },
  { name: 'Trauma', description: 'Living with and healing from painful experiences, at your own pace.' },
  { name: 'Therapy', description: 'Finding a therapist, what sessions are like, and getting the most out of them.' },
  { name: 'Grief and loss', description: 'Losing someone or something important, and learning to live alongside the grief.' },
  { name: 'Sleep', description: 'Insomnia, racing thoughts at night, and routines that help you rest.' },
  { name: 'Self-esteem', description: 'Self-worth, the inner critic, and learning to see yourself more fairly.' },
  { name: 'Work & school', description: 'Jobs, studies, deadlines and burnout, and keeping your footing through them.' },
  { name: 'LGBTQ+', description: 'A supportive corner for LGBTQ+ members and the people who love them.' },
  { name: 'Loneliness', description: 'Feeling disconnected or alone, and the ways people have found their people.' },
];

/** Topics each person follows. */
export const SEED_FOLLOWS: Partial<Record<PersonKey, string[]>> = {
  alice: ['Anxiety', 'Work & school', 'Sleep'],
  bob: ['Stress management', 'Relationships', 'Depression'],
  carol: ['Sleep', 'Stress management', 'Self care'],
  maya: ['Trauma', 'Therapy', 'LGBTQ+', 'Depression'],
  adam: ['Grief and loss', 'Therapy'],
  jordan: ['Loneliness', 'Work & school', 'Therapy'],
  sam: ['Therapy', 'Self care'],
  priya: ['Anxiety', 'Self-esteem'],
  theo: ['Self-esteem', 'Work & school'],
  noor: ['Grief and loss', 'Depression', 'Loneliness'],
  lena: ['Anxiety', 'Coping strategies'],
};

const CRISIS_LINES = list(
  '**Call or text 988** (Suicide & Crisis Lifeline, US), any time, day or night',
  '**Text HOME to 741741** (Crisis Text Line) if talking feels like too much',
  '**Call 911** if you ever feel you might act on these thoughts',
);

export const SEED_QUESTIONS: SeedQuestion[] = [
  {
    key: 'exam-panic',
    by: 'alice',
    topics: ['Anxiety', 'Work & school'],
    title: 'How do you calm down when panic hits right before an exam?',
    text: md(
      'I study for weeks and know the material, but the moment I sit down in the exam hall my heart starts pounding, my hands shake and my mind goes completely blank. Last week I had to leave halfway through a test.',
      "Has anyone found something that actually helps **in the moment**? I'm seeing the campus counsellor next month, but I have two exams before then.",
    ),
    hoursAgo: 30,
    up: ['bob', 'carol', 'lena', 'jordan', 'priya', 'sam'],
    answers: [
      {
        by: 'bob',
        hoursAfter: 2,
        text: md(
          'I used to get this before presentations at work. Two things that helped me:',
          numbered(
            '**Box breathing**: in for 4, hold for 4, out for 4, hold for 4. Do a few rounds before you walk in and again when you sit down.',
            '**Name five things you can see.** It sounds silly, but it pulls your brain out of the spiral and back into the room.',
          ),
          "Also, tell the exam office what's going on. A lot of schools can offer a quieter room or extra time, and just knowing that option exists took some pressure off me.",
        ),
        up: ['alice', 'carol', 'lena', 'priya', 'maya'],
        comments: [
          {
            by: 'alice',
            hoursAfter: 1,
            text: 'The five-things trick is so simple I never would have thought of it. Trying it tomorrow, thank you.',
          },
          {
            by: 'sam',
            hoursAfter: 4,
            text: 'Seconding the exam office tip. I got a separate room for finals and it made a huge difference.',
          },
        ],
      },
      {
        by: 'lena',
        hoursAfter: 5,
        text: md(
          'Panic used to run my life, so this one is close to my heart. What helped me most was understanding that the pounding heart and shaky hands are your body\'s alarm system, not a sign that something is actually wrong. When I stopped fighting the feeling and told myself *"this is adrenaline, it peaks and then it passes"*, it passed much faster.',
          "It's great that you've booked the counsellor. Panic responds really well to treatment, so please keep that appointment even if the exams go fine.",
        ),
        up: ['alice', 'bob', 'priya', 'jordan'],
      },
      {
        by: 'jordan',
        hoursAfter: 9,
        text: 'Not a fix, but I keep a cold water bottle with me and hold it against my wrists when it starts. The cold gives me something physical to focus on. Good luck with your exams!',
        up: ['alice'],
      },
    ],
  },
  {
    key: 'first-therapy-session',
    by: 'jordan',
    topics: ['Therapy'],
    title: 'What actually happens in a first therapy session?',
    text: "I finally booked my first appointment (!!) and I'm weirdly more nervous about the session itself than about the things I want to talk about. Do I need to prepare anything? What if I just sit there and don't know what to say?",
    hoursAgo: 70,
    up: ['adam', 'sam', 'alice', 'carol'],
    answers: [
      {
        by: 'adam',
        hoursAfter: 3,
        text: md(
          'Congratulations on booking it. That step is genuinely the hardest one.',
          "In my experience the first session is mostly the therapist getting to know you: what brings you in, a bit about your history, what you'd like to be different. You don't need to prepare, but it can help to jot down:",
          list(
            "two or three things you'd like help with",
            "anything you're worried about (including being nervous about therapy itself)",
            'questions for them, like how they work and how often you would meet',
          ),
          'And if you freeze, say so. "I don\'t know where to start" is a perfectly good place to start. They hear it all the time.',
        ),
        up: ['jordan', 'alice', 'bob', 'carol', 'sam'],
        comments: [
          { by: 'jordan', hoursAfter: 2, text: '"I don\'t know where to start" — I\'m stealing that. Thank you.' },
          {
            by: 'carol',
            hoursAfter: 6,
            text: "Also worth knowing: it's okay if the first therapist isn't the right fit. It took me two tries.",
          },
        ],
      },
      {
        by: 'sam',
        hoursAfter: 6,
        text: "Six months in here. In my first session I cried for most of it and barely said anything useful, and my therapist said it was a good session anyway. You can't do it wrong.",
        up: ['jordan', 'priya', 'lena'],
      },
    ],
  },
  {
    key: 'night-shift-sleep',
    by: 'carol',
    topics: ['Sleep', 'Self care'],
    title: 'Night shifts are wrecking my sleep. Any routines that help?',
    text: "I'm a nurse on rotating nights and I sleep maybe 4–5 hours after a shift. By the third night I'm foggy and short-tempered with everyone, including my partner. I've tried melatonin but it leaves me groggy. What routines have worked for other shift workers?",
    hoursAgo: 200,
    up: ['maya', 'sam', 'bob'],
    answers: [
      {
        by: 'maya',
        hoursAfter: 4,
        text: md(
          "I'm not a shift worker myself, but my sister is an ER nurse and these made the biggest difference for her:",
          list(
            '**Blackout everything.** Blackout curtains plus a sleep mask, and a fan or white-noise app for daytime noise.',
            '**Sunglasses on the drive home.** Morning light tells your body it is time to wake up.',
            '**The same "bedtime" after every night shift**, including the first one.',
            '**Protect the sleep window with the people you live with.** She put a sign on the door, half as a joke, and it worked.',
          ),
          "If it keeps going like this, it's worth raising with your doctor or occupational health. Sleep problems from shift work are really common, and there is specific help for them.",
        ),
        up: ['carol', 'bob', 'adam', 'lena'],
      },
      {
        key: 'spam-answer',
        by: 'rex',
        hoursAfter: 8,
        text: 'Honestly the only thing that fixed my sleep was **NightCalm Max** gummies. Use code CALM20 at nightcalm-shop.example for 20% off!! Works for everyone, no need for doctors.',
        down: ['carol', 'maya', 'bob'],
      },
      {
        by: 'sam',
        hoursAfter: 30,
        text: "Earplugs plus blackout curtains were a game changer for me. Also, being short-tempered after three nights of bad sleep is not a character flaw. It's biology. Be kind to yourself.",
        up: ['carol', 'maya'],
        comments: [{ by: 'carol', hoursAfter: 3, text: 'Thank you. I really needed that last sentence today.' }],
      },
    ],
  },
  {
    key: 'laid-off-worthless',
    by: 'theo',
    topics: ['Self-esteem', 'Work & school'],
    title: "I got laid off and I can't shake the feeling that I'm worthless",
    text: "It's been two months. I know layoffs happen to lots of people and that it was a budget decision, but every rejection email feels like proof that I'm not good enough. Some days I don't even open my laptop. How do you separate your worth from your job?",
    hoursAgo: 130,
    up: ['bob', 'noor', 'alice'],
    answers: [
      {
        by: 'bob',
        hoursAfter: 5,
        text: md(
          'I was laid off a few years ago and I remember that exact feeling of every rejection being a verdict on me. What helped:',
          list(
            'Giving the search a **fixed window** each day (9 to 12 for me), then closing the laptop. Job hunting all day, every day, drained me completely.',
            'Writing down one thing I did each day that had nothing to do with work: cooked a proper meal, called my brother, walked the dog.',
            "Remembering that rejections are mostly about numbers and timing. Hiring managers aren't judging your worth as a person.",
          ),
          "You're not worthless. You're in a hard season. Those aren't the same thing.",
        ),
        up: ['theo', 'alice', 'carol', 'adam', 'priya'],
        comments: [
          {
            by: 'theo',
            hoursAfter: 3,
            text: "The fixed window idea is good. I think the all-day searching is half of what's burning me out.",
          },
        ],
      },
      {
        by: 'noor',
        hoursAfter: 20,
        text: 'Two months of rejections would wear anyone down. If the low days are stacking up (not opening the laptop, not enjoying things you used to), it could be worth talking to a doctor or counsellor too. Not because something is wrong with you, but because you deserve support while you carry this.',
        up: ['theo', 'maya'],
      },
    ],
  },
  {
    key: 'slipped-after-a-year',
    by: 'priya',
    anonymous: true,
    contentWarning: 'mentions of self-harm',
    topics: ['Coping strategies', 'Self care'],
    title: 'I slipped after almost a year and I feel so ashamed',
    text: md(
      "I'm safe right now, so please don't worry about that part. After almost a year without hurting myself, I had a really bad night last week and slipped. Now I feel like all that progress was fake and I'm back at zero.",
      "I haven't told anyone. How do people deal with the shame after a relapse?",
    ),
    hoursAgo: 100,
    up: ['maya', 'noor'],
    answers: [
      {
        by: 'maya',
        hoursAfter: 2,
        text: md(
          "Thank you for trusting us with this, and for letting us know you're safe right now.",
          "A slip after a year doesn't erase that year. The skills you built and the days you got through are still yours. Recovery very rarely moves in a straight line, and shame tends to make reaching out harder, which is exactly when reaching out helps most.",
          'A few gentle suggestions:',
          list(
            "If you have a therapist or doctor, **tell them about the slip**. They won't see it as failure; it tells them what that bad night needed.",
            'Think of one person you could tell, even just "I had a rough week."',
            "If the urge comes back strongly, or you ever feel unsafe, you can **call or text 988** (Suicide & Crisis Lifeline, US) or **text HOME to 741741**. They're there for nights like that one, not only for emergencies.",
          ),
          "You're not back at zero. You're someone with a year of practice who had a hard night.",
        ),
        up: ['alice', 'bob', 'noor', 'lena', 'carol'],
      },
      {
        by: 'lena',
        hoursAfter: 6,
        text: "I've been where you are, with a different struggle. What finally helped me was treating a relapse like a detour on a map instead of falling off a cliff. You're still on the road. Please be as gentle with yourself as you'd be with a friend telling you this.",
        up: ['priya', 'noor'],
        comments: [{ by: 'noor', hoursAfter: 4, text: "A detour, not a cliff. I'm going to remember that." }],
      },
    ],
  },
  {
    key: 'better-off-without-me',
    by: 'theo',
    anonymous: true,
    contentWarning: 'mentions of suicidal thoughts',
    topics: ['Depression'],
    title: 'Does anyone else feel like everyone would be better off without them?',
    text: md(
      "I'm not planning anything. I just keep having this thought that my family and friends would have an easier life if I wasn't in it. I'm tired of feeling like a burden and tired of pretending I'm fine.",
      "I don't really know what I'm asking. I just needed to say it somewhere.",
    ),
    hoursAgo: 18,
    up: ['noor', 'bob', 'maya'],
    answers: [
      {
        by: 'noor',
        hoursAfter: 1,
        text: md(
          'I\'m really glad you said it here instead of carrying it alone. The "burden" thought is something depression tells a lot of people, and it is very convincing, but it isn\'t the truth about you or about how the people in your life feel.',
          'Because these thoughts are showing up, please reach out to someone today:',
          CRISIS_LINES,
          "If you can, tell your doctor or a therapist what you wrote here, word for word. You don't have to pretend you're fine with them.",
          "You're not a burden for needing support.",
        ),
        up: ['bob', 'maya', 'lena', 'carol', 'adam'],
      },
      {
        by: 'bob',
        hoursAfter: 3,
        text: "I had that exact thought, years ago. It felt like a fact at the time. It wasn't. Telling my wife and then my doctor was terrifying, and it was the start of things getting better. You reached out here, which tells me part of you wants things to be different. Please keep reaching out, to 988 or to someone you trust.",
        up: ['noor', 'maya', 'alice'],
        comments: [
          {
            by: 'maya',
            hoursAfter: 2,
            text: "Thank you both. To the person who asked: if you'd like to talk more, this community is here, and so are the crisis lines above, at any hour.",
          },
        ],
      },
    ],
  },
  {
    key: 'partner-says-relax',
    by: 'priya',
    topics: ['Relationships', 'Anxiety'],
    title: "How do I explain anxiety to a partner who just says 'relax'?",
    text: 'My boyfriend is kind, but when I\'m anxious he says things like "just relax" or "you\'re overthinking it". I know he means well, but it makes me feel more alone. How have you explained what anxiety feels like to someone who doesn\'t experience it?',
    hoursAgo: 55,
    up: ['carol', 'lena'],
    answers: [
      {
        by: 'carol',
        hoursAfter: 4,
        text: 'What worked with my partner was giving him a *job*. Instead of explaining the whole thing, I told him: "When I\'m anxious, I don\'t need solutions. I need you to sit with me and maybe ask if I want water or a walk." Concrete instructions made him feel useful instead of helpless, and the "just relax" comments stopped.',
        up: ['priya', 'alice', 'bob', 'lena'],
        comments: [{ by: 'priya', hoursAfter: 2, text: 'Giving him a job is such a good reframe. He does love having a task.' }],
      },
      {
        by: 'lena',
        hoursAfter: 10,
        text: 'An analogy that landed with my family: anxiety is like a smoke alarm that goes off when you make toast. The alarm is real and loud, even though there\'s no fire. Saying "relax" is like telling someone to ignore a ringing alarm. Helping them turn it down is what actually works.',
        up: ['priya', 'jordan'],
      },
      {
        by: 'alice',
        hoursAfter: 26,
        text: 'Maybe share a short article or video with him at a calm moment, not in the middle of an anxious spell. My mum understood so much more after we watched one together.',
        up: ['priya'],
      },
    ],
  },
  {
    key: 'dads-birthday',
    by: 'adam',
    topics: ['Grief and loss'],
    title: 'Getting through the first birthday without my dad',
    text: "My dad died in the spring and his birthday is next week. Everyone around me seems to have moved on, and I don't know whether to do something to mark the day or just get through it quietly. For those who've been through a first anniversary or birthday, what helped?",
    hoursAgo: 320,
    up: ['noor', 'carol', 'bob', 'maya'],
    answers: [
      {
        by: 'noor',
        hoursAfter: 6,
        text: md(
          "I'm so sorry about your dad. First birthdays and anniversaries are often harder than people expect, so it makes sense that you're thinking ahead.",
          "There's no right way to do it. Some ideas people have shared with me:",
          list(
            '**Do something he loved**: his favourite meal, a walk where he liked to go, his music.',
            '**Write him a letter** about the past months.',
            "**Tell one or two people** that the day is coming, so you're not carrying it silently.",
            '**Plan an easy day** with room to feel whatever comes.',
          ),
          "And if the day is mostly just hard, that's okay too. Getting through it is enough.",
        ),
        up: ['adam', 'bob', 'carol', 'alice', 'maya'],
      },
      {
        by: 'carol',
        hoursAfter: 28,
        text: 'When my grandmother died, we baked her apple cake on her birthday and told stories while it was in the oven. It was sad and lovely at the same time. I hope the day is gentle with you.',
        up: ['adam', 'noor'],
        comments: [
          { by: 'adam', hoursAfter: 5, text: "Thank you both. I think we'll grill his famous burgers and share stories. It feels right." },
        ],
      },
    ],
  },
  {
    key: 'lonely-new-city',
    by: 'jordan',
    topics: ['Loneliness'],
    title: "Moved to a new city for uni and I'm so lonely",
    text: "Everyone on my floor seems to have found their group already. I go to lectures, come back, eat alone in my room and scroll. I'm not sure how people make friends as adults. Where do you even start?",
    hoursAgo: 160,
    up: ['sam', 'alice', 'priya'],
    answers: [
      {
        key: 'lonely-sam',
        by: 'sam',
        hoursAfter: 3,
        text: md(
          'My first semester was the loneliest I have ever been, and I promise a lot of the people who look settled feel the same way.',
          'What worked for me was **repetition**: joining one thing that meets weekly (I picked a climbing club) and showing up, even when it felt awkward. Friendships come from seeing the same faces again and again, not from one great conversation.',
        ),
        up: ['jordan', 'alice', 'carol', 'theo'],
        comments: [
          {
            key: 'harassing-comment',
            by: 'rex',
            hoursAfter: 20,
            text: "Honestly this sounds like attention seeking. Everyone's lonely, deal with it.",
          },
        ],
      },
      {
        by: 'alice',
        hoursAfter: 8,
        text: 'Eating in a shared kitchen or common room instead of your room sounds small, but it helped me a lot. People drift in and chat. And if your uni has a counselling service, loneliness is a completely valid reason to go.',
        up: ['jordan', 'sam'],
        comments: [
          { by: 'jordan', hoursAfter: 2, text: "I never thought about the kitchen thing. I'll try eating there this week." },
          { by: 'sam', hoursAfter: 5, text: 'Update us! Rooting for you.' },
        ],
      },
    ],
  },
  {
    key: 'coming-out',
    by: 'sam',
    anonymous: true,
    topics: ['LGBTQ+', 'Relationships'],
    title: "Thinking about coming out to my parents, but I'm scared",
    text: "I'm 19, I'm bi, and my friends all know. My parents are religious and I honestly don't know how they'll react. Part of me wants to tell them so I can stop hiding, and part of me wants to wait until I've moved out. How did you decide when the time was right?",
    hoursAgo: 260,
    up: ['maya', 'jordan', 'lena'],
    answers: [
      {
        by: 'maya',
        hoursAfter: 5,
        text: md(
          "This is your decision and your timing, and there's no deadline. A few things people often weigh up:",
          list(
            '**Safety first.** If there is any chance of losing housing or financial support, waiting until you are more independent is a completely valid choice, not cowardice.',
            '**Test the waters.** How your parents talk about LGBTQ+ people, on the news or in the family, can give you clues.',
            '**Line up support.** Have a friend you can call afterwards, and know where you could go if home ever felt unsafe.',
          ),
          "If you're in the US, The Trevor Project has people you can talk this through with, any time. Whatever you decide, you deserve to be fully yourself.",
        ),
        up: ['sam', 'jordan', 'lena', 'carol', 'bob'],
      },
      {
        by: 'jordan',
        hoursAfter: 9,
        text: "I waited until I moved out and I don't regret it. It let me have the conversation on my terms and take space afterwards if I needed it. My parents needed time, but they got there.",
        up: ['maya', 'lena'],
      },
    ],
  },
  {
    key: 'slept-through',
    by: 'sam',
    topics: ['Therapy', 'Self care'],
    title: 'Six months of therapy and I slept through the night!',
    text: md(
      "Small win, but it doesn't feel small to me. For most of last year I woke at 3am with my heart racing. Last night I slept straight through for the first time in ages.",
      'I just wanted to share it somewhere people would get why this matters. If you are early in therapy and it feels slow: it is slow, and it is still working.',
    ),
    hoursAgo: 44,
    up: ['bob', 'carol', 'lena', 'alice', 'adam', 'noor', 'jordan'],
    answers: [
      {
        by: 'bob',
        hoursAfter: 2,
        text: 'This is huge. Congratulations! And thanks for the reminder that slow still counts.',
        up: ['sam', 'lena', 'alice'],
      },
      {
        by: 'carol',
        hoursAfter: 5,
        text: 'As someone still fighting with sleep, this gave me hope today. Well done.',
        up: ['sam'],
        comments: [{ by: 'sam', hoursAfter: 1, text: "You'll get there too. The night-shift thing sounds brutal." }],
      },
    ],
  },
  {
    key: 'parent-decompress',
    by: 'bob',
    topics: ['Stress management'],
    title: 'How do you find time to decompress as a parent of little kids?',
    text: 'Two kids under five and a full-time job, and by bedtime I\'m completely fried. My "free time" is 30 minutes of scrolling before I fall asleep. I know I need real rest, but I can\'t work out where it would fit.',
    hoursAgo: 90,
    up: ['adam', 'carol'],
    answers: [
      {
        by: 'carol',
        hoursAfter: 3,
        text: "I'm not a parent, but a friend and her partner trade one evening a week each: one does bedtime solo while the other leaves the house completely (gym, a walk, coffee). Knowing it's coming helps them both get through the rest of the week.",
        up: ['bob', 'adam'],
      },
      {
        by: 'adam',
        hoursAfter: 12,
        text: 'Micro-rest helped me more than waiting for a big block of free time: five minutes in the car before walking in the door, a walk round the block at lunch, the phone in another room for the first ten minutes after bedtime. Tiny, but they add up.',
        up: ['bob', 'maya', 'carol'],
        comments: [
          {
            by: 'bob',
            hoursAfter: 4,
            text: "The car one. I already sit in the car for a bit without realising why. I'm going to make it deliberate.",
          },
        ],
      },
    ],
  },
  {
    key: 'therapy-cost',
    by: 'theo',
    topics: ['Therapy'],
    title: 'Therapy is too expensive for me right now. What are my options?',
    text: "I'm between jobs and lost my insurance. I know I could use some support, but $150 a session isn't possible. Are there cheaper ways to get help that are actually decent?",
    hoursAgo: 220,
    up: ['maya', 'jordan', 'bob'],
    answers: [
      {
        by: 'maya',
        hoursAfter: 4,
        text: md(
          'A few places to look, depending on where you live:',
          list(
            '**Community mental health centres** often charge on a sliding scale based on income.',
            '**University training clinics**: supervised trainee therapists, often at very low cost.',
            '**Reduced-fee networks** such as Open Path Collective list therapists who offer lower rates.',
            '**Support groups**, many of them free, in person and online.',
            'In the US, **calling 211** can connect you with local low-cost services.',
          ),
          "Peer support like this community can help alongside, but you deserve professional support too, and it's worth a few phone calls to find it.",
        ),
        up: ['theo', 'jordan', 'bob', 'adam', 'noor'],
      },
      {
        by: 'noor',
        hoursAfter: 10,
        text: "Seconding the training clinics. I'm a trainee myself, and we're closely supervised. Clients often get more time and attention, not less.",
        up: ['theo', 'maya'],
      },
    ],
  },
  {
    key: 'replaying-conversations',
    by: 'alice',
    topics: ['Anxiety', 'Sleep'],
    title: 'My brain replays every awkward thing I have ever said when I try to sleep',
    text: "The second my head hits the pillow, I start replaying conversations from the day (or from five years ago) and cringing. Then I'm wide awake. Does anyone have a way to switch this off?",
    hoursAgo: 5,
    up: ['priya'],
    answers: [
      {
        by: 'priya',
        hoursAfter: 2,
        text: 'I keep a notebook by the bed and do a "brain dump" before lights out: every worry and replay, written down. It sounds too simple, but telling myself "it\'s on paper, I can deal with it tomorrow" quietens things a lot.',
        up: ['alice'],
      },
    ],
  },
  {
    key: 'friend-cancels',
    by: 'carol',
    topics: ['Relationships'],
    title: 'How do I support a friend who keeps cancelling plans?',
    text: "A close friend has cancelled on me five times in the last two months, always at the last minute. I'm starting to feel hurt, but I also wonder whether she's struggling with something she hasn't told me. How do I check in without making her feel guilty?",
    hoursAgo: 10,
    answers: [],
  },
  {
    key: 'sunday-dread',
    by: 'lena',
    topics: ['Anxiety', 'Coping strategies'],
    title: 'Sunday-night dread is back. What helps you?',
    text: 'Even with my panic under control, Sunday evenings still fill me with dread about the week. Not panic, just a heavy feeling. What rituals help you reset for a new week?',
    hoursAgo: 12,
    up: ['alice', 'sam', 'bob'],
    answers: [
      {
        by: 'alice',
        hoursAfter: 2,
        text: "I plan one small nice thing for Monday (good coffee, a podcast I've been saving) so there's something to look forward to.",
        up: ['lena', 'bob'],
      },
      {
        by: 'sam',
        hoursAfter: 4,
        text: 'I do laundry and a quick tidy on Sunday afternoon and then declare the evening off-limits for anything work-related. A clear end to the weekend chores helps.',
        up: ['lena'],
      },
    ],
  },
  {
    key: 'antidepressants',
    by: 'alice',
    anonymous: true,
    topics: ['Depression', 'Therapy'],
    title: 'Nervous about starting antidepressants',
    text: md(
      "My doctor suggested trying an antidepressant and I said I'd think about it. I'm scared it will change my personality, or that I'll be on it forever.",
      "For people who've taken them, what was it actually like? I know everyone's different and I'll talk it through with my doctor. I'd just love to hear real experiences.",
    ),
    hoursAgo: 140,
    up: ['adam', 'lena'],
    answers: [
      {
        by: 'adam',
        hoursAfter: 5,
        text: md(
          "I was on one for about 18 months. I didn't feel like a different person; I felt more like myself, as if the volume on the heavy stuff had been turned down enough for me to use what I was learning in therapy. The first few weeks brought some side effects (mild nausea, odd sleep) that settled. Coming off was planned with my doctor and went fine.",
          "The best thing I did was write down my questions before the appointment: how long until it works, which side effects to watch for, what happens if it doesn't suit me. Your doctor is the right person for those.",
        ),
        up: ['bob', 'carol', 'lena', 'maya'],
      },
      {
        by: 'lena',
        hoursAfter: 9,
        text: "Same experience here. I was also afraid of feeling numb, and it didn't happen. And if one doesn't suit you, there are others; it's not a one-shot thing.",
        up: ['adam', 'carol'],
      },
      {
        key: 'harmful-answer',
        by: 'rex',
        hoursAfter: 15,
        text: "Don't do it. Pills are a crutch and your doctor just wants an easy fix. Stop listening to them and push through on your own like I did.",
        down: ['adam', 'lena', 'maya', 'carol'],
      },
    ],
  },
  {
    key: 'boundaries-mum',
    by: 'priya',
    topics: ['Relationships'],
    title: 'How do I set boundaries with my mum without feeling guilty?',
    text: "My mum calls me several times a day and gets upset if I don't pick up. I love her, but I'm 28 and it's exhausting. Every time I try to say something, I feel like a terrible daughter.",
    hoursAgo: 180,
    up: ['bob', 'noor'],
    answers: [
      {
        by: 'bob',
        hoursAfter: 6,
        text: md(
          "Guilt doesn't always mean you're doing something wrong. Often it just means you're doing something new.",
          "What helped me with my own parents was offering something *positive* alongside the limit: \"I can't talk during work hours, but I'd love to call you every evening at 7.\" It didn't feel like rejection that way, just a new rhythm. Expect some pushback at first, and stay kind and consistent.",
        ),
        up: ['priya', 'carol', 'alice', 'noor'],
        comments: [
          { by: 'priya', hoursAfter: 3, text: '"Doing something new." That reframe helps a lot. Thank you.' },
          { by: 'carol', hoursAfter: 8, text: 'The positive-alongside-the-limit idea works with my dad too.' },
        ],
      },
      {
        by: 'noor',
        hoursAfter: 20,
        text: 'It can also help to decide in advance what you\'ll do when she calls during the day, like a quick text: "In a meeting, let\'s talk tonight." Having the words ready makes it much easier to stick to.',
        up: ['priya'],
      },
    ],
  },
  {
    key: 'loud-noises',
    by: 'theo',
    topics: ['Trauma', 'Coping strategies'],
    title: 'Loud noises send me right back. How do you handle triggers in public?',
    text: "Since a car accident last year, sudden loud noises like a horn or a slammed door make my whole body freeze, and it takes ages to come back down. I'm in therapy for it, but I'd love to hear practical things people do in the moment when they're out and about.",
    hoursAgo: 380,
    up: ['lena', 'maya'],
    answers: [
      {
        by: 'lena',
        hoursAfter: 5,
        text: "Grounding through the senses helps me: pressing my feet into the floor, holding something textured (I keep a smooth stone in my pocket), naming where I am and today's date. It reminds my body that the frightening thing was then, and this is now.",
        up: ['theo', 'carol', 'maya'],
      },
      {
        by: 'maya',
        hoursAfter: 12,
        text: "It's great that you're already working with a therapist; they can help you build a plan for exactly these moments. Noise-reducing earplugs (the kind that lower the volume but let you hear conversation) have also helped people I know on busy streets. And please be patient with yourself: a body that has been through an accident is trying to protect you.",
        up: ['theo', 'lena'],
        comments: [{ by: 'theo', hoursAfter: 6, text: "I didn't know earplugs like that existed. Ordering some." }],
      },
    ],
  },
  {
    key: 'self-compassion',
    by: 'noor',
    topics: ['Self-esteem', 'Self care'],
    title: 'What does self-compassion look like in practice?',
    text: 'Everyone says "be kind to yourself", but I honestly don\'t know what that means day to day. What do you actually *do* when your inner critic gets loud?',
    hoursAgo: 420,
    up: ['lena', 'priya', 'alice', 'sam'],
    answers: [
      {
        by: 'lena',
        hoursAfter: 4,
        text: 'I ask: "What would I say to a friend who did this?" and then say that to myself, sometimes out loud. It felt fake at first. After a few weeks it started to feel normal.',
        up: ['noor', 'priya', 'alice'],
      },
      {
        by: 'priya',
        hoursAfter: 8,
        text: 'I gave my inner critic a name (she\'s called Brenda, apologies to any Brendas). When she starts up I think "oh, Brenda\'s here again", and it takes a lot of the sting out. It puts a little distance between me and the thought.',
        up: ['noor', 'lena', 'sam', 'jordan', 'alice'],
        comments: [
          { by: 'alice', hoursAfter: 2, text: 'This made me laugh out loud. Mine is getting a name today.' },
          { by: 'noor', hoursAfter: 6, text: 'Naming it is a real technique, and I love this version of it.' },
        ],
      },
      {
        by: 'alice',
        hoursAfter: 30,
        text: "Rest without earning it. That's my practice. If I'm tired, I rest, even if I \"haven't done enough\".",
        up: ['noor'],
      },
    ],
  },
  {
    key: 'burnout-or-lazy',
    by: 'carol',
    topics: ['Stress management', 'Work & school'],
    title: 'Is this burnout, or am I just lazy?',
    text: "I used to love my job. Now I dread every shift, I'm exhausted even after days off, and I feel numb with patients I'd normally connect with. I keep telling myself I just need to try harder.",
    hoursAgo: 460,
    up: ['adam', 'bob', 'maya'],
    answers: [
      {
        by: 'adam',
        hoursAfter: 6,
        text: md(
          "What you describe (exhaustion that rest doesn't fix, dread, feeling detached from people you care for) sounds a lot like burnout, and burnout is not laziness. It's what happens when demands stay higher than your resources for too long.",
          'Trying harder usually makes it worse. Some things that can help: talking to your manager or occupational health about workload, taking leave if you can, and seeing your doctor, because burnout and depression can overlap. You deserve care too, not just your patients.',
        ),
        up: ['carol', 'bob', 'maya', 'noor'],
      },
      {
        by: 'bob',
        hoursAfter: 10,
        text: "Lazy people don't worry about whether they're lazy. You sound like someone who cares a lot and is running on empty.",
        up: ['carol', 'alice', 'priya'],
        comments: [{ by: 'carol', hoursAfter: 3, text: 'I read this three times. Thank you, Bob.' }],
      },
    ],
  },
  {
    key: 'meditation-worse',
    by: 'jordan',
    topics: ['Coping strategies', 'Anxiety'],
    title: 'Meditation makes my anxiety worse. Am I doing it wrong?',
    text: 'Everyone recommends meditation, but when I sit still and focus on my breathing I notice my heartbeat and start to panic. Is this normal?',
    hoursAgo: 240,
    up: ['lena', 'priya'],
    answers: [
      {
        by: 'lena',
        hoursAfter: 3,
        text: md(
          "Very normal, especially with panic. Focusing on your breath or heartbeat can turn up the volume on sensations you're already sensitive to.",
          'What worked better for me: **walking meditation**, eyes-open practices, or focusing on the sounds around me instead of my body. Start with two minutes, not twenty.',
        ),
        up: ['jordan', 'priya', 'alice', 'bob'],
      },
      {
        by: 'priya',
        hoursAfter: 7,
        text: 'Same! Guided meditations, with someone talking the whole time, work much better for me than silence.',
        up: ['jordan'],
      },
    ],
  },
  {
    key: 'partner-depressed',
    by: 'theo',
    topics: ['Depression', 'Relationships'],
    title: "My partner is depressed and I don't know how to help",
    text: "My girlfriend has been really low for months. She's stopped seeing friends and sleeps most of the weekend. I've suggested therapy, but she says she's \"just tired\". I feel useless and, honestly, a bit lonely myself. How do I support her without pushing her away?",
    hoursAgo: 300,
    up: ['noor', 'bob'],
    answers: [
      {
        by: 'noor',
        hoursAfter: 5,
        text: md(
          "It's clear how much you care. Some things that tend to help:",
          list(
            '**Lead with what you have noticed, not a diagnosis:** "You haven\'t seen your friends in a while and you seem exhausted. I\'m worried about you."',
            "**Offer practical help getting support:** finding a doctor's appointment, going with her, sitting with her while she makes the call.",
            '**Keep inviting, without pressure.** Small things, like a short walk or a film at home.',
            "**Look after yourself too.** Supporting someone with depression is hard; it's okay to lean on friends or talk to someone yourself.",
          ),
          "If she ever talks about not wanting to be here, that's the moment to contact 988 or emergency services together.",
        ),
        up: ['theo', 'bob', 'maya', 'adam'],
      },
      {
        by: 'bob',
        hoursAfter: 14,
        text: 'My wife went through this. What finally worked was me saying "I\'ll book it and I\'ll come with you." Taking the admin off her plate mattered more than any argument.',
        up: ['theo', 'noor'],
        comments: [
          {
            by: 'theo',
            hoursAfter: 4,
            text: "I hadn't thought about how much effort just booking it takes when you're that low. I'll offer.",
          },
        ],
      },
    ],
  },
  {
    key: 'journaling-prompts',
    by: 'sam',
    topics: ['Self care', 'Coping strategies'],
    title: 'Share your favourite journaling prompts',
    text: md(
      "I've started journaling before bed and blank pages intimidate me. What prompts do you use? Mine so far:",
      list('What drained me today, and what filled me up?', 'One thing I handled better than I would have a year ago.'),
    ),
    hoursAgo: 340,
    up: ['alice', 'priya', 'carol', 'jordan'],
    answers: [
      {
        by: 'alice',
        hoursAfter: 4,
        text: '"What am I avoiding, and what\'s the smallest step towards it?" works well for me.',
        up: ['sam', 'jordan'],
      },
      { by: 'priya', hoursAfter: 6, text: '"What would I tell a friend who had my day?"', up: ['sam', 'lena'] },
      {
        by: 'carol',
        hoursAfter: 18,
        text: 'Three things I noticed with my senses today. It keeps me out of my head.',
        up: ['sam'],
      },
    ],
  },
  {
    key: 'phone-calls',
    by: 'theo',
    topics: ['Anxiety'],
    title: 'Phone calls terrify me. How do you make them?',
    text: "I've put off booking a dentist appointment for three months because I'd have to call. I know it's \"just a phone call\", but my chest tightens every time I think about it.",
    hoursAgo: 400,
    up: ['alice', 'jordan'],
    answers: [
      {
        by: 'alice',
        hoursAfter: 3,
        text: 'Script it! I write out the first two lines ("Hi, I\'d like to book a check-up. My name is...") and keep them in front of me. And make the call right after you decide to, before the dread builds.',
        up: ['theo', 'jordan', 'priya'],
        comments: [
          { by: 'theo', hoursAfter: 20, text: 'Booked it. With a script. Thank you!' },
          { by: 'alice', hoursAfter: 22, text: "Yay! That's a real win." },
        ],
      },
      {
        by: 'bob',
        hoursAfter: 9,
        text: "Lots of places offer online booking or will book by email now. There's nothing wrong with using that while you work on the calls.",
        up: ['theo'],
      },
    ],
  },
  {
    key: 'train-alone',
    by: 'lena',
    topics: ['Coping strategies', 'Anxiety'],
    title: "A year ago I couldn't leave the house. Today I took a train alone.",
    text: md(
      'Posting this for anyone in the thick of panic disorder right now. A year ago the supermarket felt impossible. With therapy, a lot of practice and some very patient friends, I took a two-hour train trip alone today.',
      "It wasn't perfect: I had a wobble at one station and used my breathing. But I did it.",
    ),
    hoursAgo: 480,
    up: ['maya', 'noor', 'bob', 'carol', 'adam', 'alice', 'priya', 'sam'],
    answers: [
      {
        by: 'maya',
        hoursAfter: 2,
        text: 'This is wonderful, Lena. Thank you for sharing it. Posts like this give people hope on their hardest days.',
        up: ['lena', 'bob', 'carol'],
      },
      {
        by: 'noor',
        hoursAfter: 5,
        text: '"It wasn\'t perfect, but I did it" might be the best summary of recovery I have read.',
        up: ['lena', 'alice'],
      },
    ],
  },
  {
    key: 'job-and-uni',
    by: 'jordan',
    topics: ['Work & school', 'Stress management'],
    title: 'How do you balance a part-time job with uni without burning out?',
    text: "I work 20 hours a week to pay rent and I'm falling behind on readings. I feel like I'm failing at both. Any tips from people who've done it?",
    hoursAgo: 8,
    up: ['theo'],
    answers: [
      {
        by: 'theo',
        hoursAfter: 3,
        text: 'Talk to your tutors early, before the deadlines pile up. I wish I had. Many universities also have hardship funds that could cut the hours you need to work.',
        up: ['jordan'],
      },
    ],
  },
  {
    key: 'friendship-ended',
    by: 'alice',
    topics: ['Relationships', 'Grief and loss'],
    title: 'How do you grieve a friendship that ended?',
    text: "My best friend of ten years and I drifted apart after she moved, and last month she told me she doesn't have space for the friendship anymore. No big fight, it's just over. It hurts more than some breakups I've had. Is that normal?",
    hoursAgo: 110,
    up: ['noor', 'carol'],
    answers: [
      {
        by: 'noor',
        hoursAfter: 4,
        text: md(
          "Completely normal. Losing a friendship is real grief, and it often goes unacknowledged because there's no ritual or shared language for it. Let yourself be sad.",
          'Some people write a letter they never send, or mark the ending in some small way. It can also help to remember that the ten years were real and still count, even though the friendship has ended.',
        ),
        up: ['alice', 'carol', 'bob', 'jordan'],
        comments: [{ by: 'alice', hoursAfter: 3, text: '"The ten years were real and still count." I needed to hear that.' }],
      },
      {
        by: 'bob',
        hoursAfter: 10,
        text: 'Ten years is a big part of your life. Of course it hurts. Be patient with yourself.',
        up: ['alice'],
      },
    ],
  },
  {
    key: 'therapist-fit',
    by: 'priya',
    topics: ['Therapy'],
    title: 'How do I know if my therapist is the right fit?',
    text: "I've had five sessions. She's nice, but I leave feeling like we chatted rather than worked on anything. Is it too early to tell? How do you bring it up?",
    hoursAgo: 280,
    up: ['adam', 'carol', 'jordan'],
    answers: [
      {
        by: 'adam',
        hoursAfter: 5,
        text: "Five sessions is a reasonable point to check in. You can say it directly: \"I'd like our sessions to feel more focused. Can we talk about goals and how we'll work on them?\" A good therapist will welcome that conversation. If things still don't click afterwards, switching is normal, not rude.",
        up: ['priya', 'jordan', 'carol'],
      },
      {
        by: 'carol',
        hoursAfter: 11,
        text: 'I raised this with my first therapist and she suggested a different approach that suited me better. Bringing it up was the turning point.',
        up: ['priya'],
        comments: [{ by: 'priya', hoursAfter: 2, text: "Okay, I'll bring it up next week. Slightly terrified, but I'll do it." }],
      },
    ],
  },
  {
    key: 'small-wins',
    by: 'maya',
    topics: ['Self care', 'Coping strategies'],
    title: 'Weekly small wins thread',
    text: "A place to share something good from your week, however small. I'll start: I drank a glass of water before my coffee four days out of seven. Your turn!",
    hoursAgo: 60,
    up: ['sam', 'carol', 'jordan', 'alice', 'bob'],
    answers: [
      {
        by: 'sam',
        hoursAfter: 2,
        text: 'Went to climbing club even though I almost talked myself out of it.',
        up: ['maya', 'jordan'],
      },
      {
        by: 'carol',
        hoursAfter: 5,
        text: 'Slept seven hours after a night shift. Blackout curtains for the win.',
        up: ['maya', 'sam'],
      },
      {
        by: 'jordan',
        hoursAfter: 9,
        text: 'Ate dinner in the shared kitchen and ended up chatting with two people from my course!',
        up: ['maya', 'sam', 'alice', 'carol'],
        comments: [{ by: 'sam', hoursAfter: 1, text: 'Jordan!! This is great.' }],
      },
      {
        by: 'alice',
        hoursAfter: 12,
        text: 'Finally booked my appointment with the campus counsellor.',
        up: ['maya', 'bob'],
      },
    ],
  },
];

export const SEED_CONVERSATIONS: SeedConversation[] = [
  {
    between: ['bob', 'alice'],
    messages: [
      { by: 'bob', hoursAgo: 27, text: 'Hi Alice, I saw your exam question. How did the first one go? No pressure to reply.' },
      {
        by: 'alice',
        hoursAgo: 26,
        text: 'Hi! Honestly, better than I feared. I did the breathing in the corridor and named things in the room when it started. Still shaky, but I stayed for the whole exam.',
      },
      { by: 'bob', hoursAgo: 25, text: "That's brilliant. Staying is the big one. Is the second exam on Friday?" },
      {
        by: 'alice',
        hoursAgo: 20,
        text: "Thursday, actually. I told the exam office and they're giving me a seat near the door, which helps more than I expected.",
      },
      { by: 'bob', hoursAgo: 2, text: "Good luck on Thursday! You've already shown yourself you can do it." },
    ],
    // Alice has not read Bob's last message yet.
    lastReadHoursAgo: { alice: 20 },
  },
  {
    between: ['carol', 'maya'],
    messages: [
      { by: 'carol', hoursAgo: 190, text: 'Thanks for the shift-work tips! Did your sister feel silly wearing sunglasses at 8am?' },
      {
        by: 'maya',
        hoursAgo: 189,
        text: "Ha, at first! She says it's the single most useful tip, though. And thanks for reporting that spammy reply on your thread. We'll take a look.",
      },
      { by: 'carol', hoursAgo: 150, text: 'Update: blackout curtains are up and I got six and a half hours yesterday. Progress!' },
      { by: 'maya', hoursAgo: 149, text: "That's real progress. Go easy on yourself on the tough nights." },
    ],
  },
  {
    between: ['carol', 'bob'],
    messages: [
      { by: 'carol', hoursAgo: 440, text: "Bob, thank you for your reply on my burnout post. It's stayed with me all week." },
      { by: 'bob', hoursAgo: 439, text: "I'm glad it helped. How are things at work?" },
      { by: 'carol', hoursAgo: 300, text: "I spoke to my manager and I'm off nights for a month. My first proper break in ages." },
      { by: 'bob', hoursAgo: 299, text: "That's great news. Enjoy the daylight!" },
    ],
  },
];

/** Pending reports for the moderation dashboard. */
export const SEED_REPORTS: SeedReport[] = [
  {
    by: 'carol',
    target: { type: 'answer', answer: 'spam-answer' },
    reason: 'spam',
    description: 'Advertising supplements with a discount code on my sleep question.',
    hoursAgo: 191,
  },
  {
    by: 'bob',
    target: { type: 'answer', answer: 'harmful-answer' },
    reason: 'harmful-advice',
    description: 'Tells someone to ignore their doctor about medication.',
    hoursAgo: 124,
  },
  {
    by: 'alice',
    target: { type: 'comment', comment: 'harassing-comment' },
    reason: 'harassment',
    description: 'Dismissive and unkind to someone who said they feel lonely.',
    hoursAgo: 136,
  },
  {
    by: 'lena',
    target: { type: 'question', question: 'better-off-without-me' },
    reason: 'at-risk',
    description: "They mention feeling like a burden. Could a moderator check in and make sure they've seen the crisis resources?",
    hoursAgo: 17,
  },
];

/** Notifications older than this many hours are marked read; newer ones are unread. */
export const NOTIFICATIONS_READ_AFTER_HOURS = 72;

/**
 * The welcome notification every demo account finds in its list, in the member's language when
 * read; the crisis lines are their country's (the US lines until they choose one).
 */
export const WELCOME_NOTIFICATION = welcomeWords(null);
