/**
 * Items per server-rendered list page (and per "Show more" step in the island), and the most a
 * news or events carousel shows (buildSiteModel: the list pages hold the rest).
 */
export const LIST_PAGE_SIZE = 50;
