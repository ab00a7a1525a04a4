// @vitest-environment node
// docs/where-rules-live.md names real places: every path it gives exists (a `<word>` stands for any file of that
// folder), and each of the README's links leads to a file that exists.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

describe('the pages a newcomer reads name real places', () => {
  it('every path of docs/where-rules-live.md exists', () => {
    const paths = [...read('docs/where-rules-live.md').matchAll(/`([\w.-]+\/[\w./<>-]*)`/g)].map((m) => m[1]);
    expect(paths.length).toBeGreaterThan(60);
    const missing = paths.filter((p) => {
      // `mock-server/domain/<word>.ts`: the folder holds such files.
      const generic = /^(.*)\/<\w+>(\.\w+)?$/.exec(p);
      if (generic) return !fs.existsSync(path.join(ROOT, generic[1])) || !fs.readdirSync(path.join(ROOT, generic[1])).some((f) => f.endsWith(generic[2] ?? ''));
      return !fs.existsSync(path.join(ROOT, p));
    });
    expect(missing).toEqual([]);
  });

  it('the README stays short, starts with the two commands, and each of its links (and the docs pages\') leads to a file', () => {
    const readme = read('README.md');
    expect(readme.split('\n').length).toBeLessThanOrEqual(120);
    expect(readme.split('\n').slice(2, 6)).toEqual([
      '```bash',
      'npm install && npm start    # the app on the mock backend: open http://127.0.0.1:5173',
      'npm test                    # every test: typecheck, lint, unit, mock API, production behind nginx, browser journeys (Chromium)',
      '```',
    ]);
    for (const [file, dir] of [['README.md', '.'], ...['commands', 'demo', 'qa', 'deploying', 'where-rules-live'].map((p) => [`docs/${p}.md`, 'docs'])]) {
      const links = [...read(file).matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)].map((m) => m[1]).filter((l) => !/^https?:/.test(l));
      const broken = links.filter((l) => !fs.existsSync(path.join(ROOT, dir, l)));
      expect(broken, file).toEqual([]);
    }
  });

  it('the scripts the README and docs/commands.md name are package.json\'s', () => {
    const scripts = Object.keys((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts);
    const named = [...`${read('README.md')}\n${read('docs/commands.md')}`.matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1]);
    expect(named.filter((s) => !scripts.includes(s))).toEqual([]);
    // Every script has its row in the Scripts table.
    const table = read('docs/commands.md');
    expect(scripts.filter((s) => ![`\`npm run ${s}\``, `\`npm ${s}\``, `\`${s}\``].some((cell) => table.includes(cell)))).toEqual([]);
  });
});
