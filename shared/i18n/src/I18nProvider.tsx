import { type ReactNode, useEffect, useState } from 'react';
import type { I18n } from '@lingui/core';
import { LinguiContext, type I18nContext } from '@lingui/react';

const contextOf = (i18n: I18n): I18nContext => ({ i18n, _: i18n.t.bind(i18n) });

/** Whether two compiled texts read the same: a package's catalog comes again with each bundle that carries the
 * package, its texts compiled anew (equal arrays, other objects). */
const same = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

/** The texts asked for and not loaded, per instance, from the first render on (one listener per instance). */
const missing = new WeakMap<I18n, Set<string>>();
function askedOf(i18n: I18n): Set<string> {
  let asked = missing.get(i18n);
  if (!asked) {
    const ids = new Set<string>();
    i18n.on('missing', ({ id }) => ids.add(id));
    missing.set(i18n, (asked = ids));
  }
  return asked;
}

/**
 * Lingui's context for the page, given anew (every text on the page rendered again) only when a text the page
 * shows may have changed: the locale changed, a text already loaded changed, or a text asked for before it was
 * loaded came. A catalog of new texts alone, or of the same texts again, keeps the context: the page's remotes load theirs as they arrive,
 * before their parts render, and Lingui's own I18nProvider would render the whole page again for each.
 * The components read texts through the instance (`_` and `i18n` of the context), so a part rendered later
 * reads every text loaded by then.
 */
export function I18nProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  const [first] = useState(() => ({
    locale: i18n.locale,
    messages: { ...i18n.messages },
    asked: askedOf(i18n),
  }));
  const [context, setContext] = useState(() => contextOf(i18n));
  useEffect(() => {
    let locale = first.locale;
    let known = first.messages;
    const asked = first.asked;
    const renew = () => {
      const messages = i18n.messages;
      const arrived = [...asked].filter((id) => messages[id] !== undefined);
      const changed =
        i18n.locale !== locale || Object.keys(known).some((id) => !same(messages[id], known[id]));
      for (const id of arrived) asked.delete(id);
      locale = i18n.locale;
      known = { ...messages };
      if (changed || arrived.length) setContext(contextOf(i18n));
    };
    const offChange = i18n.on('change', renew);
    renew(); // a change between the first render and now
    return offChange;
  }, [i18n, first]);
  if (!context.i18n.locale) return null;
  return <LinguiContext.Provider value={context}>{children}</LinguiContext.Provider>;
}
