// Module hooks (registered by scripts/source.mjs): a module imported `with { type: 'text' }` is its file's text as
// the default export — what esbuild's text loader gives the bundle.
import { readFile } from 'node:fs/promises';

export async function load(url, context, nextLoad) {
  if (context.importAttributes?.type !== 'text') return nextLoad(url, context);
  const text = await readFile(new URL(url), 'utf8');
  return { format: 'module', source: `export default ${JSON.stringify(text)};`, shortCircuit: true };
}
