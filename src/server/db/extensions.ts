/** The extensions every database of the registry has, embedded or not. */
export const EXTENSIONS = ['postgis', 'unaccent', 'pg_trgm']
