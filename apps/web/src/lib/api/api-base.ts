/** Where the versioned API lives, relative to the page's origin. */
export const apiBase = '/api/v1/';
/** The second API version (same session and error bodies). */
export const apiV2Base = '/api/v2/';
