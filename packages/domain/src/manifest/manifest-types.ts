import type { AccessAction, ApprovableAction } from '../access-actions';

/**
 * The vocabulary of the resource manifest (resource-manifest.ts). Plain data only: the web's
 * first screen reads the manifest for its menu, so nothing here may pull a schema or a library in.
 */

/** The policies every new company starts with (besides the fleet manager's, which holds everything). */
export type DefaultPolicyRole = 'monitoring' | 'dataEntry' | 'viewOnly';

/** What an access area grants in the default policies, and which data-entry writes wait for approval. */
export type DefaultGrants = Partial<Record<DefaultPolicyRole, readonly AccessAction[]>> & {
  dataEntryHeldBack?: readonly ApprovableAction[];
};

/** An access area of the permission model: the actions a policy may grant, and the defaults. */
export interface AccessArea {
  /** The actions that make sense here (the policy editor offers only these). */
  readonly actions: readonly AccessAction[];
  readonly defaults?: DefaultGrants;
}

/** Where a list's choices come from: an API list of titled rows, or another resource's summaries. */
export interface ChoiceSource {
  readonly path: string;
  /** How summaries are labelled (vehicles by name and plate, people by name...). */
  readonly rows?: 'vehicle' | 'person' | 'card' | 'organization' | 'policy';
}

/**
 * A query filter of a resource's list. The server reads and checks the parameter by its kind and
 * gives the hook the typed value; the web shows a select for filters with a `label`.
 */
export type ManifestFilter = {
  readonly param: string;
  /** Catalogue key of the select above the list; without it the filter is API-only. */
  readonly label?: string;
} & (
  | { readonly kind: 'ids'; readonly source?: ChoiceSource }
  | { readonly kind: 'id' }
  /** Yes/no; `options` label 'true' and 'false' in the order the select shows them. */
  | { readonly kind: 'flag'; readonly options?: readonly { value: 'true' | 'false'; label: string }[] }
  /** A comma list of `values`; each option is labelled `<optionLabels>.<value>`. */
  | { readonly kind: 'choices'; readonly values: readonly string[]; readonly optionLabels?: string }
  /** `start_range` and `stop_range`: Iran days or exact instants, both ends included. */
  | { readonly kind: 'window'; readonly as: 'days' | 'instants' }
);

/** The side menu's groups, in the spec's order (section 2). */
export type MenuGroupId = 'drivers' | 'vehicles' | 'geofences' | 'service' | 'reports';

/**
 * The screens of a resource: `records` has list, add, edit and view (`<route>List`...), `list` a
 * list only whose records are edited in place. `url` is the path below the language.
 */
export interface ManifestScreens {
  readonly kind: 'records' | 'list';
  /** Route-id prefix: 'cars' gives carsList, carsAdd, carsEdit, carsView. */
  readonly route: string;
  readonly url: string;
  /** The product area (menu icon, page placeholder); the resource's name when not said. */
  readonly section?: string;
  /** A page other than the dashboard the list sits under in the breadcrumb. */
  readonly listParent?: string;
  /** Where the list and add links sit in a side-menu group (ordered by number). */
  readonly menu?: { readonly group: MenuGroupId; readonly list?: number; readonly add?: number };
  /** Position in the top bar's "add" menu. */
  readonly addMenu?: number;
}

/** A field of a simple resource, declared here whole: its schema, form control and list column. */
export interface ManifestField {
  readonly kind: 'text';
  readonly max: number;
  readonly required?: boolean;
  /** Left-to-right content (Latin names, codes) even in Persian. */
  readonly ltr?: boolean;
  /** Columns out of 12 on the form from the md breakpoint. */
  readonly span?: 4 | 6 | 12;
}

/**
 * One resource of the product, declared once. Server registration, route permissions and scoping,
 * default policies, web paths, router, menu, the add menu and the policy editor derive from it.
 */
export interface ManifestEntry {
  /** API path under /api/v1 with the trailing slash. */
  readonly api: string;
  /** The permission-model area it belongs to (its own name, or a parent's: insurance payments). */
  readonly access: string;
  /** Present on the entry that owns its access area: what policies may grant. */
  readonly area?: AccessArea;
  /**
   * How a caller limited to organizations sees rows: assigned to organizations themselves (`own`,
   * with `PUT <api>:id/organizations/`), through the vehicle or driver they belong to, or company-wide.
   */
  readonly organizations?: 'own' | 'vehicles' | 'drivers';
  /** `<api>summaries/` for select boxes: under the view permission, or to every signed-in user (names). */
  readonly summaries?: 'permission' | 'names';
  /** The server routes are written by hand (users): the manifest gives screens and access only. */
  readonly handWritten?: true;
  readonly filters?: readonly ManifestFilter[];
  readonly screens?: ManifestScreens;
  /**
   * A simple resource's whole record: its schema, form and list are built from these, so it
   * needs no schema module and no web definition of its own.
   */
  readonly fields?: Readonly<Record<string, ManifestField>>;
}
