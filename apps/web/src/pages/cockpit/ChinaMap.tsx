// The map of China by province, coloured by exposure. Its GeoJSON (AntV's china-geojson: every province, Hong Kong,
// Macao, Taiwan and 南海诸岛) is 340 KB: only this module imports it, and only the cockpit's lazy chunk imports this.
import china from 'china-geojson/src/geojson/china.json';
import { MapChart } from 'echarts/charts';
import { VisualMapComponent } from 'echarts/components';
import { useMemo } from 'react';
import type { ProvinceFigure } from '../../api/dashboard';
import { EChart, type EChartOption, echarts } from '../../components/EChart';
import { useLoc } from '../../crud/labels';
import { wan, wanValue } from '../wel/figures';
import { T } from '../wel/texts';

echarts.use([MapChart, VisualMapComponent]);
type GeoJson = Parameters<typeof echarts.registerMap>[1];
echarts.registerMap('china', china as unknown as GeoJson);

interface Feature {
  properties: { id?: string; name: string };
}
/** The map's own (short) names by the first two digits of GB/T 2260; Hong Kong and Macao carry no id in the data. */
const SHAPE_BY_CODE = new Map<string, string>([
  ...(china as unknown as { features: Feature[] }).features
    .filter((f) => f.properties.id)
    .map((f) => [String(f.properties.id), f.properties.name] as [string, string]),
  ['81', '香港'],
  ['82', '澳门'],
]);

export function ChinaMap({ provinces, height }: { provinces: ProvinceFigure[]; height: number | string }) {
  const loc = useLoc();
  const option = useMemo<EChartOption>(() => {
    const placed = provinces.filter((p) => SHAPE_BY_CODE.has(p.provinceCode));
    const byShape = new Map(placed.map((p) => [SHAPE_BY_CODE.get(p.provinceCode) as string, p]));
    const max = Math.max(1, ...placed.map((p) => wanValue(p.outstandingPrincipal)));
    return {
      backgroundColor: 'transparent',
      tooltip: {
        trigger: 'item',
        formatter: (p: { name: string }) => {
          const f = byShape.get(p.name);
          if (!f) return p.name;
          return `${f.provinceName}<br/>${loc(T.outstanding)}: ${wan(f.outstandingPrincipal)} ${loc(T.tenThousand)}<br/>${loc(T.lessees)}: ${f.customerCount} · ${f.iouCount} ${loc(T.ious)}<br/>${loc(T.share)}: ${f.share ?? '—'}%`;
        },
      },
      visualMap: {
        min: 0,
        max,
        left: 8,
        bottom: 8,
        calculable: true,
        itemHeight: 100,
        text: [loc(T.tenThousand), ''],
        textStyle: { color: '#cfe3ff' },
        inRange: { color: ['#0b2a5b', '#1f6fd1', '#3fd0ff', '#ffd666'] },
      },
      series: [
        {
          type: 'map',
          map: 'china',
          roam: false,
          layoutCenter: ['50%', '52%'],
          layoutSize: '100%',
          itemStyle: { areaColor: '#0b1f44', borderColor: '#3a7bd5' },
          emphasis: { itemStyle: { areaColor: '#ffd666' }, label: { color: '#000' } },
          label: { show: false },
          data: placed.map((p) => ({
            name: SHAPE_BY_CODE.get(p.provinceCode),
            value: wanValue(p.outstandingPrincipal),
          })),
        },
      ],
    };
  }, [provinces, loc]);
  return <EChart option={option} height={height} theme="dark" label={loc(T.province)} />;
}
