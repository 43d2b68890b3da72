import { preservation } from '@flp/shared/resources';
import type { AreaFamilies } from '../../app/area';
import { ContractTargets } from './ContractTargets';

/** On 资产保全's start form: the contract's parties and security offered as 保全标的 rows. */
const preservationFamilies: AreaFamilies = {
  fields: {
    [preservation.name]: {
      contractId: {
        input: (c) => <ContractTargets field={c.field} row={c.row} disabled={c.disabled} placeholder={c.placeholder} />,
      },
    },
  },
};
export default preservationFamilies;
