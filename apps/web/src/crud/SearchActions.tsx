import { SearchOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';

/** The 搜索 / 重置 pair that ends every search form: search submits the form, reset clears it and searches again. */
export function SearchActions({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation();
  return (
    <Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          {t('crud.search')}
        </Button>
        <Button icon={<UndoOutlined />} onClick={onReset}>
          {t('crud.reset')}
        </Button>
      </Space>
    </Form.Item>
  );
}
