import { useEffect, useState, type ComponentType } from 'react';
import { useStore } from '@nanostores/react';
import { loadScreenStrings } from '../../i18n';
import { $confirm, dismissAllConfirms, type ConfirmRequest } from './confirm';

type Dialog = ComponentType<{ request: ConfirmRequest }>;

let loading: Promise<Dialog> | undefined;
/** The dialog's chunk, fetched once; a failed fetch (offline) is tried again next time. */
const load = () =>
  (loading ??= import('./ConfirmDialog').then(
    (m) => m.default,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));

/**
 * The single confirm host, mounted once by the app next to <ToastHost/>. It stays tiny in the
 * entry: the dialog is its own chunk, fetched a few seconds after start or when first needed.
 */
export function ConfirmHost() {
  const request = useStore($confirm);
  const [Dialog, setDialog] = useState<Dialog | null>(null);

  useEffect(() => {
    // The Android back key or a link changes the page: a question about the old page is void.
    addEventListener('hashchange', dismissAllConfirms);
    const prefetch = setTimeout(() => load().catch(() => undefined), 3000);
    return () => {
      removeEventListener('hashchange', dismissAllConfirms);
      clearTimeout(prefetch);
    };
  }, []);

  useEffect(() => {
    if (request && !Dialog) {
      let live = true;
      // Its default button texts are screen strings: make sure they are there (home does not load them).
      // If the chunk does not arrive, answer "no" rather than leave the caller waiting forever.
      Promise.all([load(), loadScreenStrings().catch(() => undefined)]).then(
        ([component]) => live && setDialog(() => component),
        () => dismissAllConfirms(),
      );
      return () => {
        live = false;
      };
    }
  }, [request, Dialog]);

  return request && Dialog ? <Dialog request={request} /> : null;
}
