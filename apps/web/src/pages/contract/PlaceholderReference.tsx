import { Alert, Collapse, Empty, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../crud';
import { type PlaceholderGroupWire, contractApi } from './api';

/** The placeholder reference users see (from the server, which declares it once in @flp/shared). */
export function PlaceholderReference() {
  const { t } = useTranslation();
  const lang = useLang();
  const [groups, setGroups] = useState<PlaceholderGroupWire[] | null>(null);
  useEffect(() => {
    contractApi.placeholders().then(setGroups, () => setGroups([]));
  }, []);
  if (!groups) return null;
  const label = (x: { label: string; labelEn: string }) => (lang === 'en-US' ? x.labelEn : x.label);
  return (
    <div data-testid="placeholder-reference">
      <Alert type="info" showIcon message={t('contract.referenceHint')} style={{ marginBottom: 12 }} />
      <Collapse
        size="small"
        defaultActiveKey={groups.map((g) => g.key || 'top')}
        items={groups.map((g) => ({
          key: g.key || 'top',
          label: (
            <Space>
              {label(g)}
              {g.loop && (
                <Typography.Text code>
                  {g.open}…{g.close}
                </Typography.Text>
              )}
            </Space>
          ),
          children: (
            <Table
              size="small"
              pagination={false}
              rowKey="name"
              dataSource={g.fields}
              columns={[
                {
                  title: t('contract.tag'),
                  dataIndex: 'tag',
                  width: 220,
                  render: (v: string) => <Typography.Text copyable>{v}</Typography.Text>,
                },
                { title: t('contract.meaning'), key: 'meaning', render: (_: unknown, f) => label(f) },
              ]}
            />
          ),
        }))}
      />
    </div>
  );
}

/** How a stored tag is written in the template: `#schedule` as the loop, `schedule.period` inside it as `{period}`. */
function written(tag: string, tags: string[]): { text: string; inLoop: boolean } {
  if (tag.startsWith('#')) return { text: `{${tag}}…{/${tag.slice(1)}}`, inLoop: true };
  const dot = tag.indexOf('.');
  if (dot > 0 && tags.includes(`#${tag.slice(0, dot)}`)) return { text: `{${tag.slice(dot + 1)}}`, inLoop: true };
  return { text: `{${tag}}`, inLoop: false };
}

/** A model's own placeholders, the ones the reference does not offer marked. */
export function ModelPlaceholders({ stored, unknown }: { stored: unknown; unknown: unknown }) {
  const { t } = useTranslation();
  const tags = typeof stored === 'string' && stored ? stored.split('\n').filter(Boolean) : [];
  const bad = new Set(Array.isArray(unknown) ? (unknown as string[]) : []);
  if (!tags.length) return <Empty description={t('contract.noTags')} />;
  return (
    <div data-testid="model-placeholders">
      {bad.size > 0 && (
        <Alert type="warning" showIcon message={t('contract.unknownHint')} style={{ marginBottom: 8 }} />
      )}
      <Space size={[6, 6]} wrap>
        {tags.map((tag) => {
          const w = written(tag, tags);
          return (
            <Tag key={tag} color={bad.has(tag) ? 'error' : w.inLoop ? 'purple' : 'blue'}>
              {w.text}
              {bad.has(tag) ? ` · ${t('contract.unknown')}` : ''}
            </Tag>
          );
        })}
      </Space>
    </div>
  );
}
