// Who may read or change a file: whoever may read or change the record it is attached to. A file has no permission
// of its own — a signed contract, a credit report or an ID scan is as secret as the record that holds it — so every
// route that serves or removes files asks this one place, and the owners of the records say who that is.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { type RequestContext, isAdministrator } from '../tenancy/context';
import type { AttachmentRow } from './table';

/** Reading a file, or changing the files of its record (removing one). */
export type FileMode = 'read' | 'change';

/** The ids, of those asked, of records of one business type the caller may read or change. */
export type RecordGate = (db: Db, ctx: RequestContext, ids: string[], mode: FileMode) => Promise<Set<string>>;

/** The files, of those asked, the caller may have: for files a record keeps under a grant of their own. */
export type FileGate = (db: Db, ctx: RequestContext, files: AttachmentRow[], mode: FileMode) => Promise<Set<string>>;

interface Gates {
  /** The records' own rule (a resource's permission and data scope), one per business type. */
  own: Map<string, RecordGate>;
  /** Other ways to the same records, any of which admits (the participants of a record's approval). */
  also: Map<string, RecordGate[]>;
  /** Files of one kind of a business type that only their own gate opens (资料下载's archive: its grant). */
  reserved: Map<string, FileGate>;
}

const reservedKey = (businessType: string, kind: string) => `${businessType}\u0000${kind}`;

function gates(app: FastifyInstance): Gates {
  if (!app.hasDecorator('fileGates'))
    app.decorate('fileGates', { own: new Map(), also: new Map(), reserved: new Map() } satisfies Gates);
  return app.fileGates;
}

/** How the owners of records say who may have their files; how the file routes ask. */
export function fileAccess(app: FastifyInstance) {
  const g = gates(app);
  return {
    /** The rule of a business type's records (registered once per resource, by the resource's routes). */
    define(businessType: string, gate: RecordGate) {
      g.own.set(businessType, gate);
    },
    /** One more way to a business type's records (admits whom the rule does not). */
    widen(businessType: string, gate: RecordGate) {
      g.also.set(businessType, [...(g.also.get(businessType) ?? []), gate]);
    },
    /** Files of `kind` under `businessType` are had only through `gate`, whatever the record's rule says. */
    reserve(businessType: string, kind: string, gate: FileGate) {
      g.reserved.set(reservedKey(businessType, kind), gate);
    },
    /**
     * The files, of `rows`, the caller may have, in their order. An upload not yet linked to a record is its
     * uploader's; a file of a business type nobody declared, or of a removed record, is an administrator's only. A
     * record's files change only while the record may (its gates say so).
     */
    async allowed(db: Db, ctx: RequestContext, rows: AttachmentRow[], mode: FileMode): Promise<AttachmentRow[]> {
      const ok = new Set<string>();
      const byType = new Map<string, AttachmentRow[]>();
      const byReserve = new Map<FileGate, AttachmentRow[]>();
      for (const r of rows) {
        if (r.businessId === null || r.businessType === null) {
          if ((r.createUser ?? '') === ctx.userId || isAdministrator(ctx)) ok.add(r.id);
          continue;
        }
        const reserve = r.kind !== null ? g.reserved.get(reservedKey(r.businessType, r.kind)) : undefined;
        if (reserve) byReserve.set(reserve, [...(byReserve.get(reserve) ?? []), r]);
        else byType.set(r.businessType, [...(byType.get(r.businessType) ?? []), r]);
      }
      for (const [gate, files] of byReserve) for (const id of await gate(db, ctx, files, mode)) ok.add(id);
      for (const [type, files] of byType) {
        const own = g.own.get(type);
        // An administrator reads every record's files (a removed one's too, which no gate finds any more); he changes
        // them through the gates, which keep a reviewed record's files as they are.
        if (!own || (isAdministrator(ctx) && mode === 'read')) {
          if (isAdministrator(ctx)) for (const f of files) ok.add(f.id);
          continue;
        }
        let pending = [...new Set(files.map((f) => String(f.businessId)))];
        const admitted = new Set<string>();
        for (const gate of [own, ...(g.also.get(type) ?? [])]) {
          if (!pending.length) break;
          for (const id of await gate(db, ctx, pending, mode)) admitted.add(id);
          pending = pending.filter((id) => !admitted.has(id));
        }
        for (const f of files) if (admitted.has(String(f.businessId))) ok.add(f.id);
      }
      return rows.filter((r) => ok.has(r.id));
    },
  };
}

export type FileAccess = ReturnType<typeof fileAccess>;

declare module 'fastify' {
  interface FastifyInstance {
    fileGates: Gates;
  }
}
