/**
 * An in-process cache partitioned by tenant and generation. A tenant's entries live only as long as its generation:
 * the first write under a newer generation drops the whole older set, so a tenant whose permissions change all day
 * keeps one set, not one per change (the earlier keys-with-generation map kept every old copy until it held 10,000:
 * hundreds of MB on a busy server). Entries also expire after `ttlMs`, and each tenant keeps at most `maxPerTenant`
 * (the oldest goes first).
 */
export class GenerationCache<V> {
  private readonly tenants = new Map<string, { gen: string; entries: Map<string, { value: V; at: number }> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxPerTenant = 2000,
    private readonly maxTenants = 1000,
  ) {}

  get(tenantId: string, gen: string, key: string): V | undefined {
    const t = this.tenants.get(tenantId);
    if (!t || t.gen !== gen) return undefined;
    const hit = t.entries.get(key);
    if (!hit) return undefined;
    if (Date.now() - hit.at >= this.ttlMs) {
      t.entries.delete(key);
      return undefined;
    }
    return hit.value;
  }

  set(tenantId: string, gen: string, key: string, value: V) {
    let t = this.tenants.get(tenantId);
    if (!t || t.gen !== gen) {
      if (!t && this.tenants.size >= this.maxTenants) this.tenants.delete(this.tenants.keys().next().value as string);
      t = { gen, entries: new Map() };
      this.tenants.set(tenantId, t);
    }
    t.entries.delete(key);
    t.entries.set(key, { value, at: Date.now() });
    if (t.entries.size > this.maxPerTenant) t.entries.delete(t.entries.keys().next().value as string);
  }

  clear() {
    this.tenants.clear();
  }

  /** How many entries are held, over all tenants (for tests and diagnostics). */
  get size(): number {
    let n = 0;
    for (const t of this.tenants.values()) n += t.entries.size;
    return n;
  }
}
