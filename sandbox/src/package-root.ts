/**
 * The sandbox package's folder, for the files it serves (assets/) and its default data folder:
 * this module sits directly under src/, as the release's bundle sits directly under dist/, so one
 * relative path holds for both.
 */
export const PACKAGE_ROOT = new URL('../', import.meta.url);
