import { companyChange, monitorConf, monitorPush } from '@flp/shared';
import { ResourceRepository } from '../../platform/crud/repository';
import { companyChangeTable, monitorPushTable, monitorTable } from './tables';

export const monitorRepos = {
  monitor: new ResourceRepository(monitorConf, monitorTable),
  change: new ResourceRepository(companyChange, companyChangeTable),
  push: new ResourceRepository(monitorPush, monitorPushTable),
};
