// 请假 (BladeX's leave): the approver chosen on the form becomes `taskUser`, the length of the leave `days`.
import { l, type leave, taskUser } from '@flp/shared';
import { invalidField, labelled } from '../../../platform/http/errors';
import type { FamilyRules } from './machinery';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `yyyy-MM-dd HH:mm:ss` read as a wall-clock time (both ends in the same zone, so the zone cancels out). */
function wallClock(s: string): number {
  const [d, t = '00:00:00'] = s.trim().split(/[ T]/);
  const [y, mo, da] = d.split('-').map(Number);
  const [h, mi, se] = t.split(':').map(Number);
  return Date.UTC(y, mo - 1, da, h || 0, mi || 0, se || 0);
}

/**
 * Whole days between start and end, at least 1: BladeX counts the leave as the duration's whole days (a day and a
 * half is 1) and a leave within one day as 1, so `${days > 3}` routes as it did there.
 */
export function leaveDays(startTime: string, endTime: string): number {
  return Math.max(1, Math.floor((wallClock(endTime) - wallClock(startTime)) / DAY_MS));
}

export const leaveRules: FamilyRules<typeof leave> = {
  validate(_h, record) {
    if (wallClock(String(record.endTime)) <= wallClock(String(record.startTime)))
      throw invalidField('endTime', labelled(l('结束时间', 'End'), l('必须晚于开始时间', 'must be after the start')));
  },
  variables(_h, record) {
    return {
      taskUser: taskUser(String(record.taskUser)),
      days: leaveDays(String(record.startTime), String(record.endTime)),
    };
  },
};
