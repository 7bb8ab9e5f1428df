/**
 * OpenStreetMap's standard raster tiles: the base map when MAP_STYLE_URL is not set. The web draws
 * them; the server lets the browser fetch them (its Content-Security-Policy names their host).
 */
export const osmRasterTiles = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
