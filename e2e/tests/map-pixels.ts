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
/** The live map's canvas as a PNG, with its box and the legend's box on the page. */
async function mapShot(page: Page) {
  const canvas = page.getByTestId('live-map').locator('canvas');
  // The screenshot scrolls the canvas into view: positions are read after it.
  const png = await canvas.screenshot();
  const box = await canvas.boundingBox();
  const legend = await page.getByTestId('map-legend').boundingBox();
  return { data: png.toString('base64'), box, legend };
}

export async function markerPixels<Name extends string = LegendStatus>(
  page: Page,
  colours: Record<Name, readonly number[]> = legendColours as Record<Name, readonly number[]>,
  tolerance = 8,
) {
  const { data, box, legend } = await mapShot(page);
  return page.evaluate(
    async ({ data, colours, tolerance, legend, box }) => {
      // An <img>, not fetch: the panel's Content-Security-Policy allows data: images but no data: fetches.
      const element = new Image();
      element.src = `data:image/png;base64,${data}`;
      await element.decode();
      const image = await createImageBitmap(element);
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
    { data, colours, tolerance, legend, box },
  );
}

/**
 * The biggest cluster circle on the map (the largest connected patch of the cluster colour, its
 * count's holes included), how many white pixels its middle holds (the count drawn over it),
 * how many pixels of the colour it has (`size`) and where its centre is on the page (to click it).
 * Radius, white and size in canvas pixels.
 */
export async function biggestClusterLabel(page: Page) {
  const { data, box } = await mapShot(page);
  return page.evaluate(
    async ({ data, colour, markers, box }) => {
      // An <img>, not fetch: the panel's Content-Security-Policy allows data: images but no data: fetches.
      const element = new Image();
      element.src = `data:image/png;base64,${data}`;
      await element.decode();
      const image = await createImageBitmap(element);
      const canvas = new OffscreenCanvas(image.width, image.height);
      const g = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
      g.drawImage(image, 0, 0);
      const { width, height } = image;
      const pixels = g.getImageData(0, 0, width, height).data;
      const near = (at: number, rgb: readonly number[], tolerance: number) =>
        rgb.every((value, i) => Math.abs((pixels[at * 4 + i] ?? 0) - value) < tolerance);
      const seen = new Uint8Array(width * height);
      let best = { size: 0, minX: 0, maxX: 0, minY: 0, maxY: 0 };
      for (let start = 0; start < width * height; start++) {
        if (seen[start] || !near(start, colour, 14)) continue;
        const patch = { size: 0, minX: width, maxX: 0, minY: height, maxY: 0 };
        const stack = [start];
        seen[start] = 1;
        while (stack.length > 0) {
          const at = stack.pop() as number;
          const x = at % width;
          const y = Math.floor(at / width);
          patch.size += 1;
          patch.minX = Math.min(patch.minX, x);
          patch.maxX = Math.max(patch.maxX, x);
          patch.minY = Math.min(patch.minY, y);
          patch.maxY = Math.max(patch.maxY, y);
          for (const next of [at - 1, at + 1, at - width, at + width]) {
            if (next < 0 || next >= width * height || seen[next]) continue;
            if (Math.abs((next % width) - x) > 1 || !near(next, colour, 14)) continue;
            seen[next] = 1;
            stack.push(next);
          }
        }
        if (patch.size > best.size) best = patch;
      }
      const cx = (best.minX + best.maxX) / 2;
      const cy = (best.minY + best.maxY) / 2;
      const radius = (best.maxX - best.minX) / 2;
      const inside = (x: number, y: number) => x >= 0 && y >= 0 && x < width && y < height;
      // A single vehicle drawn over the circle has white too (its border and arrow), always within
      // a few pixels of its status colour: such white is not the count's.
      const byMarker = (x: number, y: number) => {
        for (let dy = -3; dy <= 3; dy++)
          for (let dx = -3; dx <= 3; dx++)
            if (inside(x + dx, y + dy) && markers.some((rgb) => near((y + dy) * width + x + dx, rgb, 30)))
              return true;
        return false;
      };
      // The count sits in the middle, well inside the white border.
      let white = 0;
      for (let y = Math.floor(cy - radius / 2); y <= cy + radius / 2; y++)
        for (let x = Math.floor(cx - radius / 2); x <= cx + radius / 2; x++)
          if (inside(x, y) && near(y * width + x, [255, 255, 255], 40) && !byMarker(x, y)) white += 1;
      const scale = width / (box?.width ?? width);
      return { radius, white, size: best.size, x: (box?.x ?? 0) + cx / scale, y: (box?.y ?? 0) + cy / scale };
    },
    { data, colour: clusterColour.cluster, markers: Object.values(legendColours), box },
  );
}

/** The map's first view (the web app's create-map.ts): central Iran at zoom 5. */
const firstView = { center: [53.7, 32.4] as const, zoom: 5 };

/** Where a place is drawn while the live map shows its first view, in page pixels. */
export async function firstViewPoint(page: Page, [longitude, latitude]: readonly [number, number]) {
  const box = await page.getByTestId('live-map').locator('canvas').boundingBox();
  if (!box) throw new Error('no map canvas');
  const world = 512 * 2 ** firstView.zoom;
  const x = (lng: number) => ((lng + 180) / 360) * world;
  const y = (lat: number) =>
    (0.5 - Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) / (2 * Math.PI)) * world;
  return {
    x: box.x + box.width / 2 + x(longitude) - x(firstView.center[0]),
    y: box.y + box.height / 2 + y(latitude) - y(firstView.center[1]),
  };
}

/**
 * The dark letters of the capital's name drawn under a city's dot in the first view: how many
 * pixels, how wide they spread, and how wide `text` is in the names' font (the two agree when that
 * text is the name drawn there).
 */
export async function capitalNameInk(page: Page, city: readonly [number, number], text: string) {
  const at = await firstViewPoint(page, city);
  const { data, box } = await mapShot(page);
  return page.evaluate(
    async ({ data, box, at, text }) => {
      // An <img>, not fetch: the panel's Content-Security-Policy allows data: images but no data: fetches.
      const element = new Image();
      element.src = `data:image/png;base64,${data}`;
      await element.decode();
      const image = await createImageBitmap(element);
      const canvas = new OffscreenCanvas(image.width, image.height);
      const g = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
      g.drawImage(image, 0, 0);
      const scale = image.width / (box?.width ?? image.width);
      const left = Math.round((at.x - (box?.x ?? 0) - 60) * scale);
      const top = Math.round((at.y - (box?.y ?? 0) + 3) * scale);
      const width = Math.round(120 * scale);
      const height = Math.round(22 * scale);
      const pixels = g.getImageData(left, top, width, height).data;
      let ink = 0;
      let minX = width;
      let maxX = -1;
      for (let i = 0; i < pixels.length; i += 4) {
        // The names' colour (#2d2820) and its darker antialiasing; dots and borders are lighter.
        if ((pixels[i] ?? 255) > 0x60 || (pixels[i + 1] ?? 255) > 0x60 || (pixels[i + 2] ?? 255) > 0x60)
          continue;
        ink += 1;
        const x = (i / 4) % width;
        minX = Math.min(minX, x);
        maxX = Math.max(maxX, x);
      }
      const measure = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
      measure.font = "700 12px 'Vazirmatn Variable', system-ui, sans-serif";
      return { ink, spread: ink ? (maxX - minX + 1) / scale : 0, textWidth: measure.measureText(text).width };
    },
    { data, box, at, text },
  );
}
