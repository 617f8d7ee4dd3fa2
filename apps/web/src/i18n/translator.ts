import type { Catalogue } from './catalogue';
import { lookup, mergeInto } from './catalogue';

/**
 * The app's own translator (ADR 045), in place of i18next: only what the app uses, with
 * i18next's rules for it.
 *
 * - Keys are dotted paths into nested catalogues; a language's missing text falls back to the
 *   fallback language's, then to `defaultValue`, then to the key itself.
 * - `{{name}}` takes `options.name` (a dotted path reaches inside an object), never HTML-escaped;
 *   a value not given leaves `{{name}}` as it is, `null` gives ''. `{{value, number}}` formats
 *   with `Intl.NumberFormat` of the language.
 * - With a numeric `count`: `key_zero` when count is 0 and that text exists, then the suffix
 *   `Intl.PluralRules` of the language gives (`key_one`, `key_other`), then `key`; the same again
 *   in the fallback language (with its own plural rules).
 * - `$t(other.key)` inside a text is replaced by that key's translation (the domain's messages
 *   use it), unless the `$t(` came in through an interpolated value.
 *
 * Not kept from i18next (the app used none of it): namespaces and `ns:key`, context, ordinals,
 * arrays and `returnObjects`, formats other than `number`, options inside `$t(…)`. A key that
 * names a section (not a text) is treated as missing.
 */

export type TOptions = Readonly<Record<string, unknown>> & {
  readonly count?: number;
  readonly defaultValue?: string;
};

/** A `t` function: the text of `key` in one language, with `options` put in. */
export type TFunction = (key: string, options?: TOptions) => string;

export type TranslatorEvent = 'languageChanged' | 'added';

export interface TranslatorOptions {
  /** The starting language; its catalogue should be among `resources`. */
  readonly language: string;
  /** Where a missing text is looked for next; its catalogue is given or added, never loaded. */
  readonly fallbackLanguage: string;
  /** Languages `changeLanguage` accepts; any other becomes the fallback language. */
  readonly supportedLanguages: readonly string[];
  readonly resources?: Readonly<Record<string, Catalogue>>;
  /** Loads the catalogue of a language that has none yet (`changeLanguage` waits for it). */
  readonly load?: (language: string) => Promise<Catalogue>;
}

/** What `useTranslation` reads: replaced when the language changes or texts are added. */
export interface TranslatorSnapshot {
  /** `t` of the language at the time (a new function after each language change). */
  readonly t: TFunction;
}

const NESTING = /\$t\(([^()]*)\)/g;
const INTERPOLATION = /{{(.+?)}}/g;
/** How deep `$t(…)` may nest before it gives up (a text that nests itself). */
const MAX_NESTING = 5;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const has = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

/** The option at `path`: a dotted path into the options, or a name that has dots itself. */
function valueAt(data: Readonly<Record<string, unknown>>, path: string): unknown {
  let node: unknown = data;
  for (const part of path.split('.')) {
    if (!isRecord(node) || !has(node, part)) {
      node = undefined;
      break;
    }
    node = node[part];
  }
  if (node !== undefined) return node;
  return has(data, path) ? data[path] : undefined;
}

function countOf(pattern: RegExp, text: string): number {
  return text.match(pattern)?.length ?? 0;
}

export class Translator {
  /** The current language. */
  language: string;
  readonly fallbackLanguage: string;
  readonly supportedLanguages: readonly string[];
  private readonly resources: Record<string, Catalogue> = {};
  private readonly load: ((language: string) => Promise<Catalogue>) | undefined;
  private readonly listeners = new Map<TranslatorEvent, Set<(language: string) => void>>();
  private readonly subscribers = new Set<() => void>();
  private readonly pluralRules = new Map<string, Intl.PluralRules>();
  private readonly numberFormats = new Map<string, Intl.NumberFormat>();
  /** Bumped by every `changeLanguage`: only the latest one switches. */
  private changeRequest = 0;
  private snapshot: TranslatorSnapshot;

  constructor(options: TranslatorOptions) {
    this.language = options.language;
    this.fallbackLanguage = options.fallbackLanguage;
    this.supportedLanguages = options.supportedLanguages;
    this.load = options.load;
    for (const [language, catalogue] of Object.entries(options.resources ?? {}))
      this.resources[language] = structuredClone(catalogue);
    this.snapshot = { t: this.getFixedT(this.language) };
  }

  /** The language the texts are shown in (i18next's name; the same as `language` here). */
  get resolvedLanguage(): string {
    return this.language;
  }

  /** The text of `key` in the current language. */
  readonly t: TFunction = (key, options) => this.translate(key, options, this.language, 0);

  /** A `t` that always translates into `language`. */
  getFixedT(language: string): TFunction {
    return (key, options) => this.translate(key, options, language, 0);
  }

  /** True when `key` names a text (or a section) in the current or the fallback language. */
  exists(key: string): boolean {
    return this.languagesFor(this.language).some(
      (language) => lookup(this.resources[language], key) !== undefined,
    );
  }

  hasResourceBundle(language: string, _namespace: 'translation' = 'translation'): boolean {
    return this.resources[language] !== undefined;
  }

  /**
   * Adds texts to a language's catalogue (i18next's signature; one namespace only). `deep`
   * merges section by section, keeping the texts already there unless `overwrite`; otherwise
   * the given top-level sections replace those there.
   */
  addResourceBundle(
    language: string,
    _namespace: 'translation',
    catalogue: Catalogue,
    deep = false,
    overwrite = false,
  ): void {
    const current = this.resources[language] ?? {};
    this.resources[language] = deep
      ? mergeInto(current, catalogue, overwrite)
      : { ...current, ...structuredClone(catalogue) };
    this.snapshot = { t: this.snapshot.t };
    this.emit('added', language);
  }

  /**
   * Switches to `language` (one not supported: the fallback) once its catalogue is there,
   * loading it first when needed; then 'languageChanged' is emitted (also when it was the
   * language already). A later call wins over one still loading. Rejects when the catalogue
   * cannot be loaded, and the language stays as it was (i18next switched without the texts
   * and never rejected; the language switch shows the failure instead).
   */
  changeLanguage(language: string): Promise<TFunction> {
    const target = this.supportedLanguages.includes(language) ? language : this.fallbackLanguage;
    const request = ++this.changeRequest;
    const apply = () => {
      if (request !== this.changeRequest) return this.t;
      this.language = target;
      this.snapshot = { t: this.getFixedT(target) };
      this.emit('languageChanged', target);
      return this.t;
    };
    if (this.hasResourceBundle(target) || !this.load) return Promise.resolve(apply());
    return this.load(target).then(
      (catalogue) => {
        this.resources[target] = mergeInto(this.resources[target] ?? {}, catalogue, true);
        return apply();
      },
      (error: unknown) => {
        // A change asked for since then has taken over: this one's failure is no longer news.
        if (request !== this.changeRequest) return this.t;
        throw error;
      },
    );
  }

  on(event: TranslatorEvent, listener: (language: string) => void): void {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
  }

  off(event: TranslatorEvent, listener: (language: string) => void): void {
    this.listeners.get(event)?.delete(listener);
  }

  /** For `useSyncExternalStore`: called after a language change or added texts. */
  readonly subscribe = (onChange: () => void): (() => void) => {
    this.subscribers.add(onChange);
    return () => {
      this.subscribers.delete(onChange);
    };
  };

  readonly getSnapshot = (): TranslatorSnapshot => this.snapshot;

  private emit(event: TranslatorEvent, language: string): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(language);
    for (const onChange of [...this.subscribers]) onChange();
  }

  private languagesFor(language: string): string[] {
    return language === this.fallbackLanguage ? [language] : [language, this.fallbackLanguage];
  }

  private pluralSuffix(language: string, count: number): string {
    let rules = this.pluralRules.get(language);
    if (!rules) {
      rules = new Intl.PluralRules(language);
      this.pluralRules.set(language, rules);
    }
    return `_${rules.select(count)}`;
  }

  /** The text found for `key` in the language or its fallback, with i18next's plural lookup. */
  private resolve(key: string, options: TOptions, language: string): string | undefined {
    const count = options.count;
    const isPlural = count !== undefined && typeof count !== 'string';
    for (const code of this.languagesFor(language)) {
      // Looked up last to first: key_zero (count 0), key + plural suffix, key.
      const candidates = [key];
      if (isPlural) {
        candidates.push(`${key}${this.pluralSuffix(code, count)}`);
        if (count === 0) candidates.push(`${key}_zero`);
      }
      for (const candidate of candidates.reverse()) {
        const text = lookup(this.resources[code], candidate);
        if (typeof text === 'string') return text;
      }
    }
    return undefined;
  }

  private translate(
    key: string,
    options: TOptions | undefined,
    language: string,
    depth: number,
  ): string {
    const given = options ?? {};
    const found = this.resolve(key, given, language);
    const text =
      found ??
      (has(given, 'defaultValue') && given.defaultValue !== undefined ? given.defaultValue : key);
    const nestedBefore = countOf(NESTING, text);
    const interpolated = this.interpolate(text, given, language);
    // A `$t(` brought in by a value is left as it is (i18next's skipOnVariables).
    if (countOf(NESTING, interpolated) > nestedBefore || depth >= MAX_NESTING) return interpolated;
    return interpolated.replace(NESTING, (_match, nestedKey: string) => {
      const { defaultValue: _ignored, ...inherited } = given;
      return this.translate(nestedKey.trim(), inherited, language, depth + 1);
    });
  }

  private interpolate(text: string, data: TOptions, language: string): string {
    return text.replace(INTERPOLATION, (match, inner: string) => {
      // `{{- name}}` is i18next's unescaped form; nothing is escaped here anyway.
      const name = inner.trim().replace(/^-\s*/, '');
      const [path = '', ...formats] = name.split(',').map((part) => part.trim());
      const value = valueAt(data, path);
      if (value === undefined) return has(data, name) ? '' : match;
      const formatted = formats.includes('number') ? this.formatNumber(value, language) : value;
      return formatted === null || formatted === undefined ? '' : String(formatted);
    });
  }

  private formatNumber(value: unknown, language: string): unknown {
    // Intl reads a numeric string as the number (as i18next's `number` format does).
    if (typeof value !== 'number' && typeof value !== 'bigint' && typeof value !== 'string')
      return value;
    let format = this.numberFormats.get(language);
    if (!format) {
      format = new Intl.NumberFormat(language);
      this.numberFormats.set(language, format);
    }
    return format.format(value as Intl.StringNumericLiteral);
  }
}

/** A translator of one language with its catalogue (PDF builders in tests and scripts). */
export function createTranslator(language: string, catalogue: Catalogue): Translator {
  return new Translator({
    language,
    fallbackLanguage: language,
    supportedLanguages: [language],
    resources: { [language]: catalogue },
  });
}
