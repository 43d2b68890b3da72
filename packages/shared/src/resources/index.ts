export * from './define';
export * from './system';
export * from './log';
export * from './desk';
