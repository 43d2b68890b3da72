import { ClearOutlined, CloseCircleOutlined, CloseOutlined, DownOutlined, SearchOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Dropdown, Tabs } from 'antd';
import type { MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { clearCache } from '../api/auth';
import { loadSession } from '../api/session';
import { HOME_TAG, hrefOf, useTags } from '../store/tags';
import { tagLabel } from './menus';
import { useShellUi } from './ui';

type Action = 'clearCache' | 'closeOthers' | 'closeAll' | 'menuSearch';

/**
 * The open tabs (spec §2 tabs bar): closable except the home tab and the last one; closing the active one shows the
 * previous (or the first). A right-click on a tab and the dropdown at the bar's right end offer clear cache, close
 * others, close all and menu search.
 */
export function TagsBar() {
  const { tags, active, close } = useTags();
  const navigate = useNavigate();
  const { t, i18n } = useTranslation();
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();

  const actions: MenuProps['items'] = [
    { key: 'clearCache', icon: <ClearOutlined />, label: t('tagsView.clearCache') },
    { key: 'closeOthers', icon: <CloseOutlined />, label: t('tagsView.closeOthers') },
    { key: 'closeAll', icon: <CloseCircleOutlined />, label: t('tagsView.closeAll') },
    { type: 'divider' },
    { key: 'menuSearch', icon: <SearchOutlined />, label: t('tagsView.menuSearch') },
  ];

  /** Runs an action; `target` is the tab right-clicked (the active tab for the bar's dropdown). */
  const run = (action: Action, target: string) => {
    switch (action) {
      case 'clearCache':
        modal.confirm({
          title: t('common.tip'),
          content: t('tagsView.clearCacheConfirm'),
          okText: t('common.confirm'),
          cancelText: t('common.cancel'),
          onOk: async () => {
            try {
              await clearCache();
              await loadSession();
              useShellUi.getState().setTopMenuId('');
              await queryClient.invalidateQueries();
              message.success(t('tagsView.clearCacheDone'));
            } catch {
              // the client showed why
            }
          },
        });
        break;
      case 'closeOthers':
        useTags.getState().closeOthers(target);
        if (target !== active) navigate(hrefOf(target));
        break;
      case 'closeAll':
        useTags.getState().closeAll();
        navigate(HOME_TAG.value);
        break;
      case 'menuSearch':
        useShellUi.getState().open('menuSearch');
        break;
    }
  };

  const closable = (value: string) => tags.length > 1 && value !== HOME_TAG.value;

  return (
    <div className="shell-tags">
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        activeKey={active}
        // Every click (or Enter) on a tab leads to its address, the active tab's too: the tab marked active follows the
        // address a moment later (the page opens it in an effect), and a click in that moment must not be lost. The
        // address is read when the click happens: a render's location can be a step behind the hash just changed.
        onTabClick={(key, e) => {
          // A click in a tab's right-click menu reaches here too (React bubbles events out of the menu's portal to the
          // tab): only a click on the tab itself leads to its address.
          if (!(e.target instanceof Element) || !e.target.closest('.ant-tabs-tab')) return;
          const href = hrefOf(key);
          if (href !== window.location.hash.slice(1)) navigate(href);
        }}
        onEdit={(key, action) => {
          if (action !== 'remove' || typeof key !== 'string') return;
          const next = close(key);
          if (next) navigate(hrefOf(next));
        }}
        items={tags.map((tag) => ({
          key: tag.value,
          closable: closable(tag.value),
          label: (
            <Dropdown
              trigger={['contextMenu']}
              menu={{ items: actions, onClick: ({ key }) => run(key as Action, tag.value) }}
            >
              <span className="shell-tag-label" data-tab={tag.value}>
                {tagLabel(tag, i18n)}
              </span>
            </Dropdown>
          ),
        }))}
        tabBarExtraContent={{
          right: (
            <Dropdown
              trigger={['click']}
              placement="bottomRight"
              menu={{ items: actions, onClick: ({ key }) => run(key as Action, active) }}
            >
              <Button
                size="small"
                type="text"
                className="shell-tags-more"
                aria-label={t('tagsView.more')}
                icon={<DownOutlined />}
              />
            </Dropdown>
          ),
        }}
      />
    </div>
  );
}
