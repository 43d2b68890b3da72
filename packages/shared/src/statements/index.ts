/** 财务报表: the line-item catalogue, the checks, the canonical aggregates and the reading of customers' files. */
export * from './catalogue';
export * from './checks';
export * from './aggregates';
export * from './match';
