import type { ResourceDef } from '@flp/shared/resources';
import type { FieldOverride, RecordTab, Row } from '../crud';
import type { PageDef } from './pages';

/**
 * One area of the web app (pages/<area>): everything the app's registries take from it, in the one value its
 * index.ts exports. app/areas.ts lists the areas; the page registry, the i18n setup and the workflow family pages read
 * them from there. Only what is light is declared here directly — the area's index is part of the first load (the
 * sign-in page's) — so pages load lazily and what the family pages take comes with them (`families`).
 */
export interface WebArea {
  /** The folder's name; its messages are merged under it (`t('<name>.…')`). */
  name: string;
  /** Route path → lazily loaded page (`load: () => import('./XPage')`). */
  pages: Record<string, PageDef>;
  /** Its messages, the same keys in both languages. */
  messages?: AreaMessages;
  /**
   * What the area shows on the workflow family pages (form, handle, detail), loaded with those pages: the module's
   * default export.
   */
  families?: () => Promise<{ default: AreaFamilies }>;
}

export interface AreaMessages {
  'zh-CN': Record<string, unknown>;
  'en-US': Record<string, unknown>;
}

/** An area's part on the workflow family pages, keyed by the name of the resource it is about. */
export interface AreaFamilies {
  /**
   * What bears on a decision: tabs of the record's own 查看 drawer an approver needs beside the record (a project's
   * concentration pre-check, a disbursement's conditions precedent).
   */
  decisionTabs?: Record<string, RecordTab[]>;
  /** How a record that business records point at (a project, a contract) is summarised above them. */
  summaries?: Record<string, RefSummaryDef>;
  /**
   * How a field of a resource shows on the family pages when its kind alone does not say (by resource, then field):
   * 租金计划调整's edited periods, a json list, as the IOU's periods with the amounts typed.
   */
  fields?: Record<string, Record<string, FieldOverride>>;
}

/** A summarised record: which fields (its definition's `summary` and status), how to load it, where its page is. */
export interface RefSummaryDef {
  def: ResourceDef;
  /** Loads it when the family's detail did not send it (a form not yet saved). */
  load(id: string): Promise<Row>;
  /** Its list screen. */
  path: string;
}
