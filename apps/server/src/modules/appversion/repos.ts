import { appVersion } from '@flp/shared';
import { ResourceRepository } from '../../platform/crud/repository';
import { appVersionTable } from './tables';

export const appVersionRepos = { version: new ResourceRepository(appVersion, appVersionTable) };
