import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as everything from './index';
import * as rules from './rules';
import * as web from './web';
import * as webLazy from './web-lazy';

/** The modules a file imports at run time (type-only imports and re-exports are erased). */
function runtimeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm)].map((m) => m[1]!);
}

describe('the zod-free browser entries (@chairside/contracts/web and /web-lazy)', () => {
  it('reaches no zod at run time, however deep', () => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const request of runtimeImports(file)) {
        expect(`${file} imports ${request}`).not.toMatch(/ imports zod$/);
        if (request.startsWith('.')) {
          const base = join(dirname(file), request);
          const candidates = [`${base}.ts`, join(base, 'index.ts')];
          const next = candidates.find((c) => {
            try {
              readFileSync(c);
              return true;
            } catch {
              return false;
            }
          });
          if (next) visit(next);
        }
      }
    };
    visit(join(__dirname, 'web.ts'));
    visit(join(__dirname, 'web-lazy.ts'));
    expect(seen.size).toBeGreaterThan(5);
  });

  it('gives the same values as the full entry', () => {
    for (const [name, value] of [...Object.entries(web), ...Object.entries(webLazy)])
      expect(everything[name as keyof typeof everything]).toBe(value);
    expect(Object.keys(web)).toEqual(
      expect.arrayContaining(['API_PATHS', 'REMOTE_WIDGETS', 'sumMacros', 'STORAGE_KEYS']),
    );
    expect(Object.keys(webLazy)).toEqual(
      expect.arrayContaining(['parseVoiceFoods', 'nutritionInsights', 'BODY_REGIONS']),
    );
  });

  it('gives every rule from one of the two, never from both', () => {
    expect(Object.keys(rules).filter((name) => !(name in web) && !(name in webLazy))).toEqual([]);
    expect(Object.keys(web).filter((name) => name in webLazy)).toEqual([]);
  });
});
