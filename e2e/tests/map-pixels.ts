/// <reference lib="dom" />
import type { Page } from '@playwright/test';

/** The legend's colours (the web app's features/realtime/status-colors.ts), as RGB. */
export const legendColours = {
  moving: [0x2e, 0x9e, 0x44],
  stopped: [0x8a, 0x8f, 0x98],
  offline: [0xf0, 0x8c, 0x00],
  idle: [0x8b, 0x1a, 0x1a],
} as const;
export type LegendStatus = keyof typeof legendColours;

/** A cluster's circle: #1565c0 at 85 % opacity over the land or the sea. */
export const clusterColour = { cluster: [0x36, 0x7a, 0xc6] } as const;

/**
 * Pixels of each status colour on the live map's canvas, leaving out the legend drawn over it. A
 * marker is a 9 px circle: a few dozen pixels of its colour; the centre of them is where to click.
 * Other colours (a cluster's) may be asked for, with a wider tolerance for blended ones.
 */
export async function markerPixels<Name extends string = LegendStatus>(
  page: Page,
  colours: Record<Name, readonly number[]> = legendColours as Record<Name, readonly number[]>,
  tolerance = 8,
) {
  const canvas = page.getByTestId('live-map').locator('canvas');
  // Place names are HTML over the canvas: hidden while it is read, so none covers a marker.
  const hideNames = await page.addStyleTag({ content: '.navgan-place { visibility: hidden !important; }' });
  // The screenshot scrolls the canvas into view: positions are read after it.
  const png = await canvas.screenshot();
  await hideNames.evaluate((style) => (style as Element).remove());
  const box = await canvas.boundingBox();
  const legend = await page.getByTestId('map-legend').boundingBox();
  return page.evaluate(
    async ({ data, colours, tolerance, legend, box }) => {
      const image = await createImageBitmap(await (await fetch(`data:image/png;base64,${data}`)).blob());
      const canvas = new OffscreenCanvas(image.width, image.height);
      const g = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
      g.drawImage(image, 0, 0);
      const pixels = g.getImageData(0, 0, image.width, image.height).data;
      const scale = image.width / (box?.width ?? image.width);
      const found: Record<string, { count: number; x: number; y: number }> = {};
      for (const [name, [r, gr, b]] of Object.entries(colours as Record<string, [number, number, number]>)) {
        let count = 0;
        let sx = 0;
        let sy = 0;
        for (let i = 0; i < pixels.length; i += 4) {
          const x = (i / 4) % image.width;
          const y = Math.floor(i / 4 / image.width);
          const px = (box?.x ?? 0) + x / scale;
          const py = (box?.y ?? 0) + y / scale;
          if (
            legend &&
            px >= legend.x &&
            px <= legend.x + legend.width &&
            py >= legend.y &&
            py <= legend.y + legend.height
          )
            continue;
          const near =
            Math.abs((pixels[i] ?? 0) - r) < tolerance &&
            Math.abs((pixels[i + 1] ?? 0) - gr) < tolerance &&
            Math.abs((pixels[i + 2] ?? 0) - b) < tolerance;
          if (near) {
            count++;
            sx += px;
            sy += py;
          }
        }
        found[name] = { count, x: count ? sx / count : 0, y: count ? sy / count : 0 };
      }
      return found as Record<Name, { count: number; x: number; y: number }>;
    },
    { data: png.toString('base64'), colours, tolerance, legend, box },
  );
}
