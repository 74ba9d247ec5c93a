import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { I18nProvider, Trans as LinguiTrans, useLingui } from '@lingui/react';
import { startTransition, useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { localeOf, type Language } from './language';
import { passNumberTexts } from './plain-numbers';
import { useLanguage } from './use-language';

/**
 * One catalog per language, loaded only when that language is needed (a dynamic import, so a visitor downloads one
 * language, never both). Production builds compile the ICU messages at build time (build/catalog-loader.cjs);
 * tests and dev builds import the JSON as it is and Lingui compiles each message on first use.
 */
export type CatalogLoaders = Readonly<Record<Language, () => Promise<{ default: Messages } | Messages>>>;

/** Values of an ICU message's {placeholders}. */
export type MessageValues = Record<string, unknown>;

/** Translates message `id` of the app's catalog in the active language. */
export type Translate<Id extends string> = (id: Id, values?: MessageValues) => string;

export interface TransProps<Id extends string> {
  id: Id;
  values?: MessageValues;
  /** Elements for the message's <0>…</0> tags, e.g. `{ 0: <a href="/api/login" /> }`. */
  components?: Record<string, ReactElement>;
}

export interface AppI18n<Id extends string> {
  /** The app's own Lingui instance (each app has its own: remotes do not share one through Module Federation). */
  readonly i18n: I18n;
  /** Loads a language's catalog (once; the later parts wanted so far too) and makes it the active one. */
  activate: (language: Language) => Promise<void>;
  /**
   * Loads later parts of the catalog (see createAppI18n; by default all of them) in the language in force, and in every
   * language activated from then on; resolves once they are there. A page loaded on its first visit calls it beside its
   * own code, naming the parts its words are in.
   */
  loadLater: (parts?: readonly string[]) => Promise<void>;
  /** Whether `language`'s catalog is loaded and active. */
  isActive: (language: Language) => boolean;
  /** Translation outside React (toasts, document.title): reads the active language at call time. */
  readonly t: Translate<Id>;
  /** Translation in a component; re-renders it when the language changes. */
  useT: () => Translate<Id>;
  /** A message with elements in it (links, emphasis). */
  Trans: (props: TransProps<Id>) => ReactNode;
  /**
   * Renders its children in the language in force (useLanguage): loads the catalog first (showing `fallback`, by
   * default nothing, before the first one is ready), then follows every change of language, keeping the previous
   * language on screen while the next catalog loads.
   */
  I18nGate: (props: { children: ReactNode; fallback?: ReactNode }) => ReactNode;
}

/**
 * Creates an app's i18n from its catalog loaders, e.g.
 * `createAppI18n<MessageId>({ en: () => import('./i18n/en.json'), fil: () => import('./i18n/fil.json') })`
 * where `MessageId` is `keyof typeof import('./i18n/en.json')`, so that an id missing from English does not compile.
 *
 * With `later`, each language's catalog comes in parts (issue 13.5): `loaders` brings the messages of the first screen
 * (the layout, the landing, the 404 page), each part of `later` those of a group of pages loaded on their first visit
 * (the guide's lists and details, the rest), fetched when a page asks for them (loadLater) and from then on with every
 * language. A message asked for before its part is there (a component using a part its page did not name) is never
 * shown as its id: it is blank until every later part, loaded at once, arrives and the app renders again; the app's
 * i18n emits Lingui's 'missing' event for it either way.
 */
export function createAppI18n<Id extends string>(
  loaders: CatalogLoaders,
  later: Readonly<Record<string, CatalogLoaders>> = {},
): AppI18n<Id> {
  const laterParts = Object.keys(later);
  /** Parts loaded, by `${part}:${language}` ('first' is the first part). */
  const loaded = new Set<string>();
  /** The later parts asked for so far: they come with every language activated from then on. */
  const wantedParts = new Set<string>();
  const i18n: I18n = setupI18n({
    missing: (locale, id) => {
      i18n.emit('missing', { id, locale });
      if (laterParts.every((part) => loaded.has(`${part}:${locale}`))) return id;
      loadLater(laterParts, locale as Language).catch(() => undefined);
      return '';
    },
  });
  // Numbers in messages are written without Intl (plain-numbers.ts).
  passNumberTexts(i18n);
  const loading = new Map<string, Promise<void>>();
  // Lingui's calls that emit 'change' (a catalog or part loaded, a language activated) run as transitions: the listeners'
  // setState calls (Lingui's provider, I18nGate) happen inside, so the re-render they cause (the app appearing once its
  // catalog is there, a language switch) is done by React in slices, yielding to the browser between them, not as one
  // long task on a slow phone (issue 13.5, Total Blocking Time).

  function loadPart(language: Language, part: string): Promise<void> {
    const key = `${part}:${language}`;
    let pending = loading.get(key);
    if (!pending) {
      const loader = (part === 'first' ? loaders : later[part])[language];
      pending = loader().then((module) => {
        const messages = (
          'default' in module && typeof module.default === 'object' ? module.default : module
        ) as Messages;
        loaded.add(key);
        // A copy: Lingui merges a language's later loads into the object it was first given (the module's own).
        startTransition(() => i18n.load(language, { ...messages }));
      });
      // A failed download (offline) may be tried again on the next change.
      pending.catch(() => loading.delete(key));
      loading.set(key, pending);
    }
    return pending;
  }

  function load(language: Language): Promise<void> {
    return Promise.all(['first', ...wantedParts].map((part) => loadPart(language, part))).then(() => undefined);
  }

  let wanted: Language | undefined;
  async function activate(language: Language): Promise<void> {
    wanted = language;
    await load(language);
    // A later call wins when the visitor switched again while this catalog was loading.
    if (wanted === language && i18n.locale !== language)
      startTransition(() => i18n.activate(language, [localeOf(language)]));
  }

  /** The language being activated (or in force) unless told; before the first activation, activate() brings them. */
  function loadLater(
    parts: readonly string[] = laterParts,
    language = (wanted ?? i18n.locale) as Language | undefined,
  ): Promise<void> {
    const unknown = parts.filter((part) => !Object.hasOwn(later, part));
    if (unknown.length > 0) return Promise.reject(new Error(`[i18n] no catalog part ${unknown.join(', ')}`));
    for (const part of parts) wantedParts.add(part);
    return language
      ? Promise.all(parts.map((part) => loadPart(language, part))).then(() => undefined)
      : Promise.resolve();
  }

  const isActive = (language: Language) => i18n.locale === language;
  const t: Translate<Id> = (id, values) => i18n._(id, values);

  return { i18n, activate, loadLater, isActive, t, ...reactBindings<Id>(i18n, activate) };
}

/** The app's React side: the hook and the components that read (and, for I18nGate, activate) its i18n. */
function reactBindings<Id extends string>(
  i18n: I18n,
  activate: (language: Language) => Promise<void>,
): Pick<AppI18n<Id>, 'useT' | 'Trans' | 'I18nGate'> {
  function useT(): Translate<Id> {
    const { _ } = useLingui();
    return _;
  }

  function Trans({ id, values, components }: TransProps<Id>): ReactNode {
    return <LinguiTrans id={id} values={values} components={components} />;
  }

  function I18nGate({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }): ReactNode {
    const language = useLanguage();
    // Not useSyncExternalStore: its updates always render at once, in one task; this one may be a transition.
    const [locale, setLocale] = useState(() => i18n.locale);
    useEffect(() => {
      const stop = i18n.on('change', () => setLocale(i18n.locale));
      setLocale(i18n.locale); // activated between the first render and this effect
      return stop;
    }, []);
    useEffect(() => {
      activate(language).catch((error: unknown) =>
        console.error(`[i18n] the ${language} messages could not be loaded`, error),
      );
    }, [language]);
    return locale ? <I18nProvider i18n={i18n}>{children}</I18nProvider> : fallback;
  }

  return { useT, Trans, I18nGate };
}
