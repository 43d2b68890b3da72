import { account, consumer, consumerApply, contactPerson, customer, customerRelation } from '@flp/shared';
import { ResourceRepository } from '../../platform/crud/repository';
import {
  accountTable,
  consumerApplyTable,
  consumerTable,
  customerContactTable,
  customerRelationTable,
  customerTable,
} from './tables';

export const customerRepos = {
  customer: new ResourceRepository(customer, customerTable),
  contact: new ResourceRepository(contactPerson, customerContactTable),
  relation: new ResourceRepository(customerRelation, customerRelationTable),
  consumer: new ResourceRepository(consumer, consumerTable),
  apply: new ResourceRepository(consumerApply, consumerApplyTable),
  account: new ResourceRepository(account, accountTable),
};
