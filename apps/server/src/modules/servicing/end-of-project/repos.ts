import { endOfProject } from '@flp/shared';
import { ResourceRepository } from '../../../platform/crud/repository';
import { endOfProjectTable } from './tables';

export const endOfProjectRepos = { closing: new ResourceRepository(endOfProject, endOfProjectTable) };
