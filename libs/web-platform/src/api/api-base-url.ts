import { API_BASE_PATH } from '@campusloop/contracts';

/** Every call goes through the gateway under this path (spec §7); the route contracts' paths are relative to it. */
export const API_BASE_URL = API_BASE_PATH;
