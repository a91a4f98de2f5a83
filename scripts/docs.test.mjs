/**
 * Every repository path the documents cite exists. In README.md, CHANGELOG.md and docs/*.md: the
 * relative markdown links (from docs/, relative to docs/ or to the root), the backticked tokens
 * that look like paths of this repository (`cms/src/…`, `.ci/run`, `docker-compose.yml`,
 * `DESIGN.md`) and such paths written in the prose (docs/jobs.md). `:line` suffixes, anchors and
 * trailing punctuation are dropped; a glob or an ellipsis needs some path to begin with the part
 * before it; `{a,b}` is expanded; placeholders (`<area>`, `{lng}`) and what is generated at run
 * time (coverage/, data/, dist/, …) are skipped; fenced code blocks are commands, not citations.
 * A renamed or deleted file fails here with every stale citation listed.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, test } from '@jest/globals'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** The folders at the top of the repository a cited path may start with. */
const TOP_FOLDERS = ['cms', 'booking-api', 'web', 'seed', 'e2e', 'bench', 'docs', 'scripts', '.ci']
/** Files at the top of the repository, cited by name alone. */
const TOP_FILES = new Set([
  'README.md',
  'CHANGELOG.md',
  'package.json',
  'package-lock.json',
  'docker-compose.yml',
  'Dockerfile',
  'eslint.config.js',
  'jest.config.mjs',
  'tsconfig.json',
  'tsconfig.base.json',
  '.env.example',
  '.prettierrc.json',
  '.prettierignore',
  '.gitignore',
  '.npmrc',
])
/** A glob (`*`) or an ellipsis (`web/src/features/…`): the part before it must begin some path. */
const GLOB = /\*|…|\.\.\./

/** A path in running text: one of the top folders, a slash, and a path's characters. */
const PROSE_PATH = new RegExp(
  `(^|[\\s(\\[{"'«])((?:${TOP_FOLDERS.map((f) => f.replace('.', '\\.')).join('|')})/[\\w./{},*…<>-]*)`,
  'g',
)

/** Written at run time, never committed: a citation of them is not checked. */
const GENERATED = /(^|\/)(coverage|data|node_modules|dist|dist-server|\.next|test-results|playwright-report)(\/|$)/

/** The documents checked, relative to the root. */
const documents = () => [
  'README.md',
  ...(existsSync(path.join(root, 'CHANGELOG.md')) ? ['CHANGELOG.md'] : []),
  ...readdirSync(path.join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => `docs/${f}`),
]

/**
 * The repository's files (tracked, and new ones not ignored), so a path that exists only in this
 * working copy's build output is not taken for a file of the repository. Without git, the disk.
 */
const repositoryFiles = () => {
  try {
    const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })
    return out.split('\0').filter(Boolean)
  } catch {
    return undefined
  }
}

const files = repositoryFiles()
const fileSet = new Set(files ?? [])
const dirSet = new Set(
  (files ?? []).flatMap((f) =>
    f
      .split('/')
      .slice(0, -1)
      .map((_, i, a) => a.slice(0, i + 1).join('/')),
  ),
)

/** Whether `rel` (relative to the root, no trailing slash) is a file or directory of the repository. */
const exists = (rel) => {
  const clean = rel.replace(/\/+$/, '')
  if (clean === '' || clean === '.') return true
  if (!files) return existsSync(path.join(root, clean))
  return fileSet.has(clean) || dirSet.has(clean)
}

/** Whether some file of the repository starts with `prefix` (the part of a glob before the glob). */
const prefixExists = (prefix) => {
  if (!files) {
    const dir = prefix.endsWith('/') ? prefix : path.posix.dirname(prefix) + '/'
    return existsSync(path.join(root, dir))
  }
  return files.some((f) => f.startsWith(prefix))
}

/** `a/{b,c}/d` → `a/b/d`, `a/c/d` (one level of braces is all the documents use). */
const expandBraces = (token) => {
  const m = /\{([^{}]*)\}/.exec(token)
  if (!m) return [token]
  return m[1]
    .split(',')
    .flatMap((alt) => expandBraces(token.slice(0, m.index) + alt + token.slice(m.index + m[0].length)))
}

/** The token without a `:line` or `:line:column` suffix, an `#anchor`, a `?query` or trailing punctuation. */
const clean = (token) =>
  token
    .replace(/[#?].*$/, '')
    .replace(/(:\d+)+$/, '')
    .replace(/[.,;:!)]+$/, '')

const safeDecode = (s) => {
  try {
    return decodeURI(s)
  } catch {
    return s
  }
}

/** A backticked token that names a path of this repository, or undefined. */
const repositoryPath = (code) => {
  const token = code.trim()
  if (!token || /\s/.test(token)) return undefined
  if (TOP_FILES.has(token) || /^[A-Z][A-Z0-9_-]*\.md$/.test(token)) return token
  const first = token.split('/')[0]
  if (token.includes('/') && TOP_FOLDERS.includes(first)) return token
  return undefined
}

/** The same number of lines, empty, so the lines after keep their numbers. */
const blank = (block) => block.replace(/[^\n]/g, '')

/** The markdown without fenced code blocks (commands, not citations) and HTML comments. */
const prose = (text) =>
  text.replace(/^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ {0,3}\1[^\n]*$/gm, blank).replace(/<!--[\s\S]*?-->/g, blank)

/**
 * Every path a document cites: `{ doc, line, raw, kind, path, candidates, glob }`, where
 * `candidates` are the repository-relative paths of which one must exist (a link in docs/ may be
 * relative to docs/ or to the root), and `glob` says the path is a prefix up to its glob.
 */
const citations = (doc, text) => {
  const found = []
  const lines = prose(text).split('\n')
  lines.forEach((lineText, i) => {
    const line = i + 1
    // Inline code spans; their text is not searched for links.
    const codeSpans = []
    const withoutCode = lineText.replace(/(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g, (_, _ticks, code) => {
      codeSpans.push(code)
      return ' '
    })
    for (const code of codeSpans) {
      const token = repositoryPath(code)
      if (token) found.push({ doc, line, raw: token, kind: 'code' })
    }
    // Markdown links and images: [text](target "title") and reference definitions [id]: target.
    const links = [
      ...[...withoutCode.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]),
      ...[...withoutCode.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/g)].map((m) => m[1]),
    ]
    for (const target of links) {
      if (/^([a-z][a-z0-9+.-]*:|\/\/|#)/i.test(target)) continue // a URL, or an anchor in the same page
      found.push({ doc, line, raw: target, kind: 'link' })
    }
    // Paths written in the prose, outside code and links: `(docs/jobs.md)`, `see web/server/ssr.ts`.
    const plain = withoutCode.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    for (const m of plain.matchAll(PROSE_PATH)) found.push({ doc, line, raw: m[2], kind: 'prose' })
  })
  return found.flatMap((c) => {
    let token = clean(safeDecode(c.raw))
    // A placeholder: `coverage/<workspace>/lcov.info`, `locales/{lng}/{ns}.json`.
    if (/<[^>]*>|\{[^{},]*\}/.test(token)) return []
    token = token.replace(/^\.\//, '')
    if (!token) return []
    const dir = path.posix.dirname(c.doc)
    const bases = c.kind === 'link' && dir !== '.' ? [dir, '.'] : ['.']
    return expandBraces(token).flatMap((one) => {
      const candidates = bases.map((base) => path.posix.normalize(path.posix.join(base, one)))
      if (candidates.every((p) => GENERATED.test(p))) return []
      return [{ ...c, path: one, candidates, glob: GLOB.test(one) }]
    })
  })
}

/** Whether a citation's path is in the repository. */
const resolves = (c) =>
  c.candidates.some((p) => {
    if (!c.glob) return exists(p)
    return prefixExists(p.slice(0, p.search(GLOB)))
  })

describe('the documents cite only paths that are in the repository', () => {
  test('README.md, CHANGELOG.md and docs/*.md', () => {
    const docs = documents()
    expect(docs.length, 'README.md and docs/*.md are found').toBeGreaterThan(5)
    const all = docs.flatMap((doc) => citations(doc, readFileSync(path.join(root, doc), 'utf8')))
    expect(all.length, 'the documents cite paths (the extraction works)').toBeGreaterThan(100)
    const missing = all.filter((c) => !resolves(c)).map((c) => `${c.doc}:${c.line}: ${c.raw}`)
    expect(
      missing,
      `paths cited in the documents that are not in the repository:\n${missing.join('\n')}\n`,
    ).toStrictEqual([])
  })

  test('the extraction finds links, backticked and written paths, globs and top-level names, and skips the rest', () => {
    const text = [
      'See [the site](site.md#layout), [root](../README.md), [gone](gone.md) and [web](https://example.com/a/b).',
      'Code: `cms/src/payload.config.ts:12`, `web/src/**/*.test.{ts,tsx}`, `booking-api/tests/<area>.test.ts`,',
      '`web/dist/index.html`, `npm run web --workspace bench`, `DESIGN.md`, `docker-compose.yml`, `hoistStyles`.',
      '```sh',
      'npm run jest -- booking-api/tests/nothing-here',
      '```',
      'Both dialects: `cms/src/migrations/{sqlite,postgres}`; in prose (docs/jobs.md, cms/src/nothing.ts).',
    ].join('\n')
    const found = citations('docs/example.md', text)
    const verdicts = found.map((c) => [c.line, c.path, resolves(c)])
    expect(verdicts).toStrictEqual([
      [1, 'site.md', true],
      [1, '../README.md', true],
      [1, 'gone.md', false],
      [2, 'cms/src/payload.config.ts', true],
      [2, 'web/src/**/*.test.ts', true],
      [2, 'web/src/**/*.test.tsx', true],
      [3, 'DESIGN.md', false],
      [3, 'docker-compose.yml', true],
      [7, 'cms/src/migrations/sqlite', true],
      [7, 'cms/src/migrations/postgres', true],
      [7, 'docs/jobs.md', true],
      [7, 'cms/src/nothing.ts', false],
    ])
  })
})
