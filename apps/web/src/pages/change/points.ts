/** A rate in points as people write it, without the stored scale's trailing zeros: 2.0000 → 2%, 6.5000 → 6.5%. */
export const points = (rate: string) => `${rate.includes('.') ? rate.replace(/\.?0+$/, '') : rate}%`;
