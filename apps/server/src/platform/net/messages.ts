import { type Localized, l } from '@flp/shared';
import { type AppError, invalidField, labelled } from '../http/errors';
import { type OutboundPolicy, OutboundRefused } from './policy';

/** Where a refused address can be opened (docs/security.md, "No requests into our own network"). */
export const ALLOWANCE_PARAM = 'net.allowedPrivateHosts';

/** Why a URL was refused, for the field that holds it. The resolved addresses are not told (they are the network's). */
export function refusalMessage(e: OutboundRefused): Localized {
  if (e.reason === 'scheme') return l('必须是 http:// 或 https:// 地址', 'must be an http:// or https:// address');
  return l(
    `不能指向本机或内部网络 (${e.host}); 如确需访问, 请平台管理员在系统参数 ${ALLOWANCE_PARAM} 中放行`,
    `must not point to this machine or an internal network (${e.host}); a platform administrator can allow it in the system parameter ${ALLOWANCE_PARAM}`,
  );
}

/** The 400 of a refused URL, naming its field by its label (`资源地址: 不能指向本机…`). */
export const refusedField = (field: string, label: Localized, e: OutboundRefused): AppError =>
  invalidField(field, labelled(label, refusalMessage(e)));

/** A URL a user gives for a field, checked (OutboundPolicy.check) before it is saved or called: refused, a 400 by field. */
export async function checkUrlField(
  policy: OutboundPolicy,
  url: string,
  field: string,
  label: Localized,
): Promise<URL> {
  try {
    return await policy.check(url);
  } catch (e) {
    throw e instanceof OutboundRefused ? refusedField(field, label, e) : e;
  }
}

/**
 * The one answer for any call that got no usable answer — refused, reset, timed out, not the protocol expected — so
 * that an open port and a closed one read the same. `what` names the service (`对象存储`, `企查查服务`).
 */
export const couldNotConnect = (what: Localized): Localized =>
  l(
    `无法连接到${what['zh-CN']}, 请检查地址和网络`,
    `Could not connect to the ${what['en-US']}; check its address and the network`,
  );
