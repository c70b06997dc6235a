/**
 * The HTTP client itself (ofetch), in a chunk of its own: the first screen paints from the boot
 * script's early answers without it, so it loads after, at an idle moment or with the first request
 * (api/client.ts). ofetch with its URL and JSON helpers is about a fifth of the first screen's script.
 */
import { ofetch } from 'ofetch';
import { JSON_HEADERS } from '../lib/boot-contract';

export interface HttpSetup {
  base: () => string;
  lang: () => string;
  token: () => string;
  renewed: (token: string) => void;
}

// No ofetch `timeout`: it aborts with a reason older engines drop (iOS < 15.4, Chromium < 98
// reject with a plain AbortError, read as "network error"), and it is off whenever a caller passes
// a signal. api/client.ts's request() keeps its own clock instead.
export const createHttp = ({ base, lang, token, renewed }: HttpSetup) =>
  ofetch.create({
    retry: 0,
    responseType: 'json',
    headers: { ...JSON_HEADERS },
    onRequest({ options }) {
      options.baseURL = base() || undefined;
      // Accept-Language 'en' or 'zh', the app's language: the server's messages and catalogue then read
      // like the rest of the screen, whatever else the phone's settings say (issue 15.2).
      options.headers.set('Accept-Language', lang());
      const value = token();
      if (value) options.headers.set('Authorization', value);
    },
    onResponse({ response }) {
      const value = response.headers.get('Authorization');
      if (value) renewed(value);
    },
  });
