/** Every call goes through the gateway under this path (spec §7). */
export const API_BASE_URL = '/api/v1';
