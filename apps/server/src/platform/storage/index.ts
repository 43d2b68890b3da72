export { LocalStore } from './local';
export { S3Store, type S3Settings } from './s3';
export {
  type ConnectionResult,
  type ObjectStat,
  type ObjectStore,
  StorageError,
  type StorageProblem,
  testConnection,
} from './types';
