export * from './constants';
export * from './resources';
