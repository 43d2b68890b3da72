import {
  bankIou,
  bankIouPeriod,
  bankLoan,
  bankLoanAsset,
  bankLoanWater,
  bankPlanPeriod,
  bankRepayment,
  bankRepaymentPlan,
  bond,
  bankRateChange,
  lprQuote,
} from '@flp/shared';
import { ResourceRepository } from '../../platform/crud/repository';
import * as t from './tables';

export const fundingRepos = {
  loan: new ResourceRepository(bankLoan, t.bankLoanTable),
  asset: new ResourceRepository(bankLoanAsset, t.bankLoanAssetTable),
  iou: new ResourceRepository(bankIou, t.bankIouTable),
  period: new ResourceRepository(bankIouPeriod, t.bankIouPeriodTable),
  repayment: new ResourceRepository(bankRepayment, t.bankRepaymentTable),
  water: new ResourceRepository(bankLoanWater, t.bankLoanWaterTable),
  bond: new ResourceRepository(bond, t.bondTable),
  plan: new ResourceRepository(bankRepaymentPlan, t.bankRepaymentPlanTable),
  planPeriod: new ResourceRepository(bankPlanPeriod, t.bankPlanPeriodTable),
  lprQuote: new ResourceRepository(lprQuote, t.lprQuoteTable),
  rateChange: new ResourceRepository(bankRateChange, t.bankRateChangeTable),
};
