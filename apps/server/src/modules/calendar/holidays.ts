// The State Council's holiday arrangements (国务院办公厅关于部分节假日安排的通知), as the `chinese-days` package bundles
// them (2004 to its last release's year): a year's days off that fall on weekdays and its weekends worked in lieu —
// the days a calendar of exceptions needs. A year the package does not know yet has none (the caller says so).
import chineseDays from 'chinese-days';
import { addDays } from '@flp/shared/finance';

export interface HolidayDay {
  day: string;
  dayType: 'HOLIDAY' | 'SHIFTED_WORKDAY';
  /** The festival's Chinese name (春节, 国庆节). */
  name: string;
}

/** The package's names are "English,中文,days": the Chinese part; a plain weekday's name is English only. */
const chineseName = (name: string) => name.split(',')[1] ?? '';

export function holidayArrangement(year: number): HolidayDay[] {
  const out: HolidayDay[] = [];
  for (let day = `${year}-01-01`; day.startsWith(String(year)); day = addDays(day, 1)) {
    const { work, name } = chineseDays.getDayDetail(day);
    const festival = chineseName(name);
    if (!festival) continue;
    const weekend = [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());
    // A festival's weekend day off is a day off anyway; it is kept so the calendar shows the whole holiday.
    if (!work) out.push({ day, dayType: 'HOLIDAY', name: festival });
    else if (weekend) out.push({ day, dayType: 'SHIFTED_WORKDAY', name: `${festival}调休` });
  }
  return out;
}
