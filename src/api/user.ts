import { get, type RequestOptions } from './client';
import type { CurrentUser } from './types';

/** GET /api/user/current */
export const getCurrentUser = (options?: RequestOptions) => get<CurrentUser>('/api/user/current', undefined, options);
