import { notice } from '@flp/shared/resources';
import { Input } from 'antd';
import { ResourcePage } from '../../crud';

/** A notice's body is a letter, not a line: its textarea gets room to write in. */
const CONTENT_ROWS = 8;

/**
 * 通知公告: title, category, release date and content (searched by a range of release dates; 查看 opens a drawer); publishing one sends a message to every user of the tenant
 * (the server's work), which the top bar's notification center then shows.
 */
export default function NoticePage() {
  return (
    <ResourcePage
      def={notice}
      view="drawer"
      fields={{
        content: {
          input: ({ disabled, placeholder, field }) => (
            <Input.TextArea
              rows={CONTENT_ROWS}
              disabled={disabled}
              placeholder={placeholder}
              maxLength={field.max}
              showCount={!!field.max && !disabled}
            />
          ),
        },
      }}
    />
  );
}
