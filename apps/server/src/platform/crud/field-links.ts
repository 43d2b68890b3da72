import type { FieldDef, FieldKind, ResourceDef } from '@flp/shared';
import type { Row } from './repository';
import type { HookContext, ReadContext } from './service';

/**
 * A field kind whose value lives in rows of its own (attachments): the service hands it the record's writes, reads
 * and removals, inside the same transaction, for every field of that kind in any definition. Registered once by the
 * platform part that owns those rows (platform/attachments), so no resource writes code for it.
 */
export interface FieldLinker {
  kind: FieldKind;
  /** After the record's insert or update, with the field's checked value (null: cleared). Throws to refuse. */
  write(h: HookContext, def: ResourceDef, field: FieldDef, recordId: string, value: unknown): Promise<void>;
  /** Replaces the field's stored value in the rows sent to a client (detail). */
  read(r: ReadContext, def: ResourceDef, field: FieldDef, rows: Row[]): Promise<void>;
  /** The records are being removed. */
  remove(h: HookContext, def: ResourceDef, field: FieldDef, recordIds: string[]): Promise<void>;
}

const linkers = new Map<FieldKind, FieldLinker>();

export function registerFieldLinker(linker: FieldLinker) {
  linkers.set(linker.kind, linker);
}

/** The definition's fields that have a linker, each with it. */
export function linkedFields(def: ResourceDef): { field: FieldDef; linker: FieldLinker }[] {
  return def.fields.flatMap((field) => {
    const linker = linkers.get(field.kind);
    return linker ? [{ field, linker }] : [];
  });
}
