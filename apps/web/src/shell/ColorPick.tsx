import { BgColorsOutlined } from '@ant-design/icons';
import { DEFAULT_THEME_COLOR } from '@flp/shared/constants';
import { ColorPicker } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../store/settings';
import { HeaderButton } from './HeaderButton';

/** Preset swatches (the default #409EFF first); any other colour through the picker's panel. */
export const PRESET_COLORS = [
  DEFAULT_THEME_COLOR,
  '#1677ff',
  '#304156',
  '#212121',
  '#11a983',
  '#13c2c2',
  '#6959cd',
  '#722ed1',
  '#eb2f96',
  '#f5222d',
  '#fa8c16',
  '#c9a45c',
];

/** The colour picker (spec §2 theme dialog): applied live through antd's tokens and kept per browser. */
export function ColorPick() {
  const { t } = useTranslation();
  const color = useSettings((s) => s.color);
  return (
    <ColorPicker
      value={color}
      disabledAlpha
      placement="bottomRight"
      presets={[
        { label: t('navbar.colorPresets'), colors: PRESET_COLORS, defaultOpen: true },
        { label: t('navbar.colorReset'), colors: [DEFAULT_THEME_COLOR], defaultOpen: false },
      ]}
      onChange={(c) => useSettings.getState().setColor(c.toHexString())}
    >
      <HeaderButton
        title={t('navbar.color')}
        icon={<BgColorsOutlined />}
        label={<span className="shell-color-dot" style={{ background: color }} />}
      />
    </ColorPicker>
  );
}
