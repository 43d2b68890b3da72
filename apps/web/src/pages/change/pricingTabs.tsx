import { extensionChange, iouChange, l, scheduleAdjust } from '@flp/shared/resources';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Row } from '../../crud';
import { type PricingSpec, pricingTab } from './ChangePricing';

const at = (name: string) => extensionChange.fields.findIndex((f) => f.name === name);

/**
 * 展期: from where the IOU stood to what the extension makes of it — what was left and overdue, the principal
 * rescheduled, the fee, the rent, the interest and the maturity before and after, which extension it is, whether it
 * restructures and is material — as its definition lists them, up to the new periods.
 */
export const extensionPricingTab = pricingTab('extensionPricing', l('展期试算', 'Extension pricing'), {
  def: extensionChange,
  figures: extensionChange.fields.slice(at('remainingPrincipal'), at('preview')).map((f) => f.name),
  testId: 'extension',
});

/** 借据变更: what it changes, the rent and the interest left before and after, the maturity, whether it is material. */
export const iouChangePricingTab = pricingTab('iouChangePricing', l('变更试算', 'Change pricing'), {
  def: iouChange,
  figures: ['changeKinds', 'oldRent', 'newRent', 'oldInterest', 'newInterest', 'newEndDate', 'material'],
  testId: 'iou-change',
});

/** The rents given imply less than the contract's rate: the adjustment goes to 总经理 (the server's `material`). */
function BelowContract({ row }: { row: Row }) {
  const { t } = useTranslation();
  if (Number(row.material) !== 1) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 12 }}
      data-testid="adjust-below-contract"
      title={t('change.adjust.belowContract', { implied: row.impliedRate, contract: row.contractRate })}
    />
  );
}

/** 租金计划调整: the principal not yet due, the interest before and after, the implied rate against the contract's. */
export const ADJUST_PRICING: PricingSpec = {
  def: scheduleAdjust,
  figures: [
    'remainingPrincipal',
    'oldInterest',
    'newInterest',
    'contractRate',
    'impliedRate',
    'newEndDate',
    'material',
  ],
  testId: 'adjust',
  note: (row) => <BelowContract row={row} />,
};

export const adjustPricingTab = pricingTab('adjustPricing', l('调整试算', 'Adjustment pricing'), ADJUST_PRICING);
