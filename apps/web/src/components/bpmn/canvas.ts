import type Canvas from 'diagram-js/lib/core/Canvas';

const ZOOM_STEP = 1.25;

/**
 * Fits the diagram and centres it (diagram-js centres for any truthy centre; its typing names only a point): a small
 * diagram sits in the middle, clear of the designer's palette, rather than in the top left corner.
 */
export const fitCentered = (canvas: Canvas) => canvas.zoom('fit-viewport', 'auto' as never);

/** The zoom buttons: in, out, or back to the whole diagram. */
export function zoomBy(canvas: Canvas | null | undefined, step: 'in' | 'out' | 'fit') {
  if (!canvas) return;
  if (step === 'fit') fitCentered(canvas);
  else canvas.zoom(canvas.zoom() * (step === 'in' ? ZOOM_STEP : 1 / ZOOM_STEP));
}
