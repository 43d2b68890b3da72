import { writeOff } from '@flp/shared';
import { ResourceRepository } from '../../../platform/crud/repository';
import { writeOffTable } from './tables';

export const writeOffRepos = { writeOff: new ResourceRepository(writeOff, writeOffTable) };
