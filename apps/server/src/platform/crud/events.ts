import type { FastifyBaseLogger } from 'fastify';
import type { RequestContext } from '../tenancy/context';

/** What happened to a resource's records: the standard writes, or a module's own action ('grant', 'transition'…). */
export interface ResourceChanged {
  resource: string;
  action: string;
  tenantId: string;
  ids: string[];
  ctx: RequestContext;
}

export type ChangeListener = (e: ResourceChanged) => Promise<void> | void;

/**
 * The one "resource changed" event, told after the write's transaction has committed and before the client gets its
 * answer, so a cache a listener drops is already fresh for the caller's next request. Listeners run one after the
 * other; one that fails is logged and does not undo the committed write or stop the others.
 */
export class ResourceEvents {
  private readonly listeners = new Map<string, ChangeListener[]>();

  constructor(private readonly log?: FastifyBaseLogger) {}

  /** Listens to changes of the named resources ('*': every resource). */
  on(resources: string | string[], listener: ChangeListener): void {
    for (const r of Array.isArray(resources) ? resources : [resources]) {
      this.listeners.set(r, [...(this.listeners.get(r) ?? []), listener]);
    }
  }

  async emit(e: ResourceChanged): Promise<void> {
    for (const listener of [...(this.listeners.get(e.resource) ?? []), ...(this.listeners.get('*') ?? [])]) {
      try {
        await listener(e);
      } catch (err) {
        this.log?.error({ err, resource: e.resource, action: e.action }, 'resource-changed listener failed');
      }
    }
  }
}
