export * from './define';
export * from './system';
