/**
 * The desk: notices (通知公告, spec §7 "/api/blade-desk notice") and each user's messages (消息, spec §3 "Notification
 * message", §2 "Notification popover and drawers"). Publishing a notice sends a message to every user of the tenant;
 * other modules send messages through the desk's MessageService (workflow tasks, rent reminders, overdue warnings).
 */
import { attachments, date, datetime, defineResource, dict, l, switchField, text, textarea } from './define';

export const notice = defineResource({
  name: 'notice',
  api: '/blade-desk/notice',
  table: 'blade_notice',
  permission: 'notice',
  label: l('通知公告', 'Notices'),
  noun: l('通知公告', 'notice'),
  routes: ['list', 'page', 'detail', 'submit', 'update', 'remove'],
  defaultSort: ['releaseTime desc', 'createTime desc'],
  fields: [
    text('title', l('通知标题', 'Title'), {
      required: l('请输入通知标题', 'please enter the title'),
      search: true,
      max: 255,
    }),
    dict('category', l('通知类型', 'Category'), 'notice', {
      required: l('请选择通知类型', 'please select the category'),
      search: true,
      options: [
        { value: 1, label: l('发布通知', 'Announcement') },
        { value: 2, label: l('批转通知', 'Forwarded with approval') },
        { value: 3, label: l('转发通知', 'Forwarded') },
        { value: 4, label: l('指示通知', 'Instruction') },
        { value: 5, label: l('任免通知', 'Appointment') },
        { value: 6, label: l('人事报告', 'Personnel report') },
        { value: 7, label: l('工作通知', 'Work notice') },
      ],
      width: 120,
    }),
    date('releaseTime', l('通知日期', 'Release date'), {
      required: l('请选择通知日期', 'please select the release date'),
      search: true,
      width: 120,
    }),
    textarea('content', l('通知内容', 'Content'), { max: 4000 }),
    attachments('attachments', l('附件', 'Attachments'), { max: 10 }),
  ],
});

/** The message types by name, as the code sends them (the msg_type dictionary's values). */
export const MESSAGE_TYPE = { notice: 1, task: 2, reminder: 3, warning: 4, system: 5 } as const;

/** Message types (the msg_type dictionary); msgTypeName is the title a message shows. */
export const MESSAGE_TYPES = [
  { value: MESSAGE_TYPE.notice, label: l('通知公告', 'Notice') },
  { value: MESSAGE_TYPE.task, label: l('流程待办', 'Workflow task') },
  { value: MESSAGE_TYPE.reminder, label: l('租金提醒', 'Rent reminder') },
  { value: MESSAGE_TYPE.warning, label: l('逾期预警', 'Overdue warning') },
  { value: MESSAGE_TYPE.system, label: l('系统消息', 'System message') },
];

export const MESSAGE_LIMITS = { content: 2000, topath: 500 } as const;

export const message = defineResource({
  name: 'message',
  api: '/blade-desk/msg-queue',
  table: 'blade_msg',
  permission: 'message',
  label: l('消息', 'Messages'),
  noun: l('消息', 'message'),
  routes: [],
  defaultSort: ['createTime desc'],
  fields: [
    text('userId', l('接收人', 'Recipient'), { max: 32 }),
    dict('msgType', l('消息类型', 'Type'), 'msg_type', { options: MESSAGE_TYPES, search: true }),
    textarea('msgContent', l('消息内容', 'Content'), { max: MESSAGE_LIMITS.content, search: true }),
    // The English text of a message the system wrote (a task, a reminder); a person's notice has only its own words.
    textarea('msgContentEn', l('消息内容(英文)', 'Content (English)'), { max: MESSAGE_LIMITS.content }),
    text('peopleName', l('发送人', 'From'), { max: 64 }),
    switchField('isTopath', l('可跳转', 'Has a link'), { defaultValue: 0 }),
    text('topath', l('跳转地址', 'Link'), { max: MESSAGE_LIMITS.topath }),
    switchField('isRead', l('状态', 'Read'), { defaultValue: 0, search: true }),
    datetime('readTime', l('阅读时间', 'Read at')),
  ],
});
