import { FLOW_CATEGORIES, flowCategory } from '@flp/shared/resources';
import { Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoc } from '../../crud';

/** The label of a process category (`flow_<key>`): the row's own name, else the flow dictionary's. */
export function useCategoryLabel() {
  const loc = useLoc();
  return (category: string, categoryName?: string) =>
    categoryName || loc(FLOW_CATEGORIES.find((c) => flowCategory(c.key) === category)?.label) || category;
}

/** A picker of the process categories (流程分类), valued as definitions carry them (`flow_<key>`). */
export function CategorySelect(props: { value?: string; onChange?: (v?: string) => void; id?: string }) {
  const loc = useLoc();
  const { t } = useTranslation();
  const options = useMemo(
    () => FLOW_CATEGORIES.map((c) => ({ value: flowCategory(c.key), label: loc(c.label) })),
    [loc],
  );
  return (
    <Select
      {...props}
      allowClear
      placeholder={t('work.allCategories')}
      options={options}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ width: 180 }}
    />
  );
}
