import { WATERMARK } from '@flp/shared/constants';
import { useMemo } from 'react';

/**
 * A tile of the watermark (spec §9): a 400×400 canvas, 20px text rotated by 20 degrees, one line per given text.
 * Answers a data URL for a CSS background.
 */
export function watermarkTile(lines: string[], color: string): string {
  const canvas = document.createElement('canvas');
  const ratio = window.devicePixelRatio || 1;
  canvas.width = WATERMARK.width * ratio;
  canvas.height = WATERMARK.height * ratio;
  const ctx = canvas.getContext('2d');
  if (!ctx) return '';
  ctx.scale(ratio, ratio);
  ctx.translate(WATERMARK.width / 2, WATERMARK.height / 2);
  ctx.rotate((-WATERMARK.rotateDeg * Math.PI) / 180);
  ctx.font = `${WATERMARK.fontPx}px -apple-system, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif`;
  ctx.fillStyle = color;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const step = WATERMARK.fontPx * 1.5;
  lines.forEach((line, i) => {
    ctx.fillText(line, 0, (i - (lines.length - 1) / 2) * step);
  });
  return canvas.toDataURL('image/png');
}

/** The watermark tiled over the content area; it never takes a click (pointer-events: none). */
export function Watermark({ lines, color }: { lines: string[]; color: string }) {
  const key = lines.join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the joined key stands for the lines
  const url = useMemo(() => watermarkTile(lines, color), [key, color]);
  if (!url) return null;
  return (
    <div
      className="shell-watermark"
      aria-hidden
      data-testid="watermark"
      style={{
        backgroundImage: `url(${url})`,
        backgroundSize: `${WATERMARK.width}px ${WATERMARK.height}px`,
      }}
    />
  );
}
