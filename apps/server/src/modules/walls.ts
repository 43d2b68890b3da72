// Which modules' code a module reaches, read from its imports: a module should reach another only through that
// module's interface (its index.ts, what its manifest's `register` answers) and only one its manifest says it uses.
// walls.test.ts holds the reaches that stand today to a list that may only shrink.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** The module folders under `root` (modules/). */
export function moduleNames(root: string): string[] {
  return readdirSync(root).filter((n) => statSync(join(root, n)).isDirectory());
}

/** The modules a module's manifest says it uses (`uses: [...]` in its index.ts); [] without any. */
export function declaredUses(root: string, name: string): string[] {
  const text = readFileSync(join(root, name, 'index.ts'), 'utf8');
  const m = /defineModule\(\{[\s\S]*?uses:\s*\[([^\]]*)\]/.exec(text);
  return m ? [...m[1].matchAll(/'([^']+)'/g)].map((x) => x[1]) : [];
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) return sources(p);
    return n.endsWith('.ts') && !n.endsWith('.test.ts') && !n.endsWith('.d.ts') ? [p] : [];
  });
}

/**
 * Every reach of one module into another that is not through the interface of a module it uses, as
 * `from → to/path` (path within the other module, without `.ts`), each once, sorted.
 */
export function reachesPastWalls(root: string): string[] {
  const names = new Set(moduleNames(root));
  const out = new Set<string>();
  for (const from of names) {
    const uses = new Set(declaredUses(root, from));
    for (const file of sources(join(root, from))) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/^(?:import|export)\b[^;]*?from '(\.[^']+)';/gms)) {
        const target = resolve(dirname(file), m[1]);
        const rel = relative(root, target).split(sep);
        const to = rel[0];
        if (!names.has(to) || to === from) continue;
        const path = rel.slice(1).join('/').replace(/\.ts$/, '');
        const throughInterface = path === '' || path === 'index';
        if (throughInterface && uses.has(to)) continue;
        out.add(`${from} → ${to}${path ? `/${path}` : ''}`);
      }
    }
  }
  return [...out].sort();
}
