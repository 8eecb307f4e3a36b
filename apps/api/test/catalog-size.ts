/** The test catalogue: small enough to seed in a second, large enough for paging and facets. */
export const TEST_CATALOG_SIZE = 120;
export const TEST_SEED = 7;
