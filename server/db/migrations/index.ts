import { initial } from './001-initial';
import type { Migration } from './migration';

/** Every migration, oldest first; append new ones, never edit applied ones. */
export const MIGRATIONS: readonly Migration[] = [initial];
export type { Migration } from './migration';
