import { DEFAULT_CLIENT, DEFAULT_TENANT_ID, DEFAULT_THEME_COLOR, TOKEN_TIME_SECONDS } from '@flp/shared/constants';

/**
 * The site configuration (Saber's website.js): what the spec calls "configured". One object, read everywhere.
 */
export const website = {
  title: '融资租赁综合业务平台',
  /** Local storage keys are `${key}-${name}`. */
  key: 'flp',
  tenantMode: true,
  tenantId: DEFAULT_TENANT_ID,
  captchaMode: true,
  /** Seconds after which the access token is refreshed (checked every 10 s). */
  tokenTime: TOKEN_TIME_SECONDS,
  tokenHeader: 'Blade-Auth',
  clientId: DEFAULT_CLIENT.id,
  clientSecret: DEFAULT_CLIENT.secret,
  lockPage: '/lock',
  /** The fixed first tab. */
  firstPage: { label: '首页', labelKey: 'tagsView.home', value: '/wel/index' },
  /** Body encryption stays off: the spec's two readings disagree, and TLS protects the transport (docs/decisions.md). */
  cryptoEnabled: false,
  themeColor: DEFAULT_THEME_COLOR,
  /** Response codes that reject without a toast (the caller handles them). */
  silentCodes: [] as number[],
  /** Top-bar items, each behind a flag; all on except debug. */
  topBar: {
    collapse: true,
    topMenu: true,
    search: true,
    notice: true,
    color: true,
    errorLog: true,
    lock: true,
    theme: true,
    fullScreen: true,
    lang: true,
    debug: false,
  },
  watermark: true,
} as const;
