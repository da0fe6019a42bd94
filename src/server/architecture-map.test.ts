/**
 * docs/ARCHITECTURE.md is a map that must match the territory: every file or folder it names
 * exists, every decision it cites is on record, every setting it names is one the server reads,
 * and it stays short enough to be read whole. A rename or a removal that leaves the map behind
 * fails here.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const MAP = readFileSync(path.join(ROOT, 'docs/ARCHITECTURE.md'), 'utf8');
/** Every file in the repository, by its path from the root. */
const FILES: string[] = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);
const BASENAMES = new Set(FILES.map((file) => path.basename(file)));

/** The `code` spans of the map. */
const codeSpans = [...MAP.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]);

describe('docs/ARCHITECTURE.md', () => {
  it('is at most 250 lines', () => {
    expect(MAP.split('\n').length).toBeLessThanOrEqual(250);
  });

  it('names only files and folders that exist', () => {
    // A path is a span with a slash or a source file's extension, without placeholders (<name>),
    // spaces or a leading slash (a URL path).
    const paths = codeSpans.filter(
      (span) => /^[\w.-][\w./-]*$/.test(span) && (span.includes('/') || /\.(ts|tsx|js|mjs|json|md|sql)$/.test(span)),
    );
    expect(paths.length).toBeGreaterThan(40);
    const missing = paths.filter((p) => {
      return p.includes('/') ? !existsSync(path.join(ROOT, p)) : !BASENAMES.has(p);
    });
    expect(missing).toEqual([]);
  });

  it('cites only decisions on record', () => {
    const records = new Set(readdirSync(path.join(ROOT, 'docs/decisions')).map((file) => file.slice(0, 4)));
    const cited = [...MAP.matchAll(/decisions? ((?:\d{4}(?:, | and )?)+)/g)].flatMap((m) => m[1].match(/\d{4}/g) ?? []);
    expect(cited.length).toBeGreaterThan(5);
    expect(cited.filter((n) => !records.has(n))).toEqual([]);
  });

  it('names only settings the server reads', () => {
    const config = readFileSync(path.join(ROOT, 'src/server/config.ts'), 'utf8');
    // An upper-case name is a setting unless the code declares it (a constant such as CACHE_DROPS).
    const source = FILES.filter((file) => /^src\/.*\.tsx?$/.test(file))
      .map((file) => readFileSync(path.join(ROOT, file), 'utf8'))
      .join('\n');
    const declared = (name: string) => new RegExp(`\\b(const|let|type|function) ${name}\\b`).test(source);
    const settings = codeSpans.filter((span) => /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/.test(span) && !declared(span));
    expect(settings.length).toBeGreaterThan(5);
    expect(settings.filter((name) => !config.includes(name))).toEqual([]);
  });
});

/** The text of every source file whose path matches `pattern`, tests left out, as [path, text]. */
function sources(pattern: RegExp): [string, string][] {
  return FILES.filter((file) => pattern.test(file) && !/\.test\.tsx?$/.test(file) && existsSync(path.join(ROOT, file))).map((file) => [
    file,
    readFileSync(path.join(ROOT, file), 'utf8'),
  ]);
}

/** The paths of the files among `files` whose text matches `pattern`. */
const matching = (files: [string, string][], pattern: RegExp) => files.filter(([, text]) => pattern.test(text)).map(([file]) => file);

describe("the map's claims that the code can show", () => {
  it('no handler or query calls `authorize` or `can`: they are not imported in routes.ts or queries.ts', () => {
    const layers = sources(/^src\/server\/.*\/(routes|queries)\.ts$/);
    expect(layers.length).toBeGreaterThan(20);
    expect(matching(layers, /import\s*\{[^}]*\b(authorize|can)\b[^}]*\}\s*from\s*'[^']*auth\/policy'/)).toEqual([]);
  });

  it('only shared/caches.ts and the two caches it builds import lru-cache', () => {
    const owners = ['src/server/shared/caches.ts', 'src/server/shared/read-cache.ts', 'src/server/auth/session-cache.ts'];
    const server = sources(/^src\/server\/.*\.ts$/).filter(([file]) => !owners.includes(file));
    expect(matching(server, /from 'lru-cache'/)).toEqual([]);
  });

  it("no server code casts raw rows with 'as unknown as'", () => {
    expect(matching(sources(/^src\/server\/.*\.ts$/), /\bas unknown as\b/)).toEqual([]);
  });

  it('the web holds no markdown parser', () => {
    const web = sources(/^src\/web\/.*\.tsx?$/);
    expect(web.length).toBeGreaterThan(100);
    expect(matching(web, /from '(remark|rehype|unified|react-markdown|marked|markdown-it|micromark|mdast)[^']*'/)).toEqual([]);
  });

  it('src/common imports neither the server nor the web', () => {
    expect(matching(sources(/^src\/common\/.*\.tsx?$/), /from '((\.\.\/)+(server|web)\/|@\/)/)).toEqual([]);
  });

  it('a member under 18 is known by an age band only: no column holds a birth date', () => {
    const schema = sources(/^src\/server\/db\/schema\/.*\.ts$/);
    expect(matching(schema, /birth\w*\s*:\s*\w+\(/i)).toEqual([]);
  });
});
