import { SearchOutlined } from '@ant-design/icons';
import { Empty, Input, Modal } from 'antd';
import type { InputRef } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MenuNode } from '../store/auth';
import { useAuth } from '../store/auth';
import { menuIcon } from './icons';
import { leafMenus, menuLabel, openMenu, visibleMenus } from './menus';
import { useShellUi } from './ui';

/**
 * Leaf menus whose name starts with the text, ignoring case (spec §2 menu search panel). `label` gives the name shown
 * in the current language; the server's name matches too.
 */
export function searchMenus(
  menus: MenuNode[],
  text: string,
  label: (m: MenuNode) => string = (m) => m.name,
): MenuNode[] {
  const q = text.trim().toLowerCase();
  return leafMenus(menus).filter(
    (m) => !!m.path && (label(m).toLowerCase().startsWith(q) || m.name.toLowerCase().startsWith(q)),
  );
}

/**
 * '菜单搜索': a text input (Esc closes), the leaf menus whose name starts with it (case-insensitive), each with icon,
 * label and path. ↑/↓ choose, Enter or a click opens. Opened from the top bar, the tabs menu and Ctrl/Cmd+K.
 */
export function MenuSearch() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const open = useShellUi((s) => s.dialog === 'menuSearch');
  const close = useShellUi((s) => s.close);
  const menus = useAuth((s) => s.menus);
  const roleName = useAuth((s) => s.userInfo?.role_name ?? '');
  const [text, setText] = useState('');
  const [index, setIndex] = useState(0);
  const input = useRef<InputRef>(null);
  const list = useRef<HTMLDivElement>(null);

  const results = useMemo(
    () => searchMenus(visibleMenus(menus, roleName.split(',')), text, (m) => menuLabel(m, i18n)),
    [menus, roleName, text, i18n, i18n.language],
  );

  // Typing right after Ctrl/Cmd+K lands in the input: focus it as soon as the dialog is in the page, not after the
  // opening animation.
  useEffect(() => {
    if (!open) return;
    setText('');
    setIndex(0);
    let frame = requestAnimationFrame(function focus() {
      if (input.current) input.current.focus();
      else frame = requestAnimationFrame(focus);
    });
    return () => cancelAnimationFrame(frame);
  }, [open]);
  useEffect(() => {
    list.current?.querySelector(`[data-index="${index}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [index]);

  const choose = (m: MenuNode | undefined) => {
    if (!m) return;
    close();
    openMenu(m, navigate);
  };

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setIndex((i) => Math.min(i + 1, results.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setIndex((i) => Math.max(i - 1, 0));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      choose(results[index]);
    }
  };

  const q = text.trim();
  return (
    <Modal
      open={open}
      title={t('menuSearch.title')}
      onCancel={close}
      footer={<span className="shell-search-hint">{t('menuSearch.hint')}</span>}
      width={560}
      afterOpenChange={(o) => o && input.current?.focus()}
      className="shell-search-modal"
    >
      <Input
        ref={input}
        autoFocus
        size="large"
        allowClear
        prefix={<SearchOutlined />}
        placeholder={t('menuSearch.placeholder')}
        aria-label={t('menuSearch.placeholder')}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setIndex(0);
        }}
        onKeyDown={onKeyDown}
        role="combobox"
        aria-expanded
        aria-controls="shell-search-results"
        aria-activedescendant={results[index] ? `shell-search-${results[index].id}` : undefined}
      />
      {results.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('menuSearch.empty')} style={{ margin: '24px 0' }} />
      ) : (
        <div className="shell-search-results" id="shell-search-results" role="listbox" ref={list}>
          {results.map((m, i) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keys (↑ ↓ Enter) for the list
            <div
              key={m.id}
              tabIndex={-1}
              id={`shell-search-${m.id}`}
              data-index={i}
              role="option"
              aria-selected={i === index}
              className={i === index ? 'is-active' : undefined}
              onMouseEnter={() => setIndex(i)}
              onClick={() => choose(m)}
            >
              <span className="shell-search-icon">{menuIcon(m.source)}</span>
              <span className="shell-search-label">
                <Highlight text={menuLabel(m, i18n)} prefix={q} />
              </span>
              <span className="shell-search-path">{m.path}</span>
            </div>
          ))}
        </div>
      )}
    </Modal>
  );
}

/** The label with the typed prefix marked (when the label is what matched). */
function Highlight({ text, prefix }: { text: string; prefix: string }) {
  if (!prefix || !text.toLowerCase().startsWith(prefix.toLowerCase())) return <>{text}</>;
  return (
    <>
      <mark>{text.slice(0, prefix.length)}</mark>
      {text.slice(prefix.length)}
    </>
  );
}
