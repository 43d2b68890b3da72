import { SendOutlined } from '@ant-design/icons';
import type { ProcessDefinitionRow } from '@flp/shared/resources';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Form, Input, Row, Space, Spin, Tag, Tooltip, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SearchActions } from '../../crud';
import { workApi } from './api';
import { CategorySelect, useCategoryLabel } from './CategorySelect';
import { familyOf, formPath, withName } from './families';

/** Definitions per request; a tenant has a few dozen processes, so a few pages at most. */
const PAGE = 100;
const MAX_PAGES = 10;

/** Every startable definition matching the filters (start-list pages in the database; this screen shows them all). */
async function allStartable(params: Record<string, unknown>): Promise<ProcessDefinitionRow[]> {
  const out: ProcessDefinitionRow[] = [];
  for (let current = 1; current <= MAX_PAGES; current++) {
    const page = await workApi.startList({ ...params, current, size: PAGE });
    out.push(...page.records);
    if (out.length >= page.total || page.records.length < PAGE) break;
  }
  return out;
}

/**
 * 发起事务: the processes the caller may start, one card per category; 发起 opens the family's form with the
 * definition (a definition whose family has no pages yet cannot be started here).
 */
export default function StartPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const categoryLabel = useCategoryLabel();
  const [form] = Form.useForm<{ category?: string; processDefinitionName?: string }>();
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const defs = useQuery({ queryKey: ['work', 'start', filters], queryFn: () => allStartable(filters) });

  const groups = useMemo(() => {
    const by = new Map<string, ProcessDefinitionRow[]>();
    for (const d of defs.data ?? []) by.set(d.category, [...(by.get(d.category) ?? []), d]);
    return [...by.entries()].sort(([a], [b]) => a.localeCompare(b, undefined, { numeric: true }));
  }, [defs.data]);

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }} className="work-start">
      <Card size="small">
        <Form
          form={form}
          layout="inline"
          style={{ rowGap: 8 }}
          onFinish={(v) =>
            setFilters({ category: v.category, processDefinitionName: v.processDefinitionName?.trim() || undefined })
          }
        >
          <Form.Item name="category" label={t('work.category')}>
            <CategorySelect />
          </Form.Item>
          <Form.Item name="processDefinitionName" label={t('work.processName')}>
            <Input allowClear placeholder={t('work.processNamePh')} style={{ width: 180 }} />
          </Form.Item>
          <SearchActions
            onReset={() => {
              form.resetFields();
              setFilters({});
            }}
          />
        </Form>
      </Card>
      {defs.isLoading ? (
        <Card>
          <Spin style={{ display: 'block' }} />
        </Card>
      ) : groups.length === 0 ? (
        <Card>
          <Empty description={t('work.startEmpty')} />
        </Card>
      ) : (
        groups.map(([category, rows]) => (
          <Card
            key={category}
            size="small"
            title={categoryLabel(category, rows[0]?.categoryName)}
            className="work-start-category"
          >
            <Row gutter={[12, 12]}>
              {rows.map((d) => (
                <Col key={d.id} xs={24} sm={12} lg={8} xxl={6}>
                  <StartCard def={d} onStart={(family) => navigate(withName(formPath(family, d.id), d.name))} />
                </Col>
              ))}
            </Row>
          </Card>
        ))
      )}
    </Space>
  );
}

function StartCard({ def, onStart }: { def: ProcessDefinitionRow; onStart: (family: string) => void }) {
  const { t } = useTranslation();
  const family = familyOf({ category: def.category });
  const start = (
    <Button
      type="primary"
      size="small"
      icon={<SendOutlined />}
      disabled={!family}
      onClick={() => family && onStart(family.code)}
    >
      {t('work.start')}
    </Button>
  );
  return (
    <Card size="small" className="work-start-card" data-key={def.key} styles={{ body: { minHeight: 92 } }}>
      <Space orientation="vertical" size={6} style={{ width: '100%' }}>
        <Space style={{ justifyContent: 'space-between', width: '100%' }} wrap>
          <Typography.Text strong ellipsis={{ tooltip: def.name }}>
            {def.name}
          </Typography.Text>
          <Tag>v{def.version}</Tag>
        </Space>
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 2, tooltip: def.description }} style={{ margin: 0 }}>
          {def.description || def.key}
        </Typography.Paragraph>
        <div style={{ textAlign: 'right' }}>
          {family ? start : <Tooltip title={t('work.notServed')}>{start}</Tooltip>}
        </div>
      </Space>
    </Card>
  );
}
