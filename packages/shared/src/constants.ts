/**
 * Every number of the spec's constants table (shell-and-administration §9) in one place, so the server, the web app
 * and the tests read the same figures.
 */
export const PLATFORM_TENANT_ID = '000000';
export const DEFAULT_TENANT_ID = '000000';
export const ADMIN_ROLE_ALIAS = 'administrator';
export const DEFAULT_CLIENT = { id: 'saber', secret: 'saber_secret' } as const;

export const PAGE_SIZES = [10, 30, 50, 100, 200] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** Largest page the server hands out in one call; a bigger `size` is refused with 400. */
export const MAX_PAGE_SIZE = 1000;
export const DEFAULT_DATE_RANGE_FIELDS = ['createTime_dategt', 'createTime_datelt'] as const;

export const TIMEOUTS_MS = {
  default: 60_000,
  saveData: 20_000,
  export: 50_000,
  standingBook: 1_000_000,
  concentrationWarn: 1_000_000,
  concentrationPage: 3_000_000,
  remindHisWarnList: 200_000,
  autoSaveReminder: 200_000,
  reminderPage: 20_000,
  chunkLoad: 120_000,
} as const;

/** Seconds after the token time at which the web client refreshes its access token. */
export const TOKEN_TIME_SECONDS = 3000;
export const TOKEN_REFRESH_CHECK_MS = 10_000;
export const ACCESS_TOKEN_SECONDS = 3600;
export const REFRESH_TOKEN_SECONDS = 604_800;

export const TOAST_DURATION_MS = 5_000;
export const NOTIFICATION_BADGE_MAX = 99;
export const NOTIFICATION_CARD_SIZE = 10;
export const NOTIFICATION_DRAWER_SIZES = [10, 20, 30, 50] as const;
export const NOTIFICATION_DRAWER_DEFAULT_SIZE = 20;
export const WEBSOCKET_RECONNECT_MS = 2_000;
export const WEBSOCKET_MAX_ERRORS = 5;
export const LOCK_REDIRECT_DELAY_MS = 100;
/** The business time zone: wall-clock stamps are shown in it, whatever the browser's zone (the server's `TZ` default). */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';
export const AVATAR_MAX_BYTES = 500 * 1024;
export const PHONE_LENGTH = 11;
export const WATERMARK = { width: 400, height: 400, fontPx: 20, rotateDeg: 20 } as const;
export const DEFAULT_THEME_COLOR = '#409EFF';
export const THEMES = ['default', 'white', 'dark', 'star', 'bule', 'iview', 'vip', 'cool', 'd2', 'hey', 'lte'] as const;

export const CAPTCHA_TTL_SECONDS = 300;
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_LOCK_MINUTES_DEFAULT = 30;

/**
 * Limits of one uploaded error-log entry (POST /api/blade-log/error/upload), shared by the server's checks and the
 * client; here rather than beside the definition so the sign-in page's error log does not load every definition.
 */
export const ERROR_LOG_LIMITS = {
  /** Entries per upload (the browser keeps at most this many). */
  entries: 200,
  type: 64,
  message: 2000,
  stack: 10000,
  info: 10000,
  url: 2000,
} as const;
