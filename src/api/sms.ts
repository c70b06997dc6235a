import { post } from './client';

/** POST /api/sms/send {phone} → the key to send back with the code. */
export const sendSms = (phone: string) => post<string>('/api/sms/send', { phone });
