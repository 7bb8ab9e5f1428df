/** Where the versioned API lives, relative to the page's origin. */
export const apiBase = '/api/v1/';
