import { providerSlugs } from '#providerDocuments';

/**
 * A provider's slug: the name of its document's folder (`providers/<slug>/provider.json`) and the first label
 * of its host name. Lower-case letters, digits and hyphens.
 * @pattern ^[a-z][a-z0-9-]*$
 */
export type ProviderSlug = string;

/** Every provider that shares the portal: one for each document under `providers/`, in the order of their
 * slugs. */
export const PROVIDER_SLUGS: readonly ProviderSlug[] = providerSlugs;

/** How a provider's students sign in: a user pool with a hosted page (cognito) or a directory (aad). */
export type ProviderGroup = 'cognito' | 'aad';

/**
 * A route role: the name a remote gives one of its routes in its contract (e.g. 'payments', 'grades'),
 * or one of the shell's own menu items ('learning', 'logout'). Provider files list the roles their menus
 * show; the shell resolves each to a path from the deployed remotes' contracts.
 */
export type RouteRole = string;

/** Profile fields a provider can make read-only. */
export type ProfileField = 'name' | 'email' | 'phone' | 'address' | 'preferredName' | 'socialLinks';

/** Which provider-specific support page /case/support/general shows. */
export type SupportPage = 'nzma' | 'ichm' | 'soe' | 'colab' | null;

export type ProviderTimezone = 'Pacific/Auckland' | 'Australia/Melbourne' | 'Australia/Sydney';

export interface ProviderLinks {
  /** The provider's public web site (footer "home"). */
  home: string;
  privacy?: string;
  cookies?: string;
  terms?: string;
  sitemap?: string;
  /** Copyright link shown with the logo in the footer, when configured. */
  copyright?: string;
  /** Learning platform (LMS) base link; a course link is `${lms}?course=<courseCode>&upId=<studentUPId>`. */
  lms: string;
  /** Learning platform logout link, where /signout sends the browser. */
  lmsLogout: string;
  /** soe only: the new learning platform, and its non-production twin used in development. */
  newLms?: string;
  newLmsNonProd?: string;
  /** An external policies address used by the user menu instead of /policies. */
  policies?: string;
  /** Student handbook (policies page of nz-institute-of-sport and nzma). */
  studentHandbook?: string;
}

/** The kinds of library section; the remote's catalog holds each one's title and introduction. */
export type LibrarySectionKind = 'databases' | 'ebooks' | 'industry' | 'referencing' | 'studySkills';

/** An external resource of the library page: its name as its publisher writes it, and its https address. */
export interface LibraryLink {
  name: string;
  href: string;
}

/** A section of the library page (sections of external links). */
export interface LibrarySection {
  kind: LibrarySectionKind;
  links: LibraryLink[];
}

export interface ProviderContact {
  phone: string;
  email: string;
}

/** Per-provider choices of behaviour (feature flags): which pages, page variants and steps a provider has. */
export interface ProviderFeatures {
  /** The profile's courses section comes first. */
  coursesFirst: boolean;
  /** The profile's courses section is shown at all (never for soe). */
  showCourses: boolean;
  /** Grades page variant: 'submissions' (everyone else) or 'nested' (soe). */
  gradesView: 'submissions' | 'nested';
  /** Which support page /case/support/general shows. */
  supportPage: SupportPage;
  /** How support and withdrawal cases are sent: create case, or create email case (nzma, nz-institute-of-sport). */
  caseChannel: 'case' | 'emailCase';
  /** The policies page shows the policies text and handbook link. */
  policiesPage: boolean;
  /** Steps of the enrolment wizard this provider does not ask (by step name, e.g. 'employment'). */
  enrolmentSkips?: readonly string[];
}

/** The route roles each of a provider's menus shows, in order, by the menu's name in a contract's menu entry
 * (`in: ['user', 'burger']`). */
export interface ProviderMenus {
  /** The desktop user menu. */
  user: RouteRole[];
  /** The mobile burger drawer. */
  burger: RouteRole[];
}

export interface Provider {
  slug: ProviderSlug;
  /** Display name, e.g. "Yoobee Colleges". */
  name: string;
  /** Page title suffix, e.g. "Yoobee Student Portal". */
  pageTitle: string;
  group: ProviderGroup;
  country: 'NZ' | 'AU';
  timezone: ProviderTimezone;
  /** An Australian Eastern label shown instead of the zone name where set. */
  timezoneLabel?: string;
  links: ProviderLinks;
  menus: ProviderMenus;
  readOnlyFields: ProfileField[];
  features: ProviderFeatures;
  /** Contact shown under payments and support (phone and email). */
  contact: ProviderContact;
  /** The sections of the /library page; providers without a library have none (and no library menu item). */
  library?: LibrarySection[];
  /** The provider's own sign-in settings (its own user pool or tenant), over its group's (`auth`); a
   * deployment's `providerAuth` replaces them. */
  signIn?: Partial<AuthorityConfig>;
}

/**
 * A CSS colour of a look: #rrggbb.
 * @pattern ^#[0-9a-fA-F]{6}$
 */
export type HexColour = string;

/** The colours of one scheme (light or dark) of a look. */
export interface SchemeColours {
  /** Brand colour of buttons and selected states; `contrast` is the text on it. */
  solid: HexColour;
  contrast: HexColour;
  /** Brand-coloured text (links, ghost and outline buttons) on the canvas, panels and `subtle`. */
  fg: HexColour;
  focusRing: HexColour;
  /** Second colour of the logo and background; decoration only, never text. */
  accent: HexColour;
  /** Page background colour, cards/menus/dialogs, body text and secondary text. */
  canvas: HexColour;
  panel: HexColour;
  text: HexColour;
  textMuted: HexColour;
  border: HexColour;
  header: { bg: HexColour; fg: HexColour; border: HexColour };
  footer: { bg: HexColour; fg: HexColour; border: HexColour };
  /** Body background over `canvas`: CSS gradients, or an SVG pattern as a `url("data:image/svg+xml,...")`;
   * `stops` are the other colours it reaches (contrast is checked on them too). */
  background: { image: string; size?: string; stops: HexColour[] };
}

/** A provider's look: the light scheme's colours, the dark scheme's, fonts, heading style and radii. */
export interface ProviderTheme extends SchemeColours {
  /** The same fields for the dark scheme (class `dark` on `<html>`). */
  dark: SchemeColours;
  /** CSS font-family values; the bundled families (Figtree, Bricolage Grotesque, Fraunces, Oswald) are named
   * in double quotes. */
  fonts: { heading: string; body: string };
  headingStyle?: { textTransform?: 'uppercase'; letterSpacing?: string };
  /** Chakra's l1/l2/l3 radii (small controls, buttons/inputs, cards/dialogs). */
  radii: { l1: string; l2: string; l3: string };
}

/**
 * An SVG file beside the provider's document, by its name.
 * @pattern ^[a-z0-9-]+\.svg$
 */
export type ProviderAssetFile = string;

/** A provider's pictures: SVG files beside its document. */
export interface ProviderLogos {
  /** The wordmark drawn for the light header's `bg` (the footer uses the same tone). */
  light: ProviderAssetFile;
  /** The wordmark for the dark scheme's header, where its tone differs from the light header's. */
  dark?: ProviderAssetFile;
  /** The favicon (a 32 x 32 view box). */
  favicon: ProviderAssetFile;
}

/**
 * A provider as one document (`providers/<slug>/provider.json`, its logos beside it): its settings, its sign-in
 * group and settings, its look in both schemes and its logos. `pnpm provider:check <file>` checks one before it
 * is used; the schema (`providers/provider.schema.json`) is generated from this type (`pnpm provider:schema`).
 */
export interface ProviderDocument extends Provider {
  theme: ProviderTheme;
  logos: ProviderLogos;
}

/** How the portal ends the sign-in provider's session:
 * - 'oidc': OpenID Connect RP-Initiated Logout, the discovery document's end_session_endpoint with
 *   id_token_hint, post_logout_redirect_uri and state (Entra ID, and most providers);
 * - 'cognito': an Amazon Cognito user pool's /logout on its sign-in domain (beside /oauth2/authorize), with
 *   client_id and logout_uri; it comes back with no state. */
export type SignOutStyle = 'oidc' | 'cognito';

export interface AuthorityConfig {
  /** OIDC issuer URL: the discovery document's `issuer`, exactly (a Cognito pool's
   * https://cognito-idp.<region>.amazonaws.com/<pool id>, an Entra tenant's
   * https://login.microsoftonline.com/<tenant id>/v2.0). */
  authority: string;
  clientId: string;
  scope: string;
  /** How sign-out ends the provider's session; by default the group's (cognito: 'cognito', aad: 'oidc'). */
  signOutStyle?: SignOutStyle;
  /** The origin of the provider's sign-in pages and token endpoints when it is not the authority's (a Cognito
   * user pool's domain, https://<prefix>.auth.<region>.amazoncognito.com, or its custom domain): the
   * Content-Security-Policy lets the portal call it. */
  signInOrigin?: string;
  /** Which of the sign-in service's people are this provider's students: the ID token's claim `claim` (a string,
   * or a list such as a Cognito user's groups `cognito:groups`, an Entra ID user's app roles `roles` or groups
   * `groups`) holds `value`, by default the provider's slug. Anyone else signed in is refused with a page of
   * their own, and no API call is made for them; without a rule nobody is a student. */
  membership?: MembershipRule;
  /** Where a student of this sign-in service changes their password when the portal cannot do it itself (a
   * directory's people: the ID token's `pwd_url` claim comes first, then this, then Microsoft's account page). */
  passwordChangeUrl?: string;
}

/** A claim of the ID token and the value in it that makes the signed-in person a student of the provider. */
export interface MembershipRule {
  claim: string;
  /** By default the provider's slug. */
  value?: string;
}

/** Run-time configuration: defaults, then the deployment's portal.config.json, then (development only)
 * the overrides saved by /edit/config. */
export interface PortalConfig {
  /** 'production' (the default of a production build): no /edit/config, no dev gallery, no local overrides.
   * 'development' (the dev server's default, or a portal.config.json that says so) has them. */
  environment: 'development' | 'production';
  /** The provider used when the host name does not name one. */
  defaultProvider: ProviderSlug;
  /** Base address of the API, ending in "/". Empty means not configured. */
  apiBaseUri: string;
  /** API subscription key, sent on every call. */
  subscriptionKey: string;
  /** Key of the maps service for street-address search; empty means suggestions come from the
   * API's development address set (shared/dev-api). */
  mapsApiKey: string;
  /** Serve dummy data for student, files, enrolments and payments without a server. */
  mockUser: boolean;
  auth: Record<ProviderGroup, AuthorityConfig>;
  /** A provider's own sign-in settings (its own user pool or tenant): each one given replaces the group's
   * (`auth`), the others are the group's. */
  providerAuth?: Partial<Record<ProviderSlug, Partial<AuthorityConfig>>>;
  /** Where a signed-in visitor of / is sent when set. */
  forwardLoginLink: string;
  /** Where sign-in sends the user when no return path was asked for. */
  defaultPostLoginPath: string;
  /** Page size of lists (files, grades, submissions, subjects, payments). */
  pageSize: number;
  /** ISO 8601 duration within which an item counts as recent. */
  recentPeriod: string;
  caseDescriptionMax: number;
  /** Address of the deployment's remotes.json (each remote's declaration), relative to the shell. */
  remotesManifest: string;
  /** The origins remote code may be loaded from, besides the shell's own (e.g. "https://cdn.example.edu").
   * A remote whose entry is elsewhere is refused; the CSP's script-src lists the same origins. Read from the
   * deployment's portal.config.json only: development overrides cannot widen it. */
  remoteOrigins: string[];
  /** How long any request may take (configuration, remotes.json, a remote's scripts, every API call) before
   * it fails with its message, in milliseconds. */
  requestTimeoutMs: number;
  /** Where pages report their errors and field vitals (Sentry's DSN: https://<public key>@<host>/<project>), tagged
   * with each remote's version and canary side; absent or empty: nothing is reported. The CSP's connect-src lists
   * its origin. */
  healthDsn?: string;
  /** How long before the session ends (its access token expires) a student who has not used the page
   * since it was last renewed is warned, with "Stay signed in"; an active student's session is renewed
   * then without asking. Seconds. */
  sessionWarningSeconds: number;
}
