import { preservation } from '@flp/shared/resources';
import type { AreaFamilies } from '../../app/area';
import { ContractTargets } from './ContractTargets';

/** The claim's parts and the court's fees the server works out: read wherever the case is (查看, the approval pages). */
const SHOWN = { view: true } as const;

/**
 * On 资产保全's pages: the contract's parties and security offered as 保全标的 rows on the start form, the claim's parts
 * and the fees shown to whoever reads the case.
 */
const preservationFamilies: AreaFamilies = {
  fields: {
    [preservation.name]: {
      unpaidRent: SHOWN,
      penalty: SHOWN,
      preservationFee: SHOWN,
      acceptanceFee: SHOWN,
      contractId: {
        input: (c) => <ContractTargets field={c.field} row={c.row} disabled={c.disabled} placeholder={c.placeholder} />,
      },
    },
  },
};
export default preservationFamilies;
