import { dictBiz, fieldLabel } from '@flp/shared/resources';
import { Alert, Col, Row as GridRow } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dictApi } from '../../api/system';
import { RemoteTreeSelect, ResourcePage, type Row, TreeLabel, parentItemProps, useLoc } from '../../crud';

/** The dictionary (parent) form: the definition less what only items have (parentId, dictKey). */
const dictParent = {
  ...dictBiz,
  fields: dictBiz.fields.filter((f) => f.name !== 'parentId' && f.name !== 'dictKey'),
};

const DIALOG_WIDTH = 880;
const CALC_HEIGHT = 95;

/**
 * 业务字典 (spec §2 "Dictionary management"): dictionaries on one side, the items of the chosen one on the other;
 * search on code and name, index column, selection, view button; dialog width 880; menu width 150 (parent) and 220
 * (child); table height calc 95. `horizontal` puts them side by side, `vertical` one above the other.
 */
export function DictScreen({ layout }: { layout: 'horizontal' | 'vertical' }) {
  const { t } = useTranslation();
  const loc = useLoc();
  const [parent, setParent] = useState<Row | null>(null);
  const childParams = useMemo(() => (parent ? { parentId: String(parent.id) } : undefined), [parent]);

  const parentTable = (
    <ResourcePage
      def={dictParent}
      tree={false}
      tableId="dict-parent"
      title={<b>{t('system.dict.parentTitle')}</b>}
      request={dictApi.parentList}
      dialogWidth={DIALOG_WIDTH}
      menuWidth={150}
      calcHeight={layout === 'horizontal' ? CALC_HEIGHT : undefined}
      hide={{ dateRange: true }}
      size="small"
      onRowClick={(row) => setParent(row)}
      activeKey={parent ? String(parent.id) : undefined}
    />
  );

  const childTable = parent ? (
    <ResourcePage
      def={dictBiz}
      tree={false}
      tableId="dict-child"
      title={
        <b>
          {t('system.dict.childTitle')}: {String(parent.dictValue)} ({String(parent.code)})
        </b>
      }
      request={dictApi.childList}
      params={childParams}
      dialogWidth={DIALOG_WIDTH}
      menuWidth={220}
      calcHeight={layout === 'horizontal' ? CALC_HEIGHT : undefined}
      hide={{ dateRange: true }}
      size="small"
      fields={{
        parentId: {
          list: false,
          disabled: true,
          label: loc(fieldLabel(dictBiz, 'parentId')),
          itemProps: parentItemProps,
          input: ({ placeholder }) => (
            <RemoteTreeSelect
              url="/api/blade-system/dict-biz/tree"
              params={{ code: parent.code }}
              disabled
              placeholder={placeholder || t('system.dict.parentPlaceholder')}
            />
          ),
          render: (v) => <TreeLabel url="/api/blade-system/dict-biz/tree" params={{ code: parent.code }} ids={v} />,
        },
        code: { disabled: true },
      }}
      form={{ initialValues: () => ({ parentId: String(parent.id), code: parent.code }) }}
    />
  ) : (
    <Alert type="info" showIcon title={t('system.dict.chooseParent')} />
  );

  if (layout === 'vertical')
    return (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        {parentTable}
        {childTable}
      </div>
    );
  return (
    <GridRow gutter={[12, 12]}>
      <Col xs={24} xxl={12} style={{ minWidth: 0 }}>
        {parentTable}
      </Col>
      <Col xs={24} xxl={12} style={{ minWidth: 0 }}>
        {childTable}
      </Col>
    </GridRow>
  );
}

export default function DictHorizontalPage() {
  return <DictScreen layout="horizontal" />;
}
