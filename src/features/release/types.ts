// The release records as the API sends them: declared once in the core, read here by type
// (the api files parse each answer with the core's schemas).
export type {
  CalendarEntry,
  ChangeRequest,
  PinnedPreview,
  Review,
  Schedule,
} from '../../harness/release';
export type { Actor } from '../../harness/roles';

/** The list's filters, each sent to the server ('' : any). */
export interface RequestFilter {
  state: string;
  label: string;
  shop: string;
  author: string;
}

export const EMPTY_REQUEST_FILTER: RequestFilter = { state: '', label: '', shop: '', author: '' };
