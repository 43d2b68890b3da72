import type { AreaFamilies, RefSummaryDef } from '../../../app/area';
import { AREAS } from '../../../app/areas';
import type { FieldOverride, RecordTab } from '../../../crud';

/** What every area shows on the family pages (AreaFamilies), merged: decision tabs in the areas' order. */
export interface FamilyParts {
  decisionTabs: Record<string, RecordTab[]>;
  summaries: Record<string, RefSummaryDef>;
  fields: Record<string, Record<string, FieldOverride>>;
}

/** Merges the areas' parts; a resource summarised twice, or a field shown by two areas, is a mistake. */
export function mergeParts(parts: readonly AreaFamilies[]): FamilyParts {
  const out: FamilyParts = { decisionTabs: {}, summaries: {}, fields: {} };
  for (const p of parts) {
    for (const [name, tabs] of Object.entries(p.decisionTabs ?? {}))
      out.decisionTabs[name] = [...(out.decisionTabs[name] ?? []), ...tabs];
    for (const [name, summary] of Object.entries(p.summaries ?? {})) {
      if (out.summaries[name]) throw new Error(`two areas summarise ${name}`);
      out.summaries[name] = summary;
    }
    for (const [name, fields] of Object.entries(p.fields ?? {}))
      for (const [field, o] of Object.entries(fields)) {
        if (out.fields[name]?.[field]) throw new Error(`two areas show ${name}.${field}`);
        out.fields[name] = { ...out.fields[name], [field]: o };
      }
  }
  return out;
}

let loaded: FamilyParts | undefined;
let loading: Promise<FamilyParts> | undefined;

/** Loads every area's part (once); the family pages' loaders wait for it, so the pages read it synchronously. */
export function loadFamilyParts(): Promise<FamilyParts> {
  loading ??= Promise.all(AREAS.map((a) => a.families?.())).then(
    (modules) => {
      loaded = mergeParts(modules.flatMap((m) => (m ? [m.default] : [])));
      return loaded;
    },
    (e: unknown) => {
      // a chunk that failed to load is asked for again when the page is opened again
      loading = undefined;
      throw e;
    },
  );
  return loading;
}

const NONE: FamilyParts = { decisionTabs: {}, summaries: {}, fields: {} };

/** The areas' parts, once loaded (the family pages are rendered only then). */
export const familyParts = (): FamilyParts => loaded ?? NONE;
