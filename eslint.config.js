import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import jsdoc from 'eslint-plugin-jsdoc';
import i18next from 'eslint-plugin-i18next';

/** The feature folders under `dir` (each one a feature that may import only itself and shared code). */
const featuresOf = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** A feature folder may not import another feature folder of its side (docs/ARCHITECTURE.md, "Folders"). */
const featureZones = (dir) =>
  featuresOf(dir).map((name) => ({
    target: `${dir}/${name}`,
    from: dir,
    except: [`./${name}`],
    message: 'Features never import each other: move shared code to src/common, src/server/shared or src/web/lib.',
  }));

// The layout of docs/ARCHITECTURE.md ("Folders" and "Rules"), enforced.
const layoutZones = [
  {
    target: './src/common',
    from: ['./src/server', './src/web'],
    message: 'src/common is shared by server and web and imports neither.',
  },
  { target: './src/server', from: './src/web', message: 'The server never imports the web client.' },
  { target: './src/web', from: './src/server', message: 'The web client never imports the server; share through src/common.' },
  ...featureZones('./src/server/features'),
  ...featureZones('./src/web/features'),
  {
    target: [
      './src/server/shared',
      './src/server/auth',
      './src/server/db',
      './src/server/events',
      './src/server/errors.ts',
      './src/server/config.ts',
    ],
    from: './src/server/features',
    message: 'Shared server code never imports a feature.',
  },
  {
    target: './src/server/features',
    from: ['./src/server/app.ts', './src/server/main.ts'],
    message: 'Features take the App type from app-types.ts; only main.ts and tests build the app.',
  },
  {
    target: ['./src/web/lib', './src/web/components', './src/web/hooks', './src/web/types'],
    from: ['./src/web/features', './src/web/app'],
    message: 'Shared web code (lib, components, hooks, types) never imports a feature or the app shell.',
  },
];

/** Text written into a server message meant for a person: an AppError's message, a 400/401/409's, a response's `message`. */
const LITERAL = '/^(Literal|TemplateLiteral|BinaryExpression)$/';
const SERVER_MESSAGE_SELECTORS = [
  `NewExpression[callee.name='AppError'][arguments.1.type=${LITERAL}]`,
  `CallExpression[callee.name=/^(badRequest|conflict|unauthorized)$/][arguments.0.type=${LITERAL}]`,
  `CallExpression[callee.property.name='send'] > ObjectExpression > Property[key.name='message'][value.type=${LITERAL}]`,
];

/**
 * The screens whose words all come from the message catalogs (decision 0074): a literal word in
 * their JSX fails lint. Each session that converts screens adds them here, until this is src/web.
 */
const TRANSLATED = [
  'src/web/components/layouts/app-shell.tsx',
  'src/web/components/layouts/legal-layout.tsx',
  'src/web/components/community-guidelines.tsx',
  'src/web/app/routes/privacy.tsx',
  'src/web/app/routes/terms.tsx',
  'src/web/app/routes/guidelines.tsx',
  'src/web/components/layouts/mobile-menu.tsx',
  'src/web/components/layouts/public-layout.tsx',
  'src/web/components/layouts/search-box.tsx',
  'src/web/components/layouts/site-footer.tsx',
  'src/web/components/layouts/skip-link.tsx',
  'src/web/components/layouts/user-menu.tsx',
  'src/web/components/crisis/crisis-dialog.tsx',
  'src/web/components/crisis/crisis-dialog-panel.tsx',
  'src/web/components/crisis/crisis-resources.tsx',
  'src/web/components/crisis/country-chooser.tsx',
  'src/web/components/crisis/crisis-language-notice.tsx',
  'src/web/components/crisis/crisis-support.tsx',
  'src/web/components/language-select.tsx',
  'src/web/components/lazy-theme-toggle.tsx',
  'src/web/components/logo.tsx',
  'src/web/components/theme-toggle.tsx',
  'src/web/components/ui/toaster.tsx',
  'src/web/app/routes/landing.tsx',
  'src/web/app/offline.tsx',
  'src/web/features/profile/components/language-settings.tsx',
  'src/web/features/profile/components/country-settings.tsx',
  'src/web/features/onboarding/age-question-page.tsx',
  'src/web/features/onboarding/birth-fields.tsx',
  'src/web/features/onboarding/onboarding-page.tsx',
  'src/web/features/onboarding/under-thirteen-page.tsx',
  'src/web/features/status/components/status-picker.tsx',
  'src/web/features/status/components/welcome-status-dialog.tsx',
  'src/web/features/notifications/components/notifications-bell.tsx',
  'src/web/features/feedback/components/feedback-dialog.tsx',
  'src/web/features/reports/components/report-dialog.tsx',
  'src/web/features/messages/components/messages-page.tsx',
  'src/web/features/messages/components/conversation-list.tsx',
  'src/web/features/messages/components/conversation-view.tsx',
  'src/web/features/messages/components/message-composer.tsx',
  'src/web/features/messages/components/messages-nav-link.tsx',
  'src/web/features/profile/components/profile-page.tsx',
  'src/web/features/profile/components/profile-header.tsx',
  'src/web/features/profile/components/profile-posts.tsx',
  'src/web/features/profile/components/profile-settings.tsx',
  'src/web/features/profile/components/restriction-buttons.tsx',
  'src/web/features/profile/components/safety-settings.tsx',
  'src/web/features/profile/components/push-settings.tsx',
  'src/web/features/profile/components/setting-switch.tsx',
  'src/web/features/profile/components/your-data-card.tsx',
  'src/web/app/routes/profile.tsx',
  'src/web/app/routes/messages.tsx',
  'src/web/components/status-badge.tsx',
  'src/web/features/moderation/components/moderation-page.tsx',
  'src/web/features/moderation/components/flagged-list.tsx',
  'src/web/features/moderation/components/staff-notes.tsx',
  'src/web/features/moderation/components/delete-content-dialog.tsx',
  'src/web/features/admin/components/admin-page.tsx',
  'src/web/features/admin/components/ideas-list.tsx',
  'src/web/features/moderation/components/safety-inbox.tsx',
  'src/web/features/admin/components/users-table.tsx',
  'src/web/features/admin/components/topics-panel.tsx',
  'src/web/app/routes/moderation.tsx',
  'src/web/app/routes/admin.tsx',
  'src/web/components/something-went-wrong.tsx',
  'src/web/components/page-loader.tsx',
  'src/web/components/load-error.tsx',
  'src/web/components/hidden-post.tsx',
  'src/web/components/pending-review-note.tsx',
  'src/web/components/relative-time.tsx',
  'src/web/app/routes/not-found.tsx',
  'src/web/app/routes/home.tsx',
  'src/web/app/routes/question.tsx',
  'src/web/features/questions/components/content-warning.tsx',
  'src/web/features/questions/components/author-info.tsx',
  'src/web/features/questions/components/follow-question-button.tsx',
  'src/web/features/questions/components/post-actions.tsx',
  'src/web/features/questions/components/vote-controls.tsx',
  'src/web/features/questions/components/answer-card.tsx',
  'src/web/features/questions/components/answer-form.tsx',
  'src/web/features/questions/components/comments-section.tsx',
  'src/web/features/questions/components/question-detail.tsx',
  'src/web/features/questions/components/question-card.tsx',
  'src/web/features/questions/components/question-feed.tsx',
  'src/web/features/questions/components/topic-badges.tsx',
  'src/web/features/decisions/decisions-page.tsx',
  'src/web/features/moderation/components/appeals-list.tsx',
  'src/web/features/moderation/components/report-card.tsx',
  'src/web/features/moderation/components/member-page.tsx',
  'src/web/features/moderation/components/log-list.tsx',
  'src/web/app/routes/moderation-member.tsx',
  'src/web/features/admin/components/topic-actions.tsx',
  'src/web/features/questions/components/ask-question-dialog.tsx',
  'src/web/features/questions/components/ask-question-form.tsx',
  'src/web/features/questions/components/ask-question-page.tsx',
  'src/web/features/questions/components/post-editor.tsx',
  'src/web/features/questions/components/post-fields.tsx',
  'src/web/features/questions/components/topic-sidebar.tsx',
  'src/web/features/questions/components/topics-page.tsx',
  'src/web/app/routes/ask-question.tsx',
  'src/web/app/guards.tsx',
  'src/web/app/authenticated-layout.tsx',
  'src/web/app/app.tsx',
  'src/web/components/confirm-dialog.tsx',
  'src/web/components/conversation-summary.tsx',
  'src/web/components/error-boundary.tsx',
  'src/web/components/load-earlier-messages.tsx',
  'src/web/components/markdown-editor/markdown-editor.tsx',
  'src/web/components/post-menu.tsx',
  'src/web/components/restriction-actions.tsx',
  'src/web/components/stat-counter.tsx',
  'src/web/components/system-sender-mark.tsx',
  'src/web/components/unread-badge.tsx',
  'src/web/components/user-avatar.tsx',
  'src/web/components/layouts/music-player.tsx',
  'src/web/components/ui/*.tsx',
  'src/web/lib/errors.ts',
  'src/web/lib/display-name.ts',
  'src/web/lib/validate.ts',
];

/**
 * Inline live-row checks: `isNull(x.deletedAt)`, `${x.deletedAt} is null`, `x.deleted_at is null`
 * in SQL text, and `row.deletedAt` tested in TypeScript (`!`, `===`, `&&`, `if`, `?:`).
 */
const LIVE_ROW_SELECTORS = [
  "CallExpression[callee.name=/^is(Not)?Null$/] > MemberExpression.arguments[property.name='deletedAt']",
  "TemplateLiteral:has(> MemberExpression[property.name='deletedAt']) > TemplateElement[value.raw=/^\\s*is\\s+(not\\s+)?null/i]",
  'TemplateElement[value.raw=/deleted_at\\s+is\\s+(not\\s+)?null/i]',
  "UnaryExpression[operator='!'] > MemberExpression.argument[property.name='deletedAt']",
  "BinaryExpression[operator=/^[!=]==?$/] > MemberExpression[property.name='deletedAt']",
  "LogicalExpression[operator!='??'] > MemberExpression[property.name='deletedAt']",
  "IfStatement > MemberExpression.test[property.name='deletedAt']",
  "ConditionalExpression > MemberExpression.test[property.name='deletedAt']",
];

/** No `as unknown as` in the server, its tests included. */
const NO_UNKNOWN_CAST = {
  selector: 'TSAsExpression[expression.type="TSAsExpression"][expression.typeAnnotation.type="TSUnknownKeyword"]',
  message: "No 'as unknown as' in the server: use execute<T>(db, sql) for raw rows, or a type that fits.",
};
/** What no server file may write (no-restricted-syntax). */
const SERVER_SYNTAX = [
  NO_UNKNOWN_CAST,
  // What the server says to a person comes from its catalogs (decision 0085), so that it
  // reaches them in their language: an error's message is words('<id>', values), never text.
  ...SERVER_MESSAGE_SELECTORS.map((selector) => ({
    selector,
    message: "A person's message comes from the server's catalogs: words('<id>', values) (src/server/i18n/locales; decision 0085).",
  })),
];
/** A row is live through one helper (shared/live.ts), so "live" means one thing everywhere. */
const LIVE_ROW_SYNTAX = LIVE_ROW_SELECTORS.map((selector) => ({
  selector,
  message: 'Check a live row with shared/live.ts: live(t) / deleted(t), liveAs(alias) in raw SQL, isLiveRow(row) / isDeletedRow(row).',
}));
const LIVE_ROW_EXEMPT = ['src/server/shared/live.ts', 'src/server/db/schema/**'];

/**
 * Server tests send what the contract can express through the typed `ctx.api`; the untyped
 * `request` of a test context (`ctx.request`, or a second context's) is for what the contract's
 * types cannot say (docs/decisions/0099): a body or URL it refuses on purpose, a route outside
 * it, a loop over URLs of different routes. It says so in a `// ctx.request: <why>` comment on
 * one of the three lines above it. Whether a body is well-formed is the contract's zod schemas'
 * decision, which lint cannot make, so the rule asks for the reason instead.
 */
const requestSaysWhy = {
  meta: {
    type: 'suggestion',
    schema: [],
    messages: {
      why: "Use ctx.api(user, 'METHOD /path', …); ctx.request only for input the contract refuses, with a '// ctx.request: <why>' comment above.",
    },
  },
  create(context) {
    const reasons = context.sourceCode.getAllComments().filter((c) => c.value.trim().startsWith('ctx.request:'));
    return {
      // A test context's request(user, method, url, body?): a member call named `request` with a method and a URL.
      "CallExpression[callee.type='MemberExpression'][callee.property.name='request']"(node) {
        if (node.arguments.length < 3) return;
        const line = node.loc.start.line;
        if (!reasons.some((c) => c.loc.end.line < line && c.loc.end.line >= line - 3)) context.report({ node, messageId: 'why' });
      },
    };
  },
};
/** Every per-instance cache is made by shared/caches.ts (its two event-fed caches are built there too). */
const CACHES_ONLY = {
  name: 'lru-cache',
  message: 'Caches have one owner: make one with boundedCache/memoized from src/server/shared/caches.ts.',
};
const CACHE_FILES = ['src/server/shared/caches.ts', 'src/server/shared/read-cache.ts', 'src/server/auth/session-cache.ts'];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', '.tmp', 'test-results', 'playwright-report', 'src/server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // `let x; const f = () => x; x = ...` is how a callback refers to what is built after it (main.ts).
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      'import-x/no-restricted-paths': ['error', { zones: layoutZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // TypeScript already checks that imports resolve and names exist.
      'import-x/no-unresolved': 'off',
      'import-x/named': 'off',
      'import-x/namespace': 'off',
      'import-x/default': 'off',
      'import-x/no-named-as-default-member': 'off',
    },
  },
  {
    // Nothing imports a test file or a browser spec, so neither can close an import cycle: the rule
    // would only walk the app's import graph once more from each of them, finding nothing.
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.spec.ts'],
    rules: { 'import-x/no-cycle': 'off' },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: CACHE_FILES,
    rules: { 'no-restricted-imports': ['error', { paths: [CACHES_ONLY] }] },
  },
  {
    // Authorization is decided in one layer (decision 0079): the request chain checks what a route
    // declares and hands its queries the request's RowPolicy. Queries may use the policy's types,
    // never its functions.
    files: ['src/server/**/queries.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [CACHES_ONLY],
          patterns: [
            {
              group: ['**/auth/policy'],
              allowTypeImports: true,
              message: "Queries don't decide permissions: take the request's RowPolicy (route-chain.ts rowPolicy) and ask it.",
            },
          ],
        },
      ],
    },
  },
  {
    // Handlers neither: the chain authorizes what the route declares; rows go through RowPolicy.
    files: ['src/server/**/routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [CACHES_ONLY],
          patterns: [
            {
              group: ['**/auth/policy'],
              importNames: ['authorize', 'can'],
              message: 'Declare the action in config.policy / config.rowChecks and ask rowPolicy(request).',
            },
          ],
        },
      ],
    },
  },
  {
    // Raw SQL rows are typed by db/execute.ts, the one place that knows the drivers' result shape.
    files: ['src/server/**/*.ts'],
    ignores: ['**/*.test.ts', ...LIVE_ROW_EXEMPT],
    rules: { 'no-restricted-syntax': ['error', ...SERVER_SYNTAX, ...LIVE_ROW_SYNTAX] },
  },
  {
    // The live-row helper itself, and the schema's partial-index predicates (literal SQL by design).
    files: LIVE_ROW_EXEMPT,
    rules: { 'no-restricted-syntax': ['error', ...SERVER_SYNTAX] },
  },
  {
    files: ['src/**/*.test.{ts,tsx}'],
    plugins: { mindspace: { rules: { 'request-says-why': requestSaysWhy } } },
    rules: { 'mindspace/request-says-why': 'error' },
  },
  {
    // Server tests read raw rows through execute<T>(db, sql) too.
    files: ['src/server/**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', NO_UNKNOWN_CAST] },
  },
  {
    // Every exported function and component says what it does (its shapes, units and errors in the text).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { jsdoc },
    rules: {
      'jsdoc/require-jsdoc': [
        'error',
        {
          publicOnly: true,
          require: { FunctionDeclaration: true, ArrowFunctionExpression: true, FunctionExpression: true, ClassDeclaration: true },
        },
      ],
    },
  },
  {
    files: TRANSLATED,
    plugins: { i18next },
    rules: {
      // Words in JSX text and in the attributes people read (labels, placeholders, titles).
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: ['aria-label', 'aria-description', 'placeholder', 'title', 'alt', 'label', 'what', 'description'] },
          callees: { exclude: ['t', 'rich'] },
          // Numbers and punctuation (the middle dot between a post's author and time too), and the
          // name MindSpace, are the same in every language.
          words: { exclude: ['[0-9!-/:-@[-`{-~·]+', 'MindSpace'] },
          message: 'A word people read comes from the message catalogs (src/common/i18n/locales; decision 0074)',
        },
      ],
      // Toasts are words too, outside JSX: a toast's or a failed write's title and description.
      'no-restricted-syntax': [
        'error',
        ...[
          'Property[key.name=/^(title|description)$/] > :matches(Literal[value=/[a-zA-Z]/], TemplateLiteral)',
          'Property[key.name=/^(title|description)$/] > ConditionalExpression > :matches(Literal[value=/[a-zA-Z]/], TemplateLiteral)',
        ].map((words) => ({
          selector: `CallExpression[callee.name=/^(toast|handleMutationError)$/] > ObjectExpression > ${words}`,
          message: 'A toast says words from the message catalogs: t(id) (src/common/i18n/locales; decision 0074)',
        })),
        {
          selector: 'CallExpression[callee.name="serverMessageOr"] > :matches(Literal[value=/[a-zA-Z]/], TemplateLiteral).arguments',
          message: 'A fallback says words from the message catalogs: t(id) (src/common/i18n/locales; decision 0074)',
        },
      ],
    },
  },
);
