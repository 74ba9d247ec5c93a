/** The server's limit (POST /api/uploads): larger files are refused before they are sent. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
