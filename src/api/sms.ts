import { post } from './client';
import { key } from './decode';

/** POST /api/sms/send {phone} → the key to send back with the code. */
export const sendSms = (phone: string) => post('/api/sms/send', { phone }, key);
