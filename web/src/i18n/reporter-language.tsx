import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { languageLocales, type ReporterLanguage } from '@shared/messages/catalogue.js';
import { loadingTexts } from '@shared/messages/loading.js';
import {
  chunkOf,
  type ChunkCatalogues,
  type ChunkLoaders,
  type ReporterCatalogue,
  type ReporterChunk,
} from '@shared/messages/reporter-catalogue.js';
import { PageLoader } from '@/components/page-loader.js';
import {
  browserLanguageSources,
  chooseLanguage,
  rememberLanguage,
  reporterOffer,
  type LanguageOffer,
} from './language-choice.js';

/**
 * Every language's texts, Polish included, are chunks fetched when a screen needs them: the
 * form's first view with the page, what follows its 'Wyślij' once the reporter starts filling it
 * in, the inbox logins' with the logins, the rest of the inbox's with the inbox. A first load
 * carries only its own language's first view.
 */
const loaders: ChunkLoaders = {
  pl: {
    form: () => import('@shared/messages/pl/chunks/form.js'),
    'form-sent': () => import('@shared/messages/pl/chunks/form-sent.js'),
    'file-cleaning': () => import('@shared/messages/pl/chunks/file-cleaning.js'),
    inbox: () => import('@shared/messages/pl/chunks/inbox.js'),
    'inbox-report': () => import('@shared/messages/pl/chunks/inbox-report.js'),
    'reply-notices': () => import('@shared/messages/pl/chunks/reply-notices.js'),
    voice: () => import('@shared/messages/pl/chunks/voice.js'),
    errors: () => import('@shared/messages/pl/chunks/errors.js'),
  },
  uk: {
    form: () => import('@shared/messages/uk/chunks/form.js'),
    'form-sent': () => import('@shared/messages/uk/chunks/form-sent.js'),
    'file-cleaning': () => import('@shared/messages/uk/chunks/file-cleaning.js'),
    inbox: () => import('@shared/messages/uk/chunks/inbox.js'),
    'inbox-report': () => import('@shared/messages/uk/chunks/inbox-report.js'),
    'reply-notices': () => import('@shared/messages/uk/chunks/reply-notices.js'),
    voice: () => import('@shared/messages/uk/chunks/voice.js'),
    errors: () => import('@shared/messages/uk/chunks/errors.js'),
  },
  en: {
    form: () => import('@shared/messages/en/chunks/form.js'),
    'form-sent': () => import('@shared/messages/en/chunks/form-sent.js'),
    'file-cleaning': () => import('@shared/messages/en/chunks/file-cleaning.js'),
    inbox: () => import('@shared/messages/en/chunks/inbox.js'),
    'inbox-report': () => import('@shared/messages/en/chunks/inbox-report.js'),
    'reply-notices': () => import('@shared/messages/en/chunks/reply-notices.js'),
    voice: () => import('@shared/messages/en/chunks/voice.js'),
    errors: () => import('@shared/messages/en/chunks/errors.js'),
  },
};

type AnyChunk = Partial<ReporterCatalogue>;
/** Chunks that have come, for a render without waiting; chunks on their way, fetched once. */
const loaded = new Map<string, AnyChunk>();
const pending = new Map<string, Promise<AnyChunk>>();

function fetchChunk(language: ReporterLanguage, chunk: ReporterChunk): Promise<AnyChunk> {
  const key = `${language}:${chunk}`;
  let promise = pending.get(key);
  if (!promise) {
    promise = (loaders[language][chunk]() as Promise<AnyChunk>).then(
      (texts) => {
        loaded.set(key, texts);
        return texts;
      },
      (error: unknown) => {
        pending.delete(key); // asked for again next time
        throw error;
      },
    );
    pending.set(key, promise);
  }
  return promise;
}

/** What a screen shows when a translation's chunk cannot come: the Polish source. */
const withPolish = new Map<string, Promise<AnyChunk>>();
/** What `loadTexts` answered for a language's chunk: the chunk, or the Polish one in its place. */
const shown = new Map<string, AnyChunk>();

/**
 * A language's chunk, fetched once; a translation that cannot come is shown in Polish (the texts'
 * source). The same promise each time, so that React's `use` waits for it once.
 */
export function loadTexts<Chunk extends ReporterChunk>(
  language: ReporterLanguage,
  chunk: Chunk,
): Promise<ChunkCatalogues<Chunk>> {
  const key = `${language}:${chunk}`;
  let promise = withPolish.get(key);
  if (!promise) {
    promise = fetchChunk(language, chunk)
      .catch((error: unknown) => {
        withPolish.delete(key);
        if (language === 'pl') throw error;
        return fetchChunk('pl', chunk);
      })
      .then((texts) => {
        shown.set(key, texts);
        return texts;
      });
    withPolish.set(key, promise);
  }
  return promise as Promise<ChunkCatalogues<Chunk>>;
}

const isLoaded = (language: ReporterLanguage, chunk: ReporterChunk) => loaded.has(`${language}:${chunk}`);

interface LanguageContextValue {
  language: ReporterLanguage;
  /** The languages the screen offers (its switcher's). */
  languages: readonly ReporterLanguage[];
  /** Loads the language's chunks that the screen has, then shows it and remembers it on the device. */
  choose: (language: ReporterLanguage) => Promise<void>;
}

const polish: LanguageContextValue = { language: 'pl', languages: ['pl'], choose: async () => {} };
const LanguageContext = createContext<LanguageContextValue>(polish);

/**
 * The reporter's language for the screens inside (language-choice.ts says which one a visit opens
 * in). Until the language's `chunks` have come, 'Ładowanie... Proszę czekać' in that language
 * shows; if a translation cannot come, Polish; if Polish cannot either, the route's error page.
 * `<html lang>` follows the language shown and goes back to Polish when the screen is left. A
 * screen in fewer languages names them and the one it opens in otherwise (`offer`).
 */
export function ReporterLanguageProvider({
  children,
  chunks,
  offer = reporterOffer,
}: {
  children: ReactNode;
  /** What the screens inside show first (more is fetched by `useTexts` when a screen needs it). */
  chunks: readonly ReporterChunk[];
  offer?: LanguageOffer;
}) {
  const [searchParams] = useSearchParams();
  const [initial] = useState(() => chooseLanguage(browserLanguageSources(searchParams.get('lang')), offer));
  const [first] = useState(chunks);
  const [language, setLanguage] = useState<ReporterLanguage | null>(() =>
    first.every((chunk) => isLoaded(initial, chunk)) ? initial : null,
  );

  const [failure, setFailure] = useState<Error | null>(null);
  useEffect(() => {
    if (language) return;
    let current = true;
    const shown = (attempt: ReporterLanguage) => Promise.all(first.map((chunk) => fetchChunk(attempt, chunk)));
    void shown(initial)
      .then(
        () => initial,
        () => shown('pl').then(() => 'pl' as const),
      )
      .then(
        (opened) => {
          if (current) setLanguage(opened);
        },
        (error: unknown) => {
          if (current) setFailure(error instanceof Error ? error : new Error('The texts could not be loaded.'));
        },
      );
    return () => {
      current = false;
    };
  }, [initial, first, language]);

  useEffect(() => {
    if (!language) return;
    document.documentElement.lang = language;
    return () => {
      document.documentElement.lang = 'pl';
    };
  }, [language]);

  const choose = useCallback(
    async (next: ReporterLanguage) => {
      if (!language) return;
      // The chunks this screen has fetched so far, in the new language, before anything changes.
      const shown = (Object.keys(chunkOf) as (keyof ReporterCatalogue)[])
        .map((name) => chunkOf[name])
        .filter((chunk, index, all) => all.indexOf(chunk) === index && isLoaded(language, chunk));
      await Promise.all(shown.map((chunk) => fetchChunk(next, chunk)));
      rememberLanguage(next);
      setLanguage(next);
    },
    [language],
  );
  const { languages } = offer;
  const value = useMemo(() => (language ? { language, languages, choose } : polish), [language, languages, choose]);

  // Not even the Polish texts came (the connection is gone): the route's error page says so.
  if (failure) throw failure;
  if (!language) return <PageLoader text={loadingTexts[initial]} />;
  return <LanguageContext value={value}>{children}</LanguageContext>;
}

/** The language shown, its locale for `Intl`, and the way to choose another. */
export function useReporterLanguage() {
  const value = use(LanguageContext);
  return { ...value, locale: languageLocales[value.language] };
}

/**
 * The texts of one catalogue in the language shown. If its chunk has not come yet, the component
 * suspends until it has (a lazy dialog's Suspense shows meanwhile).
 */
export function useTexts<Name extends keyof ReporterCatalogue>(name: Name): ReporterCatalogue[Name] {
  const { language } = use(LanguageContext);
  const chunk = chunkOf[name];
  const key = `${language}:${chunk}`;
  const texts = loaded.get(key) ?? shown.get(key);
  // Thrown, not `use`d: a component that reads several catalogues would call `use` a different
  // number of times before and after a wait, which React refuses ("conditional use of use").
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (!texts) throw loadTexts(language, chunk);
  return texts[name] as ReporterCatalogue[Name];
}
