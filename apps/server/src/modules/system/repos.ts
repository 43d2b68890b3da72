import {
  apiScope,
  client,
  dataScope,
  dept,
  dictBiz,
  menu,
  param,
  post,
  role,
  tenant,
  topMenu,
  user,
} from '@flp/shared';
import { ResourceRepository } from '../../platform/crud/repository';
import * as t from './tables';

/** One repository per system resource: the module's only way into its tables. */
export const repos = {
  param: new ResourceRepository(param, t.paramTable),
  dictBiz: new ResourceRepository(dictBiz, t.dictBizTable),
  tenant: new ResourceRepository(tenant, t.tenantTable),
  client: new ResourceRepository(client, t.clientTable),
  dept: new ResourceRepository(dept, t.deptTable),
  post: new ResourceRepository(post, t.postTable),
  role: new ResourceRepository(role, t.roleTable),
  menu: new ResourceRepository(menu, t.menuTable),
  topMenu: new ResourceRepository(topMenu, t.topMenuTable),
  user: new ResourceRepository(user, t.userTable),
  dataScope: new ResourceRepository(dataScope, t.dataScopeTable),
  apiScope: new ResourceRepository(apiScope, t.apiScopeTable),
};
export type SystemRepos = typeof repos;
