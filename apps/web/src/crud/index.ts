/** The generic resource screen and its parts (the only code that touches ProComponents is DataTable). */
export { ActionDialog, type ActionDialogProps } from './ActionDialog';
export { type ListResult, type Page, type Row, isPage, resourceApi } from './api';
export { DataTable, type DataColumn } from './DataTable';
export { FieldInput, FieldValue, amountFormat, numberInputProps } from './fields';
export { FormDialog } from './FormDialog';
export { HistoryDrawer, fieldOfYsmc, isExistsModify, modifyList } from './HistoryDrawer';
export { RecordView } from './RecordView';
export { ResourceForm, type ResourceFormProps } from './ResourceForm';
export { useLang, useLoc } from './labels';
export { rangeParams, searchQuery, totalText } from './query';
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
