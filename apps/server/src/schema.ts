/** Every table of the application, for drizzle-kit to generate migrations from. */
export * from './modules/system/tables';
export * from './modules/auth/tables';
export * from './modules/log/tables';
export * from './modules/desk/tables';
export * from './platform/history/table';
export * from './modules/numbering/tables';
export * from './modules/enterprise/tables';
export * from './modules/customer/tables';
export { contractModelTable } from './modules/contract-model/tables';
export { rowCountTable } from './platform/db/row-count';
export * from './platform/jobs/tables';
export * from './modules/region/tables';
export * from './platform/attachments/table';
export { ossTable } from './modules/resource/tables';
export * from './modules/flow/tables';
export { businessApprovalTable, leaveTable } from './modules/flow/families/tables';
export * from './modules/project/tables';
export * from './modules/contract/tables';
