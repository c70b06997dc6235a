import { useEffect, useState, type ComponentType } from 'react';
import { useStore } from '@nanostores/react';
import { loadScreenStrings } from '../../i18n';
import { $question, dismissAllQuestions, type Question } from './ask';

type DialogComponent = ComponentType<{ question: Question }>;

let loading: Promise<DialogComponent> | undefined;
/** The dialog's chunk, fetched once; a failed fetch (offline) is tried again next time. */
const load = () =>
  (loading ??= import('./Dialog').then(
    (m) => m.default,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));

/**
 * The single dialog host, mounted once by the app next to <ToastHost/>. It stays tiny in the
 * entry: the dialog is its own chunk, fetched a few seconds after start or when first needed.
 */
export function DialogHost() {
  const question = useStore($question);
  const [Dialog, setDialog] = useState<DialogComponent | null>(null);

  useEffect(() => {
    // The Android back key or a link changes the page: a question about the old page is void.
    addEventListener('hashchange', dismissAllQuestions);
    const prefetch = setTimeout(() => load().catch(() => undefined), 3000);
    return () => {
      removeEventListener('hashchange', dismissAllQuestions);
      clearTimeout(prefetch);
    };
  }, []);

  useEffect(() => {
    if (question && !Dialog) {
      let live = true;
      // Its default button texts are screen strings: make sure they are there (home does not load them).
      // If the chunk does not arrive, answer "no" rather than leave the caller waiting forever.
      Promise.all([load(), loadScreenStrings().catch(() => undefined)]).then(
        ([component]) => live && setDialog(() => component),
        () => dismissAllQuestions(),
      );
      return () => {
        live = false;
      };
    }
  }, [question, Dialog]);

  return question && Dialog ? <Dialog question={question} /> : null;
}
