import type { SlotName } from './slots';
import type { PageRead } from './reads';

/** A user-facing text of a contract: a Lingui message descriptor, as `msg\`...\`` compiles to. The id is
 * the remote's catalog id; `message` is the source text, shown when no catalog has the id yet. */
export interface ContractMessage {
  id: string;
  message?: string;
}

/** Who may open a route: everybody, or signed-in students only (anonymous visitors are sent to sign in
 * and brought back). */
export type RouteAccess = 'all' | 'signedIn';

/** Where a menu entry may appear: the desktop user menu, the mobile burger drawer. */
export type MenuPlacement = 'user' | 'burger';

/**
 * A route a remote owns. `path` is exact (`/payments`) or a prefix that owns every sub-route
 * (`/enrol/*`: the page renders its own sub-routes). `role` names the route for everybody else: menus and
 * other remotes link to a role, never to a path (Open edX frontend-base's route roles).
 */
export interface ContractRoute {
  role: string;
  path: string;
  access: RouteAccess;
  /** The exposed module (the page) that renders the route, e.g. 'PaymentsPage' for './PaymentsPage'. */
  page: string;
  /** The signed-in student's reads the page makes as it opens (see PAGE_READS): for the page the portal opens at,
   * the shell starts them once the student is known, while the page's files are on their way, and the page's own
   * read takes the answer. */
  reads?: PageRead[];
  /** The page's main heading where it is the same for every student (nothing from the student or from data): shown
   * in the page's place from the HTML's first paint and while the page's code comes, so the page's own heading
   * takes its place. Omit it for a page whose heading depends on the student (a greeting with their name). */
  heading?: RouteHeading;
}

/** The column widths a page's heading may head (Chakra's sizes: 48, 56 and 64 rem). */
export type HeadingWidth = '3xl' | '4xl' | '5xl';

/** A page's main heading as its page writes it: the text of its h1 (the same message as the page's, so it takes the
 * same translation), and the width of the column it heads (the page's `Stack maxW`). */
export interface RouteHeading {
  text: ContractMessage;
  width: HeadingWidth;
}

/** A menu entry of a remote: a link to one of its own route roles. Provider files choose which roles
 * they show and in which order; `providers` limits an entry to some providers. */
export interface ContractMenuEntry {
  role: string;
  label: ContractMessage;
  in: MenuPlacement[];
  providers?: string[];
}

/** A widget a remote offers for a slot of a page it does not own (a card on the home page): an exposed module,
 * loaded on its own (its own small chunk, never the remote's pages), shown in the slot's frame under `title`. */
export interface ContractWidget {
  slot: SlotName;
  /** The exposed module that renders the widget, e.g. 'DueCard' for './DueCard' (src/DueCard.tsx, a default
   * export taking no props). */
  module: string;
  /** The widget's heading in its frame, and its name when it is unavailable ("Payments is unavailable"). */
  title: ContractMessage;
  /** Where it goes among the slot's widgets: lower first. */
  order: number;
  /** The height the card usually takes once loaded, in rem (at a phone's width): its frame keeps it from the first
   * render, so nothing below moves as the card loads. 12 when not given. */
  height?: number;
  /** The remote's route the widget is about: it shows only for providers that offer that route (no payments
   * card where a provider hides payments). */
  route?: string;
  /** Limits the widget to some providers (slugs). */
  providers?: string[];
  /** The signed-in student's reads the widget makes as it shows, started early as a route's are. */
  reads?: PageRead[];
}

/** What a remote offers the portal, declared once in the remote's own folder (`src/contract.ts`). */
export interface RemoteContract {
  /** The federation name of the remote, e.g. 'payments'. */
  id: string;
  /** The remote's title, the part of the portal it is for people: "Payments is unavailable". */
  title: ContractMessage;
  routes: ContractRoute[];
  menu?: ContractMenuEntry[];
  /** Widgets for slots of other pages (see SLOTS). */
  widgets?: ContractWidget[];
}

/** Compiled catalog entries of a contract's texts, per locale (what `i18n.load(locale, …)` takes). */
export type ContractMessages = Record<string, Record<string, string | unknown[]>>;

/**
 * A remote as a deployment declares it in `remotes.json`: its contract, the address of its
 * `remoteEntry.js`, the translations of its texts and what its build needs of the shell. A declaration without `entry` is a remote the
 * deployment knows but has not deployed: its routes exist and show the named fallback.
 */
export interface RemoteDeclaration extends RemoteContract {
  /** The address of the remote's remoteEntry.js. */
  entry?: string;
  /** The Subresource Integrity hash of that remoteEntry.js (`sha384-…`, written by its production build);
   * the entry holds the hashes of its own chunks. The shell refuses an entry whose content differs. */
  integrity?: string;
  messages?: ContractMessages;
  /** What each exposed page needs before it renders (written by the remote's production build), by page name:
   * the shell requests all of it at once, beside the entry, instead of one file after another. */
  pages?: Record<string, PageFiles>;
  /** What the remote needs of the shell (written by its build): the shell refuses it when it cannot give it. */
  requires?: RemoteRequirements;
  /** Which of the remote's published versions this is, when remotes.json keeps versions (set when it is read:
   * the console and the footer say which version of each remote the page runs). */
  release?: RunningRelease;
}

/** A script file of a remote, addressed relative to its remoteEntry.js, with the Subresource Integrity hash its
 * build recorded for it (the hash the remote's chunk loader checks). */
export interface RemoteFile {
  file: string;
  integrity?: string;
}

/** What an exposed page needs before it renders: its script files and the shared singletons it takes from the
 * shell. */
export interface PageFiles {
  js: RemoteFile[];
  shared?: string[];
}

/** The version of a remote a page runs, and whether it is the live version or the candidate. */
export interface RunningRelease {
  version: string;
  track: 'live' | 'candidate';
  /** The candidate's share of sessions (a percentage). */
  share?: number;
}

/** A version being tried on a share of sessions (a percentage, 0 to 100) before it goes live. */
export interface CandidateRelease {
  version: string;
  share: number;
  /** The providers (their slugs) whose sessions may run it; without it, every provider's. A session of another
   * provider always runs the live version. */
  providers?: string[];
}

/** A published version of a remote: its declaration (an immutable address and hash), and when it was
 * published. */
export interface PublishedVersion extends RemoteDeclaration {
  publishedAt?: string;
}

/**
 * A remote with versions in remotes.json: every version published (its files never change, each at an
 * address of its own such as `https://cdn.example.edu/payments/2026-11-27/remoteEntry.js`), the live one,
 * optionally a candidate run by a share of sessions, and the live versions before, to roll back to.
 */
export interface VersionedRemote {
  id: string;
  live: string;
  candidate?: CandidateRelease;
  /** The versions that were live before the current one, oldest first: a rollback returns to the last. */
  previous?: string[];
  versions: Record<string, PublishedVersion>;
}

/** A remote's entry in remotes.json: one declaration, or its versions. */
export type RemoteEntry = RemoteDeclaration | VersionedRemote;

/** The federation runtime version a remote was built with, and the range of each shared singleton. */
export interface RemoteRequirements {
  federation: string;
  shared: Record<string, string>;
}

/** `remotes.json`: remote id -> its declaration or its versions. Written by the deploy commands
 * (`pnpm remote:publish`, `remote:promote`, `remote:rollback`). */
export type RemotesDocument = Record<string, RemoteEntry>;
