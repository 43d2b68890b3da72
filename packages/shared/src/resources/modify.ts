/**
 * Modification history (spec: business-domain §7 "Modify history (common/modify)", shell-and-administration §7
 * "Modification history"). One row per changed field of an update of a resource defined with `history: true`:
 * `ywlx` the business type (the resource's name), `dataid` the record's id, `ysmc` the column name upper-cased
 * (`PARAM_VALUE`; a child record's path before it: `CONTACTS[2].PHONE`), the raw values and the text a person read
 * for them then (dictionary labels, formatted amounts). Written by the server only; read-only on the wire.
 */
import { defineResource, l, text, textarea } from './define';

export const modify = defineResource({
  name: 'modify',
  api: '/rzzl_qy/common/modify',
  table: 'rzzl_modify_history',
  permission: 'modify',
  label: l('变更记录', 'Change history'),
  routes: ['list'],
  fields: [
    text('ywlx', l('业务类型', 'Business type'), { max: 64 }),
    text('dataid', l('数据ID', 'Record id'), { max: 64 }),
    text('ysmc', l('变更项', 'Changed field'), { max: 255 }),
    textarea('oldval', l('原值', 'Old value'), { list: true }),
    textarea('newval', l('新值', 'New value'), { list: true }),
    textarea('oldText', l('原值(显示)', 'Old value (as shown)'), { list: false }),
    textarea('newText', l('新值(显示)', 'New value (as shown)'), { list: false }),
    text('createBy', l('修改人', 'Changed by'), { max: 64 }),
  ],
  defaultSort: ['createTime desc'],
});
