export { installAttachmentFields, kindOf } from './linker';
export { FILE_ROUTE, type NewAttachment, attachmentInfo, attachments, keyOfName, linkOf } from './repository';
export { type AttachmentRow, attachmentTable } from './table';
export { contentDisposition, uniqueEntryName } from './naming';
