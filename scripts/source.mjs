// Runs the TypeScript source as the bundle runs it: `node --import ./scripts/source.mjs file.ts`.
// tsx compiles the TypeScript; the hook below answers text imports (`import xml from './a.bpmn20.xml' with
// { type: 'text' }`), which esbuild embeds in the bundle (apps/server/build.mjs) and Node 20 cannot load by itself.
// Files the server reads at run time are imported this way, so the bundle carries them and a missing one fails the
// build rather than the first start.
import 'tsx';
import { register } from 'node:module';

register('./text-import-hooks.mjs', import.meta.url);
