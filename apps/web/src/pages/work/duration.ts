/**
 * How long a step took, in the reader's language: 1天2小时3分 / 1 d 2 h 3 min (seconds only under a minute). The
 * server's BladeX text (historyActivityDurationTime) is Chinese whatever the language, so the pages count themselves
 * from the step's two times (`yyyy-MM-dd HH:mm:ss`, one zone).
 */
const UNITS = {
  'zh-CN': { d: '天', h: '小时', m: '分', s: '秒', sep: '' },
  'en-US': { d: ' d', h: ' h', m: ' min', s: ' s', sep: ' ' },
} as const;

const parse = (v: string) => Date.parse(v.replace(' ', 'T'));

export function stepDuration(from: string, to: string, lang: 'zh-CN' | 'en-US'): string {
  const ms = parse(to) - parse(from);
  if (!Number.isFinite(ms) || ms < 0) return '';
  const total = Math.floor(ms / 1000);
  const parts: [number, keyof (typeof UNITS)['zh-CN']][] = [
    [Math.floor(total / 86400), 'd'],
    [Math.floor((total % 86400) / 3600), 'h'],
    [Math.floor((total % 3600) / 60), 'm'],
  ];
  const u = UNITS[lang];
  const shown = parts.filter(([n]) => n > 0).map(([n, k]) => `${n}${u[k]}`);
  return shown.length ? shown.join(u.sep) : `${total % 60}${u.s}`;
}
