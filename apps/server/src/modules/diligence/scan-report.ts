// The admission scan's report (.docx) and its chapters (getDirectory): the company, the overview (level, score, red
// and yellow counts), then the hits by risk type.
import type { Row } from '../../platform/crud/repository';
import { type Block, PAGE_TEXT_WIDTH, buildDocx, fixedColumn, textColumn } from '../../platform/documents/docx-writer';

export interface Hit {
  title: string;
  description: string;
  passage: string;
  riskType: string;
}

/** The report's chapters: a title and how many items each holds. */
export function directoryOf(scan: Row): { title: string; count: number }[] {
  const hits = (scan.hits as Hit[] | null) ?? [];
  const types = [...new Set(hits.map((h) => h.riskType || '其他'))];
  return [
    { title: '一、企业基本信息', count: 1 },
    { title: '二、风险概览', count: 1 },
    ...types.map((t, i) => ({
      title: `${['三', '四', '五', '六', '七', '八', '九', '十'][i] ?? String(i + 3)}、${t}风险`,
      count: hits.filter((h) => (h.riskType || '其他') === t).length,
    })),
  ];
}

export function scanReport(scan: Row, engineName: string): Buffer {
  const hits = (scan.hits as Hit[] | null) ?? [];
  const chapters = directoryOf(scan);
  const blocks: Block[] = [
    { kind: 'heading', text: '企业准入扫描报告' },
    { kind: 'para', text: chapters[0].title },
    { kind: 'para', text: `企业名称: ${scan.companyName}` },
    { kind: 'para', text: `统一社会信用代码: ${scan.uscCode ?? '—'}` },
    { kind: 'para', text: `扫描方式: ${engineName}    扫描时间: ${scan.scannedAt ?? ''}` },
    { kind: 'para', text: chapters[1].title },
    {
      kind: 'para',
      text: `风险等级: ${scan.riskLevel}    风险得分: ${scan.riskScore}    红色提示 ${scan.redCount} 项, 黄色提示 ${scan.yellowCount} 项`,
    },
  ];
  if (!hits.length) blocks.push({ kind: 'para', text: '未发现风险提示。' });
  for (const chapter of chapters.slice(2)) {
    const type = chapter.title.replace(/^.+、(.*)风险$/, '$1');
    blocks.push({ kind: 'para', text: chapter.title });
    blocks.push({
      kind: 'table',
      header: ['序号', '提示', '事项', '说明'],
      rows: hits
        .filter((h) => (h.riskType || '其他') === type)
        .map((h, i) => [String(i + 1), h.passage, h.title, h.description]),
      columns: [fixedColumn(700), fixedColumn(800), textColumn(2200), textColumn(PAGE_TEXT_WIDTH - 3700)],
    });
  }
  return buildDocx(blocks);
}
