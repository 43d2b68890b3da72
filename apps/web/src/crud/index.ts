/** The generic resource screen and its parts (the only code that touches ProComponents is DataTable). */
export { type ListResult, type Page, type Row, isPage, resourceApi } from './api';
export { DataTable, type DataColumn } from './DataTable';
export { FieldInput, FieldValue, amountFormat, numberInputProps } from './fields';
export { FormDialog } from './FormDialog';
export { HistoryButton, HistoryDrawer, fieldOfYsmc, isExistsModify, modifyList } from './HistoryDrawer';
export { useLang, useLoc } from './labels';
export {
  RemoteSelect,
  RemoteTreeSelect,
  TreeLabel,
  idsItemProps,
  parentItemProps,
  parentTreeField,
  useRemoteTree,
  useTreeTitles,
  type TreeNode,
} from './pickers';
export { ResourcePage } from './ResourcePage';
export { SearchActions } from './SearchActions';
export type * from './types';
