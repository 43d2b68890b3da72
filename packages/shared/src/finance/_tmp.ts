import { generateSchedule } from './schedule';
const t0 = performance.now();
for (let i = 0; i < 100000; i++) {
  generateSchedule({ principal: 1000000 + i, annualRate: '0.06', periods: 36, frequencyMonths: 1, method: 'EQUAL_RENT', payIn: 'ARREARS', startDate: '2024-01-31' });
}
console.log((performance.now() - t0) / 1000);
