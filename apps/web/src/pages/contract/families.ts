import { contract, contractFamily } from '@flp/shared/resources';
import type { AreaFamilies } from '../../app/area';
import { familyApi } from '../work/api';

/** On the family pages: a contract's summary above the records about it (a disbursement, a registration). */
const contractFamilies: AreaFamilies = {
  // The contract list has no detail call; its family's does.
  summaries: {
    [contract.name]: { def: contract, load: (id) => familyApi(contractFamily).detail(id, ''), path: '/contract/info' },
  },
};
export default contractFamilies;
