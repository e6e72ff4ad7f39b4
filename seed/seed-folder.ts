/** Files are written to `${uploadsDir}/seed/` and served at `/uploads/seed/<name>`. */
export const SEED_FOLDER = 'seed';
export const SEED_URL_PATH = `/uploads/${SEED_FOLDER}`;
