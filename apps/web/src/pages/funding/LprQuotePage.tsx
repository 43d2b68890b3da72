import { lprQuote } from '@flp/shared/resources';
import { ResourcePage } from '../../crud';

/** LPR报价: the loan prime rates as published, entered by treasury; floating loans are repriced from them (调息). */
export default function LprQuotePage() {
  return <ResourcePage def={lprQuote} />;
}
