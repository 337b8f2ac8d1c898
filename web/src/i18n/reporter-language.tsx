import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { languageLocales, type ReporterLanguage } from '@shared/messages/catalogue.js';
import type { ReporterCatalogue } from '@shared/messages/reporter-catalogue.js';
import { browserLanguageSources, chooseLanguage, rememberLanguage } from './language-choice.js';

/**
 * Each translation is a chunk of its own, fetched only when its language is chosen; Polish, the
 * source, is what the screens import themselves, so a Polish reader loads no catalogue at all.
 */
const translations: Record<Exclude<ReporterLanguage, 'pl'>, () => Promise<ReporterCatalogue>> = {
  uk: () => import('@shared/messages/uk/index.js'),
  en: () => import('@shared/messages/en/index.js'),
};

interface ActiveLanguage {
  language: ReporterLanguage;
  /** Null for Polish: the screens' own (Polish) imports. */
  catalogue: ReporterCatalogue | null;
}

interface LanguageContextValue extends ActiveLanguage {
  /** Loads the language's catalogue, then shows it and remembers it on the device. */
  choose: (language: ReporterLanguage) => Promise<void>;
}

const polish: LanguageContextValue = { language: 'pl', catalogue: null, choose: async () => {} };
const LanguageContext = createContext<LanguageContextValue>(polish);

const load = async (language: ReporterLanguage): Promise<ActiveLanguage> => ({
  language,
  catalogue: language === 'pl' ? null : await translations[language](),
});

/**
 * The reporter's language for the screens inside (language-choice.ts says which one a visit opens
 * in). Until a translation's chunk has come, `fallback` shows; if it cannot come, Polish. `<html
 * lang>` follows the language shown and goes back to Polish when the screen is left.
 */
export function ReporterLanguageProvider({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [searchParams] = useSearchParams();
  const [initial] = useState(() => chooseLanguage(browserLanguageSources(searchParams.get('lang'))));
  const [active, setActive] = useState<ActiveLanguage | null>(
    initial === 'pl' ? { language: 'pl', catalogue: null } : null,
  );

  useEffect(() => {
    if (initial === 'pl') return;
    let current = true;
    void load(initial)
      .catch(() => load('pl'))
      .then((loaded) => {
        if (current) setActive(loaded);
      });
    return () => {
      current = false;
    };
  }, [initial]);

  const language = active?.language;
  useEffect(() => {
    if (!language) return;
    document.documentElement.lang = language;
    return () => {
      document.documentElement.lang = 'pl';
    };
  }, [language]);

  const choose = useCallback(async (next: ReporterLanguage) => {
    const loaded = await load(next);
    rememberLanguage(next);
    setActive(loaded);
  }, []);
  const value = useMemo(() => (active ? { ...active, choose } : polish), [active, choose]);

  if (!active) return fallback;
  return <LanguageContext value={value}>{children}</LanguageContext>;
}

/** The language shown, its locale for `Intl`, and the way to choose another. */
export function useReporterLanguage() {
  const value = use(LanguageContext);
  return { ...value, locale: languageLocales[value.language] };
}

/** The texts of one catalogue in the language shown: `polish` itself when it is Polish. */
export function useTexts<Name extends keyof ReporterCatalogue>(
  name: Name,
  polish: ReporterCatalogue[Name],
): ReporterCatalogue[Name] {
  const { catalogue } = use(LanguageContext);
  return catalogue ? catalogue[name] : polish;
}
