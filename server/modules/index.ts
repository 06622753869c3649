import type { ApiModule } from '../http/app-env';
import { healthModule } from './health/route';
import { validationModule } from './validation/route';

export const apiModules: ApiModule[] = [healthModule, validationModule];
