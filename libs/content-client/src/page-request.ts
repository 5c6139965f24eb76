/** What the client needs to ask the content API for one composer page. */
export interface PageRequest {
  /** Composer page type: front-door, door, article, gallery, ... */
  type: string;
  slug: string;
  /** Default 'web'. */
  platform?: string;
  /** Given when the route has editions; added as the edition parameter unless the query has one. */
  edition?: string;
  /** Further query parameters (contentOnly, pageNumber, q, hub-preview-version, ...). */
  query?: Readonly<Record<string, string>>;
}
