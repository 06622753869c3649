export { exportFolder } from './export-folder';
export { importFolder, type FolderImport } from './import-folder';
export { MANIFEST_FILE, PREFERENCES_FILE, PROMOTIONS_FILE } from './paths';
