export * from './define';
export * from './kinds';
export * from './url';
export * from './system';
export * from './log';
export * from './desk';
export * from './lending';
export * from './modify';
export * from './numbering';
// Scheduled jobs (#12 item 3)
export * from './job';
export * from './enterprise';
export * from './region';
export * from './customer';
export * from './resource';
export * from './flow';
export * from './flow-families';
export * from './contract-model';
