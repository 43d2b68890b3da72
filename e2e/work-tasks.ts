// The work lists as the browser tests read them: a user's open task of an instance (待签收 or 待办), found through the
// lists' API only to learn the row's key — the task is then taken up through the screen.
import type { Page } from 'playwright-core';
import { BASE } from './context';
import { poll } from './locators';
import { apiAs } from './session';

export interface TaskRow {
  taskId: string;
  processInstanceId: string;
  taskDefinitionKey: string;
  /** What is decided, as the lists show it (the record's name and number, the lessee, the amount). */
  subject: string;
}

/** The user's open task of the instance, in 待签收 (offered to a group) or 待办 (assigned); waits up to 15 s. */
export async function taskOf(page: Page, pid: string): Promise<{ task: TaskRow; kind: 'claim' | 'todo' }> {
  const found = await poll(
    async () => {
      for (const kind of ['todo', 'claim'] as const) {
        const list = (await apiAs(page, BASE, `/api/blade-flow/work/${kind}-list?current=1&size=100`)) as {
          records: TaskRow[];
        };
        const task = list.records.find((r) => r.processInstanceId === pid);
        if (task) return { task, kind };
      }
      return null;
    },
    (v) => v !== null,
    `a task of ${pid} for this user`,
    15_000,
  );
  return found as { task: TaskRow; kind: 'claim' | 'todo' };
}
