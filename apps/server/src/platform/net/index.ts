export { addressRange, isPublicAddress, mayReach, parseAllowance, type Allowance } from './address';
export { ALLOWANCE_PARAM, checkUrlField, couldNotConnect, refusalMessage, refusedField } from './messages';
export { OutboundPolicy, OutboundRefused, publicOnly, type ResolvedAddress, type Resolver } from './policy';
export {
  OutboundFailed,
  outboundGet,
  outboundPost,
  type GetOptions,
  type OutboundAnswer,
  type PostOptions,
} from './request';
