/** The generic resource screen and its parts (the only code that touches ProComponents is DataTable). */
export { ActionDialog, type ActionDialogProps } from './ActionDialog';
export { type ListResult, type Page, type Row, isPage, resourceApi } from './api';
export { ChildTable, ChildViews } from './ChildTable';
export { FieldsTable, RecordsTable } from './FieldsTable';
export { DataTable, type DataColumn } from './DataTable';
export { FieldInput, FieldValue, amountFormat, numberInputProps } from './fields';
export { FormDialog } from './FormDialog';
export { HistoryDrawer, fieldOfYsmc, isExistsModify, modifyList } from './HistoryDrawer';
export { RecordView } from './RecordView';
export { Loading } from './Loading';
export { RecordTabsView } from './RecordTabs';
export { HistoryTable } from './HistoryDrawer';
export { ResourceForm, type ResourceFormProps } from './ResourceForm';
export { useLang, useLoc } from './labels';
export { rangeParams, searchQuery, totalText } from './query';
export {
  type PickerProps,
  RefPicker,
  RemoteSearchSelect,
  RemoteSelect,
  RemoteTreeSelect,
  TreeLabel,
  idsItemProps,
  parentItemProps,
  parentTreeField,
  refItemProps,
  useRemoteTree,
  useTreeTitles,
  type TreeNode,
} from './pickers';
export { joinIds, namePathOf, refTitle, splitIds, targetOf } from './refs';
export { ResourcePage } from './ResourcePage';
export { SearchActions } from './SearchActions';
export type * from './types';
export { AttachmentList } from './AttachmentList';
export { AttachmentsInput, FileList } from './AttachmentsInput';
export { BusyLink } from './BusyLink';
