import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

echarts.use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export type EChartOption = echarts.EChartsCoreOption;
export { echarts };

/**
 * A thin ECharts holder: only the chart types registered above are bundled, and only where a page imports this (a
 * page needing more — the cockpit's map — registers it itself). `theme` 'dark' for dark pages; `label` names the
 * chart for assistive technology and tests.
 */
export function EChart({
  option,
  height = 280,
  theme,
  label,
}: {
  option: EChartOption;
  height?: number | string;
  theme?: 'dark';
  label?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const latest = useRef(option);
  latest.current = option;
  useEffect(() => {
    if (!ref.current) return;
    chart.current = echarts.init(ref.current, theme);
    chart.current.setOption(latest.current, true);
    const ro = new ResizeObserver(() => chart.current?.resize());
    ro.observe(ref.current);
    return () => {
      ro.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, [theme]);
  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option]);
  return <div ref={ref} role="img" aria-label={label} className="echart" style={{ width: '100%', height }} />;
}
