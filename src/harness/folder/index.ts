export { exportFolder } from './export-folder';
export { importFolder } from './import-folder';
