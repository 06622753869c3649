import type { TestSuiteInput } from '../../evaluation/schema';
import { productCases } from './product-cases';
import { promotionCases } from './promotion-cases';
import { serviceCases } from './service-cases';
import { chatCases } from './chat-cases';
import { complianceCases } from './compliance-cases';

/** The test suite that ships with the sample tea-shop harness. */
export const sampleSuite: TestSuiteInput = {
  cases: [...productCases, ...promotionCases, ...serviceCases, ...chatCases, ...complianceCases],
};
