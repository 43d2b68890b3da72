import { extensionChange } from '@flp/shared';
import { ResourceRepository } from '../../../platform/crud/repository';
import { extensionChangeTable } from './tables';

export const extensionRepos = {
  extension: new ResourceRepository(extensionChange, extensionChangeTable),
};
