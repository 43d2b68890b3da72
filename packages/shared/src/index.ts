export * from './constants';
export * from './resources';
export * from './flow-moddle';
