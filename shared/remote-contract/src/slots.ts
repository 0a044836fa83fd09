/**
 * The portal's slots: named places on a page where remotes put widgets of their own (Open edX frontend-base's
 * plugin slots). The version is part of the name: a widget built for `home.cards.v1` never lands in a `v2` whose
 * frame or props changed. The page that declares a slot renders it; a contract may offer widgets only for
 * these names, so a typo or a slot no page declares fails typecheck and the remote's build.
 */
export const SLOTS = {
  /** The signed-in home page's cards ("what needs me now?"), each in a frame of the shell with its title. */
  homeCards: 'home.cards.v1',
} as const;

/** A slot's name: what a widget's `slot` takes. */
export type SlotName = (typeof SLOTS)[keyof typeof SLOTS];
