export * from './define';
export * from './kinds';
export * from './url';
export * from './system';
export * from './log';
export * from './desk';
export * from './lending';
export * from './numbering';
