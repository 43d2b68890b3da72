import { familyByCode } from '@flp/shared/resources';
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLoc } from '../../crud';
import { formPath } from '../work/families';
import { latestDefinitionOf } from './api';

/**
 * Opens a family's start form on its latest startable definition, with the query the form pre-fills from
 * (`projectId`, `contractId`, or `id` to start an existing record) and the tab's label (`name`).
 */
export function useStartFamily() {
  const { t } = useTranslation();
  const loc = useLoc();
  const { message } = App.useApp();
  const navigate = useNavigate();
  return useCallback(
    async (code: string, query: Record<string, string | undefined>) => {
      const family = familyByCode(code);
      if (!family) return;
      const defId = await latestDefinitionOf(family);
      if (!defId) {
        message.warning(t('project.noDefinition', { family: loc(family.label) }));
        return;
      }
      const sp = new URLSearchParams();
      for (const [k, v] of Object.entries(query)) if (v) sp.set(k, v);
      navigate(`${formPath(code, defId)}?${sp.toString()}`);
    },
    [t, loc, message, navigate],
  );
}
